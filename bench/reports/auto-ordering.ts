/**
 * `npm run bench -- reports` (auto ordering part): GET /warehouse-marketplaces/admin/multi-channel-sales-report for
 * Acme Home's warehouse with the most SKUs, every SKU of it, over the last 60 days (the screen's default window)
 * with 90 coverage days (the spec's default), on the large demo data set, on PGlite and on PostgreSQL, end to end
 * over real HTTP (fetch → Fastify on 127.0.0.1 in this process → guard → report scope → the three statements →
 * one forecast per SKU on the module's worker pool, the model chosen by backtest → JSON). Printed beside the bare
 * SQL (the very statements of auto-ordering.repository.ts for the same scope, run directly on the same
 * connection) and with the number of SKUs forecast per second (SKUs answered / API p50).
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg). The seed
 * CLI writes no stock (the inventory module's demo part runs only when the server seeds), so every SKU there reads
 * 0 stock: the timing is the same (one forecast per SKU whatever its stock), the orders are larger.
 */
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import {
  type AutoOrderingScope,
  autoOrderingRepository,
} from '../../apps/server/src/modules/auto-ordering/auto-ordering.repository';
import { addDays, todayUtc } from '../../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from '../demo-database';
import { type ApiSqlResult, eachBackend, percentile, printApiSql } from '../harness';

const WARMUP = Number(process.env.BENCH_AUTO_ORDERING_WARMUP ?? 1);
const ITERATIONS = Number(process.env.BENCH_AUTO_ORDERING_ITERATIONS ?? 5);
const WINDOW_DAYS = 60;
const COVERAGE_DAYS = 90;

/** The statements the service runs, one after the other as it does (SKUs first, then their days and POs). */
async function bareSql(db: Database['db'], s: AutoOrderingScope): Promise<number> {
  const repo = autoOrderingRepository(db);
  const skus = await repo.skus(s);
  const ids = skus.map((k) => k.fk_sku_id);
  await Promise.all([repo.dailyUnits(s, ids), repo.openPoUnits(s, skus)]);
  return skus.length;
}

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
  const { db } = database;
  const [w] = await rowsOf<{ client_id: number; warehouse_id: number; name: string; mps: number[] }>(
    db,
    sql`select c.pk_client_id as client_id, w.pk_warehouse_id as warehouse_id, w.name,
        array(select wm.mp_id from warehouse_marketplaces wm
          where wm.client_id = w.client_id and wm.warehouse_id = w.pk_warehouse_id order by wm.mp_id) as mps
      from clients c join warehouses w on w.client_id = c.pk_client_id
      where c.name = 'Acme Home'
      order by (select count(distinct p.fk_sku_id) from products p join warehouse_marketplaces wm
          on wm.client_id = p.client_id and wm.mp_id = p.mp_id
          where wm.client_id = w.client_id and wm.warehouse_id = w.pk_warehouse_id) desc,
        w.pk_warehouse_id
      limit 1`,
  );
  if (!w) throw new Error('no Acme Home warehouse in the demo data');
  const end = todayUtc();
  const start = addDays(end, -(WINDOW_DAYS - 1));
  const scope: AutoOrderingScope = {
    clientId: w.client_id,
    warehouseId: w.warehouse_id,
    mpIds: w.mps.map(Number),
    brandIds: null,
    start,
    end,
  };
  const q = new URLSearchParams({
    client_id: String(w.client_id),
    warehouse_id: String(w.warehouse_id),
    start_date: `${start}T00:00:00`,
    end_date: `${end}T23:59:59`,
    coverage_days: String(COVERAGE_DAYS),
  });
  const server = await serveSignedIn(db);
  const r: ApiSqlResult = {
    backend: b.name,
    label: `${w.name}, ${WINDOW_DAYS} days`,
    answer: '',
    api: [],
    sql: [],
  };
  try {
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      let t = performance.now();
      const skus = await bareSql(db, scope);
      const sqlMs = performance.now() - t;
      t = performance.now();
      const res = await fetch(
        `${server.address}/warehouse-marketplaces/admin/multi-channel-sales-report?${q}`,
        {
          headers: server.headers,
        },
      );
      const rows = (await res.json()) as { forecast_mase: number | null }[];
      const apiMs = performance.now() - t;
      if (!res.ok || !Array.isArray(rows))
        throw new Error(`${b.name}: ${res.status} ${JSON.stringify(rows)}`);
      if (rows.length !== skus) throw new Error(`${b.name}: ${rows.length} rows for ${skus} SKUs`);
      const measured = rows.filter((x) => x.forecast_mase !== null).length;
      r.answer = `${rows.length} SKUs (${measured} backtested)`;
      if (i < WARMUP) continue;
      r.api.push(apiMs);
      r.sql.push(sqlMs);
    }
  } finally {
    await server.close();
  }
  return [r];
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `GET /warehouse-marketplaces/admin/multi-channel-sales-report (auto ordering), ${COVERAGE_DAYS} coverage days, ` +
      `${ITERATIONS} iterations after ${WARMUP} warm-up; API = real HTTP end to end (statements, one forecast per ` +
      'SKU with its backtest, JSON), SQL = the three statements alone, run directly',
    'SKUs',
    results,
  );
  console.log(
    `\nSKUs forecast per second (forecast pool of ${Math.max(1, availableParallelism() - 1)} worker threads):`,
  );
  for (const r of results) {
    const skus = Number(r.answer.split(' ')[0]);
    const p50 = percentile(r.api, 50);
    // Beyond the statements: the forecasts (and the rows and JSON around them).
    const beyond = Math.max(1, p50 - percentile(r.sql, 50));
    console.log(
      `  ${r.backend.padEnd(10)} ${skus} SKUs in ${(p50 / 1000).toFixed(2)} s (API p50): ${(skus / (p50 / 1000)).toFixed(0)} SKUs/s end to end, ` +
        `${(skus / (beyond / 1000)).toFixed(0)} SKUs/s beyond the SQL`,
    );
  }
}
