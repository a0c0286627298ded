import type { MarketingAnswer } from '@marketdesk/contracts';
import { dashboardOps } from '@marketdesk/contracts/operations/dashboard';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import type { DashboardRequest } from '../hooks/filters';
import { dashboardKeys, toQuery } from './keys';

/** GET /dashboard/marketing/daily: AMS sales and spend per marketplace and day. */
export async function getMarketing(q: DashboardRequest, signal?: AbortSignal): Promise<MarketingAnswer> {
  return call(dashboardOps.marketing, { query: toQuery(q), signal });
}

export function useMarketing(q: DashboardRequest | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: dashboardKeys.marketing(q),
    queryFn: ({ signal }) => getMarketing(q!, signal),
    enabled: q !== null && selectedClientId !== null,
  });
}
