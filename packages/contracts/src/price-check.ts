import { z } from 'zod';
import { EARLIEST_DATE, idParam, PRIMITIVE_TEXT, text } from './primitives';
import { RECONCILIATION_TEXT } from './reconciliation';

/**
 * Price Check (/price-check; spec 02 sections 2, 3, 5, 8 and 9; issue 20 item 2): the two calls' queries and rows,
 * the profit rule written once, the screen's validation, its texts exactly as the spec writes them, its
 * constants and the CSV file name. Paths are ours (the spec does not show them; issue 20 names them).
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 02 section 9)

export const PRICE_CHECK_TABS = ['focused', 'ordered'] as const;
export type PriceCheckTab = (typeof PRICE_CHECK_TABS)[number];

export const PRICE_CHECK_PATHS: Record<PriceCheckTab, string> = {
  focused: '/price-check/focused',
  ordered: '/price-check/ordered',
};

/** Price check grids: 10, 25, 50. The default (the first) is ours: the spec names none. */
export const PRICE_CHECK_PAGE_SIZES = [10, 25, 50] as const;
export const PRICE_CHECK_DEFAULT_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 sections 2, 5 and 8 exactly; "ours" where the spec names a rule without its text)

export const PRICE_CHECK_TEXT = {
  // section 2
  title: 'Price Check Analysis',
  tabFocused: 'Focused SKUs',
  tabOrdered: 'Ordered SKUs',
  fetchData: 'Fetch Data',
  downloadCsv: 'Download CSV',
  // section 5
  selectMarketplace: 'Please select a marketplace',
  fillAllFields: 'Please fill all fields',
  /** The pickers enforce it; the server answers it in the reconciliation rule's words (section 5). */
  startAfterEnd: RECONCILIATION_TEXT.startAfterEnd,
  /** The earliest date of every report (issue 20 item 1), in the same words as reconciliation's. */
  beforeEarliest: RECONCILIATION_TEXT.beforeEarliest,
  noDataToDownload: 'No data to download',
  // section 8: a 403 shows these; any other failure the server's detail or the fallback
  forbidden: {
    focused: 'You do not have permission to check price of focused skus',
    ordered: 'You do not have permission to check price of ordered skus',
  } satisfies Record<PriceCheckTab, string>,
  failed: {
    focused: 'Failed to fetch focused SKU data',
    ordered: 'Failed to fetch ordered SKU data',
  } satisfies Record<PriceCheckTab, string>,
} as const;
const TX = PRICE_CHECK_TEXT;

// ---------------------------------------------------------------------------------------------------------
// Queries (spec 02 section 7: focused GET with mp_id; ordered GET with mp_id, start_date, end_date yyyy-mm-dd)

export const priceCheckFocusedQuery = z.object({ mp_id: idParam() });
export type PriceCheckFocusedQuery = z.infer<typeof priceCheckFocusedQuery>;

/**
 * The ordered tab's date rule (section 5 and issue 20 item 1): earliest 2000-01-01, start not after end. The
 * end-not-after-today rule needs the day, so the report scope resolver applies it. Null when allowed.
 */
export function priceCheckDateError(start: string, end: string): string | null {
  if (start < EARLIEST_DATE) return TX.beforeEarliest;
  if (start > end) return TX.startAfterEnd;
  return null;
}

/**
 * The ordered query. No refinement here (the platform adds client_id to a route's query, which a
 * refined object refuses): the server applies priceCheckDateError's rules through the report scope with these
 * texts, the screen before it calls.
 */
/** yyyy-mm-dd in form only: the calendar and earliest-date rules are the report scope's, with this screen's texts. */
const dateParam = () => text(10).regex(/^\d{4}-\d{2}-\d{2}$/, PRIMITIVE_TEXT.dateFormat);

export const priceCheckOrderedQuery = z.object({
  mp_id: idParam(),
  start_date: dateParam(),
  end_date: dateParam(),
});
export type PriceCheckOrderedQuery = z.infer<typeof priceCheckOrderedQuery>;

