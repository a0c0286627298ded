import { z } from 'zod';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES, gridPage, gridQuery } from './grid';
import { MARKETPLACE_REGISTRY, prefixOf } from './marketplace-registry';
import { idParam, isoDate } from './primitives';
import {
  fromCents,
  RECONCILIATION_TEXT,
  RECONCILIATION_WINDOW_MONTHS,
  reconciliationDateError,
  toCents,
} from './reconciliation';

/**
 * Business View (/business-view; spec 02 sections 2, 3, 5, 7, 8 and 9; issue 20 item 3): the call's query (the
 * grid paging protocol of grid.ts plus marketplace and dates), the row with the spec's field names, the columns
 * per marketplace prefix, the date rule, the sales totals and the P1-warehouse stock split, texts and constants.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 02 section 9)

export const BUSINESS_VIEW_PATHS = {
  /** GET: one page of the report (spec 02 section 7). */
  report: '/business_view',
  /** GET: the whole report as a background export, answering {task_id} (the grid download protocol). */
  download: '/business_view/download',
} as const;

/** The report's window: the end at most 3 months after the start (the same window as reconciliation's). */
export const BUSINESS_VIEW_WINDOW_MONTHS = RECONCILIATION_WINDOW_MONTHS;
/** Quick buttons Last 7, 15, 30 Days (section 2). */
export const BUSINESS_VIEW_QUICK_DAYS = [7, 15, 30] as const;
/** Grid page sizes 10, 25, 50, 75, 100; default 50 (section 9). */
export const BUSINESS_VIEW_PAGE_SIZES = GRID_PAGE_SIZES;
export const BUSINESS_VIEW_DEFAULT_PAGE_SIZE = GRID_DEFAULT_PAGE_SIZE;
/** Amounts show 2 decimals, in the marketplace currency (section 9). */
export const BUSINESS_VIEW_AMOUNT_DECIMALS = 2;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 sections 2, 5 and 8)

export const BUSINESS_VIEW_TEXT = {
  // section 2
  title: 'Business View',
  generateReport: 'Generate Report',
  // section 5
  selectMarketplaceAndDates: 'Please select marketplace and date range',
  // section 8 (the server-paged grids' fetch failure; a 403 shows the server's detail as a warning)
  fetchFailed: (message: string) => `Failed to fetch data: ${message}`,
  /** Ours: the 403 detail without the module business_view (the screen shows it as a warning). */
  forbidden: 'You do not have permission to view the business view',
  /** Ours: the export button and the task's label in the shell's toasts. */
  exportButton: 'Export',
  exportLabel: (marketplace: string, start: string, end: string) =>
    `Business view ${marketplace} ${start} to ${end}`,
  /** Ours: the empty table. */
  noRows: 'No listings in this marketplace for the selected filters',
  /** Ours: before the first Generate Report. */
  notGenerated: 'Select a marketplace and a sales period, then Generate Report',
} as const;
const TX = BUSINESS_VIEW_TEXT;

// ---------------------------------------------------------------------------------------------------------
// The date rule (spec 02 section 5)

/**
 * The texts of the server's date refusals (report scope `dates.texts`): the same words as the screen's rule below,
 * so a 422 reads as the screen would have said it.
 */
export const BUSINESS_VIEW_DATE_TEXTS = {
  beforeEarliest: RECONCILIATION_TEXT.beforeEarliest,
  startAfterEnd: RECONCILIATION_TEXT.startAfterEnd,
  endAfterToday: RECONCILIATION_TEXT.endAfterToday,
  tooLong: RECONCILIATION_TEXT.windowTooLong,
} as const;

/**
 * "Marketplace and both dates required. Start date at least 2000-01-01 and at most today; end date at most 3
 * months after the start; start at least 3 months before the end" (the start no earlier than 3 months before the
 * end: the same window read from the other side), plus end not after today (issue 20 item 1). The same limits as
 * reconciliation's (section 5), so the same rule and texts: null when the filters may generate the report.
 */
export function businessViewFilterError(
  f: { mp_id?: number | null; start_date?: string | null; end_date?: string | null },
  today: string,
): string | null {
  if (!f.mp_id || !f.start_date || !f.end_date) return TX.selectMarketplaceAndDates;
  return reconciliationDateError(f.start_date, f.end_date, today);
}

// ---------------------------------------------------------------------------------------------------------
// The call: GET /business_view with mp_id, start_date, end_date, cursor, size, sort, filter, search

/**
 * The query: the grid paging protocol plus the marketplace and the dates. The date rules (section 5) are the
 * report scope resolver's on the server (422 with the texts of BUSINESS_VIEW_DATE_TEXTS, which knows the day) and
 * businessViewFilterError's on the screen: the schema stays a plain object, so the tenancy hook can add client_id.
 */
