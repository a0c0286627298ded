import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventorySetup } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { products, skus } from '../../db/schema';
import { writeDemoInventory } from './demo-inventory';

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
});
