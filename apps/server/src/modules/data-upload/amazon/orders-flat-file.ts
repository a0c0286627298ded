import { type DataColumn, dataColumns } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import type { OrderLineInput } from '../../../db/facts';
import type { PlainValue } from '../../../platform/grid';
import { type Cell, cellAsNumber, cellAsText } from '../../../platform/spreadsheets';
import type { MappedRow, UploadColumn, UploadLayout } from '../../../platform/uploads';
import type { MarketplaceInfo } from '../targets/context';
import { EXTRAS_FIELD, type ToRecord } from '../targets/layout';
import { vaultColumns } from '../vault/columns';
import { cellToPlain, validateVaultRow } from '../vault/plain';
import type { Route } from './channels';
import { detectLocale } from './locale';
import { cellText, type ExtraKind, extrasKey, reportExtras, unquotedRow } from './report-values';
import { addAmounts, sumRows } from './sums';

/**
 * Amazon's all-orders flat file (GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL and
 * GET_FLAT_FILE_ARCHIVED_ORDERS_DATA_BY_ORDER_DATE / ..._BY_ORDER_DATE_GENERAL), tab-separated, read unchanged
 * (or re-saved by a spreadsheet as CSV, or as tab-separated text with the cells holding a comma quoted: the same
 * values). Each line becomes an Orders Data row and passes the same
 * validation as a template row. Conventions:
 * - each row goes to the marketplace of its sales-channel (channels.ts): a unified European account's report
 *   holds them all; `Non-Amazon` rows and channels of no marketplace of the uploader are skipped and counted;
 * - the report has no order item id: a line is its order + SKU (ASIN when the SKU is blank), so re-importing a
 *   newer report updates the line. Rows sharing order and SKU (personalised items, split quantities) are parts
 *   of one line: its quantity, price, tax, shipping, discount, shipping tax and gift wrap are their sums;
 * - cancelled and pending lines carry no price or currency: a blank item-price is 0 and a blank currency is
 *   the marketplace's;
 * - item-price is the line total (Amazon's convention, as the orders table stores it); the discount is
 *   item-promotion-discount + ship-promotion-discount; fulfillment-channel Amazon means FBA;
 * - the ship-to city, state, postal code and country form shipping_address; every other column of the file
 *   (listed ones typed, unknown ones as text) goes to extras, so no value of the file is dropped.
 */

const F = {
  order: 'amazon-order-id',
  purchase: 'purchase-date',
  updated: 'last-updated-date',
  status: 'order-status',
  channel: 'fulfillment-channel',
  sales: 'sales-channel',
  sku: 'sku',
  asin: 'asin',
  quantity: 'quantity',
  currency: 'currency',
  price: 'item-price',
  tax: 'item-tax',
  shipping: 'shipping-price',
  itemPromo: 'item-promotion-discount',
  shipPromo: 'ship-promotion-discount',
} as const;

const ADDRESS = ['ship-city', 'ship-state', 'ship-postal-code', 'ship-country'];
/** Columns of Amazon's order reports kept in extras (all-orders and archived-orders headers), by kind. */
const EXTRAS: Record<string, ExtraKind> = {
  'merchant-order-id': 'text',
  'sales-channel': 'text',
  'order-channel': 'text',
  url: 'text',
  'ship-service-level': 'text',
  'product-name': 'text',
  'item-status': 'text',
  'shipping-tax': 'number',
  'gift-wrap-price': 'number',
  'gift-wrap-tax': 'number',
  'ship-promotion-id': 'text',
  'promotion-ids': 'text',
  cpf: 'text',
  'is-business-order': 'boolean',
  'purchase-order-number': 'text',
  'price-designation': 'text',
  'customized-url': 'text',
  'customized-page': 'text',
  'is-heavy-or-bulky': 'boolean',
  'is-replacement-order': 'boolean',
  'signature-confirmation-recommended': 'boolean',
};
/** Extras that add up when rows of one line do. */
const SUMMED_EXTRAS = ['shipping-tax', 'gift-wrap-price', 'gift-wrap-tax'].map(extrasKey);

const REQUIRED = new Set<string>([F.order, F.purchase, F.sku, F.asin, F.quantity, F.price]);
/** Every column this layout reads; the file's other columns are kept in extras as text. */
const KNOWN = new Set<string>([...Object.values(F), ...ADDRESS, ...Object.keys(EXTRAS)]);
const COLUMNS: UploadColumn[] = [...KNOWN].map((f) => ({ field: f, label: f, required: REQUIRED.has(f) }));
const SIGNATURE = ['amazonorderid', 'purchasedate', 'sku', 'asin', 'itemprice'];

export const isAllOrdersFlatFile = (keys: ReadonlySet<string>) => SIGNATURE.every((k) => keys.has(k));

/** The Orders Data fields a report line fills besides the identifier (the plain row below). */
const FILLED = [
  'order_id',
  'order_item_id',
  'sku_code',
  'purchase_date',
  'last_update_date',
  'order_status',
  'order_type',
  'is_fba',
  'quantity_ordered',
  'currency_code',
  'item_price',
  'amount_tax',
  'amount_shipping',
  'amount_discount',
  'shipping_address',
];

const FBA: Record<string, boolean> = { amazon: true, afn: true, merchant: false, mfn: false };

const amount = (v: number | string | null | undefined) => (v == null ? null : Number(v));

