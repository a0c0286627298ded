import type { MarketingAnswer, Metric, SalesAnswer } from '@marketdesk/contracts';

/** One figure per marketplace id, then date, for a metric: what the charts and the pie are drawn from. */
export type MetricDaily = Map<string, Map<string, number>>;

const round2 = (n: number): number => Math.round(n * 100) / 100;

export { round2 };

type Day = { sales_R: number; sales_PO: number; sales_DF: number; num_returns: number };
export const daySales = (d: Day): number => d.sales_R + d.sales_PO + d.sales_DF;

/** Sales metrics come from the sales answer, AMS metrics from the marketing answer. */
export function metricDaily(
  metric: Metric,
  sales: SalesAnswer | undefined,
  marketing: MarketingAnswer | undefined,
): MetricDaily {
  const out: MetricDaily = new Map();
  const put = (mp: string, date: string, value: number) => {
    const days = out.get(mp) ?? new Map<string, number>();
    days.set(date, (days.get(date) ?? 0) + value);
    out.set(mp, days);
  };
  if (metric === 'sales' || metric === 'returns') {
    for (const [mp, days] of Object.entries(sales?.daily ?? {})) {
      for (const [date, d] of Object.entries(days))
        put(mp, date, metric === 'sales' ? daySales(d) : d.num_returns);
    }
  } else {
    for (const [mp, days] of Object.entries(marketing?.daily ?? {})) {
      for (const [date, d] of Object.entries(days))
        put(mp, date, metric === 'ams_sales' ? d.ams_sales : d.ams_spend);
    }
  }
  return out;
}

/** Sum over marketplaces per day, in date order: the KPI cards' mini trend. */
export function dailyTotals(daily: MetricDaily, days: readonly string[]): number[] {
  return days.map((day) => {
    let sum = 0;
    for (const values of daily.values()) sum += values.get(day) ?? 0;
    return round2(sum);
  });
}

export interface SalesBreakdown {
  label: 'Regular' | 'PO' | 'DF';
  value: number;
}

/** Total Sales' breakdown: Regular, PO and DF, each shown only when it is not zero. */
export function salesBreakdown(sales: SalesAnswer): SalesBreakdown[] {
  let r = 0;
  let po = 0;
  let df = 0;
  for (const days of Object.values(sales.daily)) {
    for (const d of Object.values(days)) {
      r += d.sales_R;
      po += d.sales_PO;
      df += d.sales_DF;
    }
  }
  const all: SalesBreakdown[] = [
    { label: 'Regular', value: round2(r) },
    { label: 'PO', value: round2(po) },
    { label: 'DF', value: round2(df) },
  ];
  return all.filter((b) => b.value !== 0);
}
