import { z } from 'zod';
import { CURRENCIES } from './constants';
import { pageNumber } from './paging';
import { id, idParam, isoDate, text } from './primitives';

/**
 * Review Data (/review-data; spec 03 sections 2, 3, 5, 7, 8 and 9; issue 20 item 6): a period-over-period report
 * per warehouse. The filter (warehouse, marketplace All or one, currency, a previous and a current period), the
 * summary, the row with every column of the spec's groups, the page sizes, the texts exactly, and the display
 * rule: LBB, fill rates and ACOS arrive as percentages (0–100) and are divided by 100 for display.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 03 section 9)

export const REVIEW_DATA_PAGE_SIZES = [25, 50, 100] as const;
export const REVIEW_DATA_DEFAULT_PAGE_SIZE = 100;
export const REVIEW_DATA_DEFAULT_CURRENCY = 'USD';

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 03 sections 2, 5 and 8 exactly)

export const REVIEW_DATA_TEXT = {
  title: 'Review Data',
  generate: 'Generate',
  reset: 'Reset',
  summary: 'Summary',
  last7: 'Last 7 Days',
  last30: 'Last 30 Days',
  lastMonth: 'Last Month',
  filterRequired: 'Please select a warehouse and both date ranges.',
  summaryFailed: 'Failed to fetch summary data.',
  dataFailed: 'Failed to fetch review data.',
  /** Ours: the spec shows no empty text for the grid. */
  noRows: 'No SKUs for the selected warehouse and periods.',
  /** Ours: the idle screen before Generate. */
  idle: 'Select a warehouse and both periods, then Generate.',
} as const;

/** The column groups of the grid, in order (spec 03 section 2; "Amazon Ranking" as shown). */
export const REVIEW_DATA_GROUPS = [
  'SKU Information',
  'Inventory',
  'Purchase Orders',
  'Sales',
  'DF Sales',
  'Payments',
  'Amazon Ranking',
  'Marketing',
] as const;
export type ReviewDataGroup = (typeof REVIEW_DATA_GROUPS)[number];

// ---------------------------------------------------------------------------------------------------------
// Filter

const currency = z.enum(CURRENCIES).default(REVIEW_DATA_DEFAULT_CURRENCY);

/** GET /review-data/summary and the download: the warehouse, the four dates, currency and marketplace (none: All). */
export const reviewDataQuery = z.object({
  warehouse_id: idParam(),
  previous_start_date: isoDate(),
  previous_end_date: isoDate(),
  current_start_date: isoDate(),
  current_end_date: isoDate(),
  currency_code: currency,
  mp_id: idParam().optional(),
});
export type ReviewDataQuery = z.infer<typeof reviewDataQuery>;

/** POST /review-data/: the same in the body, with the page (1-based) and its size. */
export const reviewDataBody = reviewDataQuery.extend({
  warehouse_id: id(),
  mp_id: id().nullish(),
  page: pageNumber(Math.max(...REVIEW_DATA_PAGE_SIZES)).default(1),
  page_size: z
    .number()
    .int()
    .refine((n) => (REVIEW_DATA_PAGE_SIZES as readonly number[]).includes(n), {
      message: `page_size must be one of ${REVIEW_DATA_PAGE_SIZES.join(', ')}`,
    })
    .default(REVIEW_DATA_DEFAULT_PAGE_SIZE),
});
export type ReviewDataBody = z.infer<typeof reviewDataBody>;

export interface ReviewDataFilter {
  warehouse_id: number | null | undefined;
  previous_start_date: string | null | undefined;
  previous_end_date: string | null | undefined;
  current_start_date: string | null | undefined;
  current_end_date: string | null | undefined;
}

