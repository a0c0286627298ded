import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/**
 * Where toasts appear (spec 03 section 4: top right, at most four). The signed-in shell holds it, so the sign-in
 * page, which shows none, does not download the toast library.
 */
export function Toasts({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {children}
    </SnackbarProvider>
  );
}
