import { z } from 'zod';
import { CURRENCIES } from './constants';
import { idParam, isoDate, repeated, text } from './primitives';

/** Spec 01 sections 3 and 7: the dashboard calls. Dates are YYYY-MM-DD; map keys are marketplace ids. */

export const dashboardQuery = z.object({
  start_date: isoDate(),
  end_date: isoDate(),
  mp_id: repeated(idParam()).pipe(z.array(z.number()).max(500)),
  brand_id: repeated(idParam()).pipe(z.array(z.number()).max(500)),
  sku: repeated(text(200).min(1)).pipe(z.array(z.string()).max(500)),
  currency_code: z.enum(CURRENCIES).default('USD'),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const salesDay = z.object({
  sales_R: z.number(),
  sales_PO: z.number(),
  sales_DF: z.number(),
  num_returns: z.number(),
});
export const salesAnswer = z.object({
  summary: z.object({ total_sales_amount: z.number(), total_returns: z.number() }),
  daily: z.record(z.string(), z.record(z.string(), salesDay)),
});
export type SalesAnswer = z.infer<typeof salesAnswer>;

export const marketingDay = z.object({ ams_sales: z.number(), ams_spend: z.number() });
export const marketingAnswer = z.object({
  summary: z.object({ total_ams_sales: z.number(), total_ams_spend: z.number() }),
  daily: z.record(z.string(), z.record(z.string(), marketingDay)),
});
export type MarketingAnswer = z.infer<typeof marketingAnswer>;

export const GRANULARITIES = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Bi-Annually', 'Annually'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
export const METRICS = ['sales', 'returns', 'ams_sales', 'ams_spend'] as const;
export type Metric = (typeof METRICS)[number];
export const METRIC_LABELS: Record<Metric, string> = {
  sales: 'Sales',
  returns: 'Returns',
  ams_sales: 'AMS Sales',
  ams_spend: 'AMS Spend',
};

export const forecastQuery = dashboardQuery.extend({
  forecast_periods: z.coerce.number().int().min(1).max(366).default(30),
  metric: z.enum(METRICS).default('sales'),
  granularity: z.enum(GRANULARITIES).default('Daily'),
});
export type ForecastQuery = z.infer<typeof forecastQuery>;

export const forecastSeries = z.object({
  forecast_dates: z.array(z.string()),
  forecast_values: z.array(z.number()),
  confidence_lower: z.array(z.number()),
  confidence_upper: z.array(z.number()),
});
export const forecastAnswer = z.record(z.string(), forecastSeries);
export type ForecastAnswer = z.infer<typeof forecastAnswer>;

export const skuSuggestionsQuery = z.object({ search: text(200).default('') });
export const skuSuggestionsAnswer = z.object({
  suggestions: z.array(z.object({ sku_code: z.string(), sku_name: z.string().optional() })),
});
export type SkuSuggestionsAnswer = z.infer<typeof skuSuggestionsAnswer>;
