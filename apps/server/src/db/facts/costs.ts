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
  const rate = (currency: SQL) => rateOnDay(currency, p.day);
  return sql`(select round((c.purchase_cost + coalesce(c.shipping_cost, 0) + coalesce(c.additional_cost, 0))
      * case when c.currency_code = ${p.currency} then 1 else ${rate(p.currency)} / ${rate(sql`c.currency_code`)} end,
      2)::float8
    from (select x.* from sku_costs x ${choice} limit 1) c)`;
}

/**
 * THE BUYING COST RULE's choice as intervals: for each (SKU, marketplace) of `pairs` (a relation with fk_sku_id
 * and mp_id; SKUs of the client), the cost row chosen for the days from `from_day` (null: every day before the
 * first) until before `to_day` (null: ever after), with its landed amount (purchase + shipping + additional, in
 * the row's `currency_code`). The choice changes only on the days a cost row becomes known (its dt_update's day:
 * `dt_update < day + 1`), so it is decided once per such day, not once per day asked.
 */
export function landedCostIntervals(p: { clientId: SQL; pairs: SQL; before: 'none' | 'first-known' }): SQL {
  // Before any row is known: none, or the rule's first-known choice (serving first, then the earliest, then the
  // warehouse), standing until the first day a row becomes known.
  const beforeAny =
    p.before === 'none'
      ? sql``
      : sql`union all
      select * from (
        select distinct on (x.fk_sku_id, x.mp_id) x.fk_sku_id, x.mp_id, null::date as from_day,
          min(x.from_day) over (partition by x.fk_sku_id, x.mp_id) as to_day, x.amount, x.currency_code
        from x order by x.fk_sku_id, x.mp_id, x.serving desc, x.dt_update, x.fk_warehouse_id
      ) f`;
  return sql`with x as (
      select pr.fk_sku_id, pr.mp_id, x.purchase_cost + coalesce(x.shipping_cost, 0) + coalesce(x.additional_cost, 0)
          as amount, x.currency_code, x.dt_update, x.fk_warehouse_id,
        -- The first day the row is known: dt_update < day + 1.
        x.dt_update::date as from_day,
        exists (select 1 from warehouse_marketplaces wm where wm.client_id = x.client_id
          and wm.warehouse_id = x.fk_warehouse_id and wm.mp_id = pr.mp_id) as serving
      from (select distinct fk_sku_id, mp_id from ${p.pairs}) pr
      join sku_costs x on x.client_id = ${p.clientId} and x.fk_sku_id = pr.fk_sku_id
    ),
    -- From each day a row becomes known: the best known row (serving first, then the latest, then the warehouse).
    known as (
      select distinct on (b.fk_sku_id, b.mp_id, b.from_day) b.fk_sku_id, b.mp_id, b.from_day, x.amount,
        x.currency_code
      from (select distinct fk_sku_id, mp_id, from_day from x) b
      join x on x.fk_sku_id = b.fk_sku_id and x.mp_id = b.mp_id and x.from_day <= b.from_day
      order by b.fk_sku_id, b.mp_id, b.from_day, x.serving desc, x.dt_update desc, x.fk_warehouse_id
    )
    select fk_sku_id, mp_id, from_day,
      lead(from_day) over (partition by fk_sku_id, mp_id order by from_day) as to_day, amount, currency_code
    from known
    ${beforeAny}`;
}

/** Whether day `day` falls in an interval `iv` of landedCostIntervals. */
export const inCostInterval = (iv: SQL, day: SQL): SQL =>
  sql`(${iv}.from_day is null or ${day} >= ${iv}.from_day) and (${iv}.to_day is null or ${day} < ${iv}.to_day)`;

/**
 * The unit cost of an interval's amount on a day in `currency`: the amount converted with the day's latest rates
 * (target ÷ the amount's), rounded to the cent. `t` and `f` are the target's and the amount's `units_per_usd`.
 */
export const landedUnitCost = (iv: SQL, currency: SQL, t: SQL, f: SQL): SQL =>
  unitCostBy(sql`${iv}.amount`, costFactor(sql`${iv}.currency_code`, currency, t, f));

/** What converts an amount in currency `from` into `currency`: 1 in the same currency, else `t` ÷ `f` (their rates). */
export const costFactor = (from: SQL, currency: SQL, t: SQL, f: SQL): SQL =>
  sql`case when ${from} = ${currency} then 1 else ${t} / ${f} end`;

/** A landed amount converted by a factor of costFactor, rounded to the cent (the rule's one rounding). */
export const unitCostBy = (amount: SQL, factor: SQL): SQL => sql`round(${amount} * ${factor}, 2)`;

/** The latest `units_per_usd` of a currency on or before a day (the rule's rate). */
export const rateOnDay = (currency: SQL, day: SQL): SQL =>
  sql`(select r.units_per_usd from currency_rates r where r.currency_code = ${currency}
      and r.date <= ${day} order by r.date desc limit 1)`;

/**
 * THE BUYING COST RULE above (`landedCostOnDay`, same choice, amount, rates and rounding), set-based for many
 * (SKU, marketplace, day) keys at once: a statement answering `fk_sku_id, mp_id, day, unit_cost` for each distinct
 * key of `keys` (a relation with those three columns; SKUs of the client), from the rule's intervals
 * (landedCostIntervals) and the rates looked up once per (day, currency). A key without a cost row is absent; its
 * cost is null where the scalar rule gives null.
 */
export function landedCostsOnDays(p: {
  clientId: SQL;
  /** A relation (table, CTE name or parenthesised subquery with an alias) with fk_sku_id, mp_id and day (date). */
  keys: SQL;
  currency: SQL;
  before: 'none' | 'first-known';
}): SQL {
  return sql`with k as (select distinct fk_sku_id, mp_id, day::date as day from ${p.keys}),
    iv as (${landedCostIntervals({ clientId: p.clientId, pairs: sql`k`, before: p.before })}),
    c as (
      select k.fk_sku_id, k.mp_id, k.day, iv.amount, iv.currency_code
      from k join iv on iv.fk_sku_id = k.fk_sku_id and iv.mp_id = k.mp_id and ${inCostInterval(sql`iv`, sql`k.day`)}
    ),
    rt as (
      select d.day, d.currency_code, ${rateOnDay(sql`d.currency_code`, sql`d.day`)} as units_per_usd
      from (select distinct day, currency_code from c union select distinct day, ${p.currency} from c) d
    )
    select c.fk_sku_id, c.mp_id, c.day,
      ${landedUnitCost(sql`c`, p.currency, sql`t.units_per_usd`, sql`f.units_per_usd`)}::float8 as unit_cost
    from c
    left join rt t on t.day = c.day and t.currency_code = ${p.currency}
    left join rt f on f.day = c.day and f.currency_code = c.currency_code`;
}
