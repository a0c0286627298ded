import type { ForecastAnswer, ForecastQuery, Metric } from '@marketdesk/contracts/dashboard';
import type { Db } from '../../db/client';
import type { SeriesPoint } from '../../lib/forecast';
import type { ForecastPool } from '../../lib/forecast/pool';
import type { RequestContext } from '../../platform/tenancy';
import type { DashboardRepository } from './dashboard.repository';
import { addDays, dailyScope, earlier, missingRate } from './dashboard.scope';

/**
 * How far back the model looks, independent of the displayed range: two years before the end date (or the
 * requested range when it is longer), so weekly and yearly seasonality can be seen. Each marketplace's history
 * starts at its first day with data in that window (a marketplace opened last month is not two years of zeros).
 */
export const FORECAST_HISTORY_DAYS = 730;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The daily history of one metric per marketplace, read from the same rollups and conversion as the charts. */
async function history(
  repo: DashboardRepository,
  metric: Metric,
  scope: Parameters<DashboardRepository['salesDaily']>[0],
): Promise<Map<number, SeriesPoint[]>> {
  const out = new Map<number, SeriesPoint[]>();
  const push = (mpId: number, date: string, value: number) => {
    const list = out.get(mpId) ?? [];
    list.push({ date, value });
    out.set(mpId, list);
  };
  if (metric === 'sales' || metric === 'returns') {
    for (const r of await repo.salesDaily(scope)) {
      if (metric === 'returns') {
        push(r.mp_id, r.date, r.num_returns);
        continue;
      }
      if (r.sales_r === null || r.sales_po === null || r.sales_df === null) {
        throw missingRate(r.currency_code, scope.currency);
      }
      push(r.mp_id, r.date, r.sales_r + r.sales_po + r.sales_df);
    }
  } else {
    for (const r of await repo.marketingDaily(scope)) {
      const v = metric === 'ams_sales' ? r.ams_sales : r.ams_spend;
      if (v === null) throw missingRate(r.currency_code, scope.currency);
      push(r.mp_id, r.date, v);
    }
  }
  return out;
}

/**
 * GET /dashboard/forecast: per marketplace, `forecast_periods` periods of the metric at the granularity after
 * the period holding the (capped) end date, with 95 % prediction intervals (lib/forecast chooses the model
 * per series by backtest). Marketplaces without any data in the history window are left out. The marketplaces
 * are forecast in parallel on the pool's worker threads, off the event loop.
 */
export function forecastService(repo: DashboardRepository, pool: Pick<ForecastPool, 'run'>, db: Db) {
  return {
    async forecast(ctx: RequestContext, q: ForecastQuery): Promise<ForecastAnswer> {
      const { scope, empty } = await dailyScope(db, repo, ctx, q);
      if (empty) return {};
      const back = addDays(scope.end, -(FORECAST_HISTORY_DAYS - 1));
      const fitScope = { ...scope, start: earlier(back, scope.start) };
      const series = await history(repo, q.metric, fitScope);
      const results = await Promise.all(
        [...series].map(([mpId, points]) =>
          pool
            .run(points, {
              horizon: q.forecast_periods,
              granularity: q.granularity,
              level: 0.95,
              start: points[0]!.date,
              end: scope.end,
            })
            .then((r) => [mpId, r] as const),
        ),
      );
      const answer: ForecastAnswer = {};
      for (const [mpId, r] of results) {
        answer[String(mpId)] = {
          forecast_dates: r.dates,
          forecast_values: r.values.map(round2),
          confidence_lower: r.lower.map(round2),
          confidence_upper: r.upper.map(round2),
        };
      }
      return answer;
    },
  };
}
export type ForecastService = ReturnType<typeof forecastService>;
