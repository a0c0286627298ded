import { type SQL, sql } from 'drizzle-orm';
import { chunks, type DayKey, type Executor, json, pgArray, rowsOf, uniqueKeys } from './executor';
import { COUNTED_ORDER_SQL } from './order-status';
import { LINE_CENTS, SETTLED_LINE_SQL, settledLinesSql } from './settled-lines';
import { timed } from './stages';
import { knowClientRows } from './statistics';

/**
 * Daily rollups (DESIGN section 3, Analytics) are recomputed from the raw rows for whole (client, marketplace,
 * date) keys: delete those rollup rows, then insert-select them again from orders/returns (sales) or
 * ad_metrics_daily (ads). The SKU-level table is built from the raw rows, the brand-level table from the
 * SKU-level one. Callers run this in the transaction that changed the raw rows (the fact writers do).
 */

/** Which rollup keys to recompute: listed keys, or every key of a date range (optionally some marketplaces). */
export type RollupScope = { keys: DayKey[] } | { from: string; to: string; mpIds?: number[] };

function scopeFilter(scope: RollupScope, alias: string, dateColumn: string): { join: SQL; where: SQL } {
  const a = sql.raw(alias);
  const d = sql.raw(`${alias}.${dateColumn}`);
  if ('keys' in scope) {
    return {
      join: sql`join (select distinct mp_id, date from jsonb_to_recordset(${json(scope.keys)}) as k(mp_id int, date date)) k
        on k.mp_id = ${a}.mp_id and k.date = ${d}`,
      where: sql`true`,
    };
  }
  const mps = scope.mpIds
    ? sql`and ${a}.mp_id = any(${sql.raw(`'{${scope.mpIds.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`
    : sql``;
  return { join: sql``, where: sql`${d} between ${scope.from}::date and ${scope.to}::date ${mps}` };
}

async function clearScope(ex: Executor, table: string, clientId: number, scope: RollupScope): Promise<void> {
  const t = sql.identifier(table);
  if ('keys' in scope) {
    await ex.execute(sql`delete from ${t} r using jsonb_to_recordset(${json(scope.keys)}) as k(mp_id int, date date)
      where r.client_id = ${clientId} and r.mp_id = k.mp_id and r.date = k.date`);
  } else {
    const f = scopeFilter(scope, 'r', 'date');
    await ex.execute(sql`delete from ${t} r where r.client_id = ${clientId} and ${f.where}`);
  }
}

/** The amounts and units of order lines (alias o) by order type, as every sales rollup stores them. */
const BY_ORDER_TYPE = sql.raw(
  ['R', 'PO', 'DF']
    .flatMap((t) => [
      `coalesce(sum(o.item_price) filter (where o.order_type = '${t}'), 0) as sales_${t.toLowerCase()}`,
      `coalesce(sum(o.quantity_ordered) filter (where o.order_type = '${t}'), 0) as units_${t.toLowerCase()}`,
    ])
    .join(', '),
);

const MEASURES = sql.raw(
  'sales_r, sales_po, sales_df, units_r, units_po, units_df, num_returns, returns_amount',
);

async function salesFor(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  await clearScope(ex, 'sales_daily_sku', clientId, scope);
  await clearScope(ex, 'sales_daily_brand', clientId, scope);
  const o = scopeFilter(scope, 'o', 'purchase_date');
  const r = scopeFilter(scope, 'r', 'return_date');
  await ex.execute(sql`
    insert into sales_daily_sku (client_id, date, mp_id, brand_id, sku_id, ${MEASURES})
    select ${clientId}, date, mp_id, brand_id, sku_id,
      sum(sales_r), sum(sales_po), sum(sales_df), sum(units_r), sum(units_po), sum(units_df),
      sum(num_returns), sum(returns_amount)
    from (
      select o.purchase_date as date, o.mp_id, coalesce(o.fk_brand_id, 0) as brand_id, coalesce(o.fk_sku_id, 0) as sku_id,
        ${BY_ORDER_TYPE},
        0 as num_returns, 0 as returns_amount
      from orders o ${o.join}
      where o.client_id = ${clientId} and ${o.where} and ${COUNTED_ORDER_SQL}
      group by 1, 2, 3, 4
      union all
      select r.return_date, r.mp_id, coalesce(r.fk_brand_id, 0), coalesce(r.fk_sku_id, 0),
        0, 0, 0, 0, 0, 0, sum(r.quantity), sum(r.price)
      from returns r ${r.join}
      where r.client_id = ${clientId} and ${r.where}
      group by 1, 2, 3, 4
    ) x
    group by date, mp_id, brand_id, sku_id`);
  const b = scopeFilter(scope, 's', 'date');
  await ex.execute(sql`
    insert into sales_daily_brand (client_id, date, mp_id, brand_id, ${MEASURES})
    select ${clientId}, s.date, s.mp_id, s.brand_id,
      sum(sales_r), sum(sales_po), sum(sales_df), sum(units_r), sum(units_po), sum(units_df),
      sum(num_returns), sum(returns_amount)
    from sales_daily_sku s ${b.join}
    where s.client_id = ${clientId} and ${b.where}
    group by s.date, s.mp_id, s.brand_id`);
}

