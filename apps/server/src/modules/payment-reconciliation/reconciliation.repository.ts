import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';

/** What a report reads: one marketplace of one client, the order lines bought in the window, the user's brands. */
export interface ReconciliationWindow {
  clientId: number;
  mpId: number;
  start: string;
  end: string;
  brandIds: number[] | null;
}

/** One regular order line of the window with what the fee rules expect, amounts in integer cents. */
export interface OrderLineRow {
  order_id: string;
  order_item_id: string;
  sku_code: string | null;
  identifier: string | null;
  purchase_date: string;
  quantity: number;
  item_price: number;
  tax: number;
  shipping: number;
  discount: number;
  commission: number;
  fee: number;
  returned: number;
  returned_due: number;
}

/** The settlement lines of one (order id, SKU, order item id), summed per bucket in integer cents. */
export interface SettlementGroupRow {
  order_id: string;
  sku_code: string | null;
  order_item_id: string | null;
  received: number;
  received_tax: number;
  commission: number;
  fee: number;
  refund: number;
  /** The first payment's settlement (refund-only groups: the first refund's). */
  settlement_id: string;
  settlement_date: string | null;
  /** Whether the group holds a payment line (not only refunds), so the entry names its payment's settlement. */
  paid: boolean;
}

/**
 * Cancelled lines are left out of the report: nothing is owed for them (a marketplace writes Cancelled, eBay
 * Canceled). Only regular orders (type R) are settled by the marketplace; PO and DF lines are paid by invoice.
 */
const regularLines = (w: ReconciliationWindow): SQL => sql`o.client_id = ${w.clientId}::int
  and o.mp_id = ${w.mpId}::int and o.order_type = 'R'
  and o.purchase_date between ${w.start}::date and ${w.end}::date
  and lower(coalesce(o.order_status, '')) not in ('cancelled', 'canceled')
  and ${withinBrands(sql`o.fk_brand_id`, w.brandIds)}`;

/**
 * The bucket of a settlement line from its amount type and description, whichever layout stored it:
 * Amazon's V2 file (ItemPrice/Principal, ItemPrice/Tax, ItemFees/Commission, ItemFees/FBAPerUnitFulfillmentFee,
 * Promotion/..., ItemWithheldTax/MarketplaceFacilitatorTax-...), the wide file (price-type, item-related-fee-type,
 * promotion, shipment/order/misc/other fees under amount_type ItemPrice, ItemFees, Promotion, ShipmentFees...),
 * the Data Vault template (amount_type alone: Principal, Tax, Commission, FBA fees...) and the SP-API import.
 * tax: any tax; commission: the referral commission (RefundCommission is a fee Amazon keeps on a refund);
 * price: principal, shipping, gift wrap and promotions (what the buyer paid before tax); fee: the rest.
 */
const LABEL = sql`coalesce(nullif(s.amount_description, ''), s.amount_type, '')`;
const KIND = sql`case
  when ${LABEL} ~* 'tax' then 'tax'
  when ${LABEL} ~* 'commission' and ${LABEL} !~* 'refund' then 'commission'
  when coalesce(s.amount_type, '') ~* '^(itemprice|promotion|price)$'
    or ${LABEL} ~* '^(principal|shipping|giftwrap|gift wrap|price|item ?price|sale|promotion)' then 'price'
  else 'fee' end`;
/** A refund (or return) transaction gives the buyer's money back: its price and tax are the refund. */
const REFUND = sql`coalesce(s.transaction_type, '') ~* 'refund|return|chargeback'`;
const cents = (condition: SQL, sign: 1 | -1 = 1) =>
  sql`(round(coalesce(sum(s.amount) filter (where ${condition}), 0) * 100) * ${sign})::bigint::int`;

