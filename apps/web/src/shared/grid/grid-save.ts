import { DATA_VAULT_TEXT, type RowError, rowErrorsAnswer } from '@marketdesk/contracts/data-vault';
import type { Operation } from '@marketdesk/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/call';
import { ApiAnswerError } from '../api/client';
import { errorStatus, isApiError } from '../api/errors';
import { detailText, FORBIDDEN_ACTION, isForbidden } from '../feedback/failure-text';
import { useNotify } from '../feedback/notify';

type QueryValue = string | number | boolean | null | undefined;

/**
 * Save Changes (spec 02 sections 2 and 8): one PUT with every pending row; success 'Changes saved successfully'
 * and the grid is read again; a 403 shows the server's detail; anything else 'Failed to save changes'. The
 * server's explanation of a refused save (422: its detail, and which rows broke which rule on which column) is
 * kept for the screen to show in the error table.
 */
export function useGridSave(options: {
  /** The PUT operation of Save Changes (body: the edited rows). */
  operation: Operation;
  params?: Record<string, QueryValue>;
  invalidate: readonly unknown[];
  onSaved(): void;
}) {
  const notify = useNotify();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  /** The row errors of a save refused by the rows' rules, each numbered as the row's place in the save. */
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const clearProblem = () => {
    setProblem(null);
    setRowErrors([]);
  };
  const mutation = useMutation({
    mutationFn: (rows: Record<string, unknown>[]) =>
      call(options.operation, { query: options.params, body: rows } as never),
    onSuccess: async () => {
      clearProblem();
      notify.success(DATA_VAULT_TEXT.saved);
      options.onSaved();
      await client.invalidateQueries({ queryKey: options.invalidate });
    },
    onError: (error) => {
      if (isForbidden(error)) {
        notify.warning((isApiError(error) && detailText(error.detail)) || FORBIDDEN_ACTION);
        return;
      }
      const refused = errorStatus(error) === 422 && isApiError(error);
      setProblem(refused ? (detailText(error.detail) ?? null) : null);
      const rows = error instanceof ApiAnswerError ? rowErrorsAnswer.safeParse(error.body) : null;
      setRowErrors(rows?.success ? rows.data.errors : []);
      notify.error(DATA_VAULT_TEXT.saveFailed);
    },
  });
  return { save: mutation.mutate, saving: mutation.isPending, problem, rowErrors, clearProblem };
}
