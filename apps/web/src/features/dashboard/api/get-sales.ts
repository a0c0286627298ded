import type { SalesAnswer } from '@marketdesk/contracts';
import { dashboardOps } from '@marketdesk/contracts/operations/dashboard';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import type { DashboardRequest } from '../hooks/filters';
import { dashboardKeys, toQuery } from './keys';

/** GET /dashboard/sales/daily: sales and returns per marketplace and day (spec 01 sections 3 and 7). */
export async function getSales(q: DashboardRequest, signal?: AbortSignal): Promise<SalesAnswer> {
  return call(dashboardOps.sales, { query: toQuery(q), signal });
}

export function useSales(q: DashboardRequest | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: dashboardKeys.sales(q),
    queryFn: ({ signal }) => getSales(q!, signal),
    enabled: q !== null && selectedClientId !== null,
  });
}
