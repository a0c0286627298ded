import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from './toast-queue';

const VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/** The theme's colours, chosen to read at 4.5:1 (notistack's own green, orange and blue read at 2.2 to 3.3:1). */
const Content = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    VARIANTS.map((v) => [
      `&.notistack-MuiContent-${v}`,
      { backgroundColor: theme.palette[v].main, color: theme.palette[v].contrastText },
    ]),
  ),
);
const COMPONENTS = Object.fromEntries(VARIANTS.map((v) => [v, Content]));

/**
 * Where toasts appear (spec 03 section 4: top right, at most four): notistack's provider on its own, fed by
 * toast-queue.ts. Loaded lazily by Toasts, so neither the sign-in page nor the shell's first paint downloads it.
 */
export default function ToastHost() {
  useEffect(
    () =>
      attachToastHost({
        show: (message, options) => {
          enqueueSnackbar(message, options);
        },
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={COMPONENTS}
    />
  );
}