export function reconciliationRepository(db: Executor) {
  return {
    /**
     * The last day the marketplace's settlements reach (their end date, else the posting or deposit date);
     * null when it has none.
     */
    async settledThrough(clientId: number, mpId: number): Promise<string | null> {
      const [row] = await rowsOf<{ through: string | null }>(
        db,
        sql`select max(coalesce(end_date, posted_date, deposit_date))::text as through from settlements
          where client_id = ${clientId}::int and mp_id = ${mpId}::int`,
      );
      return row?.through ?? null;
    },

    /**
     * The window's order lines with the fee rule of their listing (by identifier, else by SKU) and their returned
     * units (by order item, else by order and SKU); `dueBy`: returns on or before it are owed their refund.
     * commission = item price × fee_variable_frac; fee = (fee_fixed + fee_shipping) × quantity.
     */
    orderLines(w: ReconciliationWindow, dueBy: string | null): Promise<OrderLineRow[]> {
      return rowsOf<OrderLineRow>(
        db,
        sql`select o.order_id, o.order_item_id, o.sku_code, o.identifier, o.purchase_date::text,
          o.quantity_ordered as quantity,
          round(o.item_price * 100)::bigint::int as item_price,
          round(coalesce(o.amount_tax, 0) * 100)::bigint::int as tax,
          round(coalesce(o.amount_shipping, 0) * 100)::bigint::int as shipping,
          round(coalesce(o.amount_discount, 0) * 100)::bigint::int as discount,
          round(o.item_price * coalesce(f.fee_variable_frac, 0) * 100)::bigint::int as commission,
          round((coalesce(f.fee_fixed, 0) + coalesce(f.fee_shipping, 0)) * o.quantity_ordered * 100)::bigint::int as fee,
          coalesce(r.returned, 0)::int as returned, coalesce(r.returned_due, 0)::int as returned_due
        from orders o
        left join fees fi on fi.client_id = o.client_id and fi.mp_id = o.mp_id and fi.identifier = o.identifier
        left join lateral (select fs.* from fees fs where fi.pk_fee_id is null and fs.client_id = o.client_id
          and fs.mp_id = o.mp_id and fs.sku_code = o.sku_code order by fs.pk_fee_id limit 1) fs on true
        cross join lateral (select coalesce(fi.fee_variable_frac, fs.fee_variable_frac) as fee_variable_frac,
          coalesce(fi.fee_fixed, fs.fee_fixed) as fee_fixed,
          coalesce(fi.fee_shipping, fs.fee_shipping) as fee_shipping) f
        left join lateral (select sum(r.quantity) as returned,
            coalesce(sum(r.quantity) filter (where r.return_date <= ${dueBy}::date), 0) as returned_due
          from returns r where r.client_id = o.client_id and r.mp_id = o.mp_id and r.order_id = o.order_id
            and (r.order_item_id = o.order_item_id
              or (r.order_item_id is null and r.sku_code is not distinct from o.sku_code))) r on true
        where ${regularLines(w)}
        order by o.purchase_date, o.order_id, o.order_item_id`,
      );
    },

    /**
     * The settlement lines of the window's orders (whenever they were settled), summed per order id, SKU and
     * order item id into the buckets of the decision: received (price lines of payments), received tax, commission
     * and fees charged (positive when charged), and refunds (the price and tax a refund gave back, positive).
     * received + received_tax − commission − fee − refund is exactly the sum of the lines' amounts.
     */
    settlementGroups(w: ReconciliationWindow): Promise<SettlementGroupRow[]> {
      const order = sql`${REFUND}, coalesce(s.deposit_date, s.end_date, s.posted_date) nulls last, s.settlement_id`;
      return rowsOf<SettlementGroupRow>(
        db,
        sql`with ids as (select distinct o.order_id from orders o where ${regularLines(w)})
        select s.order_id, s.sku_code, s.order_item_id,
          ${cents(sql`not ${REFUND} and k.kind = 'price'`)} as received,
          ${cents(sql`not ${REFUND} and k.kind = 'tax'`)} as received_tax,
          ${cents(sql`k.kind = 'commission'`, -1)} as commission,
          ${cents(sql`k.kind = 'fee'`, -1)} as fee,
          ${cents(sql`${REFUND} and k.kind in ('price', 'tax')`, -1)} as refund,
          (array_agg(s.settlement_id order by ${order}))[1] as settlement_id,
          (array_agg(coalesce(s.deposit_date, s.end_date, s.posted_date)::text order by ${order}))[1]
            as settlement_date,
          bool_or(not ${REFUND}) as paid
        from settlements s join ids on ids.order_id = s.order_id
        cross join lateral (select ${KIND} as kind) k
        where s.client_id = ${w.clientId}::int and s.mp_id = ${w.mpId}::int
        group by s.order_id, s.sku_code, s.order_item_id`,
      );
    },
  };
}

export type ReconciliationRepository = ReturnType<typeof reconciliationRepository>;
