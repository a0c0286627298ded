/**
 * `npm run bench -- reports` (payment reconciliation part): POST /payment-reconciliation/report for one client
 * (Acme Home, client admin: no brand limit) on AZ_US over the longest window the screen allows (3 months up to
 * today), on the large demo data set, on PGlite and on PostgreSQL, end to end over real HTTP (fetch → Fastify on
 * 127.0.0.1 in this process → guard → report scope → the repository's three statements → every line matched and
 * decided → the whole report as JSON), printed beside the bare SQL: the same three statements (how far the
 * settlements reach, the window's order lines with fee rules and returns, the settlement lines summed per order
 * line key), executed directly on the same connection.
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import { addMonths, type ReconciliationReport } from '@marketdesk/contracts/reconciliation';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { reconciliationRepository } from '../../apps/server/src/modules/payment-reconciliation/reconciliation.repository';
import { addDays, todayUtc } from '../../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from '../demo-database';
import { type ApiSqlResult, eachBackend, printApiSql } from '../harness';

const WARMUP = Number(process.env.BENCH_REPORTS_WARMUP ?? 2);
const ITERATIONS = Number(process.env.BENCH_REPORTS_ITERATIONS ?? 10);

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
  const window = { clientId, mpId, start, end, brandIds: null };
  const repo = reconciliationRepository(db);
  const server = await serveSignedIn(db);
  const r: ApiSqlResult = { backend: b.name, label: '3 months, every line', answer: '', api: [], sql: [] };
  try {
    const url = `${server.address}/payment-reconciliation/report?client_id=${clientId}`;
    const body = JSON.stringify({ marketplace_id: mpId, start_date: start, end_date: end });
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      // The call first: on PGlite an iteration takes minutes, and the signed-in token lives 15.
      let t = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { ...server.headers, 'content-type': 'application/json' },
        body,
      });
      const report = (await res.json()) as ReconciliationReport;
      const apiMs = performance.now() - t;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(report)}`);
      t = performance.now();
      const through = await repo.settledThrough(clientId, mpId);
      const [lines, groups] = await Promise.all([
        repo.orderLines(window, through ? addDays(through, -7) : null),
        repo.settlementGroups(window),
      ]);
      const sqlMs = performance.now() - t;
      if (report.total_orders !== lines.length)
        throw new Error(`API ${report.total_orders} lines, SQL ${lines.length}`);
      r.answer = `${report.total_orders} lines, ${groups.length} settled keys, ${report.matched_orders} matched`;
      if (i >= WARMUP) {
        r.sql.push(sqlMs);
        r.api.push(apiMs);
      }
    }
  } finally {
    await server.close();
  }
  console.log(`${b.name}: client ${clientId} (Acme Home), AZ_US (mp ${mpId}), ${start} to ${end}`);
  return [r];
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `POST /payment-reconciliation/report (3 months), ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real` +
      ' HTTP end to end, SQL = the three report statements alone, run directly',
    'report',
    results,
  );
}
