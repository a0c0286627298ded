import { FOCUSED_SKU_LIMITS, type FocusedSkuDetail } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { analyzerKeys } from './keys';

/** GET /focused-sku/analysis/{asin}?mp_id: the latest record with its risk history and competitor comparison. */
export async function getSkuDetail(
  mpId: number,
  asin: string,
  signal?: AbortSignal,
): Promise<FocusedSkuDetail> {
  return call(focusedSkuOps.detail, { params: { asin }, query: { mp_id: mpId }, signal });
}

/** The detail dialog's record, cached like the list (30 minutes per marketplace). */
export function useSkuDetail(mpId: number, asin: string) {
  return useTenantQuery({
    queryKey: analyzerKeys.detail(mpId, asin),
    queryFn: ({ signal }) => getSkuDetail(mpId, asin, signal),
    staleTime: FOCUSED_SKU_LIMITS.cacheMs,
    gcTime: FOCUSED_SKU_LIMITS.cacheMs,
  });
}
