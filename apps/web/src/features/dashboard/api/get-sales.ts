import { type SalesAnswer, salesAnswer } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import type { DashboardRequest } from '../hooks/filters';
import { dashboardKeys, toQuery } from './keys';

/** GET /dashboard/sales/daily: sales and returns per marketplace and day (spec 01 sections 3 and 7). */
export async function getSales(q: DashboardRequest, signal?: AbortSignal): Promise<SalesAnswer> {
  return salesAnswer.parse(await apiRequest('/dashboard/sales/daily', { query: toQuery(q), signal }));
}

export function useSales(q: DashboardRequest | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: dashboardKeys.sales(q),
    queryFn: ({ signal }) => getSales(q!, signal),
    enabled: q !== null && selectedClientId !== null,
  });
}
