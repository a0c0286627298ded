import { partnerViewOps } from '@marketdesk/contracts/operations/partner-view';
import type { PartnerSkusQuery } from '@marketdesk/contracts/partner-view';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { partnerKeys } from './keys';

/** GET /partner-view/skus: the SKU table of the marketplace drilled into. */
export function usePartnerSkus(query: PartnerSkusQuery | null) {
  return useTenantQuery({
    queryKey: query ? partnerKeys.skus(query) : partnerKeys.all,
    queryFn: async ({ signal }) => (await call(partnerViewOps.skus, { query: query!, signal })).data,
    enabled: query !== null,
  });
}
