/**
 * `npm run bench -- export`: a Data Vault grid export (the AZ orders grid sorted by purchase date, every column,
 * through the task's CSV writer) of BENCH_EXPORT_LINES order lines (default 200,000) on PostgreSQL, read two
 * ways side by side in one run: pages by LIMIT/OFFSET (gridBatches, how exports read before) and one
 * server-side cursor in a read-only snapshot (readGrid, how they read now). Both write the same CSV (checked by
 * its SHA-256); printed: time of each, their ratio, rows and bytes, the load average.
 *
 * Data: a fresh database md_bench_export_<random> through BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), filled by writeOrderLines and dropped afterwards. PostgreSQL only:
 * on PGlite readGrid pages by offset as before (see readGrid).
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { writeOrderLines } from '../apps/server/src/db/facts';
import { migrate } from '../apps/server/src/db/migrate';
import { clients } from '../apps/server/src/db/schema';
import { EXPORT_BATCH } from '../apps/server/src/modules/data-vault/export.task';
import { gridOf } from '../apps/server/src/modules/data-vault/grids';
import { type GridSelection, type GridSource, gridBatches, readGrid } from '../apps/server/src/platform/grid';
import { writeCsv } from '../apps/server/src/platform/spreadsheets';
import { freshPgDatabase } from './harness';
import { benchOrderLines, insertBenchMarketplace } from './order-lines';

const LINES = Number(process.env.BENCH_EXPORT_LINES ?? 200_000);

/** A sink that keeps only the size and hash of what the CSV writer writes. */
function digestSink() {
  const hash = createHash('sha256');
  let bytes = 0;
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done();
    },
  });
  return { out, result: () => ({ bytes, sha: hash.digest('hex').slice(0, 16) }) };
}

/** Writes the batches as the export task does (labels as header, one CSV line per row). */
async function toCsv(
  source: { fields: string[]; labels: string[] },
  batches: AsyncIterable<Record<string, unknown>[]>,
) {
  const sink = digestSink();
  let rows = 0;
  async function* cells() {
    for await (const batch of batches) {
      for (const row of batch) {
        rows += 1;
        yield source.fields.map((f) => row[f] as string | number | boolean | null);
      }
    }
  }
  await writeCsv(sink.out, { header: source.labels, rows: cells() });
  return { rows, ...sink.result() };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

async function fill(database: Database) {
  const { db } = database;
  await migrate(database);
  const [client] = await db.insert(clients).values({ name: 'Bench', email: 'bench@example.com' }).returning();
  const mp = await insertBenchMarketplace(db);
  const lines = benchOrderLines(mp.pk_mp_id, LINES);
  for (let i = 0; i < lines.length; i += 50_000) {
    await db.transaction((tx) => writeOrderLines(tx, client!.pk_client_id, lines.slice(i, i + 50_000)));
  }
  await db.execute(sql`analyze`);
  return { clientId: client!.pk_client_id, mpId: mp.pk_mp_id };
}

export async function run(): Promise<void> {
  const { database, drop } = await freshPgDatabase('export');
  try {
    const { db } = database;
    const t = await timed(() => fill(database));
    console.log(
      `export: ${LINES.toLocaleString('en')} AZ order lines written in ${(t.ms / 1000).toFixed(1)} s`,
    );
    const grid = gridOf('orders', MARKETPLACE_REGISTRY.AZ)!;
    const source: GridSource = grid.source(t.value);
    const q: GridSelection = { sort: [{ field: 'purchase_date', sort: 'desc' }] };
    const shape = { fields: grid.columns.map((c) => c.field), labels: grid.columns.map((c) => c.label) };

    const offset = await timed(() =>
      toCsv(shape, gridBatches<Record<string, unknown>>(db, source, q, EXPORT_BATCH)),
    );
    const cursor = await timed(() =>
      readGrid<Record<string, unknown>, Awaited<ReturnType<typeof toCsv>>>(
        db,
        source,
        q,
        (batches) => toCsv(shape, batches),
        EXPORT_BATCH,
      ),
    );
    const same = offset.value.sha === cursor.value.sha && offset.value.rows === cursor.value.rows;
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `PostgreSQL: export of ${cursor.value.rows.toLocaleString('en')} rows sorted by purchase date ` +
        `(${(cursor.value.bytes / 1024 / 1024).toFixed(0)} MB of CSV, batches of ${EXPORT_BATCH}):\n` +
        `    offset pages (before)   ${s(offset.ms).padStart(7)}\n` +
        `    one cursor (readGrid)   ${s(cursor.ms).padStart(7)}\n` +
        `    ratio offset / cursor   ${(offset.ms / cursor.ms).toFixed(1).padStart(7)}\n` +
        `    same CSV                ${same ? 'yes' : `NO (${offset.value.sha} vs ${cursor.value.sha})`}\n` +
        `    load average            ${loadavg()[0]!.toFixed(1).padStart(7)}`,
    );
    if (!same) throw new Error('The two ways wrote different CSV files');
  } finally {
    await drop();
  }
}
