import { SEARCH_DEBOUNCE_MS } from '@marketdesk/contracts/constants';
import { dashboardOps } from '@marketdesk/contracts/operations/dashboard';
import { SKU_COMPARISON_SUGGEST_AFTER } from '@marketdesk/contracts/sku-comparison';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useDebounced } from '../../../shared/hooks/useDebounced';

/**
 * SKU code suggestions (GET /data/sku/suggestions): asked only when the typed text is longer than 3
 * characters, 500 ms after the last keystroke (spec 02 sections 5 and 9). Answers the codes with their names.
 */
export function useSkuCodeSuggestions(typed: string) {
  const text = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const ask = text.length > SKU_COMPARISON_SUGGEST_AFTER;
  const query = useTenantQuery({
    queryKey: ['sku-comparison', 'suggestions', text],
    queryFn: ({ signal }) => call(dashboardOps.skuSuggestions, { query: { search: text }, signal }),
    enabled: ask,
  });
  return ask && typed.trim() === text ? (query.data?.suggestions ?? []) : [];
}
