import { listingTrackerOps } from '@marketdesk/contracts/operations/listing-tracker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { listingKeys } from './keys';

/** POST /listingtracker/updates/{id}/approve with approve true or false; the list reloads after the decision. */
export function useDecideUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      call(listingTrackerOps.decide, { params: { id }, body: { approve } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.pending }),
  });
}
