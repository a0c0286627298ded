import { z } from 'zod';
import { CURRENCIES } from './constants';
import { EARLIEST_DATE, id, idParam, isoDate, text } from './primitives';
import { toCents } from './reconciliation';

/**
 * Partner View (/partner-view; spec 03 sections 2–9, issue 20 item 5): the queries of GET /partner-view/summary,
 * /partner-view/marketplaces and /partner-view/skus, their answers, the page sizes, the date rule (one day at
 * least), the texts exactly, the profit-and-loss rule and the colours. The module needs business_view.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 03 section 9)

export const PARTNER_MARKETPLACE_PAGE_SIZES = [5, 10, 25] as const;
export const PARTNER_MARKETPLACE_DEFAULT_PAGE_SIZE = 10;
export const PARTNER_SKU_PAGE_SIZES = [25, 50, 100] as const;
export const PARTNER_SKU_DEFAULT_PAGE_SIZE = 25;
export const PARTNER_QUICK_RANGES = [7, 15, 30] as const;
export const PARTNER_DEFAULT_CURRENCY = 'USD';
/** Stock coverage under this many days is red. */
export const PARTNER_COVERAGE_RED_BELOW_DAYS = 60;
/** Order types counted in order_types_count. */
export const PARTNER_ORDER_TYPES = ['po', 'df', 'others'] as const;
export type PartnerOrderType = (typeof PARTNER_ORDER_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 03 sections 2, 5 and 8, exactly; "ours" where the spec names a rule without its text)

export const PARTNER_VIEW_TEXT = {
  // section 2
  accessRestricted: 'Access Restricted',
  noPermission: 'You do not have permission to access the Partner View module.',
  breadcrumb: 'Marketplace Level',
  back: 'Back',
  generate: 'Generate Report',
  reset: 'Reset',
  // section 5
  dateRangeRequired: 'Please select a date range',
  warehouseRequired: 'Please select a warehouse',
  /** Ours: the spec states the rule without a text. */
  startBeforeEarliest: 'Start date cannot be before 2000-01-01.',
  /** Ours. */
  endAfterToday: 'End date cannot be after today.',
  /** Ours: the end is at least one day after the start. */
  endNotAfterStart: 'End date must be at least one day after the start date.',
  // section 8
  skuFetchFailed: 'Failed to fetch SKU data',
  fetchFailed: 'Failed to fetch partner view data',
  exportFailed: 'Failed to export data',
  exported: 'Export successful',
} as const;
const TX = PARTNER_VIEW_TEXT;

// ---------------------------------------------------------------------------------------------------------
// Queries

/** One calendar day after YYYY-MM-DD. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Spec 03 section 5: warehouse and dates required; start at least 2000-01-01 and at most the day before the
 * end (or today); end at least one day after the start and not after today. Null when allowed.
 */
export function partnerViewFilterError(
  f: { warehouse_id: number | null | undefined; start_date: string; end_date: string },
  today: string,
): string | null {
  if (!f.start_date || !f.end_date) return TX.dateRangeRequired;
  if (!f.warehouse_id) return TX.warehouseRequired;
  if (f.start_date < EARLIEST_DATE) return TX.startBeforeEarliest;
  if (f.end_date > today) return TX.endAfterToday;
  if (f.end_date < nextDay(f.start_date)) return TX.endNotAfterStart;
  return null;
}

/** A query value the screen must send: absent or empty is refused with the screen's own text (section 5). */
const requiredId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .refine((v) => v !== '', { message, abort: true })
    .transform(Number)
    .pipe(id());
/** A date the screen must send; a date before 2000-01-01 gets the screen's text (section 5). */
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, { message, abort: true })
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || v >= EARLIEST_DATE, {
      message: TX.startBeforeEarliest,
      abort: true,
    })
    .pipe(isoDate());

/** GET /partner-view/summary and /partner-view/marketplaces (client_id is the platform's). */
export const partnerViewQuery = z.object({
  warehouse_id: requiredId(TX.warehouseRequired),
  start_date: requiredDate(TX.dateRangeRequired),
  end_date: requiredDate(TX.dateRangeRequired),
  currency_code: z.enum(CURRENCIES).default(PARTNER_DEFAULT_CURRENCY),
});
export type PartnerViewQuery = z.infer<typeof partnerViewQuery>;

/** GET /partner-view/skus: the same plus the marketplace drilled into. */
export const partnerSkusQuery = partnerViewQuery.extend({ marketplace_id: idParam() });
export type PartnerSkusQuery = z.infer<typeof partnerSkusQuery>;

// ---------------------------------------------------------------------------------------------------------
// Answers (spec 03 section 3), amounts in the chosen currency

const money = z.number().finite();
const count = z.number().int();

/**
 * Spec 03 section 3's partner summary plus the parts of profit_loss the spec does not name (total_fees,
 * buying_cost, returns_amount; ours), so every term of the P&L is on the screen and in the exports.
 */
export const partnerSummary = z.object({
  sales_amount: money,
  units_sold: count,
  total_commission: money,
  /** Ours: the other marketplace fees of the fee rules (fixed and shipping fee per unit). */
  total_fees: money,
  /** Ours: units × the SKU's cost in the warehouse (purchase + shipping + additional). */
  buying_cost: money,
  payment_received: money,
  payment_to_receive: money,
  profit_loss: money,
  returns_count: count,
  /** Ours: the refunded amount of those returns. */
  returns_amount: money,
  ams_sales: money,
  ams_spend: money.optional(),
  order_types_count: z.partialRecord(z.enum(PARTNER_ORDER_TYPES), count),
});
export type PartnerSummary = z.infer<typeof partnerSummary>;

