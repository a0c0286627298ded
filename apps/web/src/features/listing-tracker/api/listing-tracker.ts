import type { ListingUpdateBody } from '@marketdesk/contracts/listing-tracker';
import { dataVaultOps } from '@marketdesk/contracts/operations/data-vault';
import { listingTrackerOps } from '@marketdesk/contracts/operations/listing-tracker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** The calls of the Listing Tracker (spec 02 section 7), each with its hook. */

const keys = {
  pending: ['listing-tracker', 'pending'] as const,
};

/** GET /data/product/suggestions: the marketplace's products matching the (already debounced) term. */
export function useProductSuggestions(mpId: number | null, term: string) {
  return useTenantQuery({
    queryKey: ['listing-tracker', 'suggestions', mpId, term],
    queryFn: () => call(dataVaultOps.suggestions, { query: { mp_id: mpId!, search_term: term } }),
    enabled: mpId !== null && term !== '',
  });
}

/** GET /listingtracker/updates/pending: the marketplace's pending updates. */
export function usePendingUpdates(mpId: number | null) {
  return useTenantQuery({
    queryKey: [...keys.pending, mpId],
    queryFn: () => call(listingTrackerOps.pending, { query: { mp_id: mpId! } }),
    enabled: mpId !== null,
  });
}

/** POST /listingtracker/update; the pending list is asked again afterwards. */
export function useSubmitUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mpId, body }: { mpId: number; body: ListingUpdateBody }) =>
      call(listingTrackerOps.submit, { query: { mp_id: mpId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.pending }),
  });
}

/** POST /listingtracker/updates/{id}/approve with approve true or false; the list reloads after the decision. */
export function useDecideUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      call(listingTrackerOps.decide, { params: { id }, body: { approve } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.pending }),
  });
}
