import {
  AUTO_ORDERING_HIDDEN_FIELDS,
  AUTO_ORDERING_LABELS,
  AUTO_ORDERING_TEXT,
  type AutoOrderingGridRow,
} from '@marketdesk/contracts/auto-ordering';
import { isApiError } from '../../../shared/api/errors';
import { buildCsv, type CsvCell } from '../../../shared/csv/csv';
import { failureText } from '../../../shared/feedback/failure-text';

/** The grid's columns: every field the rows carry, in the order they first appear (spec: columns are dynamic). */
export function columnFields(rows: readonly AutoOrderingGridRow[]): string[] {
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

const HIDDEN: ReadonlySet<string> = new Set(AUTO_ORDERING_HIDDEN_FIELDS);
export const isHidden = (field: string) => HIDDEN.has(field);

/** The grid's labels of the answer's fields (ours, beside the spec's Replen Status). */
const LABELS: Readonly<Record<string, string>> = {
  sku_code: 'SKU Code',
  sku_name: 'SKU Name',
  brand_name: 'Brand',
  fulfilled_stocks: 'Fulfilled Stock',
  stock_quantity: 'Warehouse Stock',
  total_stock: 'Total Stock',
  total_sales_combined: 'Total Sales',
  coverage: 'Coverage (days)',
  forecast_order: 'Forecast Order',
  amazon_recommended_order: 'Amazon Recommended Order',
  amazon_recommended_order_date: 'Amazon Order By',
  order_difference: 'Forecast − Amazon',
  sales_window_days: 'Sales Window (days)',
  in_stock_days: 'In-Stock Days',
  daily_sales_rate: 'Daily Sales Rate',
  lead_time_demand: 'Lead-Time Demand',
  safety_stock: 'Safety Stock',
  open_po_units: 'Open PO Units',
  forecast_model: 'Forecast Model',
  forecast_mase: 'Forecast MASE',
  ...AUTO_ORDERING_LABELS,
};
const ACRONYMS = new Set(['sku', 'po', 'df', 'fba', 'mase', 'id', 'asin']);

/** A field the server adds later still gets a label: its words capitalised (sku → SKU). */
const wordsOf = (field: string) =>
  field
    .split('_')
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');

/** A column's header in the grid: a label, never the field name (issue 29 item 6). */
export const headerOf = (field: string) => LABELS[field] ?? wordsOf(field);

/** A column's header in the Download file: the field name (DESIGN 3), the spec's Replen Status as before. */
export const csvHeaderOf = (field: string) => AUTO_ORDERING_LABELS[field] ?? field;

/** A field is numeric when every value it has is a number (or missing). */
export function isNumeric(rows: readonly AutoOrderingGridRow[], field: string): boolean {
  let any = false;
  for (const r of rows) {
    const v = r[field];
    if (v === null || v === undefined) continue;
    if (typeof v !== 'number') return false;
    any = true;
  }
  return any;
}

const cellText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The rows holding the search text in any of their shown cells (case ignored); all rows for blank text. */
export function searchRows(rows: readonly AutoOrderingGridRow[], text: string): AutoOrderingGridRow[] {
  const term = text.trim().toLowerCase();
  if (term === '') return [...rows];
  return rows.filter((r) =>
    Object.entries(r).some(([k, v]) => !isHidden(k) && cellText(v).toLowerCase().includes(term)),
  );
}

/** The Download file: the shown columns with their headers, for the rows the search keeps (formula-safe CSV). */
export function reportCsv(rows: readonly AutoOrderingGridRow[]): string {
  const fields = columnFields(rows).filter((f) => !isHidden(f));
  const cell = (v: unknown): CsvCell =>
    v === null || v === undefined || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'
      ? v
      : JSON.stringify(v);
  return buildCsv(
    fields.map(csvHeaderOf),
    rows.map((r) => fields.map((f) => cell(r[f]))),
  );
}

export const reportFileName = (warehouse: string, start: string, end: string) =>
  `auto_ordering_${warehouse.replace(/[^\w-]+/g, '_')}_${start}_to_${end}.csv`;

/**
 * The error alert (spec 03 section 8): the server's detail, else the error's own message (such as the answer
 * that is not an array), else 'Error fetching data'.
 */
export function reportErrorText(error: unknown): string {
  // An answer from the server: its detail, a permission warning for a bare 403, else the fallback.
  if (isApiError(error)) return failureText(error, { fallback: AUTO_ORDERING_TEXT.fetchFailed });
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return AUTO_ORDERING_TEXT.fetchFailed;
}
