import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { errorStatus, isApiError } from '../../../shared/api/errors';

/**
 * Failure text of spec 01 section 7: a 403 is a permission warning; otherwise the server's detail (a
 * sentence, or the messages of a 422 list), else the screen's fallback text.
 */
export function failureText(error: unknown, fallback: string, forbidden: string): string {
  if (errorStatus(error) === 403) return forbidden;
  if (isApiError(error)) {
    if (typeof error.detail === 'string' && error.detail) return error.detail;
    if (Array.isArray(error.detail)) {
      const msgs = error.detail.map((d: { msg?: unknown }) => d?.msg).filter((m) => typeof m === 'string');
      if (msgs.length > 0) return msgs.join('; ');
    }
  }
  return fallback;
}

export function useNotify(forbidden: string) {
  const { enqueueSnackbar } = useSnackbar();
  return {
    success: useCallback((text: string) => enqueueSnackbar(text, { variant: 'success' }), [enqueueSnackbar]),
    failure: useCallback(
      (error: unknown, fallback: string) =>
        enqueueSnackbar(failureText(error, fallback, forbidden), {
          variant: errorStatus(error) === 403 ? 'warning' : 'error',
        }),
      [enqueueSnackbar, forbidden],
    ),
  };
}
