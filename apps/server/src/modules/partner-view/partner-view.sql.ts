import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { costFactor, inCostInterval, landedCostIntervals, rateOnDay, unitCostBy } from '../../db/facts/costs';
import { conversionFactorsSql } from '../../db/facts/currency';
import { pgArray, rowsOf } from '../../db/facts/executor';
import { COUNTED_ORDER_SQL } from '../../db/facts/order-status';
import { withinBrands } from '../../platform/report-scope';

/**
 * The partner view's statements, apart from the repository so the benchmark (bench/reports/partner-view.ts) runs
 * exactly what the API runs. Each statement answers its figures grouped by the level asked (`key`): 0 for the
 * summary, the marketplace id, or the SKU id (0: lines whose SKU the client's master lacks). Every amount is
 * converted row by row with the dashboard's daily factors (`fx`: the row currency's rate of the row's day), summed
 * over the level, and rounded once to the cent at the level; a row whose currency has no rate at all is counted
 * in `unrated` (with one such currency) so the service refuses rather than drop money.
 */

export interface PartnerScope {
  clientId: number;
  warehouseId: number;
  /** The warehouse's marketplaces the caller reads (never empty here: an empty scope runs no statement). */
  mpIds: readonly number[];
  /** The caller's brand limit (null: none); THE BRAND RULE of report-scope (withinBrands). */
  brandIds: readonly number[] | null;
  start: string;
  end: string;
  currency: string;
}

/** The summary (one row, key 0), a row per marketplace, or a row per SKU on one marketplace. */
export type PartnerLevel = { by: 'summary' } | { by: 'marketplace' } | { by: 'sku'; mpId: number };

const ints = (ids: readonly number[]): SQL => sql`${pgArray(ids.map((i) => Math.trunc(i)))}::int[]`;

/** The level's key over a row with `mp_id` and a SKU id column. */
function keyOf(level: PartnerLevel, mp: SQL, sku: SQL): SQL {
  if (level.by === 'summary') return sql`0`;
  return level.by === 'marketplace' ? mp : sql`coalesce(${sku}, 0)`;
}

/** The marketplaces a level reads: the one drilled into, or all of the scope's. */
const marketplacesOf = (s: PartnerScope, level: PartnerLevel, mp: SQL): SQL =>
  level.by === 'sku' ? sql`${mp} = ${level.mpId}::int` : sql`${mp} = any(${ints(s.mpIds)})`;

const fx = (s: PartnerScope): SQL => sql`fx as (${conversionFactorsSql(s.currency, s.start, s.end)})`;

/** The order lines counted as sales (not cancelled) of the scope, purchased in the window. */
const linesWhere = (s: PartnerScope, level: PartnerLevel): SQL => sql`o.client_id = ${s.clientId}::int
  and ${marketplacesOf(s, level, sql`o.mp_id`)}
  and o.purchase_date between ${s.start}::date and ${s.end}::date
  and ${COUNTED_ORDER_SQL} and ${withinBrands(sql`o.fk_brand_id`, s.brandIds)}`;

/** The same lines as rows of the lines rollup (sales_daily_lines, alias d). */
const rollupWhere = (s: PartnerScope, level: PartnerLevel): SQL => sql`d.client_id = ${s.clientId}::int
  and ${marketplacesOf(s, level, sql`d.mp_id`)}
  and d.date between ${s.start}::date and ${s.end}::date and ${withinBrands(sql`d.brand_id`, s.brandIds)}`;

/**
 * Per level, from the lines rollup (sales_daily_lines: the counted order lines summed per day, type, currency,
 * listing, SKU and brand with what was paid for them): sales (item_price), units (quantity_ordered), commission
 * and fees from the fee rules (regular lines only: item_price × fee_variable_frac, (fee_fixed + fee_shipping) ×
 * units), what the matched settlement lines paid (every amount of every transaction of the line), and what unpaid
 * lines are still owed (item price + tax − commission − fees of lines without any settlement line). A settlement
 * line belongs to an order line of its marketplace and order with the same order item id, or, when it carries
 * none, the same SKU code (the rollup matches them when either is written). Amounts convert at the lines'
 * purchase day: the lines' in their currency, the settlements' in theirs.
 */
