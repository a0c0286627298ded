import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { writeOrderLines } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { products } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';
import { writeDemoTraffic } from './demo-traffic';

/** The demo's weekly Business Reports: one row per SKU and week of every Amazon marketplace, units from orders. */
let t: TestApp;
let clientId: number;
let az: number;
let otto: number;
const yesterday = addDays(todayUtc(), -1);

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  az = (await t.make.marketplace()).pk_mp_id;
  otto = (await t.make.marketplace({ short_code: `OT-${Date.now()}` })).pk_mp_id;
  const skus = Array.from({ length: 20 }, (_, i) => `DT-${i}`);
  for (const mp of [az, otto])
    await t.db.insert(products).values(
      skus.map((s, i) => ({
        client_id: clientId,
        mp_id: mp,
        identifier: `B0DT${i}`,
        sku_code: s,
        mp_sku_code: `${s}-US`,
      })),
    );
  // Two units of SKU 0 on each of the last 60 days, one of them cancelled every tenth day.
  await writeOrderLines(
    t.db,
    clientId,
    Array.from({ length: 60 }, (_, d) => ({
      mp_id: az,
      order_id: `O-${d}`,
      order_item_id: '1',
      identifier: 'B0DT0',
      sku_code: 'DT-0-US',
      purchase_date: addDays(yesterday, -d),
      order_status: d % 10 === 0 ? 'Cancelled' : 'Shipped',
      quantity_ordered: 2,
      item_price: 19.99,
      currency_code: 'USD',
    })),
  );
}, 60_000);
afterAll(() => t?.close());

describe('writeDemoTraffic', () => {
  it('writes eight weeks per SKU of the Amazon marketplaces, the last ending yesterday, units from the orders', async () => {
    await writeDemoTraffic({ db: t.db });
    const rows = await rowsOf<{
      mp_id: number;
      sku_code: string;
      start_date: string;
      end_date: string;
      units_ordered: number;
      sessions: number;
    }>(
      t.db,
      sql`select mp_id, sku_code, start_date::text, end_date::text, units_ordered, sessions
        from business_report_traffic where client_id = ${clientId} order by sku_code, start_date`,
    );
    expect(new Set(rows.map((r) => r.mp_id))).toEqual(new Set([az]));
    expect(rows).toHaveLength(20 * 8);
    const sku0 = rows.filter((r) => r.sku_code === 'DT-0-US');
    expect(sku0.at(-1)!.end_date).toBe(yesterday);
    expect(sku0[0]!.start_date).toBe(addDays(yesterday, -55));
    // 56 days of two units, less the cancelled days (every tenth of the last 60: 6 inside the 56 days).
    expect(sku0.reduce((n, r) => n + r.units_ordered, 0)).toBe(2 * (56 - 6));
    expect(rows.every((r) => r.sessions >= r.units_ordered && r.sessions > 0)).toBe(true);
  });
});
