import { FOCUSED_SKU_LIMITS } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { analyzerKeys } from './keys';

/** GET /focused-sku/categories: the category filter's choices, the client's catalogue's on the marketplace. */
export function useCategories(mpId: number | null) {
  return useTenantQuery({
    queryKey: mpId === null ? analyzerKeys.all : analyzerKeys.categories(mpId),
    queryFn: async ({ signal }) =>
      (await call(focusedSkuOps.categories, { query: { mp_id: mpId! }, signal })).categories,
    enabled: mpId !== null,
    staleTime: FOCUSED_SKU_LIMITS.cacheMs,
  });
}