/** Spec 03 section 5: warehouse and both date ranges are required. Null when the filter may be sent. */
export function reviewDataFilterError(f: ReviewDataFilter): string | null {
  const dates = [f.previous_start_date, f.previous_end_date, f.current_start_date, f.current_end_date];
  if (!f.warehouse_id || dates.some((d) => !d)) return REVIEW_DATA_TEXT.filterRequired;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Answers (spec 03 section 3); amounts in the chosen currency, percentages 0–100

const money = z.number().finite();
const count = z.number().int();
const percent = z.number().finite().nullable();

export const reviewDataRow = z.object({
  sku_id: z.number().int(),
  sku_code: text(200),
  sku_name: text(1000),
  brand_name: text(200).nullable(),
  category: text(500).nullable(),
  subcategory: text(500).nullable(),
  is_focus_sku: z.boolean(),
  /** Lost Buy Box: the share of the current period's Buy Box snapshots not won, as a percentage; null without any. */
  LBB: percent,
  is_stranded: z.boolean(),
  stock_p1_wh: count,
  stock_fba: count,
  total_stock: count,
  /** Days the total stock lasts at the current period's daily units; null without sales. */
  stock_cover: z.number().finite().nullable(),
  fba_overage_above_90: count,
  fba_overage_above_180: count,
  overage_fee: money,
  po_shipped_previous: count,
  po_shipped_current: count,
  fill_rate_previous: percent,
  fill_rate_current: percent,
  sales_units_previous: count,
  sales_units_current: count,
  sales_amount_previous: money,
  sales_amount_current: money,
  df_units_previous: count,
  df_units_current: count,
  df_amount_previous: money,
  df_amount_current: money,
  payment_received: money,
  payment_to_receive: money,
  loss_amount_current: money,
  returns_count: count,
  az_ranking: z.number().int().nullable(),
  marketing_clicks_previous: count,
  marketing_clicks_current: count,
  marketing_units_previous: count,
  marketing_units_current: count,
  marketing_sales_previous: money,
  marketing_sales_current: money,
  marketing_spend_previous: money,
  marketing_spend_current: money,
  acos_previous: percent,
  acos_current: percent,
});
export type ReviewDataRow = z.infer<typeof reviewDataRow>;
export type ReviewDataField = keyof ReviewDataRow;

export const reviewDataPage = z.object({
  data: z.array(reviewDataRow),
  page: count,
  page_size: count,
  total_count: count,
  total_pages: count,
});
export type ReviewDataPage = z.infer<typeof reviewDataPage>;

export const reviewDataSummary = z.object({
  total_skus: count,
  total_stock_p1_wh: count,
  total_stock_fba: count,
  total_sales_current: money,
  period_comparison: z.object({
    sales_growth_percent: z.number().finite().nullable(),
    units_growth_percent: z.number().finite().nullable(),
  }),
  total_payment_received: money,
  total_payment_to_receive: money,
  total_loss_amount: money,
  total_returns: count,
  /** The marketplaces read: the warehouse's (narrowed to the user's), or the one chosen. */
  marketplaces: z.array(z.object({ mp_id: count, name: text(200), short_code: text(100) })),
});
export type ReviewDataSummary = z.infer<typeof reviewDataSummary>;

// ---------------------------------------------------------------------------------------------------------
// Columns: the grid's groups and the export's header

export type ReviewDataFormat = 'text' | 'flag' | 'count' | 'money' | 'percent' | 'days' | 'rank';

export interface ReviewDataColumn {
  field: ReviewDataField;
  label: string;
  group: ReviewDataGroup;
  format: ReviewDataFormat;
}

const col = (
  group: ReviewDataGroup,
  format: ReviewDataFormat,
  field: ReviewDataField,
  label: string,
): ReviewDataColumn => ({ field, label, group, format });

/** Every column of the grid and the export, by group, labels unique (sku_id is the row key, not a column). */
export const REVIEW_DATA_COLUMNS: readonly ReviewDataColumn[] = [
  col('SKU Information', 'text', 'sku_code', 'SKU Code'),
  col('SKU Information', 'text', 'sku_name', 'SKU Name'),
  col('SKU Information', 'text', 'brand_name', 'Brand'),
  col('SKU Information', 'text', 'category', 'Category'),
  col('SKU Information', 'text', 'subcategory', 'Subcategory'),
  col('SKU Information', 'flag', 'is_focus_sku', 'Focus SKU'),
  col('SKU Information', 'percent', 'LBB', 'LBB'),
  col('SKU Information', 'flag', 'is_stranded', 'Stranded'),
  col('Inventory', 'count', 'stock_p1_wh', 'Stock P1 WH'),
  col('Inventory', 'count', 'stock_fba', 'Stock FBA'),
  col('Inventory', 'count', 'total_stock', 'Total Stock'),
  col('Inventory', 'days', 'stock_cover', 'Stock Cover (days)'),
  col('Inventory', 'count', 'fba_overage_above_90', 'FBA Overage >90d'),
  col('Inventory', 'count', 'fba_overage_above_180', 'FBA Overage >180d'),
  col('Inventory', 'money', 'overage_fee', 'Overage Fee'),
  col('Purchase Orders', 'count', 'po_shipped_previous', 'PO Shipped (Prev)'),
  col('Purchase Orders', 'count', 'po_shipped_current', 'PO Shipped (Curr)'),
  col('Purchase Orders', 'percent', 'fill_rate_previous', 'Fill Rate (Prev)'),
  col('Purchase Orders', 'percent', 'fill_rate_current', 'Fill Rate (Curr)'),
  col('Sales', 'count', 'sales_units_previous', 'Units (Prev)'),
  col('Sales', 'count', 'sales_units_current', 'Units (Curr)'),
  col('Sales', 'money', 'sales_amount_previous', 'Sales (Prev)'),
  col('Sales', 'money', 'sales_amount_current', 'Sales (Curr)'),
  col('DF Sales', 'count', 'df_units_previous', 'DF Units (Prev)'),
  col('DF Sales', 'count', 'df_units_current', 'DF Units (Curr)'),
  col('DF Sales', 'money', 'df_amount_previous', 'DF Sales (Prev)'),
  col('DF Sales', 'money', 'df_amount_current', 'DF Sales (Curr)'),
  col('Payments', 'money', 'payment_received', 'Payment Received'),
  col('Payments', 'money', 'payment_to_receive', 'Payment To Receive'),
  col('Payments', 'money', 'loss_amount_current', 'Loss (Curr)'),
  col('Payments', 'count', 'returns_count', 'Returns'),
  col('Amazon Ranking', 'rank', 'az_ranking', 'AZ Ranking'),
  col('Marketing', 'count', 'marketing_clicks_previous', 'Ad Clicks (Prev)'),
  col('Marketing', 'count', 'marketing_clicks_current', 'Ad Clicks (Curr)'),
  col('Marketing', 'count', 'marketing_units_previous', 'Ad Units (Prev)'),
  col('Marketing', 'count', 'marketing_units_current', 'Ad Units (Curr)'),
  col('Marketing', 'money', 'marketing_sales_previous', 'Ad Sales (Prev)'),
  col('Marketing', 'money', 'marketing_sales_current', 'Ad Sales (Curr)'),
  col('Marketing', 'money', 'marketing_spend_previous', 'Ad Spend (Prev)'),
  col('Marketing', 'money', 'marketing_spend_current', 'Ad Spend (Curr)'),
  col('Marketing', 'percent', 'acos_previous', 'ACOS (Prev)'),
  col('Marketing', 'percent', 'acos_current', 'ACOS (Curr)'),
];

/** Spec 03 section 9: a percentage (0–100) as the fraction the grid formats (null stays null). */
export const percentForDisplay = (v: number | null): number | null => (v === null ? null : v / 100);

/** A growth percentage: (current − previous) / previous × 100; null when there was nothing before. */
export function growthPercent(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}

/** The name of the download: review_data_{warehouse}_{current start}_to_{current end}.csv (ours). */
export const reviewDataFileName = (warehouseId: number, from: string, to: string) =>
  `review_data_${warehouseId}_${from}_to_${to}.csv`;
