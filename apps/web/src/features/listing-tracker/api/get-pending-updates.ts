import { listingTrackerOps } from '@marketdesk/contracts/operations/listing-tracker';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { listingKeys } from './keys';

/** GET /listingtracker/updates/pending: the marketplace's pending updates. */
export function usePendingUpdates(mpId: number | null) {
  return useTenantQuery({
    queryKey: [...listingKeys.pending, mpId],
    queryFn: () => call(listingTrackerOps.pending, { query: { mp_id: mpId! } }),
    enabled: mpId !== null,
  });
}
