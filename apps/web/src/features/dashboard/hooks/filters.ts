import type { Currency, Granularity } from '@marketdesk/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { defaultReportFilters, type ReportFilters } from '../../../shared/filters/report-filters';

/** The filters of spec 01 section 2.5 as the form holds them: the shared report filters (no warehouses shown). */
export type DashboardFilters = ReportFilters;

/** Defaults of sections 4 and 9: month start through today, USD, no marketplace, brand or SKU filter. */
export function defaultFilters(today: Dayjs = dayjs()): DashboardFilters {
  return defaultReportFilters(today);
}

/** The query of the dashboard calls (section 7); an end date later than today is capped to today. */
export interface DashboardRequest {
  start_date: string;
  end_date: string;
  currency_code: Currency;
  mp_id: number[];
  brand_id: number[];
  sku: string[];
}

export function toRequest(f: DashboardFilters, today: Dayjs = dayjs()): DashboardRequest {
  const end = f.end.isAfter(today, 'day') ? today : f.end;
  return {
    start_date: f.start.format('YYYY-MM-DD'),
    end_date: end.format('YYYY-MM-DD'),
    currency_code: f.currency,
    mp_id: [...f.marketplaceIds].sort((a, b) => a - b),
    brand_id: [...f.brandIds].sort((a, b) => a - b),
    sku: [...f.skus].sort(),
  };
}

/** How many periods the forecast asks for, per granularity: about a month, a quarter or a year ahead. */
export const FORECAST_PERIODS: Record<Granularity, number> = {
  Daily: 30,
  Weekly: 12,
  Monthly: 6,
  Quarterly: 4,
  'Bi-Annually': 2,
  Annually: 1,
};
