import type { ForecastAnswer, Granularity } from '@marketdesk/contracts';
import type { MetricDaily } from './metrics';
import { aggregate, periodStart } from './periods';
import { applyChartType, type ChartType } from './transforms';

export interface TrendSeries {
  mpId: string;
  label: string;
  /** Solid line: the figures up to the last requested period, null on forecast points. */
  actual: (number | null)[];
  /** Dashed line: null before the last actual point, which it starts from so the two lines join. */
  forecast: (number | null)[] | null;
  lower: (number | null)[] | null;
  upper: (number | null)[] | null;
}

export interface Trends {
  /** Period starts on the x axis: the requested range, then the forecast periods after it. */
  points: string[];
  /** Where the forecast begins (index of the last actual point), or -1 without a forecast. */
  forecastFrom: number;
  series: TrendSeries[];
}

interface TrendInput {
  daily: MetricDaily;
  periods: string[];
  granularity: Granularity;
  type: ChartType;
  window: number;
  forecast: ForecastAnswer | undefined;
  nameOf: (mpId: string) => string;
}

/**
 * One line per marketplace that has figures, in the chosen type (Actual, Cumulative, Rolling Avg), with the
 * forecast appended after the requested range. A cumulative chart keeps adding up into the forecast (its band
 * keeps the forecast's own distance to the value); the other types show the forecast values as they are.
 */
export function buildTrends(input: TrendInput): Trends {
  const { daily, periods, granularity, type, window, forecast, nameOf } = input;
  const lastActual = periods.at(-1) ?? '';
  const extra = new Set<string>();
  for (const f of Object.values(forecast ?? {})) {
    for (const d of f.forecast_dates) {
      const p = periodStart(d, granularity);
      if (p > lastActual) extra.add(p);
    }
  }
  const points = [...periods, ...[...extra].sort()];
  const index = new Map(points.map((p, i) => [p, i]));
  const from = periods.length - 1;
  const pad = () => points.map(() => null as number | null);

  const series = [...daily.keys()]
    .map((mpId): TrendSeries => {
      const values = applyChartType(aggregate(daily.get(mpId)!, periods, granularity), type, window);
      const actual: (number | null)[] = [...values, ...points.slice(periods.length).map(() => null)];
      const f = forecast?.[mpId];
      if (!f || extra.size === 0 || from < 0)
        return { mpId, label: nameOf(mpId), actual, forecast: null, lower: null, upper: null };
      const fc = pad();
      const lower = pad();
      const upper = pad();
      const start = values[from] ?? 0;
      fc[from] = lower[from] = upper[from] = start;
      let running = start;
      f.forecast_dates.forEach((d, j) => {
        const i = index.get(periodStart(d, granularity));
        if (i === undefined || i <= from) return;
        const v = f.forecast_values[j] ?? 0;
        running += v;
        const base = type === 'Cumulative' ? running : v;
        fc[i] = base;
        lower[i] = base - (v - (f.confidence_lower[j] ?? v));
        upper[i] = base + ((f.confidence_upper[j] ?? v) - v);
      });
      return { mpId, label: nameOf(mpId), actual, forecast: fc, lower, upper };
    })
    .sort((a, b) => a.label.localeCompare(b.label));

  return { points, forecastFrom: series.some((s) => s.forecast) ? from : -1, series };
}
