/**
 * `npm run bench -- grid`: one page of 50 AZ orders (GET /az/data/orders) sorted by purchase date, with and
 * without a SKU filter, on the demo data set, on PGlite and on PostgreSQL, side by side in one run.
 *
 * For Acme Home (as its client admin), its AZ marketplace with most order lines and the SKU with most lines
 * there, it prints p50 / p95 of the call end to end over real HTTP (fetch → Fastify on 127.0.0.1 in this
 * process → guard → service → SQL → JSON) and of the very statements the service runs (platform/grid's page
 * query and gridTotal, executed directly on the same connection), beside the page with an exact count (what
 * every page ran before totals could be estimated), and the ratios. 5 warm-ups, 30 iterations, interleaved.
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { gridOf } from '../apps/server/src/modules/data-vault/grids';
import { countSql, gridTotal, pageSql } from '../apps/server/src/platform/grid';
import {
  type DemoBackend,
  demoBackends,
  openDemoDatabase,
  rowsOf as rows,
  serveSignedIn,
} from './demo-database';
import { type ApiSqlResult, eachBackend, percentile, printApiSql } from './harness';

const WARMUP = 5;
const ITERATIONS = 30;

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
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

  const server = await serveSignedIn(db);
  const { address, headers } = server;

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
  const out: ApiSqlResult[] = [];
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
      // Before: the page and an exact count. Now: the page and gridTotal (exact up to a bound, else estimated).
      const before: ApiSqlResult = {
        backend: b.name,
        label: `${c.label}, exact count`,
        answer: '0',
        api: [],
        sql: [],
      };
      const now: ApiSqlResult = { backend: b.name, label: `${c.label}, now`, answer: '0', api: [], sql: [] };
      const pageQ = { ...q, cursor: 1, size: 50 };
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const page = await rows(db, pageSql(source, q, 0, 50));
        const [count] = await rows<{ n: string }>(db, countSql(source, q));
        const exactMs = performance.now() - t;
        t = performance.now();
        await rows(db, pageSql(source, q, 0, 50));
        const total = await gridTotal(db, source, pageQ);
        const nowMs = performance.now() - t;
        t = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { items: unknown[]; total: number; total_estimated?: boolean };
        const apiMs = performance.now() - t;
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        if (body.items.length !== page.length || body.total !== total.total) {
          throw new Error(
            `API answered ${body.items.length}/${body.total}, SQL ${page.length}/${total.total}`,
          );
        }
        before.answer = String(count!.n);
        now.answer = `${body.total}${body.total_estimated ? ' (estimated)' : ''}`;
        if (i >= WARMUP) {
          before.sql.push(exactMs);
          now.sql.push(nowMs);
          now.api.push(apiMs);
        }
      }
      out.push(before, now);
    }
  } finally {
    await server.close();
  }
  return out;
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `GET /az/data/orders (50 rows, purchase date desc), ${ITERATIONS} iterations after ${WARMUP} warm-ups; ` +
      'API = real HTTP end to end; SQL = the page with an exact count (as before) or with gridTotal (now: exact ' +
      'up to a page plus GRID_EXACT_COUNT_ROWS, else the planner estimate)',
    'total',
    results,
  );
  for (let i = 0; i + 1 < results.length; i += 2) {
    const [before, now] = [results[i]!, results[i + 1]!];
    const ratio = percentile(before.sql, 50) / percentile(now.sql, 50);
    console.log(`${now.backend} ${now.label}: SQL p50 exact count / now = ${ratio.toFixed(2)}`);
  }
}