/** The screen's checks before Fetch Data (section 5); null when the call may go. */
export function priceCheckFetchError(
  tab: PriceCheckTab,
  f: { mp_id?: number | null; start_date?: string | null; end_date?: string | null },
): string | null {
  if (tab === 'focused') return f.mp_id ? null : TX.selectMarketplace;
  if (!f.mp_id || !f.start_date || !f.end_date) return TX.fillAllFields;
  return priceCheckDateError(f.start_date, f.end_date);
}

/** Download CSV with no rows: the warning (section 5); null when there is something to download. */
export const priceCheckDownloadError = (rows: readonly unknown[]): string | null =>
  rows.length === 0 ? TX.noDataToDownload : null;

// ---------------------------------------------------------------------------------------------------------
// Rows (spec 02 section 3): money in the marketplace currency, 2 decimals; null where a term is unknown

const money = z.number().finite().nullable();

export const priceCheckFocusedRow = z.object({
  /** The product identifier (the spec's field name for every marketplace; ASIN on AZ). */
  asin: z.string().nullable(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  buying_price: money,
  commission_fee: money,
  selling_price: money,
  profit: money,
  profit_percentage: money,
});
export type PriceCheckFocusedRow = z.infer<typeof priceCheckFocusedRow>;

export const priceCheckOrderedRow = priceCheckFocusedRow.extend({
  order_id: z.string(),
  brand: z.string().nullable(),
  shipping_fee: money,
  taxes: money,
  other_fees: money,
});
export type PriceCheckOrderedRow = z.infer<typeof priceCheckOrderedRow>;

/** Ours: the answer is every row (the table pages on the screen: 10/25/50). */
export const priceCheckFocusedAnswer = z.array(priceCheckFocusedRow);
export const priceCheckOrderedAnswer = z.array(priceCheckOrderedRow);

/** The CSV's columns, in the table's order (the spec's field names as headers). */
export const PRICE_CHECK_COLUMNS = {
  focused: [
    'asin',
    'sku',
    'title',
    'buying_price',
    'commission_fee',
    'selling_price',
    'profit',
    'profit_percentage',
  ],
  ordered: [
    'order_id',
    'asin',
    'sku',
    'title',
    'brand',
    'buying_price',
    'commission_fee',
    'shipping_fee',
    'taxes',
    'other_fees',
    'selling_price',
    'profit',
    'profit_percentage',
  ],
} as const satisfies Record<PriceCheckTab, readonly string[]>;

// ---------------------------------------------------------------------------------------------------------
// The profit rule, written once

/**
 * Our reading of spec 02 (sections 1 and 3 name the figures, not the formula): profit is what the seller keeps of
 * the selling price after every cost the row shows.
 * - focused row: profit = selling_price − commission_fee − buying_price (per unit; the focused-SKU analysis's
 *   net margin, focused-sku-rules netMargin, is the same rule and a test holds them equal).
 * - ordered row: profit = selling_price − commission_fee − buying_price − shipping_fee − taxes − other_fees,
 *   every term for the order line's units. shipping_fee and other_fees are marketplace fees charged to the
 *   seller; taxes is the tax in the selling price, which is what the buyer paid (tax included) and which the
 *   seller owes on, so it is not profit.
 * - profit_percentage = profit ÷ selling_price × 100 of the rounded profit (what the row shows), 2 decimals.
 * Any unknown term (null) makes profit and percentage null; a selling price of 0 or less leaves the percentage
 * null. Exact: every term is taken in millionths as an integer, summed, and rounded once to the cent (half away
 * from zero, as PostgreSQL rounds numeric), so the server's SQL and this rule answer the same cent.
 */
export interface PriceCheckTerms {
  selling_price: number | null;
  commission_fee: number | null;
  buying_price: number | null;
  shipping_fee?: number | null;
  taxes?: number | null;
  other_fees?: number | null;
}

const MICROS = 1_000_000;
/** Integer division rounded half away from zero (n and d integers, d > 0). */
const roundHalfAway = (n: number, d: number): number => {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
};
const micros = (v: number): number => Math.round(v * MICROS);

/** Profit in cents (an integer), or null when a term is unknown. */
export function priceCheckProfitCents(t: PriceCheckTerms): number | null {
  const costs = [t.commission_fee, t.buying_price];
  for (const extra of [t.shipping_fee, t.taxes, t.other_fees]) if (extra !== undefined) costs.push(extra);
  if (t.selling_price === null || costs.some((c) => c === null)) return null;
  const total = (costs as number[]).reduce((sum, c) => sum - micros(c), micros(t.selling_price));
  return roundHalfAway(total, MICROS / 100);
}

/** Profit as a percentage of the selling price, 2 decimals; null without a profit or a positive price. */
export function priceCheckProfitPercentage(
  profitCents: number | null,
  sellingPrice: number | null,
): number | null {
  if (profitCents === null || sellingPrice === null) return null;
  const priceCents = roundHalfAway(micros(sellingPrice), MICROS / 100);
  if (priceCents <= 0) return null;
  // hundredths of a percent = profit / price × 10 000
  return roundHalfAway(profitCents * 10_000, priceCents) / 100;
}

/** Cents of an amount in millionths, half away from zero (as PostgreSQL rounds numeric). */
const centsOf = (m: number): number => roundHalfAway(m, MICROS / 100);

/**
 * An ordered row's money terms from its order line and the marketplace's fee rule of its identifier, every
 * term for the line's units, each rounded once to the cent:
 * - selling_price = item_price + amount_tax: what the buyer paid for the line, tax included (item_price is the
 *   line total before tax; a blank tax is 0). Tax included because the profit rule takes `taxes` off it.
 * - taxes = amount_tax (blank 0).
 * - the fee rule split into its parts (together they are the fee estimate of the fees table applied to the
 *   line, as the focused row's commission is per unit): commission_fee = selling_price × fee_variable_frac;
 *   shipping_fee = fee_shipping × quantity; other_fees = fee_fixed × quantity (blank parts 0). Null, all three,
 *   without a fee rule.
 * - buying_price = the unit's landed cost on the order's day × quantity; null without one.
 */
export interface PriceCheckOrderLine {
  quantity: number;
  item_price: number;
  amount_tax: number | null;
  /** The landed cost per unit on the order's day (2 decimals), null when unknown. */
  unit_cost: number | null;
  /** The fee rule of the identifier, or null without one. */
  fee: { fee_variable_frac: number | null; fee_fixed: number | null; fee_shipping: number | null } | null;
}

export function priceCheckOrderedTerms(l: PriceCheckOrderLine): Required<PriceCheckTerms> {
  const q = Math.trunc(l.quantity);
  const priceMicros = micros(l.item_price) + micros(l.amount_tax ?? 0);
  const sellingCents = centsOf(priceMicros);
  const feeCents = (perUnit: number | null) => centsOf(micros(perUnit ?? 0) * q);
  const fee = l.fee;
  return {
    selling_price: sellingCents / 100,
    taxes: centsOf(micros(l.amount_tax ?? 0)) / 100,
    // cents × fraction in ten-thousandths (fractions have 4 decimals) = millionths
    commission_fee:
      fee === null ? null : centsOf(sellingCents * Math.round((fee.fee_variable_frac ?? 0) * 10_000)) / 100,
    shipping_fee: fee === null ? null : feeCents(fee.fee_shipping) / 100,
    other_fees: fee === null ? null : feeCents(fee.fee_fixed) / 100,
    buying_price: l.unit_cost === null ? null : centsOf(micros(l.unit_cost) * q) / 100,
  };
}

/** The row's profit and profit_percentage from its terms. */
export function priceCheckProfit(t: PriceCheckTerms): {
  profit: number | null;
  profit_percentage: number | null;
} {
  const cents = priceCheckProfitCents(t);
  return {
    profit: cents === null ? null : cents / 100,
    profit_percentage: priceCheckProfitPercentage(cents, t.selling_price),
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV

/** price_check_{focused|ordered}_{date}.csv (section 9); date YYYY-MM-DD, the day of the download. */
export function priceCheckCsvName(tab: PriceCheckTab, date: string): string {
  const day = text(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .parse(date);
  return `price_check_${tab}_${day}.csv`;
}
