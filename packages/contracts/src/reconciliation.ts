import { z } from 'zod';
import {
  familyOf,
  IDENTIFIER_LABELS,
  PRODUCT_IDENTIFIERS,
  type ProductIdentifier,
} from './marketplace-registry';
import { maxPageNumber, pageNumber } from './paging';
import { EARLIEST_DATE, id, isoDate, text } from './primitives';

/**
 * Payment Reconciliation (/reconciliation; spec 02 sections 2–9, issue 20 item 4): the call's body and answer,
 * the statuses, the discrepancy categories (ours, issue 20), the identifier column per marketplace family, the
 * money rules on integer cents, the summary, the CSV name and the texts of sections 5 and 8 exactly.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 02 section 9)

export const RECONCILIATION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const RECONCILIATION_DEFAULT_PAGE_SIZE = 25;
/** Ours: the largest page the call answers (500 entries are about 250 kB of JSON); every entry is the export's. */
export const RECONCILIATION_MAX_PAGE_SIZE = 500;
/** The page rule's last page at the largest size (paging.ts: the offset stays within an integer). */
export const RECONCILIATION_MAX_PAGE = maxPageNumber(RECONCILIATION_MAX_PAGE_SIZE);
/** The report window: the end at most 3 months after the start. */
export const RECONCILIATION_WINDOW_MONTHS = 3;
/** The CSV starts with a byte-order mark (so spreadsheet programs read it as UTF-8). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
/**
 * Ours: a line whose |discrepancy| is at most this many cents is not flagged (one cent of rounding between the
 * order's and the settlement's per-unit amounts). The discrepancy itself is still answered as computed.
 */
export const RECONCILIATION_TOLERANCE_CENTS = 1;
/**
 * Ours: how many days a marketplace takes to settle a line. A line bought (or a unit returned) later than this
 * before the last day the marketplace's settlements reach is not due yet: without a settlement it is unmatched
 * but not a missing payment, and its refund is not yet owed.
 */
export const SETTLEMENT_GRACE_DAYS = 7;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 sections 5 and 8, exactly; "ours" where the spec names a rule without its text)

export const RECONCILIATION_TEXT = {
  // section 5
  startAfterEnd: 'Start date cannot be after end date.',
  /** Ours: the spec requires marketplace and dates without giving the text. */
  fieldsRequired: 'Please select marketplace and date range',
  /** Ours: end date at most today. */
  endAfterToday: 'End date cannot be after today.',
  /** Ours: the 3-month window. */
  windowTooLong: 'The date range cannot be longer than 3 months.',
  /** Ours: the earliest date. */
  beforeEarliest: 'Start date cannot be before 2000-01-01.',
  // section 8
  forbidden: 'You do not have permission to generate payment reconciliation report',
  failed: 'Failed to generate report',
  generated: 'Report generated successfully',
  /** Ours: the screen's empty table, without and with a status or category filter. */
  noEntries: 'No order lines in this period',
  noMatch: 'No order lines match these filters',
  /** Ours: the export task's name in the shell's toasts. */
  exportLabel: (code: string, from: string, to: string) => `Payment reconciliation ${code} ${from} to ${to}`,
} as const;
const TX = RECONCILIATION_TEXT;

