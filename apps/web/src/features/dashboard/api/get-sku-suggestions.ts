import { type SkuSuggestionsAnswer, skuSuggestionsAnswer } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { dashboardKeys } from './keys';

/** GET /data/sku/suggestions?search: SKU codes of the selected client matching the text. */
export async function getSkuSuggestions(search: string, signal?: AbortSignal): Promise<SkuSuggestionsAnswer> {
  return skuSuggestionsAnswer.parse(await apiRequest('/data/sku/suggestions', { query: { search }, signal }));
}

/** Asks only for a non-empty (already debounced and length-checked) search. */
export function useSkuSuggestions(search: string) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: dashboardKeys.skus(selectedClientId, search),
    queryFn: ({ signal }) => getSkuSuggestions(search, signal),
    enabled: search !== '' && selectedClientId !== null,
    retry: false,
  });
}
