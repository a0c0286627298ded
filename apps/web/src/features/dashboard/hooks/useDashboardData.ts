import type { CurrentUser, Metric } from '@marketdesk/contracts';
import { useCallback, useMemo } from 'react';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { useForecast } from '../api/get-forecast';
import { useMarketing } from '../api/get-marketing';
import { useSales } from '../api/get-sales';
import type { TrendControls } from '../components/ChartControls';
import type { DashboardRequest } from './filters';
import { metricDaily } from './metrics';
import { daysBetween, periodsBetween } from './periods';
import type { MarketplaceInfo } from './pie';

const isSalesMetric = (m: Metric) => m === 'sales' || m === 'returns';

/**
 * The three dashboard calls for the last used filters, and what every part of the screen derives from them.
 * Each call keeps its own loading and error state (spec 01 section 4).
 */
export function useDashboardData(user: CurrentUser, applied: DashboardRequest | null, trend: TrendControls) {
  const sales = useSales(applied);
  const marketing = useMarketing(applied);
  const forecast = useForecast(applied, trend.metric, trend.granularity);
  const marketplaces = useMarketplaces();

  const info = useMemo(() => {
    const map = new Map<string, MarketplaceInfo>();
    for (const m of [...(marketplaces.data ?? []), ...user.marketplaces]) map.set(String(m.pk_mp_id), m);
    return map;
  }, [marketplaces.data, user.marketplaces]);
  const nameOf = useCallback((id: string) => info.get(id)?.name ?? `Marketplace ${id}`, [info]);

  const days = useMemo(() => (applied ? daysBetween(applied.start_date, applied.end_date) : []), [applied]);
  const periods = useMemo(
    () => (applied ? periodsBetween(applied.start_date, applied.end_date, trend.granularity) : []),
    [applied, trend.granularity],
  );

  const stateOf = (metric: Metric) => {
    const q = isSalesMetric(metric) ? sales : marketing;
    return { loading: q.isPending && q.fetchStatus !== 'idle', error: q.error };
  };
  const daily = useCallback(
    (metric: Metric) => metricDaily(metric, sales.data, marketing.data),
    [sales.data, marketing.data],
  );

  return { sales, marketing, forecast, info, nameOf, days, periods, stateOf, daily };
}
