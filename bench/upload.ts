/**
 * `npm run bench -- upload`: a 100,000-line AZ Orders Data .xlsx (18 columns, written by writeXlsx) uploaded
 * through the real HTTP server (Fastify listening on 127.0.0.1, fetch with FormData) on a fresh PGlite and a
 * fresh PostgreSQL database, beside a direct bulk write of the same lines (writeOrderLines in one
 * transaction, rollups included) into another client, and their ratio. Also: the same file again (every
 * line unchanged), and the server process's peak RSS and heap growth during the first upload.
 *
 * PostgreSQL: a database md_bench_upload_<random> created through BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test) and dropped afterwards. BENCH_BACKENDS=pglite or =pg runs one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { syncPermissionCatalogue } from '../apps/server/src/db/catalogue';
import { writeOrderLines } from '../apps/server/src/db/facts';
import { migrate } from '../apps/server/src/db/migrate';
import { clients, memberships, users } from '../apps/server/src/db/schema';
import { secretBox } from '../apps/server/src/lib/secrets';
import { accessTokens } from '../apps/server/src/platform/auth/tokens';
import { writeXlsx } from '../apps/server/src/platform/spreadsheets';
import { liveSession } from '../apps/server/test/helper';
import { type FreshBackend, freshBackends, stagesOf } from './harness';
import { benchOrderLines, insertBenchMarketplace, benchOrderLine as line } from './order-lines';

const ROWS = 100_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const HEADER = [
  'Order ID',
  'Order Item ID',
  'ASIN',
  'SKU Code',
  'Purchase date',
  'Order Status',
  'Order Type',
  'Shipping Address',
  'Quantity ordered',
  'Quantity shipped',
  'Item price',
  'Tax amount',
  'Shipping amount',
  'Discount amount',
  'Buying cost',
  'Currency Code',
  'Last update date',
  'FBA',
];

async function makeFile(path: string) {
  const rows = function* () {
    for (let i = 0; i < ROWS; i++) {
      const l = line(i);
      yield [
        l.order_id,
        l.order_item_id,
        l.asin,
        l.sku_code,
        l.purchase_date,
        l.order_status,
        'R',
        'Berlin, DE',
        l.quantity,
        l.quantity,
        l.price,
        l.tax,
        0,
        null,
        null,
        'USD',
        l.updated,
        i % 3 === 0,
      ];
    }
  };
  const types = [
    'text',
    'text',
    'text',
    'text',
    'date',
    'text',
    'text',
    'text',
    'integer',
    'integer',
    'decimal',
    'decimal',
    'decimal',
    'decimal',
    'decimal',
    'text',
    'datetime',
    'boolean',
  ] as const;
  await writeXlsx(path, {
    sheets: [
      { name: 'Orders Data', columns: HEADER.map((header, i) => ({ header, type: types[i] })), rows: rows() },
    ],
  });
}

const breakdown = (stages: Map<string, number>) =>
  [...stages]
    .map(([stage, ms]) => `    ${stage.padEnd(40)} ${(ms / 1000).toFixed(2).padStart(6)} s`)
    .join('\n');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measure(b: FreshBackend, file: Buffer) {
  const { database, drop } = await b.open();
  const dataDir = mkdtempSync(join(tmpdir(), 'md-bench-upload-'));
  try {
    const { db } = database;
    await migrate(database);
    await syncPermissionCatalogue(db);
    const [client] = await db
      .insert(clients)
      .values({ name: 'Bench', email: 'bench@example.com' })
      .returning();
    const [other] = await db
      .insert(clients)
      .values({ name: 'Bench direct', email: 'direct@example.com' })
      .returning();
    const mp = await insertBenchMarketplace(db);
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@example.com', first_name: 'B', last_name: 'U', is_sa: true })
      .returning();
    await db.insert(memberships).values({ user_id: user!.id, client_id: client!.pk_client_id });

    const config = loadConfig({
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: '',
      DATA_DIR: dataDir,
    });
    const app = await buildApp({
      config,
      db,
      jwtSecret: JWT_SECRET,
      secrets: secretBox(Buffer.alloc(32, 7)),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const token = await accessTokens(JWT_SECRET, 900).sign(user!.id, await liveSession(db, user!.id));
    const post = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'orders.xlsx');
      const t0 = performance.now();
      const res = await fetch(
        `http://127.0.0.1:${port}/data/process-file?client_id=${client!.pk_client_id}&data_type=orders&mp_id=${mp.pk_mp_id}`,
        { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
      );
      const body = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200)
        throw new Error(`${b.name}: upload answered ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return { ms: performance.now() - t0, body };
    };

    // Statistics as a live database has them (autovacuum): without any, the planner may scan a client's whole
    // order history per line in writeOrderLines' lookup of old dates (seen here: minutes instead of seconds).
    await db.execute(sql`analyze`);
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 25);
    const cpu = process.cpuUsage();
    const { result: first, stages: firstStages } = await stagesOf(post);
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    console.log(
      `${b.name}: upload of ${ROWS.toLocaleString('en')} lines (read + validate + commit, over HTTP) ${(first.ms / 1000).toFixed(1)} s ` +
        `(${JSON.stringify({ inserted: first.body.inserted, updated: first.body.updated })}); ` +
        `server peak RSS ${mb(peakRss)} (+${mb(peakRss - before.rss)}), heap +${mb(peakHeap - before.heapUsed)}; ` +
        `CPU of this process (all threads) ${((used.user + used.system) / 1e6).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)}\n` +
        breakdown(firstStages),
    );
    const { result: again, stages: againStages } = await stagesOf(post);
    console.log(
      `${b.name}: same file again ${(again.ms / 1000).toFixed(1)} s (unchanged ${again.body.unchanged})\n` +
        breakdown(againStages),
    );

    await db.execute(sql`analyze`);
    const lines = benchOrderLines(mp.pk_mp_id, ROWS);
    const t0 = performance.now();
    const { stages: directStages } = await stagesOf(() =>
      db.transaction((tx) => writeOrderLines(tx, other!.pk_client_id, lines)),
    );
    const directMs = performance.now() - t0;
    console.log(
      `${b.name}: direct writeOrderLines of the same lines in one transaction ${(directMs / 1000).toFixed(1)} s; ratio upload / direct ${(first.ms / directMs).toFixed(2)}\n` +
        breakdown(directStages),
    );
    await app.close();
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'md-bench-file-'));
  try {
    const path = join(dir, 'orders.xlsx');
    const t0 = performance.now();
    await makeFile(path);
    const file = readFileSync(path);
    console.log(
      `upload: ${ROWS.toLocaleString('en')}-line AZ orders .xlsx, ${mb(file.length)}, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    for (const b of freshBackends('upload')) await measure(b, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
