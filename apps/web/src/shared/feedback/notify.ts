import type { OptionsObject } from 'notistack';
import { useMemo } from 'react';
import { failureSeverity, failureText } from './failure-text';
import { showToast } from './toast-queue';

type ToastOptions = Omit<OptionsObject, 'variant'>;
type Toast = (text: string, options?: ToastOptions) => void;

export interface Notify {
  success: Toast;
  error: Toast;
  warning: Toast;
  info: Toast;
  /** A failed call as the spec words it (see failureText): a warning for a 403, else an error. */
  failure(error: unknown, fallback: string): void;
  /**
   * The callbacks of a save or delete (`mutation.mutate(vars, notify.outcome(...))`): on success the success
   * toast, then `done` (close the dialog); on failure the failure toast, and the dialog stays open.
   */
  outcome(success: string, fallback: string, done?: () => void): MutationOutcome;
}

export interface MutationOutcome {
  onSuccess(): void;
  onError(error: unknown): void;
}

/**
 * The one way a screen shows a toast (toast-queue.ts, shown by notistack). `forbidden` is the screen's permission
 * warning for a 403; without it the generic one applies. The object is stable across renders, so it can sit in
 * effect deps.
 */
export function useNotify(forbidden?: string): Notify {
  return useMemo(() => {
    const toast =
      (variant: 'success' | 'error' | 'warning' | 'info'): Toast =>
      (text, options) => {
        showToast(text, { ...options, variant });
      };
    const failure = (error: unknown, fallback: string) => {
      showToast(failureText(error, { fallback, forbidden }), { variant: failureSeverity(error) });
    };
    const success = toast('success');
    return {
      success,
      error: toast('error'),
      warning: toast('warning'),
      info: toast('info'),
      failure,
      outcome: (text, fallback, done) => ({
        onSuccess: () => {
          success(text);
          done?.();
        },
        onError: (error) => failure(error, fallback),
      }),
    };
  }, [forbidden]);
}
