/**
 * `npm run bench -- reports` (partner view part): GET /partner-view/summary of Acme Home's largest warehouse over
 * the last 30 days (the 30D quick range) and over the last 90 days, in USD, on the large demo data set, on PGlite
 * and on PostgreSQL, end to end over real HTTP (fetch → Fastify on 127.0.0.1 in this process → guard → report
 * scope → the four statements → JSON), printed beside the bare SQL: the very statements the service runs for the
 * same scope (partner-view.sql.ts: lines with fees and settlements, buying cost, returns, ads), executed directly on
 * the same connection. The marketplace level (the table under the cards) is measured the same way.
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import {
  adsSql,
  buyingCostSql,
  linesSql,
  ordersSql,
  type PartnerLevel,
  type PartnerScope,
  returnsSql,
  runPartnerStatement,
} from '../../apps/server/src/modules/partner-view/partner-view.sql';
import { addDays, todayUtc } from '../../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from '../demo-database';
import { type ApiSqlResult, eachBackend, printApiSql } from '../harness';

const WARMUP = Number(process.env.BENCH_PARTNER_WARMUP ?? 2);
const ITERATIONS = Number(process.env.BENCH_PARTNER_ITERATIONS ?? 10);

type Db = Database['db'];

/** The four statements of a level, as the repository runs them (side by side). */
const bareSql = (db: Db, s: PartnerScope, level: PartnerLevel) =>
  Promise.all(
    [linesSql, ordersSql, buyingCostSql, returnsSql, adsSql].map((q) => runPartnerStatement(db, q(s, level))),
  );

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
  const { db } = database;
  // Acme Home's warehouse serving the most marketplaces (the largest partner).
  const [w] = await rowsOf<{ client_id: number; warehouse_id: number; name: string; mps: number[] }>(
    db,
    sql`select c.pk_client_id as client_id, w.pk_warehouse_id as warehouse_id, w.name,
        array_agg(wm.mp_id order by wm.mp_id) as mps
      from clients c join warehouses w on w.client_id = c.pk_client_id
      join warehouse_marketplaces wm on wm.client_id = w.client_id and wm.warehouse_id = w.pk_warehouse_id
      where c.name = 'Acme Home' group by 1, 2, 3 order by count(*) desc, w.pk_warehouse_id limit 1`,
  );
  if (!w) throw new Error('no Acme Home warehouse in the demo data');
  const today = todayUtc();
  const server = await serveSignedIn(db);
  const results: ApiSqlResult[] = [];
  try {
    for (const [path, level] of [
      ['summary', { by: 'summary' }],
      ['marketplaces', { by: 'marketplace' }],
    ] as const) {
      for (const days of [30, 90]) {
        const start = addDays(today, -(days - 1));
        const scope: PartnerScope = {
          clientId: w.client_id,
          warehouseId: w.warehouse_id,
          mpIds: w.mps,
          brandIds: null,
          start,
          end: today,
          currency: 'USD',
        };
        const q = new URLSearchParams({
          client_id: String(w.client_id),
          warehouse_id: String(w.warehouse_id),
          start_date: start,
          end_date: today,
          currency_code: 'USD',
        });
        const url = `${server.address}/partner-view/${path}?${q}`;
        const r: ApiSqlResult = {
          backend: b.name,
          label: `${path}, ${days} days`,
          answer: '',
          api: [],
          sql: [],
        };
        for (let i = 0; i < WARMUP + ITERATIONS; i++) {
          let t = performance.now();
          await bareSql(db, scope, level);
          const sqlMs = performance.now() - t;
          t = performance.now();
          const res = await fetch(url, { headers: server.headers });
          const body = (await res.json()) as { data: { sales_amount: number } | unknown[] };
          const apiMs = performance.now() - t;
          if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
          r.answer = Array.isArray(body.data)
            ? `${body.data.length} rows`
            : `sales ${(body.data as { sales_amount: number }).sales_amount.toFixed(0)} USD`;
          if (i >= WARMUP) {
            r.sql.push(sqlMs);
            r.api.push(apiMs);
          }
        }
        results.push(r);
      }
    }
  } finally {
    await server.close();
  }
  const [lines] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where client_id = ${w.client_id}
      and mp_id = any(${`{${w.mps.join(',')}}`}::int[]) and purchase_date > ${today}::date - 90`,
  );
  console.log(
    `${b.name}: client ${w.client_id} (Acme Home), warehouse ${w.name} (${w.mps.length} marketplaces, ${lines!.n} order lines in 90 days)`,
  );
  return results;
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `GET /partner-view/summary and /marketplaces, ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real HTTP end to end, SQL = the service's four statements alone, run directly`,
    'answer',
    results,
  );
}
