import type { UploadMarketplaceCounts } from '@marketdesk/contracts/uploads';
import { ORDER_LINE_COMPARED, type OrderLineInput, orderLinesWriter, type Tx } from '../../../db/facts';
import { columnsLeftOut, keepStored, type UploadTarget, type WriteMeta } from '../../../platform/uploads';
import { channelRouter } from '../amazon/channels';
import { amazonOrdersLayout } from '../amazon/orders-flat-file';
import {
  extensionsOf,
  type MarketplaceInfo,
  marketplaceOf,
  spreadsheetOnly,
  type TargetContext,
} from './context';
import { bool, EXTRAS_FIELD, num, str, type ToRecord, templateLayout } from './layout';

const LINE_KEY = ['mp_id', 'order_id', 'order_item_id'];

/** Every field present, so a line compares and writes the same whatever file it came from. */
function line(mpId: number, v: Partial<OrderLineInput> & Pick<OrderLineInput, 'order_id' | 'order_item_id'>) {
  const out: Record<string, unknown> = { mp_id: mpId, order_id: v.order_id, order_item_id: v.order_item_id };
  for (const c of ORDER_LINE_COMPARED) out[c] = (v as Record<string, unknown>)[c] ?? null;
  out.order_type ??= 'R';
  out.quantity_ordered ??= 0;
  out.item_price ??= 0;
  return out as unknown as OrderLineInput;
}

/**
 * Order lines through db/facts' order-lines writer (rollups in the same transaction), fed while the file is
 * read. Lines equal to the stored ones are not written at all, so a repeated file touches nothing; counts are of
 * distinct lines (a line named twice counts once, the last wins). Columns the file leaves out keep the stored
 * line's values (`from`: each column's file field).
 */
function linesTarget(
  clientId: number,
  from: Readonly<Record<string, string | null>>,
  /** Per marketplace: its name and the file's rows routed there (a report that fills several). */
  routed?: { names: ReadonlyMap<number, string>; rows: ReadonlyMap<number, number> },
): Pick<UploadTarget<OrderLineInput>, 'stream' | 'write'> {
  const stream = (tx: Tx, meta: WriteMeta) => {
    const writer = orderLinesWriter(tx, clientId, { skipUnchanged: true });
    const kept = { table: 'orders', clientId, key: LINE_KEY, columns: columnsLeftOut(from, meta.fields) };
    return {
      add: async (records: OrderLineInput[]) =>
        writer.add(
          (await keepStored(
            tx,
            kept,
            records as unknown as Record<string, unknown>[],
          )) as unknown as OrderLineInput[],
        ),
      finish: async () => {
        const { counts, byMarketplace } = await writer.finish();
        if (!routed || routed.rows.size === 0) return counts;
        const marketplaces: UploadMarketplaceCounts[] = [...routed.rows].map(([mpId, rows]) => ({
          mp_id: mpId,
          name: routed.names.get(mpId) ?? String(mpId),
          rows,
          ...(byMarketplace.get(mpId) ?? { inserted: 0, updated: 0, unchanged: 0 }),
        }));
        return { ...counts, marketplaces };
      },
    };
  };
  return {
    stream,
    async write(tx, records, meta) {
      const writer = stream(tx, meta);
      await writer.add(records);
      return writer.finish();
    },
  };
}

/**
 * Orders Data: regular (R) and direct-fulfilment (DF) lines; AZ also takes Amazon's all-orders flat file, whose
 * rows go to the uploader's marketplace of their sales channel (amazon/channels.ts).
 */