/** Summary card titles (spec 02 section 2). */
export const RECONCILIATION_CARDS = {
  total_orders: 'Total Orders',
  matched_orders: 'Matched Orders',
  unmatched_orders: 'Unmatched Orders',
  returned_orders: 'Returned Orders',
  total_discrepancy: 'Total Discrepancy',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Statuses and categories

/** Spec 02 section 4: matched (success chip), unmatched (error chip), returned (warning chip). */
export const RECONCILIATION_STATUSES = ['matched', 'unmatched', 'returned'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];
export const RECONCILIATION_STATUS_CHIP: Record<ReconciliationStatus, 'success' | 'error' | 'warning'> = {
  matched: 'success',
  unmatched: 'error',
  returned: 'warning',
};

/** Issue 20: the category of a flagged line (the extra `discrepancy_category` column). `other`: ours. */
export const DISCREPANCY_CATEGORIES = [
  'missing_payment',
  'fee_overcharge',
  'unrefunded_return',
  'lost_unit',
  'other',
] as const;
export type DiscrepancyCategory = (typeof DISCREPANCY_CATEGORIES)[number];
export const DISCREPANCY_CATEGORY_LABELS: Record<DiscrepancyCategory, string> = {
  missing_payment: 'Missing payment',
  fee_overcharge: 'Fee overcharge',
  unrefunded_return: 'Unrefunded return',
  lost_unit: 'Lost unit',
  other: 'Other difference',
};

/** Ours: the entry fields the report sorts by (the spec's, in the table's order); then order date, id, item. */
export const RECONCILIATION_SORT_FIELDS = [
  'order_date',
  'order_id',
  'sku_code',
  'reconciliation_status',
  'original_item_price',
  'original_tax',
  'original_quantity',
  'returned_quantity',
  'settlement_id',
  'settlement_date',
  'received_amount',
  'received_tax',
  'commission',
  'fee',
  'expected_net_amount',
  'actual_net_received',
  'discrepancy',
  'discrepancy_category',
] as const;
export type ReconciliationSortField = (typeof RECONCILIATION_SORT_FIELDS)[number];

// ---------------------------------------------------------------------------------------------------------
// The identifier column per marketplace family

/** The entry's product identifier field for a marketplace short code (the registry decides per family). */
export const reconciliationIdentifier = (shortCode: string): ProductIdentifier =>
  familyOf(shortCode).identifier;
export const reconciliationIdentifierLabel = (shortCode: string): string =>
  IDENTIFIER_LABELS[reconciliationIdentifier(shortCode)];

// ---------------------------------------------------------------------------------------------------------
// The call: POST /payment-reconciliation/report {marketplace_id, start_date, end_date}

/** Adds calendar months to YYYY-MM-DD, clamping the day to the month's last (2024-11-30 + 3 = 2025-02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The date rule of spec 02 section 5 (dates YYYY-MM-DD); null when the range is allowed. */
export function reconciliationDateError(start: string, end: string, today: string): string | null {
  if (!start || !end) return TX.fieldsRequired;
  if (start < EARLIEST_DATE) return TX.beforeEarliest;
  if (start > end) return TX.startAfterEnd;
  if (end > today) return TX.endAfterToday;
  if (end > addMonths(start, RECONCILIATION_WINDOW_MONTHS)) return TX.windowTooLong;
  return null;
}

/**
 * A real calendar date YYYY-MM-DD of any year: the report's own rules (section 5, checked by the server's report
 * scope) refuse the range with the screen's texts, so 1999-12-31 reads 'Start date cannot be before 2000-01-01.'.
 */
const reportDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, 'Not a valid calendar date');

/**
 * The spec's body {marketplace_id, start_date, end_date} (those three alone answer the summary and the first
 * page), plus ours: the page (from 1) and its size (at most 500), the status and category filters, and the
 * sort. The page follows the page rule (paging.ts), so a deep page is a 422 naming the limit, not a 500.
 */
export const reconciliationBody = z.object({
  marketplace_id: id(),
  start_date: reportDate(),
  end_date: reportDate(),
  page: pageNumber(RECONCILIATION_MAX_PAGE_SIZE).default(1),
  page_size: z
    .number()
    .int()
    .min(1)
    .max(RECONCILIATION_MAX_PAGE_SIZE, `Page size must be at most ${RECONCILIATION_MAX_PAGE_SIZE}`)
    .default(RECONCILIATION_DEFAULT_PAGE_SIZE),
  status: z.enum(RECONCILIATION_STATUSES).optional(),
  discrepancy_category: z.enum(DISCREPANCY_CATEGORIES).optional(),
  sort: z.enum(RECONCILIATION_SORT_FIELDS).default('order_date'),
  sort_dir: z.enum(['asc', 'desc']).default('asc'),
});
/** The body as sent (paging, filters and sort optional). */
export type ReconciliationRequest = z.input<typeof reconciliationBody>;
/** The body as the server reads it (defaults filled in). */
export type ReconciliationBody = z.infer<typeof reconciliationBody>;
/** What the export reads: the report's window, filters and sort, every page. */
export type ReconciliationSelection = Omit<ReconciliationBody, 'page' | 'page_size'>;

