import { type OptionsObject, useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { failureSeverity, failureText } from './failure-text';

type ToastOptions = Omit<OptionsObject, 'variant'>;
type Toast = (text: string, options?: ToastOptions) => void;

export interface Notify {
  success: Toast;
  error: Toast;
  warning: Toast;
  info: Toast;
  /** A failed call as the spec words it (see failureText): a warning for a 403, else an error. */
  failure(error: unknown, fallback: string): void;
}

/**
 * The one way a screen shows a toast (notistack). `forbidden` is the screen's permission warning for a 403;
 * without it the generic one applies. The object is stable across renders, so it can sit in effect deps.
 */
export function useNotify(forbidden?: string): Notify {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const toast =
      (variant: 'success' | 'error' | 'warning' | 'info'): Toast =>
      (text, options) => {
        enqueueSnackbar(text, { ...options, variant });
      };
    return {
      success: toast('success'),
      error: toast('error'),
      warning: toast('warning'),
      info: toast('info'),
      failure: (error, fallback) =>
        enqueueSnackbar(failureText(error, { fallback, forbidden }), { variant: failureSeverity(error) }),
    };
  }, [enqueueSnackbar, forbidden]);
}
