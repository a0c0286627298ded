import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { deleteGridRows, type GridDeleter } from './index';

/** deleteGridRows on a real database: keys decoded by the grid's shape, scope respected, all or none. */
let testDb: TestDatabase;
let db: Db;

const KEY = ['text', 'int'] as const;
const deleter = (tenant: number): GridDeleter<typeof KEY> => ({
  keyParts: KEY,
  existing: async (tx, keys) =>
    (
      await rowsOf<{ code: string; n: number }>(
        tx,
        sql`select code, n from delete_probe where tenant = ${tenant}
          and (code, n) in (select * from jsonb_to_recordset(${JSON.stringify(keys.map(([code, n]) => ({ code, n })))}::jsonb)
            as k(code text, n int))`,
      )
    ).map((r) => [r.code, r.n] as const),
  remove: async (tx, keys) => {
    for (const [code, n] of keys) {
      await tx.execute(
        sql`delete from delete_probe where tenant = ${tenant} and code = ${code} and n = ${n}`,
      );
    }
  },
});
const left = async () =>
  (await rowsOf<{ k: string }>(db, sql`select code || '/' || n as k from delete_probe order by 1`)).map(
    (r) => r.k,
  );

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  await db.execute(sql`create table delete_probe (tenant int, code text, n int, primary key (code, n))`);
});
beforeEach(async () => {
  await db.execute(sql`delete from delete_probe`);
  await db.execute(sql`insert into delete_probe values (1, 'A', 1), (1, 'A', 2), (1, 'B', 1), (2, 'C', 1)`);
});
afterAll(() => testDb?.drop());

describe('deleteGridRows', () => {
  it('deletes the rows of the keys, a key sent twice once, however its JSON is spaced', async () => {
    const got = await deleteGridRows(db, deleter(1), ['["A", 1]', '["A",1]', '["B", 1]']);
    expect(got).toEqual({ deleted: 2 });
    expect(await left()).toEqual(['A/2', 'C/1']);
  });

  it('refuses a key of another scope with 404 naming it, and deletes none of the others', async () => {
    await expect(deleteGridRows(db, deleter(1), ['["A", 1]', '["C", 1]'])).rejects.toMatchObject({
      statusCode: 404,
      detail: 'Row not found: ["C", 1]',
    });
    expect(await left()).toEqual(['A/1', 'A/2', 'B/1', 'C/1']);
  });

  it('refuses a key that is not of the grid: wrong arity, wrong type, NUL, not JSON', async () => {
    for (const bad of ['["A"]', '["A", "1"]', '["A\\u0000", 1]', 'A,1', '["A", 0]']) {
      await expect(deleteGridRows(db, deleter(1), ['["A", 1]', bad])).rejects.toMatchObject({
        statusCode: 404,
      });
    }
    expect(await left()).toEqual(['A/1', 'A/2', 'B/1', 'C/1']);
  });
});
