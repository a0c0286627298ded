import { z } from 'zod';
import { CURRENCIES } from './constants';
import { EARLIEST_DATE, idParam, isoDate, text } from './primitives';
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

/** GET /partner-view/summary and /partner-view/marketplaces (client_id is the platform's). */
export const partnerViewQuery = z.object({
  warehouse_id: idParam(),
  start_date: isoDate(),
  end_date: isoDate(),
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

export const partnerSummary = z.object({
  sales_amount: money,
  units_sold: count,
  total_commission: money,
  payment_received: money,
  payment_to_receive: money,
  profit_loss: money,
  returns_count: count,
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
