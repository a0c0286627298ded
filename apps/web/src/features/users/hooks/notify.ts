import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { errorStatus, isApiError } from '../../../shared/api/errors';

export const FORBIDDEN_ACTION = "You don't have permission to perform this action";

/**
 * Failure text of spec 01 section 7: a 403 is a permission warning; anything else shows the server's
 * detail when it is a sentence, else the screen's fallback text.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.detail === 'string' && error.detail) return error.detail;
  return errorStatus(error) === 403 ? FORBIDDEN_ACTION : fallback;
}

export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return {
    success: useCallback((text: string) => enqueueSnackbar(text, { variant: 'success' }), [enqueueSnackbar]),
    failure: useCallback(
      (error: unknown, fallback: string) =>
        enqueueSnackbar(failureText(error, fallback), {
          variant: errorStatus(error) === 403 ? 'warning' : 'error',
        }),
      [enqueueSnackbar],
    ),
  };
}