export function linesSql(s: PartnerScope, level: PartnerLevel): SQL {
  const isR = sql`d.order_type = 'R'`;
  const fee = sql`(coalesce(f.fee_fixed, 0) + coalesce(f.fee_shipping, 0))`;
  // Summed per key, day, currency and fee currency first, then converted: the factors are exact numerics, so
  // converting the sums equals summing the converted lines, and the joins to the factors stay a few hundred rows.
  return sql`with ${fx(s)},
  r as (
    select ${keyOf(level, sql`d.mp_id`, sql`d.sku_id`)} as key, d.date, d.currency_code,
      f.currency_code as fee_currency, sum(d.units) as units, sum(d.sales) as sales, sum(d.paid) as paid,
      sum(d.open_gross) as open_gross,
      coalesce(sum(d.sales * coalesce(f.fee_variable_frac, 0)) filter (where ${isR}), 0) as commission,
      coalesce(sum(d.open_sales * coalesce(f.fee_variable_frac, 0)) filter (where ${isR}), 0) as open_commission,
      coalesce(sum(${fee} * d.units) filter (where ${isR} and f.pk_fee_id is not null), 0) as fees,
      coalesce(sum(${fee} * d.open_units) filter (where ${isR} and f.pk_fee_id is not null), 0) as open_fees,
      bool_or(d.lines > 0 and f.pk_fee_id is not null) as fee_lines
    from sales_daily_lines d
    left join fees f on ${isR} and f.client_id = ${s.clientId}::int and f.mp_id = d.mp_id and f.identifier = d.identifier
    where ${rollupWhere(s, level)}
    group by 1, 2, 3, 4
  )
  select key, round(sum(r.sales * k.k), 2)::float8 as sales_amount, sum(r.units)::int as units_sold,
    round(sum(r.commission * k.k), 2)::float8 as total_commission,
    round(sum(case when r.fee_currency is null then 0 else r.fees * kf.k end), 2)::float8 as total_fees,
    round(coalesce(sum(r.paid * k.k), 0), 2)::float8 as payment_received,
    round(coalesce(sum(r.open_gross * k.k - r.open_commission * k.k
      - case when r.fee_currency is null then 0 else r.open_fees * kf.k end), 0), 2)::float8 as payment_to_receive,
    min(case when k.k is null then r.currency_code when r.fee_lines and kf.k is null then r.fee_currency end)
      as unrated
  from r
  left join fx k on k.day = r.date and k.currency_code = r.currency_code
  left join fx kf on kf.day = r.date and kf.currency_code = r.fee_currency
  group by key`;
}

/**
 * Per level, the orders of each type among the counted lines of the window: distinct orders, which no daily sum
 * can give (an order's lines fall on several SKUs), so they are counted on the order lines (an index scan of the
 * window's keys).
 */
export function ordersSql(s: PartnerScope, level: PartnerLevel): SQL {
  // Distinct first (hashed), then counted: count(distinct …) sorts every line of the window.
  return sql`select key, count(*) filter (where order_type = 'PO')::int as po,
    count(*) filter (where order_type = 'DF')::int as df, count(*) filter (where order_type = 'R')::int as others
  from (
    select distinct ${keyOf(level, sql`o.mp_id`, sql`o.fk_sku_id`)} as key, o.order_type, o.mp_id, o.order_id
    from orders o where ${linesWhere(s, level)}
  ) x group by key`;
}

/**
 * Per level, the buying cost: units × the landed unit cost of THE BUYING COST RULE (db/facts/costs.ts, the first
 * known cost standing for days before any) in the target currency on the purchase day. The lines rollup's rows
 * (units per marketplace, SKU and day, among other keys) are joined to the rule's intervals (landedCostIntervals, the
 * choice decided once per day a cost becomes known; equal to landedCostOnDay: partner-view.costs.test.ts), with
 * the rates of each day of the window looked up once per currency.
 */
export function buyingCostSql(s: PartnerScope, level: PartnerLevel): SQL {
  const cur = sql`${s.currency}::text`;
  // The rollup's rows go straight to their interval and to the day's factor from the interval's currency, without
  // summing them per day first. The factor (target rate ÷ the amount's, 1 in the target currency) is computed once
  // per day and currency, not per row; the days come from an integer series, which the planner counts right (a
  // date series is guessed at 1,000 rows, and the rows were then sorted for merge joins).
  return sql`with pairs as (
    select distinct d.mp_id, d.sku_id as fk_sku_id
    from sales_daily_lines d where ${rollupWhere(s, level)} and d.sku_id <> 0
  ),
  iv as (${landedCostIntervals({ clientId: sql`${s.clientId}::int`, pairs: sql`pairs`, before: 'first-known' })}),
  rt as (
    select g.day, c.currency_code, ${rateOnDay(sql`c.currency_code`, sql`g.day`)} as units_per_usd
    from (select ${s.start}::date + i as day from generate_series(0, ${s.end}::date - ${s.start}::date) i) g
    cross join (select distinct currency_code from iv union select ${cur}) c
  ),
  factors as (
    select f.day, f.currency_code, ${costFactor(sql`f.currency_code`, cur, sql`t.units_per_usd`, sql`f.units_per_usd`)}
      as factor
    from rt f join rt t on t.day = f.day and t.currency_code = ${cur}
  )
  select ${keyOf(level, sql`d.mp_id`, sql`d.sku_id`)} as key,
    round(coalesce(sum(d.units * ${unitCostBy(sql`iv.amount`, sql`k.factor`)}), 0), 2)::float8 as buying_cost
  from sales_daily_lines d
  left join iv on iv.fk_sku_id = d.sku_id and iv.mp_id = d.mp_id and ${inCostInterval(sql`iv`, sql`d.date`)}
  left join factors k on k.day = d.date and k.currency_code = iv.currency_code
  where ${rollupWhere(s, level)} and d.sku_id <> 0
  group by 1`;
}

