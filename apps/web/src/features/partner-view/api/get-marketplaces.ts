import { partnerViewOps } from '@marketdesk/contracts/operations/partner-view';
import type { PartnerViewQuery } from '@marketdesk/contracts/partner-view';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { partnerKeys } from './keys';

/** GET /partner-view/marketplaces: the marketplace table of the applied filters. */
export function usePartnerMarketplaces(query: PartnerViewQuery | null) {
  return useTenantQuery({
    queryKey: query ? partnerKeys.marketplaces(query) : partnerKeys.all,
    queryFn: async ({ signal }) => (await call(partnerViewOps.marketplaces, { query: query!, signal })).data,
    enabled: query !== null,
  });
}
