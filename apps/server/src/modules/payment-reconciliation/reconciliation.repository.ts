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
const LABEL = sql`lower(coalesce(nullif(s.amount_description, ''), s.amount_type, ''))`;
/** Plain LIKE patterns, not regular expressions: the report classifies every settlement line of 3 months. */
const KIND = sql`case
  when ${LABEL} like '%tax%' then 'tax'
  when ${LABEL} like '%commission%' and ${LABEL} not like '%refund%' then 'commission'
  when lower(coalesce(s.amount_type, '')) in ('itemprice', 'promotion', 'price')
    or ${LABEL} like any (array['principal%', 'shipping%', 'giftwrap%', 'gift wrap%', 'price%', 'itemprice%',
      'item price%', 'sale%', 'promotion%']) then 'price'
  else 'fee' end`;
/** A refund (or return) transaction gives the buyer's money back: its price and tax are the refund. */
const REFUND = sql`lower(coalesce(s.transaction_type, '')) like any (array['%refund%', '%return%', '%chargeback%'])`;
const cents = (condition: SQL, sign: 1 | -1 = 1) =>
  sql`(round(coalesce(sum(amount) filter (where ${condition}), 0) * 100) * ${sign})::bigint::int`;
/** The date of a settlement without any (sorts last). */
const NO_DATE = '9999-12-31';

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
     * The window's order lines with the fee rule of their listing (by identifier, else the first by SKU) and their
     * returned units (by order item, else by order and SKU for returns without one); `dueBy`: returns on or before
     * it are owed their refund. commission = item price × fee_variable_frac; fee = (fee_fixed + fee_shipping) ×
     * quantity. Written as joins of grouped sets (not a lookup per line), so 90,000 lines read in one pass; a
     * return is never dated before its order, so only returns from the window's start are read.
     */
    orderLines(w: ReconciliationWindow, dueBy: string | null): Promise<OrderLineRow[]> {
      const mine = sql`client_id = ${w.clientId}::int and mp_id = ${w.mpId}::int`;
      const returned = (keys: SQL, where: SQL) => sql`select ${keys}, sum(quantity) as q,
          coalesce(sum(quantity) filter (where return_date <= ${dueBy}::date), 0) as due
        from returns where ${mine} and ${where} and return_date >= ${w.start}::date group by 1, 2`;
      return rowsOf<OrderLineRow>(
        db,
        sql`with o as (select * from orders o where ${regularLines(w)}),
        by_sku as (select distinct on (sku_code) sku_code, fee_variable_frac, fee_fixed, fee_shipping from fees
          where ${mine} and sku_code is not null order by sku_code, pk_fee_id),
        by_item as (${returned(sql`order_id, order_item_id`, sql`order_item_id is not null`)}),
        by_order_sku as (${returned(sql`order_id, coalesce(sku_code, '') as sku`, sql`order_item_id is null`)})
        select o.order_id, o.order_item_id, o.sku_code, o.identifier, o.purchase_date::text,
          o.quantity_ordered as quantity,
          round(o.item_price * 100)::bigint::int as item_price,
          round(coalesce(o.amount_tax, 0) * 100)::bigint::int as tax,
          round(coalesce(o.amount_shipping, 0) * 100)::bigint::int as shipping,
          round(coalesce(o.amount_discount, 0) * 100)::bigint::int as discount,
          round(o.item_price * coalesce(fi.fee_variable_frac, fs.fee_variable_frac, 0) * 100)::bigint::int
            as commission,
          round((coalesce(fi.fee_fixed, fs.fee_fixed, 0) + coalesce(fi.fee_shipping, fs.fee_shipping, 0))
            * o.quantity_ordered * 100)::bigint::int as fee,
          (coalesce(ri.q, 0) + coalesce(rs.q, 0))::int as returned,
          (coalesce(ri.due, 0) + coalesce(rs.due, 0))::int as returned_due
        from o
        left join fees fi on fi.client_id = o.client_id and fi.mp_id = o.mp_id and fi.identifier = o.identifier
        left join by_sku fs on fi.pk_fee_id is null and fs.sku_code = o.sku_code
        left join by_item ri on ri.order_id = o.order_id and ri.order_item_id = o.order_item_id
        left join by_order_sku rs on rs.order_id = o.order_id and rs.sku = coalesce(o.sku_code, '')
        order by o.purchase_date, o.order_id, o.order_item_id`,
      );
    },

    /**
     * The settlement lines of the window's orders (whenever they were settled), summed per order id, SKU and
     * order item id into the buckets of the decision: received (price lines of payments), received tax, commission
     * and fees charged (positive when charged), and refunds (the price and tax a refund gave back, positive).
     * received + received_tax − commission − fee − refund is exactly the sum of the lines' amounts. Each line is
     * classified once (inner query); the first settlement is the least of "refund flag, date, settlement id".
     */
    async settlementGroups(w: ReconciliationWindow): Promise<SettlementGroupRow[]> {
      const rows = await rowsOf<
        Omit<SettlementGroupRow, 'settlement_id' | 'settlement_date'> & { first: string }
      >(
        db,
        sql`with ids as (select distinct o.order_id from orders o where ${regularLines(w)}),
        s as materialized (select s.order_id, s.sku_code, s.order_item_id, s.amount, ${REFUND} as refund, ${KIND} as kind,
            (case when ${REFUND} then '1' else '0' end)
              || coalesce(coalesce(s.deposit_date, s.end_date, s.posted_date)::text, '9999-12-31')
              || s.settlement_id as first
          from settlements s join ids on ids.order_id = s.order_id
          where s.client_id = ${w.clientId}::int and s.mp_id = ${w.mpId}::int)
        select order_id, sku_code, order_item_id,
          ${cents(sql`not refund and kind = 'price'`)} as received,
          ${cents(sql`not refund and kind = 'tax'`)} as received_tax,
          ${cents(sql`kind = 'commission'`, -1)} as commission,
          ${cents(sql`kind = 'fee'`, -1)} as fee,
          ${cents(sql`refund and kind in ('price', 'tax')`, -1)} as refund,
          min(first) as first, bool_or(not refund) as paid
        from s group by order_id, sku_code, order_item_id`,
      );
      return rows.map(({ first, ...g }) => {
        const day = first.slice(1, 11);
        return {
          ...g,
          settlement_id: first.slice(11),
          settlement_date: day === NO_DATE ? null : day,
        };
      });
    },
  };
}

export type ReconciliationRepository = ReturnType<typeof reconciliationRepository>;
