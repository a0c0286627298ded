import { regionOf } from '@marketdesk/contracts';
import { type MetricDaily, round2 } from './metrics';

export const PIE_GROUPINGS = ['Marketplace', 'Country', 'Region'] as const;
export type PieGrouping = (typeof PIE_GROUPINGS)[number];

export interface MarketplaceInfo {
  name: string;
  country_code: string;
}

export interface PieSlice {
  id: string;
  label: string;
  value: number;
  percent: number;
}

/**
 * The share pie of spec 01 sections 2.5 and 9: a metric's total per marketplace, grouped by marketplace,
 * country or region (section 9's table via regionOf); groups whose total is not positive are left out;
 * amounts and percentages are rounded to 2 decimals. Largest first.
 */
export function pieSlices(
  daily: MetricDaily,
  grouping: PieGrouping,
  marketplaces: ReadonlyMap<string, MarketplaceInfo>,
): PieSlice[] {
  const totals = new Map<string, number>();
  for (const [mp, days] of daily) {
    const info = marketplaces.get(mp);
    const country = info?.country_code?.toUpperCase() || '??';
    const key =
      grouping === 'Marketplace'
        ? (info?.name ?? `Marketplace ${mp}`)
        : grouping === 'Country'
          ? country
          : regionOf(country);
    let sum = 0;
    for (const v of days.values()) sum += v;
    totals.set(key, (totals.get(key) ?? 0) + sum);
  }
  const positive = [...totals].filter(([, v]) => v > 0);
  const total = positive.reduce((s, [, v]) => s + v, 0);
  return positive
    .map(([label, value]) => ({
      id: label,
      label,
      value: round2(value),
      percent: round2((value / total) * 100),
    }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}