export const partnerMarketplaceRow = partnerSummary.extend({
  marketplace_id: z.number().int(),
  marketplace_name: text(200),
  marketplace_code: text(100),
  /** Comma-separated order types, e.g. "po,df". */
  order_types: text(100),
});
export type PartnerMarketplaceRow = z.infer<typeof partnerMarketplaceRow>;

export const partnerSkuRow = partnerSummary.partial({ order_types_count: true }).extend({
  sku_id: z.number().int(),
  sku_code: text(200),
  sku_name: text(1000),
  order_types: text(100),
  current_stock: count.nullable().optional(),
  stock_coverage_days: z.number().finite().nullable().optional(),
});
export type PartnerSkuRow = z.infer<typeof partnerSkuRow>;

/** Every figure 0: a scope without facts (or without any marketplace the caller reads). */
export const PARTNER_EMPTY_SUMMARY: Readonly<PartnerSummary> = {
  sales_amount: 0,
  units_sold: 0,
  total_commission: 0,
  total_fees: 0,
  buying_cost: 0,
  payment_received: 0,
  payment_to_receive: 0,
  profit_loss: 0,
  returns_count: 0,
  returns_amount: 0,
  ams_sales: 0,
  ams_spend: 0,
  order_types_count: {},
};

/** Ours: the SKU row of lines whose SKU code is not in the client's SKU master (sku_id 0). */
export const PARTNER_UNKNOWN_SKU = {
  sku_id: 0,
  sku_code: '',
  sku_name: 'SKUs not in the SKU master',
} as const;

export const partnerSummaryAnswer = z.object({ data: partnerSummary });
export const partnerMarketplacesAnswer = z.object({ data: z.array(partnerMarketplaceRow) });
export const partnerSkusAnswer = z.object({ data: z.array(partnerSkuRow) });

/** "po,df" from the types present (in PARTNER_ORDER_TYPES order, each once). */
export const orderTypesText = (counts: Partial<Record<PartnerOrderType, number>>): string =>
  PARTNER_ORDER_TYPES.filter((t) => (counts[t] ?? 0) > 0).join(',');

// ---------------------------------------------------------------------------------------------------------
// Rules

/** The parts of profit and loss (integer cents for profitLossCents, the currency for profitLoss). */
export interface ProfitLossParts {
  sales: number;
  commission: number;
  fees: number;
  buying_cost: number;
  advertising_spend: number;
  returns: number;
}

/** P&L = sales − commission − fees − buying cost − advertising spend − returns (issue 20 item 5), in cents. */
export const profitLossCents = (p: ProfitLossParts): number =>
  p.sales - p.commission - p.fees - p.buying_cost - p.advertising_spend - p.returns;

/** The same in the currency: each part to cents once, the result back once. */
export function profitLoss(p: ProfitLossParts): number {
  const c = toCents;
  return (
    profitLossCents({
      sales: c(p.sales),
      commission: c(p.commission),
      fees: c(p.fees),
      buying_cost: c(p.buying_cost),
      advertising_spend: c(p.advertising_spend),
      returns: c(p.returns),
    }) / 100
  );
}

export type PartnerTone = 'success' | 'error' | 'default';

/** Stock coverage under 60 days is red; unknown coverage is plain. */
export const partnerCoverageTone = (days: number | null | undefined): PartnerTone =>
  days === null || days === undefined
    ? 'default'
    : days < PARTNER_COVERAGE_RED_BELOW_DAYS
      ? 'error'
      : 'default';

/** Profit green when positive, else red (zero is red). */
export const partnerProfitTone = (profit: number): PartnerTone => (profit > 0 ? 'success' : 'error');

// ---------------------------------------------------------------------------------------------------------
// Exports (spec 03 section 2: an export button for each table; the file names are ours)

/** The columns of both exports, the answer's field names, in the table's order. */
export const PARTNER_FIGURE_COLUMNS = [
  'sales_amount',
  'units_sold',
  'total_commission',
  'total_fees',
  'buying_cost',
  'ams_spend',
  'returns_amount',
  'profit_loss',
  'payment_received',
  'payment_to_receive',
  'returns_count',
  'ams_sales',
  'order_types',
] as const;
export const PARTNER_MARKETPLACE_EXPORT_COLUMNS = [
  'marketplace_id',
  'marketplace_name',
  'marketplace_code',
  ...PARTNER_FIGURE_COLUMNS,
] as const;
export const PARTNER_SKU_EXPORT_COLUMNS = [
  'sku_id',
  'sku_code',
  'sku_name',
  ...PARTNER_FIGURE_COLUMNS,
  'current_stock',
  'stock_coverage_days',
] as const;

/** `partner_view_{level}_{warehouse}_{from}_to_{to}.csv`; the SKU level names its marketplace code too. */
export const partnerExportName = (
  level: 'marketplaces' | 'skus',
  warehouse: string,
  from: string,
  to: string,
  marketplaceCode?: string,
): string => {
  const safe = (v: string) => v.replace(/[^A-Za-z0-9_-]+/g, '_');
  const parts = ['partner_view', level, safe(warehouse), ...(marketplaceCode ? [safe(marketplaceCode)] : [])];
  return `${parts.join('_')}_${from}_to_${to}.csv`;
};

// ---------------------------------------------------------------------------------------------------------
// Stock coverage

/**
 * Stock coverage days = current stock ÷ daily sales rate, the rate being the SKU's units sold on the warehouse's
 * marketplaces in the window ÷ the window's days (both ends counted); 1 decimal. Null without a stock figure or
 * without sales (no rate to divide by).
 */
export function stockCoverageDays(stock: number | null, units: number, days: number): number | null {
  if (stock === null || units <= 0 || days <= 0) return null;
  return Math.round(((stock * days) / units) * 10) / 10;
}
