import type { Operation } from '@marketdesk/contracts/operation';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/call';
import { useNotify } from '../feedback/notify';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { RowSelection } from './ServerDataGrid';

type QueryValue = string | number | boolean | null | undefined;

export interface DeleteSelectedTexts {
  title: string;
  body(n: number): string;
  deleted(n: number): string;
  /** When the server gives no detail. */
  failed: string;
}

interface Props {
  rows: RowSelection;
  /** The grid's DELETE operation, answered with `{deleted}`; the body is `{keys: [_key]}`. */
  operation: Operation;
  params?: Record<string, QueryValue>;
  /** Query key prefix of the grid's pages, read again after a delete. */
  invalidate: readonly unknown[];
  texts: DeleteSelectedTexts;
}

/**
 * Delete Selected on a ServerDataGrid (its selectionActions): asks with the ConfirmDialog, sends one DELETE with
 * the checked rows' keys, then toasts the outcome (the server's detail preferred) and reads the grid again.
 */
export function DeleteSelectedButton({ rows, operation, params, invalidate, texts }: Props) {
  const notify = useNotify();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: (keys: string[]) =>
      call(operation, { query: params, body: { keys } } as never) as Promise<{ deleted?: number } | null>,
    onSuccess: (answer, keys) => {
      notify.success(texts.deleted(answer?.deleted ?? keys.length));
      rows.clear();
      setAsking(false);
    },
    onError: (error) => {
      notify.failure(error, texts.failed);
      setAsking(false);
    },
    onSettled: () => client.invalidateQueries({ queryKey: invalidate }),
  });
  const n = rows.keys.length;
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        disabled={n === 0 || remove.isPending}
        onClick={() => setAsking(true)}
      >
        Delete Selected{n > 0 ? ` (${n})` : ''}
      </Button>
      <ConfirmDialog
        open={asking}
        title={texts.title}
        text={texts.body(n)}
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate(rows.keys)}
      />
    </>
  );
}
