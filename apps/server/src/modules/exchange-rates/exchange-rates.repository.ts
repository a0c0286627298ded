import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';

/** currency_rates: one row per (day, currency in use); the rate job writes today's. */
export function exchangeRatesRepository(db: Db) {
  return {
    /** The currencies the marketplaces price in, those already rated, and USD (the dashboard's default). */
    async currenciesInUse(): Promise<string[]> {
      const rows = await rowsOf<{ code: string }>(
        db,
        sql`select distinct currency_code as code from marketplaces union select distinct currency_code from currency_rates union select 'USD'`,
      );
      return rows.map((r) => r.code).sort();
    },

    /**
     * Writes the day's rates; a currency the source did not quote keeps its last known rate (carried forward),
     * so the dashboard's daily join always finds one. Answers how many were quoted and carried.
     */
    async writeDay(day: string, quoted: ReadonlyMap<string, number>, currencies: readonly string[]) {
      let carried = 0;
      let written = 0;
      for (const code of currencies) {
        const rate = code === 'USD' ? 1 : quoted.get(code);
        if (rate !== undefined) {
          await db.execute(sql`insert into currency_rates (date, currency_code, units_per_usd)
            values (${day}::date, ${code}, ${rate.toFixed(8)}::numeric)
            on conflict (date, currency_code) do update set units_per_usd = excluded.units_per_usd`);
          written++;
          continue;
        }
        const rows = await rowsOf<{ n: number }>(
          db,
          sql`insert into currency_rates (date, currency_code, units_per_usd)
            select ${day}::date, currency_code, units_per_usd from currency_rates
            where currency_code = ${code} and date < ${day}::date order by date desc limit 1
            on conflict (date, currency_code) do nothing returning 1 as n`,
        );
        carried += rows.length;
      }
      return { written, carried };
    },
  };
}
