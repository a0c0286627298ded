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
 * The window's lines of reconciliation_lines (alias o), which holds only regular (type R), not cancelled lines:
 * nothing is owed for a cancelled line (a marketplace writes Cancelled, eBay Canceled), and PO and DF lines are
 * paid by invoice, not settled by the marketplace.
 */
const regularLines = (w: ReconciliationWindow): SQL => sql`o.client_id = ${w.clientId}::int
  and o.mp_id = ${w.mpId}::int and o.date between ${w.start}::date and ${w.end}::date
  and ${withinBrands(sql`o.fk_brand_id`, w.brandIds)}`;

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
 * Which kinds of return the window has: by order item, or by order and SKU (Amazon's FBA returns carry no order
 * item id). A kind the window has none of is not joined: probing every line against an empty set still hashed
 * each line's key (about 30 ms a quarter on the large set).
 */
export interface ReturnKinds {
  byItem: boolean;
  byOrderSku: boolean;
}
const BOTH_KINDS: ReturnKinds = { byItem: true, byOrderSku: true };

/** `select by_item, by_order_sku`: the kinds of return from the window's start (a return never predates its order). */
export const returnKindsSql = (w: ReconciliationWindow): SQL => sql`select
    coalesce(bool_or(order_item_id is not null), false) as by_item,
    coalesce(bool_or(order_item_id is null), false) as by_order_sku
  from returns where client_id = ${w.clientId}::int and mp_id = ${w.mpId}::int and return_date >= ${w.start}::date`;

/**
 * What e holds: every column of an entry (the export, a page's rows), or only what the summary, the filters and
 * one sort need (`only`: that sort's field), which is what the window's every line is kept with while the page is
 * chosen (keeping every column of 104,000 lines cost 90 ms of 420). `keys`: a relation of (date, order id, order
 * item id) the lines are narrowed to (a page's entries computed again in full).
 */
export interface EntriesShape {
  only?: ReconciliationSortField;
  keys?: SQL;
}

/**
 * `with …, e as (…)`: one row per order line of the window with every figure of its entry in integer cents, its
 * first settlement, status and category, all in SQL, so the summary, filters, sort and pages are the database's
 * work over the whole window and only a page (or an export's batch) leaves it. Steps:
 * - l: the lines of the rollup reconciliation_lines (the line's own figures, and what the settlement lines of its
 *   order, whenever settled, paid it, in buckets, with its first settlement line; db/facts/settled-lines.ts has
 *   the match: among the order's regular lines, by SKU then order item id; a settlement line that finds none is
 *   in no entry), with the fee rule of their listing (by identifier, else the first by SKU) and their returned
 *   units (by order item, else by order and SKU); a return is never dated before its order, so only returns from
 *   the window's start are read. commission = item price × fee_variable_frac; fee = (fee_fixed + fee_shipping) ×
 *   quantity.
 * - r, d, x, y: contracts `decideReconciliation`'s table, row for row.
 * - e: the entries, with only what an entry shows or sorts by (or what `shape` asks).
 */
