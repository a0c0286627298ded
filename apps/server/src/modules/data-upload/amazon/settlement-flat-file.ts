import { type DataColumn, dataColumns } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import type { PlainValue } from '../../../platform/grid';
import { type Cell, cellAsDate, cellAsNumber } from '../../../platform/spreadsheets';
import type { MappedRow, UploadColumn, UploadLayout } from '../../../platform/uploads';
import { type PlainRecord, type ToRecord, vaultLayout } from '../targets/layout';
import { cellToPlain } from '../vault/plain';
import { detectLocale } from './locale';
import { cellText, type ExtraKind, reportExtras } from './report-values';

/**
 * Amazon's settlement flat files, tab-separated, read unchanged in the locale they were written in, in both of
 * Amazon's layouts, told apart by the columns that are there (not by a full header):
 * - GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE (36 columns): each amount in its own column pair (price-type /
 *   price-amount, item-related-fee-type / item-related-fee-amount, promotion, shipment and order fees, misc,
 *   other fees, direct payments, other);
 * - GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2 (amount-type, amount-description, amount; Amazon leaves out
 *   promotion-id when a settlement has no promotion, e.g. a German file of 23 columns).
 * The first line of a settlement is its summary (dates, total, currency: kept on every line by the target, the
 * summary itself only when the settlement has no other line). Each amount of a line becomes one settlements row
 * of its amount_type (the line's quantity on the first of them); a line without an amount (the wide layout's
 * quantity line) is kept as a row of its own.
 * Every value of the file is stored (unknown columns in extras) or the file is refused naming row and column:
 * an amount that is not a number is never read as empty.
 */

const F = {
  id: 'settlement-id',
  start: 'settlement-start-date',
  end: 'settlement-end-date',
  deposit: 'deposit-date',
  total: 'total-amount',
  currency: 'currency',
  type: 'transaction-type',
  order: 'order-id',
  shipment: 'shipment-id',
  posted: 'posted-date',
  postedTime: 'posted-date-time',
  item: 'order-item-code',
  sku: 'sku',
  quantity: 'quantity-purchased',
} as const;

/** The wide layout: [type column or null, amount column, amount_type]. */
const WIDE: readonly (readonly [string | null, string, string])[] = [
  ['price-type', 'price-amount', 'ItemPrice'],
  ['item-related-fee-type', 'item-related-fee-amount', 'ItemFees'],
  ['promotion-type', 'promotion-amount', 'Promotion'],
  ['shipment-fee-type', 'shipment-fee-amount', 'ShipmentFees'],
  ['order-fee-type', 'order-fee-amount', 'OrderFees'],
  [null, 'misc-fee-amount', 'MiscFees'],
  ['other-fee-reason-description', 'other-fee-amount', 'OtherFees'],
  ['direct-payment-type', 'direct-payment-amount', 'DirectPayment'],
  [null, 'other-amount', 'Other'],
];
/** The V2 layout's one amount per line. */
const V2 = { type: 'amount-type', description: 'amount-description', amount: 'amount' } as const;

const EXTRAS: Record<string, ExtraKind> = {
  'marketplace-name': 'text',
  'merchant-order-id': 'text',
  'adjustment-id': 'text',
  'fulfillment-id': 'text',
  'merchant-order-item-id': 'text',
  'merchant-adjustment-item-id': 'text',
  'promotion-id': 'text',
  [F.postedTime]: 'text',
};

const REQUIRED = new Set<string>([F.id, F.type, F.total]);
const KNOWN = new Set<string>([
  ...Object.values(F),
  ...WIDE.flatMap(([t, a]) => (t ? [t, a] : [a])),
  ...Object.values(V2),
  ...Object.keys(EXTRAS),
]);
const COLUMNS: UploadColumn[] = [...KNOWN].map((f) => ({ field: f, label: f, required: REQUIRED.has(f) }));
const SIGNATURE = ['settlementid', 'totalamount', 'transactiontype'];

export const isSettlementFlatFile = (keys: ReadonlySet<string>) => SIGNATURE.every((k) => keys.has(k));