/**
 * The listing rollup (sales_daily_listing) of the scope: counted lines by purchase day, returns by return day, and
 * the deposited settlement amounts of the counted lines (matched by order id and order item id) on the lines'
 * purchase day. Read by the reports that show listings instead of their order lines and settlements.
 */
async function listingFor(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  await clearScope(ex, 'sales_daily_listing', clientId, scope);
  const o = scopeFilter(scope, 'o', 'purchase_date');
  const r = scopeFilter(scope, 'r', 'return_date');
  await ex.execute(sql`
    insert into sales_daily_listing (client_id, mp_id, date, identifier, sku_code, sales_r, sales_po, sales_df,
      units_r, units_po, units_df, num_returns, paid, order_lines, return_lines)
    select ${clientId}, mp_id, date, identifier, sku_code, sum(sales_r), sum(sales_po), sum(sales_df),
      sum(units_r), sum(units_po), sum(units_df), sum(num_returns), sum(paid), sum(order_lines), sum(return_lines)
    from (
      select o.mp_id, o.purchase_date as date, coalesce(o.identifier, '') as identifier,
        coalesce(o.sku_code, '') as sku_code,
        ${BY_ORDER_TYPE},
        0 as num_returns, 0 as paid, count(*) as order_lines, 0 as return_lines
      from orders o ${o.join}
      where o.client_id = ${clientId} and ${o.where} and ${COUNTED_ORDER_SQL}
      group by 1, 2, 3, 4
      union all
      select r.mp_id, r.return_date, coalesce(r.identifier, ''), coalesce(r.sku_code, ''), 0, 0, 0, 0, 0, 0,
        sum(r.quantity), 0, 0, count(*)
      from returns r ${r.join}
      where r.client_id = ${clientId} and ${r.where}
      group by 1, 2, 3, 4
      union all
      -- What was deposited for each line, probed by the line's order (a lateral): a join of the scope's lines to
      -- the settlements was planned as every day times every settlement while the statistics did not know the
      -- client yet (500 new lines: 17 s on PostgreSQL).
      select o.mp_id, o.purchase_date, coalesce(o.identifier, ''), coalesce(o.sku_code, ''), 0, 0, 0, 0, 0, 0, 0,
        sum(st.paid), 0, 0
      from orders o ${o.join}
      cross join lateral (select sum(st.amount) as paid from settlements st
        where st.client_id = ${clientId} and st.mp_id = o.mp_id and st.order_id = o.order_id
          and st.order_item_id = o.order_item_id and st.deposit_date is not null and st.amount is not null) st
      where o.client_id = ${clientId} and ${o.where} and ${COUNTED_ORDER_SQL} and st.paid is not null
      group by 1, 2, 3, 4
    ) x
    group by mp_id, date, identifier, sku_code`);
}

/** The key columns of sales_daily_lines, as the order lines (alias l) give them. */
const LINE_KEY = sql.raw(
  "l.mp_id, l.purchase_date, l.order_type, l.currency_code, coalesce(l.identifier, ''), coalesce(l.sku_code, ''), " +
    'coalesce(l.fk_sku_id, 0), coalesce(l.fk_brand_id, 0)',
);

