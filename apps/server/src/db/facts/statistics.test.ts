import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import type { Db } from '../client';
import { clients } from '../schema';
import { type Executor, rowsOf } from './executor';
import { expectedRows, knowClientRows } from './statistics';

let handle: TestDatabase;
let db: Db;
let mpId: number;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function newClient(name: string): Promise<number> {
  const [c] = await db
    .insert(clients)
    .values({ name, email: `${name}@example.com` })
    .returning();
  return c!.pk_client_id;
}

async function writeLines(ex: Executor, clientId: number, n: number): Promise<void> {
  await ex.execute(sql`insert into orders (client_id, mp_id, order_id, order_item_id, purchase_date, item_price,
      currency_code)
    select ${clientId}::int, ${mpId}::int, 'O-' || i, '1', date '2026-01-01' + (i % 90), 10, 'USD'
    from generate_series(1, ${n}::int) i`);
}

/** What the planner expects of the client's order lines. */
const expected = (ex: Executor, clientId: number) => expectedRows(ex, 'orders', clientId);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.database.db;
  mpId = (await factories(db).marketplace()).pk_mp_id;
  // A client the statistics know, as a live database has one.
  await writeLines(db, await newClient('known'), 5_000);
  await db.execute(sql`analyze orders`);
});

afterAll(async () => {
  await handle?.drop();
});

describe('knowClientRows', () => {
  it("re-takes the statistics inside the transaction that wrote a new client's rows", async () => {
    const id = await newClient('new');
    await db.transaction(async (tx) => {
      await writeLines(tx, id, 3_000);
      // What every rollup of a client's first upload was planned for: next to nothing.
      expect(await expected(tx, id)).toBeLessThan(300);
      expect(await knowClientRows(tx, id, ['orders', 'settlements'])).toEqual(['orders']);
      expect(await expected(tx, id)).toBeGreaterThan(1_500);
      // Known now: nothing more to take.
      expect(await knowClientRows(tx, id, ['orders'])).toEqual([]);
    });
  });

  it('leaves a client alone whose rows the statistics roughly know, or who has few', async () => {
    const id = await newClient('few');
    await db.transaction(async (tx) => {
      await writeLines(tx, id, 500);
      expect(await knowClientRows(tx, id, ['orders'])).toEqual([]);
    });
  });

  it.runIf(onPostgres)(
    "goes on without the statistics while another transaction's analyze holds the table",
    async () => {
      const id = await newClient('queued');
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let analysing!: () => void;
      const locked = new Promise<void>((resolve) => {
        analysing = resolve;
      });
      const other = db.transaction(async (tx) => {
        await tx.execute(sql`analyze orders`);
        analysing();
        await held;
      });
      try {
        await locked;
        await db.transaction(async (tx) => {
          await writeLines(tx, id, 3_000);
          expect(await knowClientRows(tx, id, ['orders'])).toEqual([]);
          // The transaction is whole: the refused analyze undid only its savepoint.
          const [row] = await rowsOf<{ n: number }>(
            tx,
            sql`select count(*)::int as n from orders where client_id = ${id}`,
          );
          expect(row!.n).toBe(3_000);
          expect(
            (await rowsOf<{ w: string }>(tx, sql`select current_setting('lock_timeout') as w`))[0]!.w,
          ).toBe('0');
        });
      } finally {
        release();
        await other;
      }
    },
  );
});
