import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

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
 * Where toasts appear (spec 03 section 4: top right, at most four). The signed-in shell holds it, so the sign-in
 * page, which shows none, does not download the toast library.
 */
export function Toasts({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