/**
 * The lines rollup (sales_daily_lines) of the scope: the counted lines of the purchase days with what was paid for
 * them. Each line's settlement lines are found once (by order item id, or by SKU code for a settlement line
 * without one); the lines' own measures go to rows of their currency, the settlement amounts to rows of the
 * settlement's currency.
 */
async function linesFor(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  await clearScope(ex, 'sales_daily_lines', clientId, scope);
  const o = scopeFilter(scope, 'o', 'purchase_date');
  await ex.execute(sql`
    with l as materialized (
      select o.mp_id, o.order_id, o.order_item_id, o.purchase_date, o.order_type, o.currency_code, o.identifier,
        o.sku_code, o.fk_sku_id, o.fk_brand_id, o.quantity_ordered, o.quantity_shipped, o.item_price, o.amount_tax
      from orders o ${o.join}
      where o.client_id = ${clientId} and ${o.where} and ${COUNTED_ORDER_SQL}
    ),
    -- One probe of the order's settlement lines per line, both matches at once.
    m as materialized (
      select l.mp_id, l.order_id, l.order_item_id, x.currency_code as paid_currency, x.amount, x.transaction_type
      from l join settlements x on x.client_id = ${clientId} and x.mp_id = l.mp_id and x.order_id = l.order_id
        and (x.order_item_id = l.order_item_id or (x.order_item_id is null and x.sku_code = l.sku_code))
    ),
    settled as (
      select mp_id, order_id, order_item_id, bool_or(transaction_type = 'Order') as by_order from m group by 1, 2, 3
    )
    insert into sales_daily_lines (client_id, mp_id, date, order_type, currency_code, identifier, sku_code, sku_id,
      brand_id, lines, units, shipped, sales, gross, open_units, open_sales, open_gross, open_order_gross, paid,
      paid_order)
    select ${clientId}, mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id, sum(lines),
      sum(units), sum(shipped), sum(sales), sum(gross), sum(open_units), sum(open_sales), sum(open_gross),
      sum(open_order_gross), sum(paid), sum(paid_order)
    from (
      select ${LINE_KEY}, count(*) as lines, sum(l.quantity_ordered) as units,
        sum(coalesce(l.quantity_shipped, 0)) as shipped, sum(l.item_price) as sales,
        sum(l.item_price + coalesce(l.amount_tax, 0)) as gross,
        coalesce(sum(l.quantity_ordered) filter (where s.order_id is null), 0) as open_units,
        coalesce(sum(l.item_price) filter (where s.order_id is null), 0) as open_sales,
        coalesce(sum(l.item_price + coalesce(l.amount_tax, 0)) filter (where s.order_id is null), 0) as open_gross,
        coalesce(sum(l.item_price + coalesce(l.amount_tax, 0)) filter (where s.by_order is not true), 0)
          as open_order_gross,
        0 as paid, 0 as paid_order
      from l left join settled s on s.mp_id = l.mp_id and s.order_id = l.order_id
        and s.order_item_id = l.order_item_id
      group by 1, 2, 3, 4, 5, 6, 7, 8
      union all
      select l.mp_id, l.purchase_date, l.order_type, m.paid_currency, coalesce(l.identifier, ''),
        coalesce(l.sku_code, ''), coalesce(l.fk_sku_id, 0), coalesce(l.fk_brand_id, 0), 0, 0, 0, 0, 0, 0, 0, 0, 0,
        coalesce(sum(m.amount), 0), coalesce(sum(m.amount) filter (where m.transaction_type = 'Order'), 0)
      from m join l on l.mp_id = m.mp_id and l.order_id = m.order_id and l.order_item_id = m.order_item_id
      group by 1, 2, 3, 4, 5, 6, 7, 8
    ) x (mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id, lines, units, shipped,
      sales, gross, open_units, open_sales, open_gross, open_order_gross, paid, paid_order)
    group by mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id`);
}

/**
 * The reconciliation rollup (reconciliation_lines) of the scope: every regular, not cancelled line purchased on the
 * scope's days with its own figures and what settlement lines paid it (settled-lines.ts), matched among every line
 * of the line's order.
 */
