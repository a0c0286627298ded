/**
 * Review data first page (issue 20 performance): POST /review-data/ for Acme Home's warehouse with the most SKUs,
 * all its marketplaces, the last 30 days against the 30 before, page 1 of 100 rows, in USD, on the large demo
 * data set, on PGlite and PostgreSQL, end to end over real HTTP (fetch → Fastify on 127.0.0.1 in this process →
 * guard → report scope → the count and the page statement → rows built → JSON), printed beside the bare SQL: the
 * very count and page statements of review-data.repository.ts for the same scope, run directly on the same
 * connection. Target: under 1 second on PostgreSQL. Data: bench/demo-database.ts (BENCH_BACKENDS=pglite or =pg).
 */

import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { REVIEW_DATA_DEFAULT_PAGE_SIZE, type ReviewDataPage } from '@marketdesk/contracts/review-data';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import {
  type ReviewScope,
  reviewCount,
  reviewRows,
} from '../../apps/server/src/modules/review-data/review-data.repository';
import { addDays, todayUtc } from '../../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from '../demo-database';
import { type ApiSqlResult, eachBackend, printApiSql } from '../harness';

const WARMUP = Number(process.env.BENCH_REVIEW_WARMUP ?? 2);
const ITERATIONS = Number(process.env.BENCH_REVIEW_ITERATIONS ?? 10);
const SIZE = REVIEW_DATA_DEFAULT_PAGE_SIZE;

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
  const { db } = database;
  const [w] = await rowsOf<{ client_id: number; warehouse_id: number; name: string; skus: number }>(
    db,
    sql`select c.pk_client_id as client_id, w.pk_warehouse_id as warehouse_id, w.name,
        (select count(*)::int from stock k where k.client_id = w.client_id and k.fk_warehouse_id = w.pk_warehouse_id) as skus
      from clients c join warehouses w on w.client_id = c.pk_client_id
      where c.name = 'Acme Home' order by skus desc, w.pk_warehouse_id limit 1`,
  );
  const { client_id: clientId, warehouse_id: warehouseId } = w!;
  const mps = await rowsOf<{ mp_id: number; short_code: string }>(
    db,
    sql`select wm.mp_id, m.short_code from warehouse_marketplaces wm join marketplaces m on m.pk_mp_id = wm.mp_id
      where wm.client_id = ${clientId} and wm.warehouse_id = ${warehouseId} order by wm.mp_id`,
  );
  const today = todayUtc();
  const current = { start: addDays(today, -29), end: today };
  const previous = { start: addDays(today, -59), end: addDays(today, -30) };
  const scope: ReviewScope = {
    clientId,
    warehouseId,
    mpIds: mps.map((m) => m.mp_id),
    azMpIds: mps.filter((m) => prefixOf(m.short_code) === 'AZ').map((m) => m.mp_id),
    brandIds: null,
    previous,
    current,
    currency: 'USD',
  };
  const body = {
    warehouse_id: warehouseId,
    previous_start_date: previous.start,
    previous_end_date: previous.end,
    current_start_date: current.start,
    current_end_date: current.end,
    currency_code: 'USD',
    page: 1,
    page_size: SIZE,
  };
  const server = await serveSignedIn(db);
  const url = `${server.address}/review-data/?client_id=${clientId}`;
  const r: ApiSqlResult = {
    backend: b.name,
    label: `review data page 1 of ${SIZE} (${w!.name}, ${mps.length} marketplaces)`,
    answer: '0',
    api: [],
    sql: [],
  };
  try {
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      let t = performance.now();
      const total = await reviewCount(db, scope);
      const rows = await reviewRows(db, scope, { limit: SIZE, offset: 0 });
      const sqlMs = performance.now() - t;
      t = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { ...server.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const page = (await res.json()) as ReviewDataPage;
      const apiMs = performance.now() - t;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(page)}`);
      if (page.total_count !== total || page.data.length !== rows.length)
        throw new Error(
          `API answered ${page.data.length} of ${page.total_count}, SQL ${rows.length} of ${total}`,
        );
      r.answer = `${page.data.length} of ${page.total_count}`;
      if (i >= WARMUP) {
        r.sql.push(sqlMs);
        r.api.push(apiMs);
      }
    }
  } finally {
    await server.close();
  }
  return [r];
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `POST /review-data/ (first page), ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real HTTP end to end` +
      ' (scope, count, page, rows built), SQL = the count and page statements alone, run directly',
    'rows',
    results,
  );
}
