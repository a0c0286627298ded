import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { stores, warehouseMarketplaces, warehousePriorities } from '../schema';
import { seedDemo, wipeDemo } from './index';

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.database.db, false);
}, 120_000);
afterAll(() => handle.drop());

const dump = async () => {
  const db = handle.database.db;
  return {
    stores: await db.select().from(stores).orderBy(asc(stores.pk_store_id)),
    priorities: await db
      .select()
      .from(warehousePriorities)
      .orderBy(
        asc(warehousePriorities.client_id),
        asc(warehousePriorities.mp_id),
        asc(warehousePriorities.priority),
      ),
  };
};

describe('demo stores', () => {
  it('gives every client seller and vendor stores, some with the API on, and no secrets', async () => {
    const { stores: rows } = await dump();
    for (const clientId of [1, 2, 3]) {
      const mine = rows.filter((s) => s.client_id === clientId);
      expect(new Set(mine.map((s) => s.account_type))).toEqual(new Set(['seller', 'vendor']));
      expect(new Set(mine.map((s) => s.api_enabled))).toEqual(new Set([true, false]));
    }
    expect(rows.every((s) => !s.token_client_secret_enc && !s.token_auth_enc && !s.token_refresh_enc)).toBe(
      true,
    );
  });

  it('ranks from 1 without gaps exactly the warehouses that serve each marketplace', async () => {
    const { priorities } = await dump();
    const groups = new Map<string, number[]>();
    for (const p of priorities) {
      const key = `${p.client_id}:${p.mp_id}`;
      groups.set(key, [...(groups.get(key) ?? []), p.priority]);
    }
    for (const ranks of groups.values()) expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    const served = await handle.database.db.select().from(warehouseMarketplaces);
    const asKeys = (rows: { client_id: number; mp_id: number; w: number }[]) =>
      rows.map((r) => `${r.client_id}:${r.mp_id}:${r.w}`).sort();
    expect(asKeys(priorities.map((p) => ({ ...p, w: p.fk_warehouse_id })))).toEqual(
      asKeys(served.map((s) => ({ ...s, w: s.warehouse_id }))),
    );
  });

  it('comes back identical after a wipe and a second seed', async () => {
    const first = await dump();
    await wipeDemo(handle.database.db);
    await seedDemo(handle.database.db, false);
    expect(await dump()).toEqual(first);
  });
});