async function reconciliationFor(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  await clearScope(ex, 'reconciliation_lines', clientId, scope);
  const o = scopeFilter(scope, 'o', 'purchase_date');
  // Every line of the scope's orders, so a settlement line finds its line among all of them.
  const lines = sql`(select x.* from orders x where x.client_id = ${clientId} and (x.mp_id, x.order_id) in (
      select o.mp_id, o.order_id from orders o ${o.join} where o.client_id = ${clientId} and ${o.where}))`;
  const r = scopeFilter(scope, 'r', 'purchase_date');
  const columns = sql.raw(`client_id, mp_id, date, order_id, order_item_id, sku_code, identifier, fk_brand_id,
    quantity_ordered, item_price, tax, price, settled, received, received_tax, commission, fee, refund, first`);
  // The scope's regular lines and what was paid for them, as one set grouped by the line's key: a paid line's
  // figures come from its own order row and its payments from the settled lines. Joining the two (or
  // anti-joining the paid lines) is what the planner gets wrong when a client's statistics predate this
  // upload (one row expected, a nested loop ran per line: 10,000 new lines 37 s on PGlite); a grouping is
  // hashed or sorted whatever it expects.
  await ex.execute(sql`
    insert into reconciliation_lines (${columns})
    select ${clientId}, mp_id, date, order_id, order_item_id, min(sku_code), min(identifier), min(fk_brand_id),
      min(quantity_ordered), min(item_price), min(tax), min(price), bool_or(paid),
      coalesce(min(received), 0), coalesce(min(received_tax), 0), coalesce(min(commission), 0),
      coalesce(min(fee), 0), coalesce(min(refund), 0), min(first)
    from (
      select o.mp_id, o.purchase_date as date, o.order_id, o.order_item_id, o.sku_code, o.identifier,
        o.fk_brand_id, o.quantity_ordered, ${sql.raw(LINE_CENTS)}, false as paid, true as line,
        null::bigint as received, null::bigint as received_tax, null::bigint as commission, null::bigint as fee,
        null::bigint as refund, null::text as first
      from orders o ${o.join}
      where o.client_id = ${clientId} and ${o.where} and ${SETTLED_LINE_SQL}
      union all
      select r.mp_id, r.purchase_date, r.order_id, r.order_item_id, null, null, null, null, null, null, null,
        true, false, r.received, r.received_tax, r.commission, r.fee, r.refund, r.first
      from (${settledLinesSql({ clientId: sql`${clientId}::int`, lines })}) r ${r.join}
      where ${r.where}
    ) x
    group by mp_id, date, order_id, order_item_id
    having bool_or(line)`);
}

const AD_MEASURES = sql.raw('ams_sales, ams_spend, impressions, clicks, orders, units');

async function adsFor(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  await clearScope(ex, 'ads_daily_sku', clientId, scope);
  await clearScope(ex, 'ads_daily_brand', clientId, scope);
  const m = scopeFilter(scope, 'm', 'date');
  await ex.execute(sql`
    insert into ads_daily_sku (client_id, date, mp_id, brand_id, sku_id, ${AD_MEASURES})
    select ${clientId}, m.date, m.mp_id, coalesce(m.fk_brand_id, 0), coalesce(m.fk_sku_id, 0),
      sum(m.sales), sum(m.spend), sum(m.impressions), sum(m.clicks), sum(m.orders), sum(m.units)
    from ad_metrics_daily m ${m.join}
    where m.client_id = ${clientId} and m.entity_type = 'ad_product' and ${m.where}
    group by m.date, m.mp_id, coalesce(m.fk_brand_id, 0), coalesce(m.fk_sku_id, 0)`);
  const b = scopeFilter(scope, 's', 'date');
  await ex.execute(sql`
    insert into ads_daily_brand (client_id, date, mp_id, brand_id, ${AD_MEASURES})
    select ${clientId}, s.date, s.mp_id, s.brand_id,
      sum(ams_sales), sum(ams_spend), sum(impressions), sum(clicks), sum(orders), sum(units)
    from ads_daily_sku s ${b.join}
    where s.client_id = ${clientId} and ${b.where}
    group by s.date, s.mp_id, s.brand_id`);
}

