import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { forgetWaitingToasts } from './toast-queue';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * The toasts of the signed-in shell (spec 03 section 4): its children at once, the toast library after them
 * (ToastHost, loaded lazily; a toast asked for meanwhile waits in toast-queue.ts). The sign-in page, which shows
 * none, never downloads it.
 */
export function Toasts({ children }: { children: ReactNode }) {
  useEffect(() => forgetWaitingToasts, []);
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}
