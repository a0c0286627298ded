import type { SkuSuggestionsAnswer } from '@marketdesk/contracts';
import { dashboardOps } from '@marketdesk/contracts/operations/dashboard';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { dashboardKeys } from './keys';

/** GET /data/sku/suggestions?search: SKU codes of the selected client matching the text. */
export async function getSkuSuggestions(search: string, signal?: AbortSignal): Promise<SkuSuggestionsAnswer> {
  return call(dashboardOps.skuSuggestions, { query: { search }, signal });
}

/** Asks only for a non-empty (already debounced and length-checked) search. */
export function useSkuSuggestions(search: string) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: dashboardKeys.skus(search),
    queryFn: ({ signal }) => getSkuSuggestions(search, signal),
    enabled: search !== '' && selectedClientId !== null,
    retry: false,
  });
}
