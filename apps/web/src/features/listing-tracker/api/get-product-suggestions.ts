import { dataVaultOps } from '@marketdesk/contracts/operations/data-vault';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** GET /data/product/suggestions: the marketplace's products matching the (already debounced) term. */
export function useProductSuggestions(mpId: number | null, term: string) {
  return useTenantQuery({
    queryKey: ['listing-tracker', 'suggestions', mpId, term],
    queryFn: () => call(dataVaultOps.suggestions, { query: { mp_id: mpId!, search_term: term } }),
    enabled: mpId !== null && term !== '',
  });
}