export const businessViewQuery = gridQuery.extend({
  mp_id: idParam(),
  start_date: isoDate(),
  end_date: isoDate(),
});
export type BusinessViewQuery = z.infer<typeof businessViewQuery>;

const quantity = z.number().int();
const amount = z.number().finite();

/** One kind of sales: units and their amount in the marketplace currency. */
export const businessViewSales = z.object({ sales_quantity: quantity, sales_amount: amount });
export type BusinessViewSales = z.infer<typeof businessViewSales>;

/** The sales kinds of section 3: normal (the marketplace's own orders), DF, PO and their total. */
export const BUSINESS_VIEW_SALES_KINDS = ['normal', 'df', 'po', 'total'] as const;
export type BusinessViewSalesKind = (typeof BUSINESS_VIEW_SALES_KINDS)[number];

/** Spec 02 section 3, the business view row; channel metrics a marketplace does not have are null. */
export const businessViewRow = z.object({
  row_number: z.number().int(),
  retailer_sku: z.string().nullable(),
  mp_sku_code: z.string().nullable(),
  sku_code: z.string().nullable(),
  title: z.string().nullable(),
  brand_name: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  normal: businessViewSales,
  df: businessViewSales,
  po: businessViewSales,
  total: businessViewSales,
  // channel metrics
  buybox_win_percentage: z.number().nullable(),
  sales_rank: z.number().int().nullable(),
  rating: z.number().nullable(),
  rating_count: z.number().int().nullable(),
  /** The total's units and amount (the pair every marketplace shows). */
  sales_quantity: quantity,
  sales_amount: amount,
  payment: amount.nullable(),
  num_returns: quantity.nullable(),
  stock_quantity_in_p1_wh: quantity.nullable(),
  stock_quantity_in_non_p1_wh: quantity.nullable(),
  stock_quantity_in_FBA: quantity.nullable(),
  marketing_sales: amount.nullable(),
  marketing_units: quantity.nullable(),
  marketing_spend: amount.nullable(),
  /**
   * Traffic from the Business Reports uploaded for the listing's seller SKU (AZ): sessions of the report periods
   * inside the window (where periods overlap, the longer one, then the later one, counts), and units ordered per
   * session of those periods in percent (Amazon's Unit Session Percentage). Null without such a period.
   */
  sessions: quantity.nullable(),
  unit_session_percentage: z.number().nullable(),
});
export type BusinessViewRow = z.infer<typeof businessViewRow>;

/** The answer: the grid page (items, next_page, current_page, previous_page, total). */
export const businessViewPage = gridPage(businessViewRow);

// ---------------------------------------------------------------------------------------------------------
// Columns per marketplace prefix (spec 02 section 9)

/** The listing columns every marketplace shows first. */
export const BUSINESS_VIEW_PRODUCT_COLUMNS = [
  'row_number',
  'retailer_sku',
  'mp_sku_code',
  'sku_code',
  'title',
  'brand_name',
  'category',
  'subcategory',
] as const;
const SALES_COLUMNS = BUSINESS_VIEW_SALES_KINDS.flatMap((k) => [`${k}.sales_quantity`, `${k}.sales_amount`]);
const CHANNEL_COLUMNS = [
  'buybox_win_percentage',
  'sales_rank',
  'rating',
  'rating_count',
  'sales_quantity',
  'sales_amount',
  'payment',
  'num_returns',
  'stock_quantity_in_p1_wh',
  'stock_quantity_in_non_p1_wh',
  'stock_quantity_in_FBA',
  'marketing_sales',
  'marketing_units',
  'marketing_spend',
  'sessions',
  'unit_session_percentage',
] as const;

/**
 * The columns a marketplace's report shows, in order, as field paths of the row ('total.sales_amount'): "AZ shows
 * sales, buybox, rank and rating columns; NN shows sales only; others show only sales quantity and amount". AZ:
 * every column; NN: the product columns and the normal, DF, PO and total sales; every other (or unknown) prefix:
 * the product columns and sales_quantity and sales_amount. The registry's views.businessView decides per family.
 */
export function businessViewColumns(shortCode: string): readonly string[] {
  const prefix = prefixOf(shortCode);
  const kind = prefix ? MARKETPLACE_REGISTRY[prefix].views.businessView : 'basic';
  if (kind === 'full') return [...BUSINESS_VIEW_PRODUCT_COLUMNS, ...SALES_COLUMNS, ...CHANNEL_COLUMNS];
  if (kind === 'sales_only') return [...BUSINESS_VIEW_PRODUCT_COLUMNS, ...SALES_COLUMNS];
  return [...BUSINESS_VIEW_PRODUCT_COLUMNS, 'sales_quantity', 'sales_amount'];
}

