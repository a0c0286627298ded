import {
  RECONCILIATION_TOLERANCE_CENTS,
  type ReconciliationSelection,
  type ReconciliationSortField,
} from '@marketdesk/contracts/reconciliation';
import { type SQL, sql } from 'drizzle-orm';
import { withinBrands } from '../../platform/report-scope';

/** What a report reads: one marketplace of one client, the order lines bought in the window, the user's brands. */
export interface ReconciliationWindow {
  clientId: number;
  mpId: number;
  start: string;
  end: string;
  brandIds: number[] | null;
  /** Returns on or before it are owed their refund, lines bought by then their payment (null: nothing due). */
  dueBy: string | null;
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
  sql`(round(coalesce(sum(amount) filter (where ${condition}), 0) * 100) * ${sign})::bigint`;

/** Each sort field as the entries' column (`e`), with whether it can be empty (empty cells sort last). */
const SORT: Record<ReconciliationSortField, { expr: string; nullable?: true }> = {
  order_date: { expr: 'purchase_date' },
  order_id: { expr: 'order_id' },
  sku_code: { expr: 'sku_code' },
  reconciliation_status: { expr: 'status' },
  original_item_price: { expr: 'item_price' },
  original_tax: { expr: 'tax' },
  original_quantity: { expr: 'quantity' },
  returned_quantity: { expr: 'returned' },
  settlement_id: { expr: 'settlement_id', nullable: true },
  settlement_date: { expr: 'settlement_date', nullable: true },
  received_amount: { expr: 'received' },
  received_tax: { expr: 'received_tax' },
  commission: { expr: 'commission' },
  fee: { expr: 'fee' },
  expected_net_amount: { expr: 'expected' },
  actual_net_received: { expr: 'actual' },
  discrepancy: { expr: 'discrepancy' },
  discrepancy_category: { expr: 'category', nullable: true },
};

/** ORDER BY over the entries: the chosen field (a whitelist, never the client's text), then the report's order. */
export function entriesOrder(s: Pick<ReconciliationSelection, 'sort' | 'sort_dir'>): SQL {
  const f = SORT[s.sort];
  const dir = s.sort_dir === 'desc' ? 'desc' : 'asc';
  return sql.raw(
    `${f.expr} ${dir}${f.nullable ? ' nulls last' : ''}, purchase_date, order_id, order_item_id`,
  );
}

/** The status and category filters over the entries. */
export function entriesFilter(s: Pick<ReconciliationSelection, 'status' | 'discrepancy_category'>): SQL {
  const parts = [sql`true`];
  if (s.status) parts.push(sql`status = ${s.status}`);
  if (s.discrepancy_category) parts.push(sql`category = ${s.discrepancy_category}`);
  return sql.join(parts, sql` and `);
}

/**
 * `with …, e as (…)`: one row per order line of the window with every figure of its entry in integer cents, its
 * first settlement, status and category, all in SQL, so the summary, filters, sort and pages are the database's
 * work over the whole window and only a page (or an export's batch) leaves it. Steps:
 * - l: the lines with the fee rule of their listing (by identifier, else the first by SKU) and their returned
 *   units (by order item, else by order and SKU); a return is never dated before its order, so only returns from
 *   the window's start are read. commission = item price × fee_variable_frac; fee = (fee_fixed + fee_shipping) ×
 *   quantity.
 * - g: the settlement lines of the window's orders (whenever settled), summed per order id, SKU and order item
 *   id into the buckets; `first` = the least of "refund flag, date, settlement id" (payments before refunds).
 * - m: each group's line: among the order's lines of its SKU the one of its order item id (else the first), else
 *   the order's line of its order item id; a group that finds none (a cancelled line) is in no entry.
 * - p, d, e: per line the groups summed, then contracts `decideReconciliation`'s table, row for row.
 */
export function entriesWith(w: ReconciliationWindow): SQL {
  const mine = sql`client_id = ${w.clientId}::int and mp_id = ${w.mpId}::int`;
  const returned = (keys: SQL, where: SQL) => sql`select ${keys}, sum(quantity) as q,
      coalesce(sum(quantity) filter (where return_date <= ${w.dueBy}::date), 0) as due
    from returns where ${mine} and ${where} and return_date >= ${w.start}::date group by 1, 2`;
  const tol = sql`${RECONCILIATION_TOLERANCE_CENTS}::int`;
  return sql`with by_sku as (select distinct on (sku_code) sku_code, fee_variable_frac, fee_fixed, fee_shipping from fees
      where ${mine} and sku_code is not null order by sku_code, pk_fee_id),
    by_item as (${returned(sql`order_id, order_item_id`, sql`order_item_id is not null`)}),
    by_order_sku as (${returned(sql`order_id, coalesce(sku_code, '') as sku`, sql`order_item_id is null`)}),
    l as materialized (select o.order_id, o.order_item_id, o.sku_code, o.identifier, o.purchase_date,
      o.quantity_ordered as quantity,
      round(o.item_price * 100)::bigint as item_price,
      round(coalesce(o.amount_tax, 0) * 100)::bigint as tax,
      round(coalesce(o.amount_shipping, 0) * 100)::bigint as shipping,
      round(coalesce(o.amount_discount, 0) * 100)::bigint as discount,
      round(o.item_price * coalesce(fi.fee_variable_frac, fs.fee_variable_frac, 0) * 100)::bigint as commission,
      round((coalesce(fi.fee_fixed, fs.fee_fixed, 0) + coalesce(fi.fee_shipping, fs.fee_shipping, 0))
        * o.quantity_ordered * 100)::bigint as fee,
      (coalesce(ri.q, 0) + coalesce(rs.q, 0))::int as returned,
      (coalesce(ri.due, 0) + coalesce(rs.due, 0))::int as returned_due
      from orders o
      left join fees fi on fi.client_id = o.client_id and fi.mp_id = o.mp_id and fi.identifier = o.identifier
      left join by_sku fs on fi.pk_fee_id is null and fs.sku_code = o.sku_code
      left join by_item ri on ri.order_id = o.order_id and ri.order_item_id = o.order_item_id
      left join by_order_sku rs on rs.order_id = o.order_id and rs.sku = coalesce(o.sku_code, '')
      where ${regularLines(w)}),
    ids as (select distinct order_id from l),
    s as materialized (select s.order_id, s.sku_code, s.order_item_id, s.amount, ${REFUND} as refund,
        ${KIND} as kind,
        (case when ${REFUND} then '1' else '0' end)
          || coalesce(coalesce(s.deposit_date, s.end_date, s.posted_date)::text, '9999-12-31')
          || s.settlement_id as first
      from settlements s join ids on ids.order_id = s.order_id
      where s.client_id = ${w.clientId}::int and s.mp_id = ${w.mpId}::int),
    g as (select order_id, sku_code, order_item_id,
        ${cents(sql`not refund and kind = 'price'`)} as received,
        ${cents(sql`not refund and kind = 'tax'`)} as received_tax,
        ${cents(sql`kind = 'commission'`, -1)} as commission,
        ${cents(sql`kind = 'fee'`, -1)} as fee,
        ${cents(sql`refund and kind in ('price', 'tax')`, -1)} as refund,
        min(first) as first
      from s group by order_id, sku_code, order_item_id),
    m as (select distinct on (g.order_id, g.sku_code, g.order_item_id) g.*, l.order_item_id as line_item
      from g join l on l.order_id = g.order_id
      where (g.sku_code is not null and l.sku_code = g.sku_code) or l.order_item_id = g.order_item_id
      order by g.order_id, g.sku_code, g.order_item_id,
        case when g.sku_code is not null and l.sku_code = g.sku_code
          then case when l.order_item_id = g.order_item_id then 0 else 1 end else 2 end,
        l.purchase_date, l.order_item_id),
    p as (select order_id, line_item, sum(received) as received, sum(received_tax) as received_tax,
        sum(commission) as commission, sum(fee) as fee, sum(refund) as refund, min(first) as first
      from m group by order_id, line_item),
    r as (select l.*, l.item_price + l.shipping - l.discount as price, p.order_id is not null as settled,
        coalesce(p.received, 0) as received, coalesce(p.received_tax, 0) as received_tax,
        coalesce(p.commission, 0) as s_commission, coalesce(p.fee, 0) as s_fee, coalesce(p.refund, 0) as s_refund,
        p.first,
        ${w.dueBy}::date is not null and l.purchase_date <= ${w.dueBy}::date as payment_due,
        -- A refund the settlements already paid is owed whatever its date; otherwise only the returns they reach.
        case when coalesce(p.refund, 0) > 0 then l.returned else l.returned_due end as refund_qty
      from l left join p on p.order_id = l.order_id and p.line_item = l.order_item_id),
    d as (select r.*,
        -- Math.round of contracts refundDueCents: half up, exact on numeric.
        case when quantity <= 0 or refund_qty <= 0 then 0
          else floor((price + tax)::numeric * least(refund_qty, quantity) / quantity + 0.5)::bigint end
          as refund_due,
        received + received_tax - s_commission - s_fee - s_refund as actual
      from r),
    x as (select d.*, price + tax - commission - fee - refund_due as expected from d),
    y as (select x.*, actual - expected as discrepancy,
        case
          when not settled then case when expected > ${tol} and payment_due then 'missing_payment' end
          when abs(actual - expected) <= ${tol} then null
          when received + received_tax < price + tax - ${tol} then 'missing_payment'
          when s_commission + s_fee > commission + fee + ${tol} then 'fee_overcharge'
          when s_refund > refund_due + ${tol} then 'lost_unit'
          when s_refund < refund_due - ${tol} then 'unrefunded_return'
          else 'other' end as category
      from x),
    e as materialized (select y.*,
        case when returned > 0 then 'returned' when settled and category is null then 'matched'
          else 'unmatched' end as status,
        substr(first, 12) as settlement_id,
        nullif(substr(first, 2, 10), '9999-12-31') as settlement_date
      from y)`;
}

/** The columns of an entry row as the repository answers them (cents as numbers, dates as text). */
export const ENTRY_COLUMNS = sql.raw(`order_id, order_item_id, sku_code, identifier, purchase_date::text,
  quantity, item_price::float8, tax::float8, returned, settlement_id, settlement_date,
  received::float8, received_tax::float8, commission::float8, fee::float8, expected::float8, actual::float8,
  discrepancy::float8, status, category`);
