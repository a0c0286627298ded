import { FLAT_FILE_EXTENSIONS } from '@marketdesk/contracts/uploads';
import { ORDER_LINE_COMPARED, type OrderLineInput, orderLinesWriter, type Tx } from '../../../db/facts';
import type { UploadTarget } from '../../../platform/uploads';
import { amazonOrdersLayout } from '../amazon/orders-flat-file';
import { marketplaceOf, spreadsheetOnly, type TargetContext } from './context';
import { bool, num, str, type ToRecord, templateLayout } from './layout';

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
 * distinct lines (a line named twice counts once, the last wins).
 */
function linesTarget(clientId: number): Pick<UploadTarget<OrderLineInput>, 'stream' | 'write'> {
  const stream = (tx: Tx) => {
    const writer = orderLinesWriter(tx, clientId, { skipUnchanged: true });
    return {
      add: (records: OrderLineInput[]) => writer.add(records),
      finish: async () => (await writer.finish()).counts,
    };
  };
  return {
    stream,
    async write(tx, records) {
      const writer = stream(tx);
      await writer.add(records);
      return writer.finish();
    },
  };
}

/** Orders Data: regular (R) and direct-fulfilment (DF) lines; AZ also takes Amazon's all-orders flat file. */
export function ordersTarget(ctx: TargetContext): UploadTarget<OrderLineInput> {
  const mp = marketplaceOf(ctx);
  const id = mp.family.identifier;
  const toRecord: ToRecord<OrderLineInput> = (v, extras) =>
    line(mp.pk_mp_id, {
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
  return {
    key: `data-vault:orders:${mp.pk_mp_id}`,
    extensions: amazon ? [...spreadsheetOnly, ...FLAT_FILE_EXTENSIONS] : spreadsheetOnly,
    layouts: [
      templateLayout('orders', mp.family, toRecord),
      ...(amazon ? [amazonOrdersLayout(mp.family, mp.currency_code, toRecord)] : []),
    ],
    ...linesTarget(ctx.clientId),
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
  return {
    key: `data-vault:purchase_orders:${mp.pk_mp_id}`,
    extensions: spreadsheetOnly,
    layouts: [templateLayout('purchase_orders', mp.family, toRecord)],
    ...linesTarget(ctx.clientId),
  };
}