export function entriesWith(
  w: ReconciliationWindow,
  kinds: ReturnKinds = BOTH_KINDS,
  shape: EntriesShape = {},
): SQL {
  const mine = sql`client_id = ${w.clientId}::int and mp_id = ${w.mpId}::int`;
  const returned = (keys: SQL, where: SQL) => sql`select ${keys}, sum(quantity) as q,
      coalesce(sum(quantity) filter (where return_date <= ${w.dueBy}::date), 0) as due
    from returns where ${mine} and ${where} and return_date >= ${w.start}::date group by 1, 2`;
  const tol = sql`${RECONCILIATION_TOLERANCE_CENTS}::int`;
  // The window's lines: the returns grouped once per kind and hashed against every line. A page's few lines
  // (shape.keys): each probes its order's returns, whatever the planner expects of the keys (it expected 2
  // of 500 and looped over every return per line: 360 ms).
  const probed = shape.keys !== undefined;
  const returnedOf = (column: 'q' | 'due'): SQL => {
    const parts = [sql`0`];
    if (probed) parts.push(sql.raw(`coalesce(rp.${column}, 0)`));
    if (!probed && kinds.byItem) parts.push(sql.raw(`coalesce(ri.${column}, 0)`));
    if (!probed && kinds.byOrderSku) parts.push(sql.raw(`coalesce(rs.${column}, 0)`));
    return sql.join(parts, sql` + `);
  };
  const byItemJoin = sql`left join by_item ri on ri.order_id = o.order_id and ri.order_item_id = o.order_item_id`;
  const byOrderSkuJoin = sql`left join by_order_sku rs on rs.order_id = o.order_id
    and rs.sku = coalesce(o.sku_code, '')`;
  const returnsJoin = probed
    ? sql`left join lateral (select sum(quantity) as q,
          coalesce(sum(quantity) filter (where return_date <= ${w.dueBy}::date), 0) as due
        from returns rt where rt.client_id = o.client_id and rt.mp_id = o.mp_id and rt.order_id = o.order_id
          and rt.return_date >= ${w.start}::date and (rt.order_item_id = o.order_item_id
            or (rt.order_item_id is null and coalesce(rt.sku_code, '') = coalesce(o.sku_code, '')))) rp on true`
    : sql`${kinds.byItem ? byItemJoin : sql``} ${kinds.byOrderSku ? byOrderSkuJoin : sql``}`;
  return sql`with by_sku as (select distinct on (sku_code) sku_code, fee_variable_frac, fee_fixed, fee_shipping from fees
      where ${mine} and sku_code is not null order by sku_code, pk_fee_id),
    by_item as (${returned(sql`order_id, order_item_id`, sql`order_item_id is not null`)}),
    by_order_sku as (${returned(sql`order_id, coalesce(sku_code, '') as sku`, sql`order_item_id is null`)}),
    -- Computed once per line, streamed: inlined, its numeric figures were computed again wherever a later step
    -- named them; materialized, writing and reading back every line cost more than deciding it (about 100 ms of
    -- 550 on a quarter of the large set). OFFSET 0 keeps it a subquery of its own, evaluated once per row.
    l as (select o.order_id, o.order_item_id, o.sku_code, o.identifier, o.date as purchase_date,
      o.quantity_ordered as quantity, o.item_price, o.tax, o.price,
      -- The item price in cents times the rate is exactly the item price times the rate times 100.
      round(o.item_price * coalesce(fi.fee_variable_frac, fs.fee_variable_frac, 0))::bigint as commission,
      round((coalesce(fi.fee_fixed, fs.fee_fixed, 0) + coalesce(fi.fee_shipping, fs.fee_shipping, 0))
        * o.quantity_ordered * 100)::bigint as fee,
      (${returnedOf('q')})::int as returned,
      (${returnedOf('due')})::int as returned_due,
      o.settled, o.received, o.received_tax, o.commission as s_commission, o.fee as s_fee, o.refund as s_refund,
      o.first
      from reconciliation_lines o
      left join fees fi on fi.client_id = o.client_id and fi.mp_id = o.mp_id and fi.identifier = o.identifier
      left join by_sku fs on fi.pk_fee_id is null and fs.sku_code = o.sku_code
      ${returnsJoin}
      where ${regularLines(w)} ${shape.keys ? sql`and (o.date, o.order_id, o.order_item_id) in (${shape.keys})` : sql``}
      offset 0),
    r as (select l.*,
        ${w.dueBy}::date is not null and l.purchase_date <= ${w.dueBy}::date as payment_due,
        -- A refund the settlements already paid is owed whatever its date; otherwise only the returns they reach.
        case when s_refund > 0 then l.returned else l.returned_due end as refund_qty
      from l),
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
    e as (select ${entryColumns(shape.only)} from y)`;
}

/** Each column of an entry as computed over the decided lines (y). */
const E_COLUMNS: Record<string, string> = {
  order_id: 'order_id',
  order_item_id: 'order_item_id',
  sku_code: 'sku_code',
  identifier: 'identifier',
  purchase_date: 'purchase_date',
  quantity: 'quantity',
  item_price: 'item_price',
  tax: 'tax',
  returned: 'returned',
  received: 'received',
  received_tax: 'received_tax',
  commission: 'commission',
  fee: 'fee',
  expected: 'expected',
  actual: 'actual',
  discrepancy: 'discrepancy',
  category: 'category',
  status: `case when returned > 0 then 'returned' when settled and category is null then 'matched'
    else 'unmatched' end`,
  settlement_id: 'substr(first, 12)',
  settlement_date: "nullif(substr(first, 2, 10), '9999-12-31')",
};

/** What the summary, the filters and the order need: the line's key, status, category, discrepancy. */
const KEY_COLUMNS = ['purchase_date', 'order_id', 'order_item_id', 'status', 'category', 'discrepancy'];

/** e's select list: every column of an entry, or the key columns and the one a sort names. */
function entryColumns(only: ReconciliationSortField | undefined): SQL {
  const names = only ? [...new Set([...KEY_COLUMNS, SORT[only].expr])] : Object.keys(E_COLUMNS);
  return sql.raw(names.map((n) => (E_COLUMNS[n] === n ? n : `${E_COLUMNS[n]} as ${n}`)).join(', '));
}

/** The columns of an entry row as the repository answers them (cents as numbers, dates as text). */
export const ENTRY_COLUMNS = sql.raw(`order_id, order_item_id, sku_code, identifier, purchase_date::text,
  quantity, item_price::float8, tax::float8, returned, settlement_id, settlement_date,
  received::float8, received_tax::float8, commission::float8, fee::float8, expected::float8, actual::float8,
  discrepancy::float8, status, category`);
