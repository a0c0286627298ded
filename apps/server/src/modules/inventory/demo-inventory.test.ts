import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventorySetup } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { orders, products, skus } from '../../db/schema';
import { runsLow, writeDemoInventory } from './demo-inventory';

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;

type Row = Record<string, unknown>;
const snapshot = async () => ({
  stock: await rowsOf<Row>(
    t.db,
    sql`select fk_warehouse_id, sku_code, quantity, as_of from stock where client_id = ${s.clientId}::int
      order by 1, 2`,
  ),
  fba: await rowsOf<Row>(
    t.db,
    sql`select sku_code, available, inbound from fba_stock where client_id = ${s.clientId}::int order by 1`,
  ),
  rows: await rowsOf<Row>(
    t.db,
    sql`select f.created_at, r.ops_sku_code, r.quantity from inventory_rows r
      join inventory_files f on f.client_id = r.client_id and f.id = r.inventory_file_id
      where r.client_id = ${s.clientId}::int order by 1, 2`,
  ),
});

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
  const codes = Array.from({ length: 24 }, (_, i) => `DEMO-${String(i).padStart(2, '0')}`);
  await t.db
    .insert(skus)
    .values(codes.map((sku_code) => ({ client_id: s.clientId, sku_code, sku_name: sku_code })));
  await t.db.insert(products).values(
    codes.map((c, i) => ({
      client_id: s.clientId,
      mp_id: s.az,
      identifier: `B0${i}`,
      mp_sku_code: `MS-${c}`,
      sku_code: c,
    })),
  );
});
afterAll(() => t?.close());

describe('writeDemoInventory', () => {
  it('writes stock in every warehouse, FBA stock for the AZ store, weekly files whose newest is the current stock', async () => {
    await writeDemoInventory({ db: t.db, config: t.config });
    const first = await snapshot();
    expect(first.stock).toHaveLength(24 * 2);
    expect(first.fba).toHaveLength(24);
    const files = await rowsOf<{ n: number; days: number }>(
      t.db,
      sql`select count(*)::int as n, extract(day from max(created_at) - min(created_at))::int as days
        from inventory_files where client_id = ${s.clientId}::int`,
    );
    expect(files[0]).toEqual({ n: 4, days: 21 });
    const newest = first.rows.filter((r) => String(r.created_at) === String(first.rows.at(-1)!.created_at));
    const current = new Map(
      first.stock
        .filter((r) => r.fk_warehouse_id === s.main.pk_warehouse_id)
        .map((r) => [r.sku_code, r.quantity]),
    );
    expect(newest.length).toBeGreaterThan(0);
    for (const r of newest) expect(r.quantity).toBe(current.get(r.ops_sku_code as string));

    // Deterministic: run again on the same data, the figures are the same.
    await writeDemoInventory({ db: t.db, config: t.config });
    const second = await snapshot();
    expect(second.stock).toEqual(first.stock);
    expect(second.fba).toEqual(first.fba);
  });

  it('leaves about one SKU in eight with only a few days of its sales in stock (stockout risks to find)', async () => {
    const sample = Array.from({ length: 2000 }, (_, i) => `SKU-${i}`).filter(runsLow).length;
    expect(sample).toBeGreaterThan(2000 / 8 - 60);
    expect(sample).toBeLessThan(2000 / 8 + 60);

    // Every demo SKU sells 3 units a day on AZ over the last 30 days.
    const codes = Array.from({ length: 24 }, (_, i) => `DEMO-${String(i).padStart(2, '0')}`);
    const today = new Date().toISOString().slice(0, 10);
    const day = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(orders).values(
      codes.flatMap((c, i) =>
        Array.from({ length: 30 }, (_, d) => ({
          client_id: s.clientId,
          mp_id: s.az,
          order_id: `O-${c}-${d}`,
          order_item_id: '1',
          identifier: `B0${i}`,
          sku_code: c,
          purchase_date: day(d),
          quantity_ordered: 3,
          currency_code: 'EUR',
        })),
      ),
    );
    await writeDemoInventory({ db: t.db, config: t.config });
    const { stock, fba } = await snapshot();
    const held = (code: string) =>
      stock.filter((r) => r.sku_code === code).reduce((n, r) => n + Number(r.quantity), 0) +
      Number(fba.find((r) => r.sku_code === `MS-${code}`)?.available ?? 0);
    const low = codes.filter(runsLow);
    expect(low.length).toBeGreaterThan(0);
    // 3 a day: a low SKU holds at most 6 days in its warehouses and 3 more at FBA, under the 15 days of the rule.
    for (const c of low) expect(held(c) / 3, c).toBeLessThan(10);
    // The others keep the generic figures (5 to 244 units a warehouse unless out of stock).
    for (const c of codes.filter((c) => !runsLow(c)))
      for (const r of stock.filter((x) => x.sku_code === c))
        expect(Number(r.quantity) === 0 || Number(r.quantity) >= 5).toBe(true);
  });

  it("writes Amazon's planning reports for the AZ store: ages that add up, restock advice from the sales", async () => {
    // After the test above: every SKU sells 3 a day, so Amazon's advice is 180 units less what FBA holds.
    const planning = await rowsOf<Record<string, number | string | null>>(
      t.db,
      sql`select p.report_type, p.sku_code, p.units, p.age_0_90 + p.age_91_180 + p.age_181_270 + p.age_271_365
          + p.age_365_plus as aged, p.recommended_order_qty as qty, f.available, f.inbound, f.aged_181_plus,
          p.age_181_270 + p.age_271_365 + p.age_365_plus as over_180
        from fba_planning p join fba_stock f on f.client_id = p.client_id and f.mp_id = p.mp_id
          and f.sku_code = p.sku_code
        where p.client_id = ${s.clientId}::int order by 1, 2`,
    );
    const ages = planning.filter((r) => r.report_type === 'inventory_age');
    const restock = planning.filter((r) => r.report_type === 'restock');
    expect([ages.length, restock.length]).toEqual([24, 24]);
    for (const r of ages) {
      expect(r.units).toBe(r.available);
      expect(r.over_180).toBe(r.aged_181_plus);
      if (Number(r.available) >= Number(r.aged_181_plus))
        expect(r.aged).toBeGreaterThanOrEqual(r.units as number);
    }
    for (const r of restock)
      expect(r.qty, String(r.sku_code)).toBe(Math.max(0, 180 - Number(r.available) - Number(r.inbound)));
    expect(restock.some((r) => Number(r.qty) > 0)).toBe(true);
  });
});