/** One line made of the rows of an order and SKU: the amounts add up, the rest is the latest row's. */
function addLines(sum: OrderLineInput, next: OrderLineInput): OrderLineInput {
  const extras: Record<string, unknown> = { ...(sum.extras ?? {}), ...(next.extras ?? {}) };
  for (const k of SUMMED_EXTRAS) {
    const total = addAmounts(sum.extras?.[k] as number | undefined, next.extras?.[k] as number | undefined);
    if (total !== null) extras[k] = total;
  }
  return {
    ...next,
    quantity_ordered: sum.quantity_ordered + next.quantity_ordered,
    item_price: addAmounts(Number(sum.item_price), Number(next.item_price)) ?? 0,
    amount_tax: addAmounts(amount(sum.amount_tax), amount(next.amount_tax)),
    amount_shipping: addAmounts(amount(sum.amount_shipping), amount(next.amount_shipping)),
    amount_discount: addAmounts(amount(sum.amount_discount), amount(next.amount_discount)),
    extras,
  };
}

export interface AmazonOrdersInput {
  family: MarketplaceFamily;
  /** The marketplace of a row's sales channel, or why it is skipped. */
  route: (channel: string) => Route;
  /** The record of a validated row written into a marketplace. */
  recordFor: (mp: MarketplaceInfo) => ToRecord<OrderLineInput>;
  /** Counts the file's rows routed to each marketplace (the answer's per-marketplace rows). */
  routed: Map<number, number>;
}

export function amazonOrdersLayout(input: AmazonOrdersInput): UploadLayout<OrderLineInput> {
  const { family, route, recordFor, routed } = input;
  const byField = new Map<string, DataColumn>((dataColumns('orders', family) ?? []).map((c) => [c.field, c]));
  const { columns } = vaultColumns('orders', family);
  // The Orders fields every line of the report fills (below), and its own fields in extras.
  const written: ReadonlySet<string> = new Set([...FILLED, family.identifier, EXTRAS_FIELD]);
  return {
    name: 'amazon-all-orders',
    columns: COLUMNS,
    detect: isAllOrdersFlatFile,
    fields: () => written,
    unknownColumns: 'keep',
    prepare(rows) {
      // A file a spreadsheet re-saved quotes the cells holding a comma: read them as Amazon wrote them.
      const sample = rows.map(unquotedRow);
      const locale = detectLocale(sample, {
        numbers: [F.price, F.tax, F.shipping, F.itemPromo, F.shipPromo],
        dates: [F.purchase, F.updated],
      });
      const value = (row: MappedRow, field: string, as: string): PlainValue => {
        const cell = row.cells[field];
        // Amazon pads no value with spaces; text as the file means it.
        const trimmed: Cell =
          cell?.type === 'string'
            ? { type: 'string', value: cell.value.trim() }
            : (cell ?? { type: 'empty' });
        return cellToPlain(byField.get(as) ?? { kind: 'text' }, trimmed, locale);
      };
      const text = (row: MappedRow, field: string) => cellText(row.cells[field]);
      const line = sumRows<OrderLineInput>(
        (r) => `${r.mp_id}\u0000${r.order_id}\u0000${r.order_item_id}`,
        addLines,
      );
      return (read) => {
        const row = unquotedRow(read);
        const where = route(text(row, F.sales));
        if ('skip' in where) return { ok: true, records: [], skipped: where.skip };
        const mp = where.mp;
        const sku = text(row, F.sku);
        const channel = text(row, F.channel);
        const promos = [F.itemPromo, F.shipPromo].map((f) => row.cells[f] ?? ({ type: 'empty' } as Cell));
        const discount = promos.some((c) => c.type !== 'empty')
          ? promos.reduce<PlainValue>((sum, c) => {
              if (c.type === 'empty' || typeof sum !== 'number') return sum;
              const n = cellAsNumber(c, { decimal: locale.decimal });
              return n === null ? cellAsText(c) : addAmounts(sum, n);
            }, 0)
          : null;
        const plain: Record<string, PlainValue> = {
          order_id: value(row, F.order, 'order_id'),
          order_item_id: sku || text(row, F.asin),
          [family.identifier]: value(row, F.asin, family.identifier),
          sku_code: sku,
          purchase_date: value(row, F.purchase, 'purchase_date'),
          last_update_date: value(row, F.updated, 'last_update_date'),
          order_status: value(row, F.status, 'order_status'),
          order_type: 'R',
          is_fba: channel === '' ? null : (FBA[channel.toLowerCase()] ?? channel),
          quantity_ordered: value(row, F.quantity, 'quantity_ordered'),
          currency_code: text(row, F.currency) || mp.currency_code,
          item_price: text(row, F.price) === '' ? 0 : value(row, F.price, 'item_price'),
          amount_tax: value(row, F.tax, 'amount_tax'),
          amount_shipping: value(row, F.shipping, 'amount_shipping'),
          amount_discount: discount,
          shipping_address:
            ADDRESS.map((f) => text(row, f))
              .filter(Boolean)
              .join(', ') || null,
        };
        const own = reportExtras(row, EXTRAS, KNOWN, locale);
        const extras = { fulfillment_channel: channel || null, ...own.extras };
        const result = validateVaultRow('orders', family, columns, plain);
        if (!result.ok || own.messages.length > 0)
          return { ok: false, messages: [...own.messages, ...(result.ok ? [] : result.messages)] };
        routed.set(mp.pk_mp_id, (routed.get(mp.pk_mp_id) ?? 0) + 1);
        return { ok: true, records: [line(recordFor(mp)(result.values, extras))] };
      };
    },
  };
}