/** Per level, the returns of the window (return_date): units returned and their refunded price. */
export function returnsSql(s: PartnerScope, level: PartnerLevel): SQL {
  return sql`with ${fx(s)}
  select ${keyOf(level, sql`r.mp_id`, sql`r.fk_sku_id`)} as key, sum(r.quantity)::int as returns_count,
    round(sum(r.price * k.k), 2)::float8 as returns_amount,
    min(r.currency_code) filter (where k.k is null) as unrated
  from returns r
  left join fx k on k.day = r.return_date and k.currency_code = r.currency_code
  where r.client_id = ${s.clientId}::int and ${marketplacesOf(s, level, sql`r.mp_id`)}
    and r.return_date between ${s.start}::date and ${s.end}::date and ${withinBrands(sql`r.fk_brand_id`, s.brandIds)}
  group by 1`;
}

/**
 * Per level, advertising from the daily ads rollups (the ad_product level of ad_metrics_daily summed per day,
 * marketplace, brand and SKU; amounts in the marketplace's currency): attributed sales and spend.
 */
export function adsSql(s: PartnerScope, level: PartnerLevel): SQL {
  const table = sql.raw(level.by === 'sku' ? 'ads_daily_sku' : 'ads_daily_brand');
  const sku = level.by === 'sku' ? sql`a.sku_id` : sql`0`;
  return sql`with ${fx(s)}
  select ${keyOf(level, sql`a.mp_id`, sku)} as key, round(sum(a.ams_sales * k.k), 2)::float8 as ams_sales,
    round(sum(a.ams_spend * k.k), 2)::float8 as ams_spend,
    min(m.currency_code) filter (where k.k is null) as unrated
  from ${table} a
  join marketplaces m on m.pk_mp_id = a.mp_id
  left join fx k on k.day = a.date and k.currency_code = m.currency_code
  where a.client_id = ${s.clientId}::int and ${marketplacesOf(s, level, sql`a.mp_id`)}
    and a.date between ${s.start}::date and ${s.end}::date and ${withinBrands(sql`a.brand_id`, s.brandIds)}
  group by 1`;
}

/**
 * For the SKU level: each SKU's current stock in the warehouse (stock, by SKU code) and its units sold on all of
 * the scope's marketplaces in the window (the stock serves them all), for the stock coverage.
 */
export function stockSql(s: PartnerScope, skuIds: readonly number[]): SQL {
  return sql`with u as (
      select d.sku_id, sum(d.units) as units from sales_daily_lines d
      where ${rollupWhere(s, { by: 'summary' })} and d.sku_id = any(${ints(skuIds)})
      group by 1
    )
    select k.pk_sku_id as sku_id, st.quantity::int as current_stock, coalesce(u.units, 0)::int as units_all
    from skus k
    left join stock st on st.client_id = k.client_id and st.fk_warehouse_id = ${s.warehouseId}::int
      and st.sku_code = k.sku_code
    left join u on u.sku_id = k.pk_sku_id
    where k.client_id = ${s.clientId}::int and k.pk_sku_id = any(${ints(skuIds)})`;
}

/**
 * Runs one of these statements in its own transaction with `set local` settings (the pool's sessions keep theirs):
 * - JIT compilation off: the lines statement's estimated cost passes the server's jit_inline_above_cost /
 *   jit_optimize_above_cost, and compiling it took 2.2 s of its 2.5 s on the large demo data (EXPLAIN ANALYZE,
 *   90 days) for a plan that runs in under a second interpreted;
 * - work_mem 32MB: its sorts and hashes of the window's lines (about 15 MB on 141,000 lines) spilled to disk at
 *   the default 4MB (lines statement 0.95–1.07 s → 0.82–0.89 s, three runs each).
 * PGlite has no JIT; both settings exist there and change nothing in the answers.
 */
export function runPartnerStatement<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    return rowsOf<T>(tx, query);
  });
}

export interface LinesRow {
  key: number;
  sales_amount: number;
  units_sold: number;
  total_commission: number;
  total_fees: number;
  payment_received: number;
  payment_to_receive: number;
  unrated: string | null;
}
export interface OrdersRow {
  key: number;
  po: number;
  df: number;
  others: number;
}
export interface CostRow {
  key: number;
  buying_cost: number;
}
export interface ReturnsRow {
  key: number;
  returns_count: number;
  returns_amount: number;
  unrated: string | null;
}
export interface AdsRow {
  key: number;
  ams_sales: number;
  ams_spend: number;
  unrated: string | null;
}
export interface StockRow {
  sku_id: number;
  current_stock: number | null;
  units_all: number;
}
