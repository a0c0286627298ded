import { partnerViewOps } from '@marketdesk/contracts/operations/partner-view';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { partnerKeys } from './keys';

/** GET /partner-view/warehouses: the warehouse picker's options (the warehouses the user reads). */
export function usePartnerWarehouses(enabled: boolean) {
  return useTenantQuery({
    queryKey: partnerKeys.warehouses,
    queryFn: async ({ signal }) => (await call(partnerViewOps.warehouses, { signal })).data,
    enabled,
  });
}
