import { type SQL, sql } from 'drizzle-orm';

/**
 * THE BUYING COST RULE, written once for every report that shows what a unit cost the client (the focused-SKU
 * analysis, Price Check): the landed cost per unit of a SKU on a day, in a target currency, 2 decimals.
 *
 * - Which `sku_costs` row: one row per SKU and warehouse, valid from its `dt_update` on (the table keeps no
 *   earlier values). On a day, the rows known by its end (updated before the next day) count; of those, a row of
 *   a warehouse serving the marketplace (`warehouse_marketplaces`) first, then the newest, then the lowest
 *   warehouse id. So a newer cost of a serving warehouse takes over from the day it was written.
 * - `before: 'first-known'` (order lines of past days): when no row was known yet on the day, the first row
 *   written (serving warehouses first, oldest first) stands for it, since no earlier cost is recorded.
 *   `before: 'none'` (an analysis of a day): null then.
 * - Amount: `purchase_cost + shipping_cost + additional_cost` (blank extras 0; a blank purchase cost gives null),
 *   converted from the row's currency with each currency's latest daily rate on or before the day
 *   (`currency_rates`: × units_per_usd(target) ÷ units_per_usd(row's)); null without a rate. Rounded once to
 *   the cent.
 *
 * A scalar subquery: use it as a column (`${landedCostOnDay(...)} as buying_cost`).
 */
export function landedCostOnDay(p: {
  clientId: SQL;
  skuId: SQL;
  mpId: SQL;
  /** The day, a date expression. */
  day: SQL;
  /** The target currency code, a text expression (usually the marketplace's). */
  currency: SQL;
  before: 'none' | 'first-known';
}): SQL {
  const known = sql`(x.dt_update < ${p.day} + 1)`;
  const serving = sql`exists (select 1 from warehouse_marketplaces wm where wm.client_id = x.client_id
    and wm.warehouse_id = x.fk_warehouse_id and wm.mp_id = ${p.mpId})`;
  const choice =
    p.before === 'none'
      ? sql`where x.client_id = ${p.clientId} and x.fk_sku_id = ${p.skuId} and ${known}
          order by ${serving} desc, x.dt_update desc, x.fk_warehouse_id`
      : sql`where x.client_id = ${p.clientId} and x.fk_sku_id = ${p.skuId}
          order by ${known} desc, ${serving} desc, case when ${known} then x.dt_update end desc nulls last,
            x.dt_update, x.fk_warehouse_id`;
  const rate = (currency: SQL) =>
    sql`(select r.units_per_usd from currency_rates r where r.currency_code = ${currency}
      and r.date <= ${p.day} order by r.date desc limit 1)`;
  return sql`(select round((c.purchase_cost + coalesce(c.shipping_cost, 0) + coalesce(c.additional_cost, 0))
      * case when c.currency_code = ${p.currency} then 1 else ${rate(p.currency)} / ${rate(sql`c.currency_code`)} end,
      2)::float8
    from (select x.* from sku_costs x ${choice} limit 1) c)`;
}

/**
 * THE BUYING COST RULE above (`landedCostOnDay`, same choice, amount, rates and rounding), set-based for many
 * (SKU, marketplace, day) keys at once: a statement answering `fk_sku_id, mp_id, day, unit_cost` for each distinct
 * key of `keys` (a relation with those three columns; SKUs of the client). Per key, the candidate rows are joined
 * and the first by the rule's order kept (`distinct on`), and the rates are looked up once per (day, currency)
 * instead of per key: a report over many lines (partner view) calls the scalar rule tens of thousands of times.
 * A key without a cost row is absent; its cost is null where the scalar rule gives null.
 */
export function landedCostsOnDays(p: {
  clientId: SQL;
  /** A relation (table, CTE name or parenthesised subquery with an alias) with fk_sku_id, mp_id and day (date). */
  keys: SQL;
  currency: SQL;
  before: 'none' | 'first-known';
}): SQL {
  const known = sql`(x.dt_update < k.day + 1)`;
  const serving = sql`exists (select 1 from warehouse_marketplaces wm where wm.client_id = x.client_id
    and wm.warehouse_id = x.fk_warehouse_id and wm.mp_id = k.mp_id)`;
  const order =
    p.before === 'none'
      ? sql`${serving} desc, x.dt_update desc, x.fk_warehouse_id`
      : sql`${known} desc, ${serving} desc, case when ${known} then x.dt_update end desc nulls last,
          x.dt_update, x.fk_warehouse_id`;
  const rate = (currency: SQL, day: SQL) =>
    sql`(select r.units_per_usd from currency_rates r where r.currency_code = ${currency}
      and r.date <= ${day} order by r.date desc limit 1)`;
  return sql`with k as (select distinct fk_sku_id, mp_id, day::date as day from ${p.keys}),
    c as (
      select distinct on (k.fk_sku_id, k.mp_id, k.day) k.fk_sku_id, k.mp_id, k.day, x.purchase_cost,
        x.shipping_cost, x.additional_cost, x.currency_code
      from k join sku_costs x on x.client_id = ${p.clientId} and x.fk_sku_id = k.fk_sku_id
      ${p.before === 'none' ? sql`where ${known}` : sql``}
      order by k.fk_sku_id, k.mp_id, k.day, ${order}
    ),
    rt as (
      select d.day, d.currency_code, ${rate(sql`d.currency_code`, sql`d.day`)} as units_per_usd
      from (select distinct day, currency_code from c union select distinct day, ${p.currency} from c) d
    )
    select c.fk_sku_id, c.mp_id, c.day,
      round((c.purchase_cost + coalesce(c.shipping_cost, 0) + coalesce(c.additional_cost, 0))
        * case when c.currency_code = ${p.currency} then 1 else t.units_per_usd / f.units_per_usd end, 2)::float8
        as unit_cost
    from c
    left join rt t on t.day = c.day and t.currency_code = ${p.currency}
    left join rt f on f.day = c.day and f.currency_code = c.currency_code`;
}