const money = z.number().finite();
const identifierFields = Object.fromEntries(
  PRODUCT_IDENTIFIERS.map((f) => [f, text(200).nullable().optional()]),
) as Record<ProductIdentifier, z.ZodOptional<z.ZodNullable<ReturnType<typeof text>>>>;

/** One order line (spec 02 section 3) plus `discrepancy_category` (issue 20). Amounts in the currency, 2 decimals. */
export const reconciliationEntry = z.object({
  order_date: isoDate(),
  order_id: text(200),
  sku_code: text(200),
  reconciliation_status: z.enum(RECONCILIATION_STATUSES),
  ...identifierFields,
  original_item_price: money,
  original_tax: money,
  original_quantity: z.number().int(),
  returned_quantity: z.number().int(),
  settlement_id: text(200).nullable(),
  settlement_date: isoDate().nullable(),
  received_amount: money,
  received_tax: money,
  /** The commission and fees expected from the fee rules (what expected_net_amount subtracts). */
  commission: money,
  fee: money,
  expected_net_amount: money,
  actual_net_received: money,
  discrepancy: money,
  discrepancy_category: z.enum(DISCREPANCY_CATEGORIES).nullable(),
});
export type ReconciliationEntry = z.infer<typeof reconciliationEntry>;

/**
 * The summary cards over every entry of the window (not only the page; status and category filters narrow the
 * table, not the cards), the page of entries, and where the page is: `total` entries match the filters (without
 * a filter, total_orders), `page` of `page_size`.
 */
