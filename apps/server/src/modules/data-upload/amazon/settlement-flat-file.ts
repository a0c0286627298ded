import { type DataColumn, dataColumns } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { type Cell, cellAsDate, cellAsNumber, cellAsText } from '../../../platform/spreadsheets';
import type { MappedRow, UploadColumn, UploadLayout } from '../../../platform/uploads';
import type { PlainValue } from '../../data-vault';
import { type PlainRecord, type ToRecord, vaultLayout } from '../targets/layout';
import { cellToPlain } from '../vault/plain';
import { detectLocale } from './locale';

/**
 * Amazon's V2 settlement flat file (GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE), tab-separated, read unchanged in
 * the locale it was written in. The first line of a settlement is its summary (dates, total, currency); each
 * other line carries one amount (price, item fee, promotion, shipment or order fee, misc, other, direct
 * payment) and becomes one settlements row of that amount_type, amount_description = Amazon's type
 * (Principal, Commission, ...). Every row passes the Settlement Data validation. The summary is kept only
 * for a settlement without other lines; its dates and total are repeated on every line by the target.
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
  item: 'order-item-code',
  sku: 'sku',
  quantity: 'quantity-purchased',
} as const;

/** [type column or null, amount column, amount_type]. */
const AMOUNTS: readonly (readonly [string | null, string, string])[] = [
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

const EXTRAS = [
  'marketplace-name',
  'merchant-order-id',
  'adjustment-id',
  'fulfillment-id',
  'merchant-order-item-id',
  'merchant-adjustment-item-id',
  'promotion-id',
];

const REQUIRED = new Set<string>([F.id, F.type, F.total]);
const ALL = [...Object.values(F), ...AMOUNTS.flatMap(([t, a]) => (t ? [t, a] : [a])), ...EXTRAS];
const COLUMNS: UploadColumn[] = ALL.map((f) => ({ field: f, label: f, required: REQUIRED.has(f) }));
const SIGNATURE = ['settlementid', 'settlementstartdate', 'totalamount', 'transactiontype'];

export const isSettlementFlatFile = (keys: ReadonlySet<string>) => SIGNATURE.every((k) => keys.has(k));

export function amazonSettlementLayout<R>(family: MarketplaceFamily, toRecord: ToRecord<R>): UploadLayout<R> {
  const byField = new Map<string, DataColumn>(
    (dataColumns('settlements', family) ?? []).map((c) => [c.field, c]),
  );
  return vaultLayout(
    {
      name: 'amazon-settlement-v2',
      dataType: 'settlements',
      family,
      columns: COLUMNS,
      detect: isSettlementFlatFile,
      unknownColumns: 'ignore',
      prepare(sample) {
        const locale = detectLocale(sample, {
          numbers: [F.total, ...AMOUNTS.map(([, a]) => a)],
          dates: [F.start, F.end, F.deposit, F.posted],
        });
        const cell = (row: MappedRow, f: string): Cell => row.cells[f] ?? { type: 'empty' };
        const text = (row: MappedRow, f: string) => cellAsText(cell(row, f)).trim();
        const value = (row: MappedRow, f: string, as: string): PlainValue =>
          cellToPlain(byField.get(as) ?? { kind: 'text' }, cell(row, f), locale);
        return (row): PlainRecord[] => {
          const messages: string[] = [];
          const extras: Record<string, unknown> = { currency: text(row, F.currency) || null };
          for (const f of EXTRAS) if (text(row, f) !== '') extras[f.replaceAll('-', '_')] = text(row, f);
          if (text(row, F.posted) !== '') {
            const d = cellAsDate(cell(row, F.posted), { order: locale.dateOrder });
            if (d) extras.posted_date = d.slice(0, 10);
            else messages.push('Posted date must be a valid date.');
          }
          if (text(row, F.quantity) !== '') {
            const q = cellAsNumber(cell(row, F.quantity), { decimal: locale.decimal });
            if (q !== null && Number.isInteger(q)) extras.quantity = q;
            else messages.push('Quantity purchased must be a whole number.');
          }
          const base: Record<string, PlainValue> = {
            settlement_id: value(row, F.id, 'settlement_id'),
            start_date: value(row, F.start, 'start_date'),
            end_date: value(row, F.end, 'end_date'),
            deposit_date: value(row, F.deposit, 'deposit_date'),
            amount_total: value(row, F.total, 'amount_total'),
            transaction_type: value(row, F.type, 'transaction_type'),
            order_id: value(row, F.order, 'order_id'),
            order_item_id: value(row, F.item, 'order_item_id'),
            sku_code: value(row, F.sku, 'sku_code'),
            shipment_id: value(row, F.shipment, 'shipment_id'),
          };
          const lines: PlainRecord[] = AMOUNTS.filter(([, a]) => text(row, a) !== '').map(([t, a, kind]) => ({
            row: { ...base, amount_type: kind, amount: value(row, a, 'amount') },
            extras: { ...extras, amount_description: t ? text(row, t) || null : null },
          }));
          if (lines.length === 0) lines.push({ row: base, extras: { ...extras, summary: true } });
          lines[0]!.messages = messages;
          return lines;
        };
      },
    },
    toRecord,
  );
}
