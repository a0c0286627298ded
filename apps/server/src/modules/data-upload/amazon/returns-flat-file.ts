import { type DataColumn, dataColumns } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import type { ReturnInput } from '../../../db/facts';
import type { ParsedValue, PlainValue } from '../../../platform/grid';
import { type Cell, cellAsDate } from '../../../platform/spreadsheets';
import type { MappedRow, UploadColumn, UploadLayout } from '../../../platform/uploads';
import { vaultColumns } from '../vault/columns';
import { cellToPlain, validateVaultRow } from '../vault/plain';
import { detectLocale } from './locale';
import { cellText, type ExtraKind, reportExtras } from './report-values';
import { sumRows } from './sums';

/**
 * Amazon's FBA customer returns report (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA), tab-separated, read
 * unchanged into Return Data; Seller Central's Customer Returns download is the same columns as a .csv with
 * every field quoted (the reader unquotes it, so comments with commas, quotes and line breaks stay whole). A row is one return of an order's unit(s): its license plate number (the label on
 * the returned unit) is its box, so the return's identity is the Data Vault's own (order id + box id), and rows
 * sharing it add up their quantities. detailed-disposition is the item condition; reason and status are kept as
 * such, the return date is the file's; the report has no refund amount (a stored one is kept, a new return has
 * 0). The other columns (fnsku, product name, fulfilment centre, customer comments, unknown ones) go to extras.
 */

const F = {
  date: 'return-date',
  order: 'order-id',
  sku: 'sku',
  asin: 'asin',
  quantity: 'quantity',
  disposition: 'detailed-disposition',
  reason: 'reason',
  status: 'status',
  lpn: 'license-plate-number',
} as const;
const EXTRAS: Record<string, ExtraKind> = {
  fnsku: 'text',
  'product-name': 'text',
  'fulfillment-center-id': 'text',
  'customer-comments': 'text',
};
const REQUIRED = new Set<string>([F.date, F.order, F.sku, F.quantity]);
const KNOWN = new Set<string>([...Object.values(F), ...Object.keys(EXTRAS)]);
const COLUMNS: UploadColumn[] = [...KNOWN].map((f) => ({ field: f, label: f, required: REQUIRED.has(f) }));
const SIGNATURE = ['returndate', 'orderid', 'sku', 'quantity', 'detaileddisposition'];

/** The record fields the report fills (WriteMeta.fields): the returns target keeps the others (the price). */
const WRITTEN: ReadonlySet<string> = new Set([
  'return_date',
  'order_id',
  'sku_code',
  'box_id',
  'quantity',
  'item_condition',
  'identifier',
  'reason',
  'status',
  'extras',
]);

/** What the report says of a return besides the Data Vault's columns. */
export interface ReportReturn {
  return_date: string;
  identifier: string | null;
  reason: string | null;
  status: string | null;
  extras: Record<string, unknown> | null;
}

export function fbaReturnsLayout(
  family: MarketplaceFamily,
  toRecord: (values: Record<string, ParsedValue>, report: ReportReturn) => ReturnInput,
): UploadLayout<ReturnInput> {
  const byField = new Map<string, DataColumn>(
    (dataColumns('returns', family) ?? []).map((c) => [c.field, c]),
  );
  const { columns } = vaultColumns('returns', family);
  return {
    name: 'amazon-fba-returns',
    columns: COLUMNS,
    detect: (keys) => SIGNATURE.every((k) => keys.has(k)),
    fields: () => WRITTEN,
    unknownColumns: 'keep',
    prepare(sample) {
      const locale = detectLocale(sample, { numbers: [], dates: [F.date] });
      const text = (row: MappedRow, f: string) => cellText(row.cells[f]);
      const value = (row: MappedRow, f: string, as: string): PlainValue => {
        const t = text(row, f);
        const c: Cell = t === '' ? { type: 'empty' } : (row.cells[f] ?? { type: 'empty' });
        return cellToPlain(
          byField.get(as) ?? { kind: 'text' },
          c.type === 'string' ? { ...c, value: t } : c,
          locale,
        );
      };
      const line = sumRows<ReturnInput>(
        (r) => r.return_id,
        (sum, next) => ({ ...next, quantity: sum.quantity + next.quantity }),
      );
      return (row) => {
        const messages: string[] = [];
        const own = reportExtras(row, EXTRAS, KNOWN, locale);
        messages.push(...own.messages);
        const date =
          text(row, F.date) === '' ? null : cellAsDate(row.cells[F.date]!, { order: locale.dateOrder });
        if (!date) messages.push(`${F.date} must be a valid date.`);
        const plain: Record<string, PlainValue> = {
          order_id: value(row, F.order, 'order_id'),
          sku_code: value(row, F.sku, 'sku_code'),
          box_id: value(row, F.lpn, 'box_id'),
          quantity: value(row, F.quantity, 'quantity'),
          item_condition: value(row, F.disposition, 'item_condition'),
        };
        const result = validateVaultRow('returns', family, columns, plain);
        if (!result.ok || !date || messages.length > 0)
          return { ok: false, messages: [...messages, ...(result.ok ? [] : result.messages)] };
        const report: ReportReturn = {
          return_date: date.slice(0, 10),
          identifier: text(row, F.asin) || null,
          reason: text(row, F.reason) || null,
          status: text(row, F.status) || null,
          extras: Object.keys(own.extras).length > 0 ? own.extras : null,
        };
        return { ok: true, records: [line(toRecord(result.values, report))] };
      };
    },
  };
}