const KEYS_PER_PASS = 2000;

/** Recomputes the sales rollups (sku, brand, listing and lines: sales_daily_*) of a client for the scope. */
export async function refreshSalesRollups(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  await knowClientRows(ex, clientId, ['orders', 'returns', 'settlements']);
  if (!('keys' in scope)) {
    await salesFor(ex, clientId, scope);
    return settlementRollups(ex, clientId, scope);
  }
  for (const keys of chunks(uniqueKeys(scope.keys), KEYS_PER_PASS)) {
    await timed('rollups: sales (sku, brand)', () => salesFor(ex, clientId, { keys }));
    await timed('rollups: listing', () => listingFor(ex, clientId, { keys }));
    await timed('rollups: lines', () => linesFor(ex, clientId, { keys }));
    await timed('rollups: reconciliation', () => reconciliationFor(ex, clientId, { keys }));
  }
}

/**
 * Recomputes only the rollups that hold settlement amounts (sales_daily_listing, sales_daily_lines,
 * reconciliation_lines) of a client
 * for the scope: after settlements changed, what their orders' days were paid.
 */
export async function refreshListingRollups(
  ex: Executor,
  clientId: number,
  scope: RollupScope,
): Promise<void> {
  await knowClientRows(ex, clientId, ['orders', 'settlements']);
  return settlementRollups(ex, clientId, scope);
}

async function settlementRollups(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  if (!('keys' in scope)) {
    await listingFor(ex, clientId, scope);
    await linesFor(ex, clientId, scope);
    return reconciliationFor(ex, clientId, scope);
  }
  for (const keys of chunks(uniqueKeys(scope.keys), KEYS_PER_PASS)) {
    await timed('rollups: listing', () => listingFor(ex, clientId, { keys }));
    await timed('rollups: lines', () => linesFor(ex, clientId, { keys }));
    await timed('rollups: reconciliation', () => reconciliationFor(ex, clientId, { keys }));
  }
}

/**
 * The listing rollup's days that settlements of these orders are paid on: the purchase days of the orders' lines
 * on the marketplace. A settlement writer takes them before and after its change (an edit may move a settlement
 * line to another order) and refreshes both (refreshListingRollups).
 */
export async function listingDaysOfOrders(
  ex: Executor,
  clientId: number,
  mpId: number,
  orderIds: readonly unknown[],
): Promise<DayKey[]> {
  const ids = [...new Set(orderIds.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (ids.length === 0) return [];
  return rowsOf<DayKey>(
    ex,
    // A join on the unnested ids (hashed), not `= any(array)`, which compares each line with every id.
    sql`select distinct o.mp_id, o.purchase_date::text as date
      from (select distinct unnest(${pgArray(ids)}::text[]) as order_id) i
      join orders o on o.client_id = ${clientId}::int and o.mp_id = ${mpId}::int and o.order_id = i.order_id`,
  );
}

/** Recomputes the ads rollups (ads_daily_sku, ads_daily_brand) of a client for the given scope. */
export async function refreshAdsRollups(ex: Executor, clientId: number, scope: RollupScope): Promise<void> {
  await knowClientRows(ex, clientId, ['ad_metrics_daily']);
  if (!('keys' in scope)) return adsFor(ex, clientId, scope);
  for (const keys of chunks(uniqueKeys(scope.keys), KEYS_PER_PASS)) await adsFor(ex, clientId, { keys });
}

/** Every rollup table: derived rows without a foreign key to clients (migration 0028), deleted with their client. */
export const ROLLUP_TABLES = [
  'sales_daily_sku',
  'sales_daily_brand',
  'sales_daily_listing',
  'sales_daily_lines',
  'reconciliation_lines',
  'ads_daily_sku',
  'ads_daily_brand',
] as const;

/** Deletes every rollup row of a client (its facts go by their foreign keys' cascade). */
export async function deleteClientRollups(ex: Executor, clientId: number): Promise<void> {
  for (const table of ROLLUP_TABLES) {
    await ex.execute(sql`delete from ${sql.identifier(table)} where client_id = ${clientId}::int`);
  }
}
