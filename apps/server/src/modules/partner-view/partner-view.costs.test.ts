import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerWorld, writePartnerWorld } from '../../../test/fixtures/partner-view';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { landedCostOnDay, landedCostsOnDays } from '../../db/facts/costs';
import { rowsOf } from '../../db/facts/executor';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * The set-based buying cost rule the partner view runs (landedCostsOnDays) gives, for every (SKU, marketplace,
 * day) key, exactly what the scalar rule (landedCostOnDay, shared with Price Check and the focused-SKU analysis)
 * gives: over the fixture's SKU costs (per warehouse, known before and after the days, in two currencies, some
 * warehouses serving the marketplace), both `before` modes, in every target currency, over days with rate gaps.
 */
let t: TestApp;
let world: PartnerWorld;
const today = todayUtc();
const FROM = addDays(today, -60);

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  world = await writePartnerWorld(t, mulberry32(20_05), { from: FROM, days: 66 });
}, 180_000);
afterAll(() => t?.close());

interface Cost {
  fk_sku_id: number;
  mp_id: number;
  day: string;
  unit_cost: number | null;
}

describe('the set-based buying cost rule', () => {
  it('equals the scalar rule on every key, in both modes and every currency', async () => {
    const client = sql`${world.clientA}::int`;
    const keys = sql`(select s.pk_sku_id as fk_sku_id, m.mp_id, g.day::date as day
      from skus s cross join (select distinct mp_id from warehouse_marketplaces where client_id = ${world.clientA}::int) m
      cross join generate_series(${addDays(FROM, -10)}::date, ${addDays(today, 5)}::date, interval '3 days') g(day)
      where s.client_id = ${world.clientA}::int) ks`;
    let compared = 0;
    let priced = 0;
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY']) {
      for (const before of ['none', 'first-known'] as const) {
        const cur = sql`${currency}::text`;
        const scalar = await rowsOf<Cost>(
          t.db,
          sql`select ks.fk_sku_id, ks.mp_id, ks.day::text as day, ${landedCostOnDay({
            clientId: client,
            skuId: sql`ks.fk_sku_id`,
            mpId: sql`ks.mp_id`,
            day: sql`ks.day`,
            currency: cur,
            before,
          })} as unit_cost from ${keys}`,
        );
        const set = await rowsOf<Cost>(
          t.db,
          sql`select fk_sku_id, mp_id, day::text as day, unit_cost
            from (${landedCostsOnDays({ clientId: client, keys, currency: cur, before })}) c`,
        );
        const got = new Map(set.map((r) => [`${r.fk_sku_id}:${r.mp_id}:${r.day}`, r.unit_cost]));
        expect(got.size).toBe(set.length);
        for (const r of scalar) {
          const k = `${r.fk_sku_id}:${r.mp_id}:${r.day}`;
          expect([k, got.get(k) ?? null]).toEqual([k, r.unit_cost === null ? null : Number(r.unit_cost)]);
          compared++;
          if (r.unit_cost !== null) priced++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(priced).toBeGreaterThan(50);
    expect(priced).toBeLessThan(compared); // some keys have no cost (none known yet, or no row)
  });
});
