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
