import { skuComparisonOps } from '@marketdesk/contracts/operations/sku-comparisons';
import type { SkuHistoryQuery } from '@marketdesk/contracts/sku-comparison';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** GET /channelreports/sku-data/user-history: the user's own records of the window. */
export function useSkuHistory(q: SkuHistoryQuery) {
  return useTenantQuery({
    queryKey: ['sku-comparison', 'history', q.start_date, q.end_date, q.mp_id ?? null],
    queryFn: () => call(skuComparisonOps.history, { query: q }),
    placeholderData: keepPreviousData,
  });
}
