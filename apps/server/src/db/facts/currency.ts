import { type SQL, sql } from 'drizzle-orm';

/**
 * Units of `code` per US dollar on `day` when the rate of that very day is missing: the nearest earlier rate
 * (rates are not published on every day everywhere), else the nearest later one (a range that starts before
 * the first rate). Only evaluated for gaps: coalesce skips it when the day's own rate was joined.
 */
export const rateNear = (code: SQL, day: SQL): SQL => sql`coalesce(
  (select x.units_per_usd from currency_rates x where x.currency_code = ${code} and x.date <= ${day}
    order by x.date desc limit 1),
  (select x.units_per_usd from currency_rates x where x.currency_code = ${code} and x.date > ${day}
    order by x.date limit 1))`;

/**
 * THE CURRENCY RULE of every report (the dashboard's conversion) as a table, for reports that convert rows of several currencies (partner view):
 * one row per day of [start, end] and per currency known to `currency_rates`, with `k`, the factor from that
 * currency to the target on that day: exactly 1 for the target itself, else the two rates of the day with the
 * same nearest-rate fallback (rateNear). A report joins it on (day, currency_code); a row whose currency is
 * missing, or a target without any rate, finds no factor (null), and the report refuses rather than drop money.
 */
export function conversionFactorsSql(target: string, start: string, end: string): SQL {
  return sql`select g.day::date as day, c.code as currency_code,
      case when c.code = ${target} then 1::numeric
        else ${rateNear(sql`${target}`, sql`g.day::date`)} / ${rateNear(sql`c.code`, sql`g.day::date`)} end as k
    from generate_series(${start}::date, ${end}::date, interval '1 day') g(day)
    cross join (select distinct x.currency_code as code from currency_rates x union select ${target}) c`;
}

/**
 * The day's two rates of a row joined by equality on the rates' primary key (an index lookup per row, with or
 * without planner statistics), named `src` (the row's currency) and `tgt` (the target); read with `joinedFactor`.
 */
export const dayRatesJoin = (day: SQL, currency: SQL, target: string, src: string, tgt: string): SQL =>
  sql`left join currency_rates ${sql.raw(src)} on ${sql.raw(src)}.date = ${day} and ${sql.raw(src)}.currency_code = ${currency}
    left join currency_rates ${sql.raw(tgt)} on ${sql.raw(tgt)}.date = ${day} and ${sql.raw(tgt)}.currency_code = ${target}`;

/**
 * The factor from `currency` to `target` on `day` with the rates joined by `dayRatesJoin`: exactly 1 for the
 * target itself, else the day's rates, the nearest ones where the day has none (rateNear, only evaluated then).
 */
export const joinedFactor = (currency: SQL, target: string, day: SQL, src: string, tgt: string): SQL =>
  sql`(case when ${currency} = ${target} then 1::numeric
    else coalesce(${sql.raw(tgt)}.units_per_usd, ${rateNear(sql`${target}`, day)})
      / coalesce(${sql.raw(src)}.units_per_usd, ${rateNear(currency, day)}) end)`;

/** The same factor as a scalar, for a single day (no join): the nearest rates on or around `day`. */
export const factorOn = (currency: SQL, target: string, day: SQL): SQL =>
  sql`(case when ${currency} = ${target} then 1::numeric
    else ${rateNear(sql`${target}`, day)} / ${rateNear(currency, day)} end)`;
