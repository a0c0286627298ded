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
 * Each case: 5 warm-ups, then 30 iterations, API and SQL interleaved so both see the same cache state. The
 * service keeps answers until the next write (platform/answer-cache.ts), so the first two cases move the year
 * back a day on every call (as a user picking dates: the answer is computed, the guard's rows are kept), the
 * third counts a change before every call (as after an upload: the guard reads its rows again too), and the
 * last asks the same again (the kept answer).
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import { sql } from 'drizzle-orm';
import { changesOf } from '../apps/server/src/db/changes';
import type { Database } from '../apps/server/src/db/client';
import { type DailyScope, salesDailySql } from '../apps/server/src/modules/dashboard/dashboard.sql';
import {
  CLIENT_ADMIN,
  type DemoBackend,
  demoBackends,
  openDemoDatabase,
  rowsOf,
  serveSignedIn,
} from './demo-database';
import { type ApiSqlResult, eachBackend, printApiSql } from './harness';

const WARMUP = 5;
const ITERATIONS = 30;

const one = async <T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T> =>
  (await rowsOf<T>(db, query))[0]!;

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
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

  const server = await serveSignedIn(db);
  const { address, headers } = server;

  type Repeat = 'moved' | 'written' | 'kept';
  const cases: { label: string; brandIds: number[] | null; repeat: Repeat }[] = [
    { label: 'full year, no filter', brandIds: null, repeat: 'moved' },
    { label: `full year, brand ${brand.brand_id}`, brandIds: [brand.brand_id], repeat: 'moved' },
    { label: 'full year, no filter, after a write', brandIds: null, repeat: 'written' },
    { label: 'full year, no filter, kept', brandIds: null, repeat: 'kept' },
  ];
  const dayBack = (d: string, n: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const changes = changesOf(db);
  if (!changes)
    throw new Error('the bench database counts no changes: the answers would be kept or not by chance');
  const out: ApiSqlResult[] = [];
  try {
    for (const c of cases) {
      const r: ApiSqlResult = { backend: b.name, label: c.label, answer: '0', api: [], sql: [] };
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        const back = c.repeat === 'moved' ? i : 0;
        const scope: DailyScope = {
          clientId: who.client_id,
          start: dayBack(start, back),
          end: dayBack(end, back),
          mpIds: null,
          brandIds: c.brandIds,
          brandFilter: c.brandIds !== null,
          skuIds: null,
          currency: 'USD',
        };
        const query = new URLSearchParams({
          client_id: String(who.client_id),
          start_date: scope.start,
          end_date: scope.end,
          currency_code: 'USD',
        });
        if (c.brandIds) query.append('brand_id', String(c.brandIds[0]));
        const url = `${address}/dashboard/sales/daily?${query}`;
        let t = performance.now();
        const rows = ((await db.execute(salesDailySql(scope))) as unknown as { rows: unknown[] }).rows;
        const sqlMs = performance.now() - t;
        if (c.repeat === 'written') changes.after();
        t = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { daily: Record<string, object> };
        const apiMs = performance.now() - t;
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        const points = Object.values(body.daily).reduce((n, d) => n + Object.keys(d).length, 0);
        if (points !== rows.length) throw new Error(`API answered ${points} points, SQL ${rows.length}`);
        r.answer = String(points);
        if (i >= WARMUP) {
          r.sql.push(sqlMs);
          r.api.push(apiMs);
        }
      }
      out.push(r);
    }
  } finally {
    await server.close();
  }
  console.log(`${b.name}: client ${who.client_id} (Acme Home), ${start} to ${end}`);
  return out;
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `GET /dashboard/sales/daily, ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real HTTP end to end,` +
      ' SQL = the same statement run directly (points = marketplace-days answered)',
    'points',
    results,
  );
}
