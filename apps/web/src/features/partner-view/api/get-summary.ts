import { partnerViewOps } from '@marketdesk/contracts/operations/partner-view';
import type { PartnerViewQuery } from '@marketdesk/contracts/partner-view';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { partnerKeys } from './keys';

/** GET /partner-view/summary: the summary cards of the applied filters (null: not generated yet). */
export function usePartnerSummary(query: PartnerViewQuery | null) {
  return useTenantQuery({
    queryKey: query ? partnerKeys.summary(query) : partnerKeys.all,
    queryFn: async ({ signal }) => (await call(partnerViewOps.summary, { query: query!, signal })).data,
    enabled: query !== null,
  });
}