export function amazonSettlementLayout<R>(family: MarketplaceFamily, toRecord: ToRecord<R>): UploadLayout<R> {
  const byField = new Map<string, DataColumn>(
    (dataColumns('settlements', family) ?? []).map((c) => [c.field, c]),
  );
  return vaultLayout(
    {
      name: 'amazon-settlement',
      dataType: 'settlements',
      family,
      columns: COLUMNS,
      detect: isSettlementFlatFile,
      unknownColumns: 'keep',
      prepare(sample) {
        const locale = detectLocale(sample, {
          numbers: [F.total, V2.amount, ...WIDE.map(([, a]) => a)],
          dates: [F.start, F.end, F.deposit, F.posted],
        });
        const cell = (row: MappedRow, f: string): Cell => row.cells[f] ?? { type: 'empty' };
        const text = (row: MappedRow, f: string) => cellText(row.cells[f]);
        const value = (row: MappedRow, f: string, as: string): PlainValue => {
          const c = cell(row, f);
          const trimmed: Cell = c.type === 'string' ? { type: 'string', value: c.value.trim() } : c;
          return cellToPlain(byField.get(as) ?? { kind: 'text' }, trimmed, locale);
        };
        /** The column's amount; a value that is not a number is refused by its column's name. */
        const amountOf = (row: MappedRow, f: string, messages: string[]): number | null => {
          if (text(row, f) === '') return null;
          const n = cellAsNumber(cell(row, f), { decimal: locale.decimal });
          if (n === null) messages.push(`${f} must be a valid number.`);
          return n;
        };
        // The summary line's currency is the settlement's: its other lines leave the column blank.
        const currencies = new Map<string, string>();
        return (row): PlainRecord[] => {
          const own = reportExtras(row, EXTRAS, KNOWN, locale);
          const messages = own.messages;
          const id = text(row, F.id);
          const summary =
            text(row, F.type) === '' && (text(row, F.total) !== '' || text(row, F.start) !== '');
          if (summary && text(row, F.currency) !== '') currencies.set(id, text(row, F.currency));
          const extras: Record<string, unknown> = {
            ...own.extras,
            currency: text(row, F.currency) || currencies.get(id) || null,
          };
          const posted =
            text(row, F.posted) !== '' ? F.posted : text(row, F.postedTime) !== '' ? F.postedTime : null;
          if (posted) {
            const d = cellAsDate(cell(row, posted), { order: locale.dateOrder });
            if (d) extras.posted_date = d.slice(0, 10);
            else messages.push(`${posted} must be a valid date.`);
          }
          let quantity: number | null = null;
          if (text(row, F.quantity) !== '') {
            const q = cellAsNumber(cell(row, F.quantity), { decimal: locale.decimal });
            if (q !== null && Number.isInteger(q)) quantity = q;
            else messages.push(`${F.quantity} must be a whole number.`);
          }
          const total = amountOf(row, F.total, messages);
          const base: Record<string, PlainValue> = {
            settlement_id: value(row, F.id, 'settlement_id'),
            start_date: value(row, F.start, 'start_date'),
            end_date: value(row, F.end, 'end_date'),
            deposit_date: value(row, F.deposit, 'deposit_date'),
            amount_total: total,
            transaction_type: value(row, F.type, 'transaction_type'),
            order_id: value(row, F.order, 'order_id'),
            order_item_id: value(row, F.item, 'order_item_id'),
            sku_code: value(row, F.sku, 'sku_code'),
            shipment_id: value(row, F.shipment, 'shipment_id'),
          };
          const lines: PlainRecord[] = [];
          for (const [typeColumn, column, kind] of WIDE) {
            const amount = amountOf(row, column, messages);
            if (amount === null) continue;
            const description = typeColumn ? text(row, typeColumn) || null : null;
            lines.push({
              row: { ...base, amount_type: kind, amount },
              extras: { ...extras, amount_description: description },
            });
          }
          const v2 = amountOf(row, V2.amount, messages);
          const v2Type = text(row, V2.type) || null;
          const v2Description = text(row, V2.description) || null;
          if (v2 !== null)
            lines.push({
              row: { ...base, amount_type: v2Type, amount: v2 },
              extras: { ...extras, amount_description: v2Description },
            });
          if (lines.length === 0)
            lines.push({
              row: { ...base, amount_type: v2Type },
              extras: { ...extras, amount_description: v2Description, ...(summary ? { summary: true } : {}) },
            });
          // The line's quantity once, on its first amount: the stored quantities add up to the file's.
          if (quantity !== null) lines[0]!.extras = { ...lines[0]!.extras, quantity };
          lines[0]!.messages = messages;
          return lines;
        };
      },
    },
    toRecord,
  );
}
