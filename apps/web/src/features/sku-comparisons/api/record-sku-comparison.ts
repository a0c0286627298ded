import { skuComparisonOps } from '@marketdesk/contracts/operations/sku-comparisons';
import type { SkuComparisonInput } from '@marketdesk/contracts/sku-comparison';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /channelreports/sku-data?mp_id= with the SKU comparison record. */
export function useRecordSkuComparison() {
  return useMutation({
    mutationFn: ({ mpId, body }: { mpId: number; body: SkuComparisonInput }) =>
      call(skuComparisonOps.record, { query: { mp_id: mpId }, body }),
  });
}
