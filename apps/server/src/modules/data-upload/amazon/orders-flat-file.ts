import { type DataColumn, dataColumns } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import type { OrderLineInput } from '../../../db/facts';
import { type Cell, cellAsNumber, cellAsText } from '../../../platform/spreadsheets';
import type { MappedRow, UploadColumn, UploadLayout } from '../../../platform/uploads';
import type { PlainValue } from '../../data-vault';
import { EXTRAS_FIELD, type PlainRecord, type ToRecord, vaultLayout } from '../targets/layout';
import { cellToPlain } from '../vault/plain';
import { detectLocale } from './locale';

/**
 * Amazon's all-orders flat file (GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL and
 * GET_FLAT_FILE_ARCHIVED_ORDERS_DATA_BY_ORDER_DATE / ..._BY_ORDER_DATE_GENERAL), tab-separated, read unchanged.
 * Each line becomes an Orders Data row and passes the same validation as a template row. Conventions:
 * - the report has no order item id: a line is its order + SKU (ASIN when the SKU is blank), so re-importing a
 *   newer report updates the line;
 * - cancelled and pending lines carry no price or currency: a blank item-price is 0 and a blank currency is
 *   the marketplace's;
 * - item-price is the line total (Amazon's convention, as the orders table stores it); the discount is
 *   item-promotion-discount + ship-promotion-discount; fulfillment-channel Amazon means FBA;
 * - the ship-to city, state, postal code and country form shipping_address; other report fields go to extras.
 */

const F = {
  order: 'amazon-order-id',
  purchase: 'purchase-date',
  updated: 'last-updated-date',
  status: 'order-status',
  channel: 'fulfillment-channel',
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
const EXTRAS = [
  'merchant-order-id',
  'sales-channel',
  'order-channel',
  'ship-service-level',
  'item-status',
  'shipping-tax',
  'gift-wrap-price',
  'gift-wrap-tax',
  'promotion-ids',
  'is-business-order',
  'purchase-order-number',
  'price-designation',
];

const REQUIRED = new Set<string>([F.order, F.purchase, F.sku, F.asin, F.quantity, F.price]);
const ALL = [...Object.values(F), ...ADDRESS, ...EXTRAS];
const COLUMNS: UploadColumn[] = ALL.map((f) => ({ field: f, label: f, required: REQUIRED.has(f) }));
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

export function amazonOrdersLayout(
  family: MarketplaceFamily,
  currency: string,
  toRecord: ToRecord<OrderLineInput>,
): UploadLayout<OrderLineInput> {
  const byField = new Map<string, DataColumn>((dataColumns('orders', family) ?? []).map((c) => [c.field, c]));
  // The Orders fields every line of the report fills (below), and its own fields in extras.
  const written: ReadonlySet<string> = new Set([...FILLED, family.identifier, EXTRAS_FIELD]);
  return vaultLayout(
    {
      name: 'amazon-all-orders',
      dataType: 'orders',
      family,
      columns: COLUMNS,
      detect: isAllOrdersFlatFile,
      fields: () => written,
      unknownColumns: 'ignore',
      prepare(sample) {
        const locale = detectLocale(sample, {
          numbers: [F.price, F.tax, F.shipping, F.itemPromo, F.shipPromo],
          dates: [F.purchase, F.updated],
        });
        const value = (row: MappedRow, field: string, as: string): PlainValue =>
          cellToPlain(byField.get(as) ?? { kind: 'text' }, row.cells[field] ?? { type: 'empty' }, locale);
        const text = (row: MappedRow, field: string) => {
          const c: Cell | undefined = row.cells[field];
          return c ? cellAsText(c).trim() : '';
        };
        return (row): PlainRecord[] => {
          const sku = text(row, F.sku);
          const channel = text(row, F.channel);
          const promos = [F.itemPromo, F.shipPromo].map((f) => row.cells[f] ?? ({ type: 'empty' } as Cell));
          const discount = promos.some((c) => c.type !== 'empty')
            ? promos.reduce<PlainValue>((sum, c) => {
                if (c.type === 'empty' || typeof sum !== 'number') return sum;
                const n = cellAsNumber(c, { decimal: locale.decimal });
                return n === null ? cellAsText(c) : sum + n;
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
            currency_code: text(row, F.currency) || currency,
            item_price: text(row, F.price) === '' ? 0 : value(row, F.price, 'item_price'),
            amount_tax: value(row, F.tax, 'amount_tax'),
            amount_shipping: value(row, F.shipping, 'amount_shipping'),
            amount_discount: discount,
            shipping_address:
              ADDRESS.map((f) => text(row, f))
                .filter(Boolean)
                .join(', ') || null,
          };
          const extras: Record<string, unknown> = { fulfillment_channel: channel || null };
          for (const f of EXTRAS) {
            const v = text(row, f);
            if (v !== '') extras[f.replaceAll('-', '_')] = v;
          }
          return [{ row: plain, extras }];
        };
      },
    },
    toRecord,
  );
}
