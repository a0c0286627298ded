/**
 * `npm run bench -- new-client-rollups`: the settlement rollups (refreshListingRollups: listing, lines,
 * reconciliation) of a client whose rows the planner's statistics do not know yet, beside the same refresh once
 * they do (after `analyze`), on a fresh PGlite and a fresh PostgreSQL database (BENCH_BACKENDS=pglite or =pg).
 * A client that starts using Marketdesk is that client: the statistics were taken while it had no rows, and its
 * first uploads write and then roll up in one transaction. BENCH_LINES order lines (default 3,000), each paid by
 * one settlement line.
 */
import { sql } from 'drizzle-orm';
import { syncPermissionCatalogue } from '../apps/server/src/db/catalogue';
import type { Database } from '../apps/server/src/db/client';
import { listingDaysOfOrders, refreshListingRollups, writeOrderLines } from '../apps/server/src/db/facts';
import { migrate } from '../apps/server/src/db/migrate';
import { clients } from '../apps/server/src/db/schema';
import { freshBackends, stagesOf } from './harness';
import { benchOrderLines, insertBenchMarketplace } from './order-lines';

const LINES = Number(process.env.BENCH_LINES ?? 3_000);

async function measure(
  database: Database,
): Promise<{ stale: Map<string, number>; known: Map<string, number> }> {
  const { db } = database;
  await migrate(database);
  await syncPermissionCatalogue(db);
  const mp = await insertBenchMarketplace(db);
  const lines = benchOrderLines(mp.pk_mp_id, LINES);
  const write = async () => {
    const [c] = await db.insert(clients).values({ name: 'Bench', email: 'bench@example.com' }).returning();
    const id = c!.pk_client_id;
    await db.transaction((tx) => writeOrderLines(tx, id, lines));
    await db.execute(sql`insert into settlements (client_id, mp_id, settlement_id, order_id, order_item_id, sku_code,
        amount, amount_type, amount_description, transaction_type, currency_code, deposit_date, posted_date)
      select ${id}, o.mp_id, 'S1', o.order_id, o.order_item_id, o.sku_code, o.item_price, 'ItemPrice', 'Principal',
        'Order', 'USD', o.purchase_date + 14, o.purchase_date + 2
      from orders o where o.client_id = ${id}`);
    return id;
  };
  const refresh = async (id: number) => {
    const t0 = performance.now();
    const { stages } = await stagesOf(() =>
      db.transaction(async (tx) => {
        const keys = await listingDaysOfOrders(
          tx,
          id,
          mp.pk_mp_id,
          lines.map((l) => l.order_id),
        );
        await refreshListingRollups(tx, id, { keys });
      }),
    );
    stages.set('all', performance.now() - t0);
    return stages;
  };
  // A first client and statistics that know it, as a live database has them; then the new client.
  await write();
  await db.execute(sql`analyze`);
  const id = await write();
  const stale = await refresh(id);
  await db.execute(sql`analyze`);
  const known = await refresh(id);
  return { stale, known };
}

export async function run(): Promise<void> {
  for (const b of freshBackends('rollups')) {
    const { database, drop } = await b.open();
    try {
      const { stale, known } = await measure(database);
      console.log(
        `${b.name}: ${LINES.toLocaleString('en')} new lines, each paid once; statistics older / current`,
      );
      for (const [stage, ms] of stale) {
        const after = known.get(stage) ?? 0;
        console.log(
          `  ${stage.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s ${(after / 1000).toFixed(2).padStart(7)} s  ${(ms / Math.max(after, 1)).toFixed(1).padStart(6)}×`,
        );
      }
    } finally {
      await drop();
    }
  }
}
