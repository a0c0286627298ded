import type { ForecastAnswer, Granularity, Metric } from '@marketdesk/contracts';
import { dashboardOps } from '@marketdesk/contracts/operations/dashboard';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { type DashboardRequest, FORECAST_PERIODS } from '../hooks/filters';
import { dashboardKeys, toQuery } from './keys';

/** GET /dashboard/forecast for the trend chart's metric and granularity. */
export async function getForecast(
  q: DashboardRequest,
  metric: Metric,
  granularity: Granularity,
  signal?: AbortSignal,
): Promise<ForecastAnswer> {
  const query = { ...toQuery(q), metric, granularity, forecast_periods: FORECAST_PERIODS[granularity] };
  return call(dashboardOps.forecast, { query, signal });
}

export function useForecast(q: DashboardRequest | null, metric: Metric, granularity: Granularity) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: dashboardKeys.forecast(q, metric, granularity),
    queryFn: ({ signal }) => getForecast(q!, metric, granularity, signal),
    enabled: q !== null && selectedClientId !== null,
  });
}
