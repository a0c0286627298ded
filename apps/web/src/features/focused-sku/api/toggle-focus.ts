import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFocusedFlag } from './query-roots';
import { setFocusOfMany } from './set-focus';

export interface FocusChange {
  mpId: number;
  /** Product ids (product_id of the manager items). */
  ids: number[];
  focused: boolean;
}

/**
 * Sets the flag of one or several products (a row's toggle, a bulk action), a few at a time. Afterwards (also
 * after a failure) the lists and searches of both focused screens are asked again (spec 02 section 4:
 * "caches are cleared").
 */
export function useSetFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mpId, ids, focused }: FocusChange) => setFocusOfMany(mpId, ids, focused),
    onSettled: () => invalidateFocusedFlag(queryClient),
  });
}
