import type { FocusedSkuManagerAnswer } from '@marketdesk/contracts/focused-sku';
import { FOCUSED_SKU_LIMITS } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { focusedManageKeys } from './keys';

/** GET /focused-sku/search: the marketplace's products matching an ASIN, SKU or title (at most 50). */
export function searchSkus(mpId: number, search: string): Promise<FocusedSkuManagerAnswer> {
  return call(focusedSkuOps.search, {
    query: { mp_id: mpId, search, size: FOCUSED_SKU_LIMITS.searchLimit },
  });
}

/** The Search Results tab: asked once a term was searched in a chosen marketplace. */
export function useSkuSearch(mpId: number | null, term: string) {
  return useTenantQuery({
    queryKey: focusedManageKeys.search(mpId ?? 0, term),
    queryFn: () => searchSkus(mpId!, term),
    enabled: mpId !== null && term !== '',
  });
}
