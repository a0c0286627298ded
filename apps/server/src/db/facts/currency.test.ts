import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { currencyRates } from '../schema';
import { conversionFactorsSql } from './currency';

/** The conversion table reports join: the dashboard's rates of the day, the nearest ones in gaps, 1 for the target. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(currencyRates).values([
    { date: '2024-03-02', currency_code: 'USD', units_per_usd: '1' },
    { date: '2024-03-04', currency_code: 'USD', units_per_usd: '1' },
    { date: '2024-03-02', currency_code: 'EUR', units_per_usd: '0.9' },
    { date: '2024-03-04', currency_code: 'EUR', units_per_usd: '0.8' },
    { date: '2024-03-03', currency_code: 'GBP', units_per_usd: '0.75' },
  ]);
}, 60_000);
afterAll(() => t?.close());

const factors = async (target: string) =>
  (
    (await t.db.execute(
      sql`select day::text as day, currency_code, k::float8 as k from (${conversionFactorsSql(target, '2024-03-01', '2024-03-05')}) f
        order by day, currency_code`,
    )) as unknown as { rows: { day: string; currency_code: string; k: number | null }[] }
  ).rows;

describe('conversionFactorsSql', () => {
  it('answers each day and currency with the factor to the target, nearest rates filling the gaps', async () => {
    const rows = await factors('EUR');
    const k = (day: string, code: string) => rows.find((r) => r.day === day && r.currency_code === code)?.k;
    expect(rows).toHaveLength(15);
    expect(k('2024-03-02', 'USD')).toBeCloseTo(0.9, 10);
    expect(k('2024-03-03', 'USD')).toBeCloseTo(0.9, 10); // the 2nd's rates carry over the gap
    expect(k('2024-03-01', 'USD')).toBeCloseTo(0.9, 10); // before the first rate: the first one
    expect(k('2024-03-05', 'GBP')).toBeCloseTo(0.8 / 0.75, 10);
    expect(k('2024-03-04', 'EUR')).toBe(1);
  });
  it('has no factor to a target without any rate, except 1 for rows in that very currency', async () => {
    const rows = await factors('CHF');
    expect(rows.filter((r) => r.currency_code === 'CHF').every((r) => r.k === 1)).toBe(true);
    expect(rows.filter((r) => r.currency_code !== 'CHF').every((r) => r.k === null)).toBe(true);
  });
});