export function ordersTarget(ctx: TargetContext): UploadTarget<OrderLineInput> {
  const mp = marketplaceOf(ctx);
  const id = mp.family.identifier;
  const recordFor =
    (into: MarketplaceInfo): ToRecord<OrderLineInput> =>
    (v, extras) =>
      line(into.pk_mp_id, {
        order_id: str(v.order_id)!,
        order_item_id: str(v.order_item_id)!,
        order_type: (str(v.order_type)?.trim().toUpperCase() ?? 'R') as OrderLineInput['order_type'],
        identifier: str(v[id]),
        sku_code: str(v.sku_code),
        purchase_date: str(v.purchase_date)!,
        order_status: str(v.order_status),
        shipping_address: str(v.shipping_address),
        quantity_ordered: num(v.quantity_ordered) ?? 0,
        quantity_shipped: num(v.quantity_shipped),
        item_price: num(v.item_price) ?? 0,
        amount_tax: num(v.amount_tax),
        amount_shipping: num(v.amount_shipping),
        amount_discount: num(v.amount_discount),
        buying_cost: num(v.buying_cost),
        currency_code: str(v.currency_code)!,
        last_update_date: str(v.last_update_date),
        is_fba: bool(v.is_fba),
        extras: extras ?? null,
      });
  const amazon = mp.family.prefix === 'AZ';
  const names = new Map([mp, ...(ctx.amazonMarketplaces ?? [])].map((m) => [m.pk_mp_id, m.name]));
  const routed = new Map<number, number>();
  // The file field of each column (null: no Orders file has it, e.g. a line's profile from an import).
  const from: Record<string, string | null> = {
    order_type: 'order_type',
    profile_id: null,
    identifier: id,
    sku_code: 'sku_code',
    purchase_date: 'purchase_date',
    order_status: 'order_status',
    shipping_address: 'shipping_address',
    quantity_ordered: 'quantity_ordered',
    quantity_shipped: 'quantity_shipped',
    quantity_confirmed: null,
    item_price: 'item_price',
    amount_tax: 'amount_tax',
    amount_shipping: 'amount_shipping',
    amount_discount: 'amount_discount',
    buying_cost: 'buying_cost',
    currency_code: 'currency_code',
    last_update_date: 'last_update_date',
    is_fba: 'is_fba',
    extras: EXTRAS_FIELD,
  };
  return {
    // An Amazon report may write into any of the client's AZ marketplaces: its uploads wait for each other.
    key: `data-vault:orders:${amazon ? 'AZ' : mp.pk_mp_id}`,
    extensions: extensionsOf('orders', ctx),
    layouts: [
      templateLayout('orders', mp.family, recordFor(mp)),
      ...(amazon
        ? [
            amazonOrdersLayout({
              family: mp.family,
              route: channelRouter(mp, ctx.amazonMarketplaces),
              recordFor,
              routed,
            }),
          ]
        : []),
    ],
    ...linesTarget(ctx.clientId, from, { names, rows: routed }),
  };
}

/**
 * Purchase Orders Data: PO lines of the orders table, one per PO and product (order_id = po_id, order_item_id
 * = the product: NIN on NN, ASIN on AZ). NN's delivered amount goes to extras; AZ's vendor to profile_id.
 * AZ lines come from the marketplace (read-only in the registry): the service refuses that upload first.
 */
export function purchaseOrdersTarget(ctx: TargetContext): UploadTarget<OrderLineInput> {
  const mp = marketplaceOf(ctx);
  const nn = mp.family.prefix === 'NN';
  const product = nn ? 'nin' : mp.family.identifier;
  const toRecord: ToRecord<OrderLineInput> = (v) => {
    const amountDelivered = num(v.amount_delivered);
    return line(mp.pk_mp_id, {
      order_id: str(v.po_id)!,
      order_item_id: str(v[product])!,
      order_type: 'PO',
      profile_id: str(v.fk_vendor_id),
      identifier: str(v[product]),
      sku_code: str(v.sku_code),
      purchase_date: str(v.purchase_date)!,
      shipping_address: str(v.shipping_address),
      quantity_ordered: num(v.quantity_ordered) ?? 0,
      quantity_shipped: num(v.quantity_shipped),
      quantity_confirmed: num(v.quantity_confirmed),
      item_price: num(v.item_price) ?? 0,
      amount_tax: num(v.amount_tax),
      buying_cost: num(v.buying_cost),
      currency_code: str(v.currency_code) ?? mp.currency_code,
      extras: amountDelivered === null ? null : { amount_delivered: amountDelivered },
    });
  };
  // The file field of each column; order_type is always PO, and no PO file has the others.
  const from: Record<string, string | null> = {
    profile_id: 'fk_vendor_id',
    identifier: product,
    sku_code: 'sku_code',
    purchase_date: 'purchase_date',
    order_status: null,
    shipping_address: 'shipping_address',
    quantity_ordered: 'quantity_ordered',
    quantity_shipped: 'quantity_shipped',
    quantity_confirmed: 'quantity_confirmed',
    item_price: 'item_price',
    amount_tax: 'amount_tax',
    amount_shipping: null,
    amount_discount: null,
    buying_cost: 'buying_cost',
    currency_code: 'currency_code',
    last_update_date: null,
    is_fba: null,
    extras: 'amount_delivered',
  };
  return {
    key: `data-vault:purchase_orders:${mp.pk_mp_id}`,
    extensions: spreadsheetOnly,
    layouts: [templateLayout('purchase_orders', mp.family, toRecord)],
    ...linesTarget(ctx.clientId, from),
  };
}
