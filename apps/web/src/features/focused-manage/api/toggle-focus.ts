import type { ToggleFocusAnswer } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { invalidateFocusedFlag } from '../../../shared/focused-skus/query-roots';

export interface FocusChange {
  mpId: number;
  /** Product ids (product_id of the manager items). */
  ids: number[];
  focused: boolean;
}

/** POST /focused-sku/{id}/toggle-focus?mp_id= with {focused}: one product's flag. */
export function toggleFocus(mpId: number, id: number, focused: boolean): Promise<ToggleFocusAnswer> {
  return call(focusedSkuOps.toggleFocus, { params: { id }, query: { mp_id: mpId }, body: { focused } });
}

/**
 * Sets the flag of one or several products (a row's toggle, a bulk action), all at once. On success the
 * screen's lists and searches are asked again, and the analysis screen's records are cleared (spec 02 section 4:
 * "caches are cleared").
 */
export function useSetFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mpId, ids, focused }: FocusChange) =>
      Promise.all(ids.map((id) => toggleFocus(mpId, id, focused))),
    onSettled: () => invalidateFocusedFlag(queryClient),
  });
}