export const reconciliationReport = z.object({
  total_orders: z.number().int(),
  matched_orders: z.number().int(),
  unmatched_orders: z.number().int(),
  returned_orders: z.number().int(),
  total_discrepancy: money,
  entries: z.array(reconciliationEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;

// ---------------------------------------------------------------------------------------------------------
// Money rules, in integer cents

/** An amount in the currency to integer cents (rounded half away from zero, once). */
export const toCents = (amount: number): number =>
  Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-6);
/** Integer cents back to the currency amount. */
export const fromCents = (cents: number): number => cents / 100;

/**
 * The refund due for returned units: the line's price and tax shared by unit, rounded once to the cent.
 * 0 without a return or without units.
 */
export function refundDueCents(
  priceCents: number,
  taxCents: number,
  quantity: number,
  returned: number,
): number {
  if (quantity <= 0 || returned <= 0) return 0;
  return Math.round(((priceCents + taxCents) * Math.min(returned, quantity)) / quantity);
}

/** expected net = item price + tax − commission − fees − refunds (issue 20 item 4). */
export const expectedNetCents = (l: {
  price: number;
  tax: number;
  commission: number;
  fee: number;
  refund: number;
}): number => l.price + l.tax - l.commission - l.fee - l.refund;

/** What the matched settlement lines paid: received amount + tax − commission − fees − refunds they charged. */
export const actualNetCents = (s: SettlementCents): number =>
  s.received_amount + s.received_tax - s.commission - s.fee - s.refund;

/** discrepancy = actual net received − expected net. */
export const discrepancyCents = (actual: number, expected: number): number => actual - expected;

/** The matched settlement lines of one order line, summed, in cents; refund is the amount charged back (≥ 0). */
export interface SettlementCents {
  received_amount: number;
  received_tax: number;
  commission: number;
  fee: number;
  refund: number;
}

/** One order line with what the order data and the fee rules expect, in cents, and its settlement (or null). */
export interface ReconciliationLineCents {
  price: number;
  tax: number;
  quantity: number;
  returned_quantity: number;
  /** Commission and fees expected from the fee rules. */
  commission: number;
  fee: number;
  settlement: SettlementCents | null;
  /**
   * Ours: false while the marketplace's settlements do not reach the line's date yet (SETTLEMENT_GRACE_DAYS):
   * a line without a settlement is then not a missing payment. Default true.
   */
  payment_due?: boolean;
  /** Ours: the returned units whose refund is owed by now (default: every returned unit). */
  refund_due_quantity?: number;
}

export interface ReconciliationDecision {
  status: ReconciliationStatus;
  category: DiscrepancyCategory | null;
  refund_due: number;
  expected_net: number;
  actual_net: number;
  discrepancy: number;
}

/**
 * How a line's status and category are decided. tol = RECONCILIATION_TOLERANCE_CENTS; "paid" = received
 * amount + tax; "charged" = the settlement's commission + fee; refund_due from refundDueCents. The first row
 * whose condition holds decides the category; the status column is decided on its own.
 *
 * | row | settlement | condition                                     | category          |
 * |-----|------------|-----------------------------------------------|-------------------|
 * | 1   | none       | expected net > tol and the payment is due     | missing_payment   |
 * | 2   | none       | expected net ≤ tol (nothing was owed), or the | none              |
 * |     |            | settlements do not reach the line's date yet  |                   |
 * | 3   | matched    | |discrepancy| ≤ tol (a correct order)         | none              |
 * | 4   | matched    | paid < price + tax − tol                      | missing_payment   |
 * | 5   | matched    | charged > expected commission + fee + tol     | fee_overcharge    |
 * | 6   | matched    | refund charged > refund due + tol             | lost_unit         |
 * |     |            | (buyer refunded, no unit came back)           |                   |
 * | 7   | matched    | refund charged < refund due − tol             | unrefunded_return |
 * |     |            | (a returned unit the settlement never refunded)|                  |
 * | 8   | matched    | any other |discrepancy| > tol                 | other             |
 *
 * Status: returned when returned_quantity > 0; otherwise matched when a settlement matched and the line has no
 * category; otherwise unmatched (no settlement, or a discrepancy beyond the tolerance).
 */
export function decideReconciliation(line: ReconciliationLineCents): ReconciliationDecision {
  const tol = RECONCILIATION_TOLERANCE_CENTS;
  const refund_due = refundDueCents(
    line.price,
    line.tax,
    line.quantity,
    line.refund_due_quantity ?? line.returned_quantity,
  );
  const expected_net = expectedNetCents({ ...line, refund: refund_due });
  const s = line.settlement;
  const actual_net = s ? actualNetCents(s) : 0;
  const discrepancy = discrepancyCents(actual_net, expected_net);
  let category: DiscrepancyCategory | null = null;
  if (!s) {
    category = expected_net > tol && line.payment_due !== false ? 'missing_payment' : null;
  } else if (Math.abs(discrepancy) <= tol) {
    category = null;
  } else if (s.received_amount + s.received_tax < line.price + line.tax - tol) {
    category = 'missing_payment';
  } else if (s.commission + s.fee > line.commission + line.fee + tol) {
    category = 'fee_overcharge';
  } else if (s.refund > refund_due + tol) {
    category = 'lost_unit';
  } else if (s.refund < refund_due - tol) {
    category = 'unrefunded_return';
  } else {
    category = 'other';
  }
  const status: ReconciliationStatus =
    line.returned_quantity > 0 ? 'returned' : s && category === null ? 'matched' : 'unmatched';
  return { status, category, refund_due, expected_net, actual_net, discrepancy };
}

/** True when a line is flagged as a discrepancy (a correct order never is). */
export const isFlagged = (d: Pick<ReconciliationDecision, 'category'>): boolean => d.category !== null;

// ---------------------------------------------------------------------------------------------------------
// Summary and export

/**
 * The summary cards from the entries: each entry is one order line; total_discrepancy sums the entries'
 * discrepancies in cents and converts once.
 */
export function reconciliationSummary(
  entries: readonly Pick<ReconciliationEntry, 'reconciliation_status' | 'discrepancy'>[],
): Pick<
  ReconciliationReport,
  'total_orders' | 'matched_orders' | 'unmatched_orders' | 'returned_orders' | 'total_discrepancy'
> {
  const count = (s: ReconciliationStatus) => entries.filter((e) => e.reconciliation_status === s).length;
  return {
    total_orders: entries.length,
    matched_orders: count('matched'),
    unmatched_orders: count('unmatched'),
    returned_orders: count('returned'),
    total_discrepancy: fromCents(entries.reduce((sum, e) => sum + toCents(e.discrepancy), 0)),
  };
}

/** `reconciliation_report_{code}_{from}_to_{to}.csv` (spec 02 section 9). */
export const reconciliationCsvName = (code: string, from: string, to: string): string =>
  `reconciliation_report_${code}_${from}_to_${to}.csv`;