const SALES_KIND_LABELS: Record<BusinessViewSalesKind, string> = {
  normal: 'Normal',
  df: 'DF',
  po: 'PO',
  total: 'Total',
};

/** Column headers (ours: the spec names the fields, not their headers), by the column's field path. */
export const BUSINESS_VIEW_COLUMN_LABELS: Readonly<Record<string, string>> = {
  row_number: '#',
  retailer_sku: 'Retailer SKU',
  mp_sku_code: 'Marketplace SKU',
  sku_code: 'SKU Code',
  title: 'Title',
  brand_name: 'Brand',
  category: 'Category',
  subcategory: 'Subcategory',
  ...Object.fromEntries(
    BUSINESS_VIEW_SALES_KINDS.flatMap((k) => [
      [`${k}.sales_quantity`, `${SALES_KIND_LABELS[k]} Sales Qty`],
      [`${k}.sales_amount`, `${SALES_KIND_LABELS[k]} Sales Amount`],
    ]),
  ),
  buybox_win_percentage: 'Buy Box Win %',
  sales_rank: 'Sales Rank',
  rating: 'Rating',
  rating_count: 'Rating Count',
  sales_quantity: 'Sales Quantity',
  sales_amount: 'Sales Amount',
  payment: 'Payment',
  num_returns: 'Returns',
  stock_quantity_in_p1_wh: 'Stock in P1 Warehouse',
  stock_quantity_in_non_p1_wh: 'Stock in Other Warehouses',
  stock_quantity_in_FBA: 'Stock in FBA',
  marketing_sales: 'Marketing Sales',
  marketing_units: 'Marketing Units',
  marketing_spend: 'Marketing Spend',
  sessions: 'Sessions',
  unit_session_percentage: 'Conversion %',
};

/** Columns holding money (shown with 2 decimals in the marketplace currency). */
export const BUSINESS_VIEW_AMOUNT_COLUMNS: ReadonlySet<string> = new Set([
  ...BUSINESS_VIEW_SALES_KINDS.map((k) => `${k}.sales_amount`),
  'sales_amount',
  'payment',
  'marketing_sales',
  'marketing_spend',
]);

/** A column's value in a row, by its field path ('total.sales_amount'). */
export function businessViewCell(row: BusinessViewRow, column: string): string | number | null {
  const [head, tail] = column.split('.') as [keyof BusinessViewRow, keyof BusinessViewSales | undefined];
  const value = row[head];
  if (tail && value && typeof value === 'object') return value[tail];
  return value as string | number | null;
}

// ---------------------------------------------------------------------------------------------------------
// Rules of the row's figures

/**
 * The total sales and the channel pair from normal, DF and PO: units added, amounts added in cents (each a sum of
 * order amounts rounded to the cent), so total.sales_amount is to the cent their sum.
 */
export function businessViewSalesTotals(s: Record<'normal' | 'df' | 'po', BusinessViewSales>): {
  total: BusinessViewSales;
  sales_quantity: number;
  sales_amount: number;
} {
  const parts = [s.normal, s.df, s.po];
  const sales_quantity = parts.reduce((n, p) => n + p.sales_quantity, 0);
  const sales_amount = fromCents(parts.reduce((c, p) => c + toCents(p.sales_amount), 0));
  return { total: { sales_quantity, sales_amount }, sales_quantity, sales_amount };
}

/**
 * Stock in the P1 warehouse and in the others (section 3): P1 is the warehouse ranked 1 in the marketplace's
 * warehouse priorities (GET /marketplaces/admin/warehouse_priorities: fk_warehouse_id and priority, ranks from
 * 1); several stores may each rank a warehouse 1, and each such warehouse is P1. Every other warehouse of the
 * stock given (those serving the marketplace) is non-P1; without a ranked warehouse all stock is non-P1. FBA
 * stock is its own column and never passed here.
 */
export function businessViewStockSplit(
  stock: readonly { warehouse_id: number; quantity: number }[],
  priorities: readonly { fk_warehouse_id: number; priority: number }[],
): { stock_quantity_in_p1_wh: number; stock_quantity_in_non_p1_wh: number } {
  const p1 = new Set(priorities.filter((p) => p.priority === 1).map((p) => p.fk_warehouse_id));
  let inP1 = 0;
  let other = 0;
  for (const s of stock) {
    if (p1.has(s.warehouse_id)) inP1 += s.quantity;
    else other += s.quantity;
  }
  return { stock_quantity_in_p1_wh: inP1, stock_quantity_in_non_p1_wh: other };
}
