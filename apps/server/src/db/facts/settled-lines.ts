import { type SQL, sql } from 'drizzle-orm';
import { COUNTED_ORDER_SQL } from './order-status';

/**
 * Which regular order line each settlement line pays, and in which bucket, for Payment Reconciliation: kept per
 * order line in reconciliation_lines (rollups.ts writes it with the other order- and settlement-fed rollups), so the
 * report reads the window's lines and their settled sums instead of matching every settlement line per request.
 */

/**
 * The bucket of a settlement line (alias s) from its amount type and description, whichever layout stored it:
 * Amazon's V2 file (ItemPrice/Principal, ItemPrice/Tax, ItemFees/Commission, ItemFees/FBAPerUnitFulfillmentFee,
 * Promotion/..., ItemWithheldTax/MarketplaceFacilitatorTax-...), the wide file (price-type, item-related-fee-type,
 * promotion, shipment/order/misc/other fees under amount_type ItemPrice, ItemFees, Promotion, ShipmentFees...),
 * the Data Vault template (amount_type alone: Principal, Tax, Commission, FBA fees...) and the SP-API import.
 * tax: any tax; commission: the referral commission (RefundCommission is a fee Amazon keeps on a refund);
 * price: principal, shipping, gift wrap and promotions (what the buyer paid before tax); fee: the rest.
 */
const LABEL = sql`lower(coalesce(nullif(s.amount_description, ''), s.amount_type, ''))`;
/** Plain LIKE patterns, not regular expressions: every settlement line of the orders is classified. */
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
  sql`(round(coalesce(sum(amount) filter (where ${condition}), 0) * 100) * ${sign})::bigint`;

/** The order lines a settlement line can pay: regular (R) lines that are not cancelled (alias o). */
export const SETTLED_LINE_SQL = sql`o.order_type = 'R' and ${COUNTED_ORDER_SQL}`;

/**
 * An order line's (alias o) amounts in integer cents as reconciliation_lines keeps them, named as its columns:
 * item_price, tax, and price (item price + shipping − discount), each amount rounded to cents before adding, as
 * the report always did.
 */
export const LINE_CENTS = `round(o.item_price * 100)::bigint as item_price,
  round(coalesce(o.amount_tax, 0) * 100)::bigint as tax,
  round(o.item_price * 100)::bigint + round(coalesce(o.amount_shipping, 0) * 100)::bigint
    - round(coalesce(o.amount_discount, 0) * 100)::bigint as price`;

/**
 * `select client_id?, mp_id, order_id, order_item_id, purchase_date, received, received_tax, commission, fee,
 * refund, first` for the regular lines of `lines` (a relation of orders rows, alias-free, with every line of each
 * of its orders) that settlement lines pay, in integer cents:
 * - the settlement lines of the lines' orders (same client and marketplace), summed per order id, SKU code and
 *   order item id into the buckets; `first` = the least of "refund flag, date, settlement id" (payments first);
 * - each group's line: among the order's lines of its SKU the one of its order item id (else the first by date and
 *   item id), else the order's line of its order item id; a group that finds none is nobody's;
 * - per line the groups summed.
 * The match looks at every regular line of the order, whatever the report's window or brands.
 */
export function settledLinesSql(p: { clientId: SQL; lines: SQL }): SQL {
  return sql`with l as materialized (select o.mp_id, o.order_id, o.order_item_id, o.sku_code, o.purchase_date
      from ${p.lines} o where ${SETTLED_LINE_SQL}),
    ids as (select distinct mp_id, order_id from l),
    s as materialized (select s.mp_id, s.order_id, s.sku_code, s.order_item_id, s.amount, ${REFUND} as refund,
        ${KIND} as kind,
        (case when ${REFUND} then '1' else '0' end)
          || coalesce(coalesce(s.deposit_date, s.end_date, s.posted_date)::text, '9999-12-31')
          || s.settlement_id as first
      from settlements s join ids on ids.mp_id = s.mp_id and ids.order_id = s.order_id
      where s.client_id = ${p.clientId}),
    g as (select mp_id, order_id, sku_code, order_item_id,
        ${cents(sql`not refund and kind = 'price'`)} as received,
        ${cents(sql`not refund and kind = 'tax'`)} as received_tax,
        ${cents(sql`kind = 'commission'`, -1)} as commission,
        ${cents(sql`kind = 'fee'`, -1)} as fee,
        ${cents(sql`refund and kind in ('price', 'tax')`, -1)} as refund,
        min(first) as first
      from s group by mp_id, order_id, sku_code, order_item_id),
    -- Each group's line probed in the order's own lines (the orders key), not joined to l: when l's size is
    -- misjudged (a client the statistics do not know yet) the planner looped over every group per line
    -- (3,000 lines 15 s on PostgreSQL). The lines relation holds every line of its orders, so they are the same.
    m as (select g.*, x.order_item_id as line_item, x.purchase_date
      from g cross join lateral (select o.order_item_id, o.purchase_date from orders o
        where o.client_id = ${p.clientId} and o.mp_id = g.mp_id and o.order_id = g.order_id and ${SETTLED_LINE_SQL}
          and ((g.sku_code is not null and o.sku_code = g.sku_code) or o.order_item_id = g.order_item_id)
        order by case when g.sku_code is not null and o.sku_code = g.sku_code
            then case when o.order_item_id = g.order_item_id then 0 else 1 end else 2 end,
          o.purchase_date, o.order_item_id
        limit 1) x)
    select mp_id, order_id, line_item as order_item_id, purchase_date, sum(received) as received,
      sum(received_tax) as received_tax, sum(commission) as commission, sum(fee) as fee, sum(refund) as refund,
      min(first) as first
    from m group by mp_id, order_id, line_item, purchase_date`;
}
