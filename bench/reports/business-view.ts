/**
 * `npm run bench -- reports` (business view part): the first page of GET /business_view for one client (Acme
 * Home, no brand or warehouse limit) on AZ_US over the longest window the screen allows (3 months up to today),
 * on the large demo data set, on PGlite and on PostgreSQL, end to end over real HTTP (fetch → Fastify on
 * 127.0.0.1 in this process → guard → report scope → the report's one statement → rows as the spec's row →
 * JSON), printed beside the bare SQL: the very statement the repository runs for that page, executed directly on
 * the same connection. Cases: the default order (total sales amount, largest first) and a sort on payment.
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import { BUSINESS_VIEW_DEFAULT_PAGE_SIZE } from '@marketdesk/contracts/business-view';
import { addMonths } from '@marketdesk/contracts/reconciliation';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { businessViewRepository } from '../../apps/server/src/modules/business-view/business-view.repository';
import type { GridSelection } from '../../apps/server/src/platform/grid';
import { todayUtc } from '../../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from '../demo-database';
import { type ApiSqlResult, eachBackend, printApiSql } from '../harness';

const WARMUP = Number(process.env.BENCH_REPORTS_WARMUP ?? 2);
const ITERATIONS = Number(process.env.BENCH_REPORTS_ITERATIONS ?? 10);
const SIZE = BUSINESS_VIEW_DEFAULT_PAGE_SIZE;

const CASES: { label: string; selection: GridSelection }[] = [
  { label: 'first page, default order', selection: {} },
  { label: 'first page, sorted by payment', selection: { sort: [{ field: 'payment', sort: 'desc' }] } },
];

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
  const { db } = database;
  const [who] = await rowsOf<{ client_id: number; mp_id: number }>(
    db,
    sql`select c.pk_client_id as client_id, m.pk_mp_id as mp_id from clients c, marketplaces m
      where c.name = 'Acme Home' and m.short_code = 'AZ_US'`,
  );
  const { client_id: clientId, mp_id: mpId } = who!;
  const end = todayUtc();
  const start = addMonths(end, -3);
  const scope = { clientId, mpId, start, end, brandIds: null, warehouseIds: null };
  const repo = businessViewRepository(db);
  const server = await serveSignedIn(db);
  const results: ApiSqlResult[] = [];
  try {
    for (const c of CASES) {
      const params = new URLSearchParams({
        client_id: String(clientId),
        mp_id: String(mpId),
        start_date: start,
        end_date: end,
        size: String(SIZE),
      });
      if (c.selection.sort) params.set('sort', JSON.stringify(c.selection.sort));
      const url = `${server.address}/business_view?${params}`;
      const r: ApiSqlResult = { backend: b.name, label: c.label, answer: '', api: [], sql: [] };
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const bare = await repo.page(scope, c.selection, 0, SIZE);
        const sqlMs = performance.now() - t;
        t = performance.now();
        const res = await fetch(url, { headers: server.headers });
        const body = (await res.json()) as { items: unknown[]; total: number };
        const apiMs = performance.now() - t;
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        if (body.total !== bare.total) throw new Error(`API total ${body.total}, SQL total ${bare.total}`);
        r.answer = `${body.items.length} of ${body.total}`;
        if (i >= WARMUP) {
          r.sql.push(sqlMs);
          r.api.push(apiMs);
        }
      }
      results.push(r);
    }
  } finally {
    await server.close();
  }
  console.log(`${b.name}: client ${clientId} (Acme Home), AZ_US (mp ${mpId}), ${start} to ${end}`);
  return results;
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `GET /business_view (3 months, ${SIZE} rows a page), ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real` +
      ' HTTP end to end, SQL = the report statement alone, run directly',
    'rows',
    results,
  );
}
