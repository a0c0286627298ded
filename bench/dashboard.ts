/**
 * `npm run bench -- dashboard`: GET /dashboard/sales/daily on the large demo data set (`npm run seed -- --scale
 * large`, at least 5 million order lines), on PGlite and on PostgreSQL, measured side by side in one run.
 *
 * For one client (Acme Home, as its client admin: no marketplace or brand limit) and a full year ending on the
 * last day with sales, without filters and with a brand filter (the brand with most rollup rows), it prints:
 * - API: p50 / p95 of the call end to end over real HTTP (fetch → Fastify listening on 127.0.0.1 in this
 *   process → guard (token, membership, permissions) → service → SQL → JSON serialisation and parsing);
 * - SQL: p50 / p95 of the very statement the service runs (dashboard.sql.ts), executed directly on the same
 *   connection;
 * - their ratio (API p50 / SQL p50).
 * Each case: 5 warm-ups, then 30 iterations, API and SQL interleaved so both see the same cache state.
 *
 * Data: PGlite in BENCH_PGLITE_DIR (default ./.data-bench/pglite, git-ignored); PostgreSQL in the database
 * marketdesk_bench created through BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres). Each is
 * seeded once with the seed CLI and reused while it holds at least 5 million order lines. BENCH_BACKENDS=pglite
 * or =pg runs one of them.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo';
import { migrate } from '../apps/server/src/db/migrate';
import { secretBox } from '../apps/server/src/lib/secrets';
import { type DailyScope, salesDailySql } from '../apps/server/src/modules/dashboard/dashboard.sql';

const ROOT = resolve(import.meta.dirname, '..');
// BENCH_MIN_LINES lowers the bar to try the bench on a smaller data set (the figures then mean little).
const MIN_ORDER_LINES = Number(process.env.BENCH_MIN_LINES ?? 5_000_000);
const WARMUP = 5;
const ITERATIONS = 30;
const CLIENT_ADMIN = 'admin@acme.demo.marketdesk.dev';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

interface Backend {
  name: string;
  env: Record<string, string>;
  open(): Promise<Database>;
}

function backends(): Backend[] {
  const dir = process.env.BENCH_PGLITE_DIR ?? resolve(ROOT, '.data-bench', 'pglite');
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(admin);
  url.pathname = '/marketdesk_bench';
  const all: (Backend & { key: string })[] = [
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

async function one<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

const orderLines = async (db: Database['db']) =>
  Number((await one<{ n: string }>(db, sql`select count(*)::bigint as n from orders`)).n);

/** Opens the backend's database, seeding it with the large demo data set first when it is not there yet. */
async function prepare(b: Backend): Promise<Database> {
  let database = await b.open();
  await migrate(database);
  let lines = await orderLines(database.db);
  if (lines < MIN_ORDER_LINES) {
    await database.close();
    console.log(
      `${b.name}: ${lines} order lines; seeding the large data set (npm run seed -- --reset --scale large)`,
    );
    const t = performance.now();
    const run = spawnSync('npm', ['run', 'seed', '--', '--reset', '--scale', 'large'], {
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
  points: number;
  api: number[];
  sql: number[];
}

async function measure(b: Backend, database: Database): Promise<Result[]> {
  const { db } = database;
  const who = await one<{ user_id: number; client_id: number }>(
    db,
    sql`select u.id as user_id, c.pk_client_id as client_id from users u, clients c
      where u.email = ${CLIENT_ADMIN} and c.name = 'Acme Home'`,
  );
  const last = await one<{ d: string }>(
    db,
    sql`select max(date)::text as d from sales_daily_brand where client_id = ${who.client_id}`,
  );
  const end = last.d;
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const brand = await one<{ brand_id: number }>(
    db,
    sql`select brand_id from sales_daily_brand where client_id = ${who.client_id} and brand_id <> 0
      group by brand_id order by count(*) desc limit 1`,
  );

  const config = loadConfig({ JWT_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '' });
  const app = await buildApp({ config, db, jwtSecret: JWT_SECRET, secrets: secretBox(Buffer.alloc(32, 7)) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // Signed in as the browser does, so the token belongs to a live sign-in like every real one.
  const signIn = await fetch(`${address}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: CLIENT_ADMIN, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in as ${CLIENT_ADMIN} failed: ${signIn.status}`);
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };

  const cases: { label: string; brandIds: number[] | null }[] = [
    { label: 'full year, no filter', brandIds: null },
    { label: `full year, brand ${brand.brand_id}`, brandIds: [brand.brand_id] },
  ];
  const out: Result[] = [];
  try {
    for (const c of cases) {
      const scope: DailyScope = {
        clientId: who.client_id,
        start,
        end,
        mpIds: null,
        brandIds: c.brandIds,
        skuIds: null,
        currency: 'USD',
      };
      const query = new URLSearchParams({
        client_id: String(who.client_id),
        start_date: start,
        end_date: end,
        currency_code: 'USD',
      });
      if (c.brandIds) query.append('brand_id', String(c.brandIds[0]));
      const url = `${address}/dashboard/sales/daily?${query}`;
      const r: Result = { backend: b.name, label: c.label, points: 0, api: [], sql: [] };
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const rows = ((await db.execute(salesDailySql(scope))) as unknown as { rows: unknown[] }).rows;
        const sqlMs = performance.now() - t;
        t = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { daily: Record<string, object> };
        const apiMs = performance.now() - t;
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        const points = Object.values(body.daily).reduce((n, d) => n + Object.keys(d).length, 0);
        if (points !== rows.length) throw new Error(`API answered ${points} points, SQL ${rows.length}`);
        r.points = points;
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
  console.log(`${b.name}: client ${who.client_id} (Acme Home), ${start} to ${end}`);
  return out;
}

function print(results: Result[]) {
  const head = ['backend', 'case', 'points', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'API/SQL p50'];
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const body = results.map((r) => {
    const [a50, s50] = [percentile(r.api, 50), percentile(r.sql, 50)];
    return [
      r.backend,
      r.label,
      String(r.points),
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
    `\nGET /dashboard/sales/daily, ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real HTTP end to end,` +
      ' SQL = the same statement run directly (points = marketplace-days answered)',
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
