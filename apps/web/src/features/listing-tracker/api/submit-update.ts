import type { ListingUpdateBody } from '@marketdesk/contracts/listing-tracker';
import { listingTrackerOps } from '@marketdesk/contracts/operations/listing-tracker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { listingKeys } from './keys';

/** POST /listingtracker/update; the pending list is asked again afterwards. */
export function useSubmitUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mpId, body }: { mpId: number; body: ListingUpdateBody }) =>
      call(listingTrackerOps.submit, { query: { mp_id: mpId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.pending }),
  });
}
