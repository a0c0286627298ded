/**
 * `npm run bench -- grid`: one page of 50 AZ orders (GET /az/data/orders) sorted by purchase date, with and
 * without a SKU filter, on the demo data set, on PGlite and on PostgreSQL, side by side in one run.
 *
 * For Acme Home (as its client admin), its AZ marketplace with most order lines and the SKU with most lines
 * there, it prints p50 / p95 of the call end to end over real HTTP (fetch → Fastify on 127.0.0.1 in this
 * process → guard → service → SQL → JSON) and of the very statements the service runs (platform/grid's page
 * and count queries, executed directly on the same connection), and their ratio. 5 warm-ups, 30 iterations,
 * API and SQL interleaved.
 *
 * Data: the databases of bench/dashboard.ts (BENCH_PGLITE_DIR, default ./.data-bench/pglite; the PostgreSQL
 * database marketdesk_bench through BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), seeded
 * once with `npm run seed -- --reset --scale $BENCH_SCALE` (default large) when they hold fewer than
 * BENCH_MIN_LINES order lines (default 5 million for large, 1 for small). BENCH_BACKENDS=pglite or =pg runs one.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo';
import { migrate } from '../apps/server/src/db/migrate';
import { secretBox } from '../apps/server/src/lib/secrets';
import { gridOf } from '../apps/server/src/modules/data-vault/grids';
import { countSql, pageSql } from '../apps/server/src/platform/grid';

const ROOT = resolve(import.meta.dirname, '..');
const SCALE = process.env.BENCH_SCALE ?? 'large';
const MIN_ORDER_LINES = Number(process.env.BENCH_MIN_LINES ?? (SCALE === 'large' ? 5_000_000 : 1));
const WARMUP = 5;
const ITERATIONS = 30;
const CLIENT_ADMIN = 'admin@acme.demo.marketdesk.dev';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

interface Backend {
  key: string;
  name: string;
  env: Record<string, string>;
  open(): Promise<Database>;
}

function backends(): Backend[] {
  const dir = process.env.BENCH_PGLITE_DIR ?? resolve(ROOT, '.data-bench', 'pglite');
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(admin);
  url.pathname = '/marketdesk_bench';
  const all: Backend[] = [
    {
      key: 'pglite',
      name: 'PGlite',
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir: dir }),
    },
    {
      key: 'pg',
      name: 'PostgreSQL',
      env: { DATABASE_URL: url.toString() },
      open: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        const exists = await c.query("select 1 from pg_database where datname = 'marketdesk_bench'");
        if (exists.rowCount === 0) await c.query('create database marketdesk_bench');
        await c.end();
        return openDatabase({ url: url.toString() });
      },
    },
  ];
  const only = process.env.BENCH_BACKENDS?.split(',');
  return all.filter((b) => !only || only.includes(b.key));
}

const rows = async <T>(db: Database['db'], query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const orderLines = async (db: Database['db']) =>
  Number((await rows<{ n: string }>(db, sql`select count(*)::bigint as n from orders`))[0]!.n);

async function prepare(b: Backend): Promise<Database> {
  let database = await b.open();
  await migrate(database);
  let lines = await orderLines(database.db);
  if (lines < MIN_ORDER_LINES) {
    await database.close();
    console.log(`${b.name}: ${lines} order lines; seeding (npm run seed -- --reset --scale ${SCALE})`);
    const t = performance.now();
    const run = spawnSync('npm', ['run', 'seed', '--', '--reset', '--scale', SCALE], {
      cwd: ROOT,
      env: { ...process.env, ...b.env },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`${b.name}: seeding failed (exit ${run.status})`);
    console.log(`${b.name}: seeded in ${((performance.now() - t) / 60_000).toFixed(1)} min`);
    database = await b.open();
    lines = await orderLines(database.db);
  }
  console.log(`${b.name}: ${lines.toLocaleString('en')} order lines`);
  return database;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

interface Result {
  backend: string;
  label: string;
  total: number;
  api: number[];
  sql: number[];
}

async function measure(b: Backend, database: Database): Promise<Result[]> {
  const { db } = database;
  const [who] = await rows<{ client_id: number }>(
    db,
    sql`select pk_client_id as client_id from clients where name = 'Acme Home'`,
  );
  const clientId = who!.client_id;
  const [mp] = await rows<{ mp_id: number; lines: string }>(
    db,
    sql`select o.mp_id, count(*)::bigint as lines from orders o join marketplaces m on m.pk_mp_id = o.mp_id
      where o.client_id = ${clientId} and m.short_code like 'AZ%' group by o.mp_id order by 2 desc limit 1`,
  );
  const [sku] = await rows<{ sku_code: string; lines: string }>(
    db,
    sql`select sku_code, count(*)::bigint as lines from orders where client_id = ${clientId} and mp_id = ${mp!.mp_id}
      and order_type <> 'PO' and sku_code is not null group by sku_code order by 2 desc limit 1`,
  );
  console.log(
    `${b.name}: AZ marketplace ${mp!.mp_id} (${mp!.lines} lines), SKU ${sku!.sku_code} (${sku!.lines} lines)`,
  );

  const config = loadConfig({ JWT_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '' });
  const app = await buildApp({ config, db, jwtSecret: JWT_SECRET, secrets: secretBox(Buffer.alloc(32, 7)) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const signIn = await fetch(`${address}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: CLIENT_ADMIN, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in as ${CLIENT_ADMIN} failed: ${signIn.status}`);
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };

  const grid = gridOf('orders', MARKETPLACE_REGISTRY.AZ)!;
  const source = grid.source({ clientId, mpId: mp!.mp_id });
  const sort = [{ field: 'purchase_date', sort: 'desc' as const }];
  const skuFilter = {
    items: [{ field: 'sku_code', operator: 'equals' as const, value: sku!.sku_code }],
    logicOperator: 'and' as const,
  };
  const cases = [
    { label: `page 1 of 50, SKU = ${sku!.sku_code}`, filter: skuFilter },
    { label: 'page 1 of 50, no filter', filter: undefined },
  ];
  const out: Result[] = [];
  try {
    for (const c of cases) {
      const q = { sort, filter: c.filter };
      const params = new URLSearchParams({
        client_id: String(clientId),
        mp_id: String(mp!.mp_id),
        size: '50',
        sort: JSON.stringify(sort),
      });
      if (c.filter) params.set('filter', JSON.stringify(c.filter));
      const url = `${address}/az/data/orders?${params}`;
      const r: Result = { backend: b.name, label: c.label, total: 0, api: [], sql: [] };
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const page = await rows(db, pageSql(source, q, 0, 50));
        const [count] = await rows<{ n: string }>(db, countSql(source, q));
        const sqlMs = performance.now() - t;
        t = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { items: unknown[]; total: number };
        const apiMs = performance.now() - t;
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        if (body.items.length !== page.length || body.total !== Number(count!.n)) {
          throw new Error(`API answered ${body.items.length}/${body.total}, SQL ${page.length}/${count!.n}`);
        }
        r.total = body.total;
        if (i >= WARMUP) {
          r.sql.push(sqlMs);
          r.api.push(apiMs);
        }
      }
      out.push(r);
    }
  } finally {
    await app.close();
  }
  return out;
}

function print(results: Result[]) {
  const head = ['backend', 'case', 'total', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'API/SQL p50'];
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const body = results.map((r) => {
    const [a50, s50] = [percentile(r.api, 50), percentile(r.sql, 50)];
    return [
      r.backend,
      r.label,
      String(r.total),
      ms(a50),
      ms(percentile(r.api, 95)),
      ms(s50),
      ms(percentile(r.sql, 95)),
      (a50 / s50).toFixed(2),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\nGET /az/data/orders (50 rows, purchase date desc), ${ITERATIONS} iterations after ${WARMUP} warm-ups; ` +
      'API = real HTTP end to end, SQL = the page and count statements run directly (total = matching lines)',
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

export async function run(): Promise<void> {
  const results: Result[] = [];
  for (const b of backends()) {
    const database = await prepare(b);
    try {
      results.push(...(await measure(b, database)));
    } finally {
      await database.close();
    }
  }
  print(results);
}
