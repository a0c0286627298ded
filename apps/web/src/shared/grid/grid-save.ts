import { DATA_VAULT_TEXT } from '@marketdesk/contracts/data-vault';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../api/client';
import { errorStatus, isApiError } from '../api/errors';
import { detailText, FORBIDDEN_ACTION, isForbidden } from '../feedback/failure-text';
import { useNotify } from '../feedback/notify';

type QueryValue = string | number | boolean | null | undefined;

/**
 * Save Changes (spec 02 sections 2 and 8): one PUT with every pending row; success 'Changes saved successfully'
 * and the grid is read again; a 403 shows the server's detail; anything else 'Failed to save changes'. The
 * server's explanation of a refused save (422: which rows broke which rule) is kept for the screen to show.
 */
export function useGridSave(options: {
  path: string;
  params?: Record<string, QueryValue>;
  invalidate: readonly unknown[];
  onSaved(): void;
}) {
  const notify = useNotify();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (rows: Record<string, unknown>[]) =>
      apiRequest<{ updated: number }>(options.path, { method: 'PUT', query: options.params, json: rows }),
    onSuccess: async () => {
      setProblem(null);
      notify.success(DATA_VAULT_TEXT.saved);
      options.onSaved();
      await client.invalidateQueries({ queryKey: options.invalidate });
    },
    onError: (error) => {
      if (isForbidden(error)) {
        notify.warning((isApiError(error) && detailText(error.detail)) || FORBIDDEN_ACTION);
        return;
      }
      setProblem(errorStatus(error) === 422 && isApiError(error) ? (detailText(error.detail) ?? null) : null);
      notify.error(DATA_VAULT_TEXT.saveFailed);
    },
  });
  return { save: mutation.mutate, saving: mutation.isPending, problem, clearProblem: () => setProblem(null) };
}
