import { amsViewOps } from '@marketdesk/contracts/operations/ams-view';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { amsKeys } from './keys';

/** GET /ams-view/sellers. */
export function useAmsSellers() {
  return useTenantQuery({
    queryKey: amsKeys.sellers,
    queryFn: ({ signal }) => call(amsViewOps.sellers, { query: {}, signal }),
    staleTime: 5 * 60_000,
  });
}
