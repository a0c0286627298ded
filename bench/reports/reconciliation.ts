/**
 * `npm run bench -- reports` (payment reconciliation part): POST /payment-reconciliation/report for one client
 * (Acme Home, client admin: no brand limit) on AZ_US over the longest window the screen allows (3 months up to
 * today), on the large demo data set, on PGlite and on PostgreSQL, end to end over real HTTP (fetch → Fastify on
 * 127.0.0.1 in this process → guard → report scope → its statements: which kinds of return the window has; one
 * that decides every line of the window, sums the summary and names the page's lines; one that computes those
 * lines in full → JSON), printed beside the bare SQL: the same statements (and how far the settlements reach)
 * executed directly on the same connection. Two cases: the first answer of the spec's body as written (summary
 * and the first 25 lines), and the largest page (500 of the unmatched lines, by discrepancy). Each prints its answer's size in bytes (goal: under 1 MB).
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import {
  addMonths,
  type ReconciliationReport,
  reconciliationBody,
  SETTLEMENT_GRACE_DAYS,
} from '@marketdesk/contracts/reconciliation';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { reconciliationRepository } from '../../apps/server/src/modules/payment-reconciliation/reconciliation.repository';
import { addDays, todayUtc } from '../../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from '../demo-database';
import { type ApiSqlResult, eachBackend, printApiSql } from '../harness';

const WARMUP = Number(process.env.BENCH_REPORTS_WARMUP ?? 2);
const ITERATIONS = Number(process.env.BENCH_REPORTS_ITERATIONS ?? 10);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

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
  const spec = { marketplace_id: mpId, start_date: start, end_date: end };
  const cases = [
    { label: "3 months, the spec's body (first 25)", body: spec },
    {
      label: '3 months, 500 unmatched by discrepancy',
      body: { ...spec, status: 'unmatched', sort: 'discrepancy', sort_dir: 'desc', page_size: 500 },
    },
  ];
  const repo = reconciliationRepository(db);
  const server = await serveSignedIn(db);
  const results: ApiSqlResult[] = [];
  try {
    const url = `${server.address}/payment-reconciliation/report?client_id=${clientId}`;
    for (const c of cases) {
      const r: ApiSqlResult = { backend: b.name, label: c.label, answer: '', api: [], sql: [] };
      const parsed = reconciliationBody.parse(c.body);
      let largest = 0;
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { ...server.headers, 'content-type': 'application/json' },
          body: JSON.stringify(c.body),
        });
        const text = await res.text();
        const apiMs = performance.now() - t;
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text}`);
        const report = JSON.parse(text) as ReconciliationReport;
        largest = Math.max(largest, Buffer.byteLength(text));
        t = performance.now();
        const through = await repo.settledThrough(clientId, mpId);
        const window = {
          clientId,
          mpId,
          start,
          end,
          brandIds: null,
          dueBy: through ? addDays(through, -SETTLEMENT_GRACE_DAYS) : null,
        };
        const { summary, rows } = await repo.page(window, parsed, 0, parsed.page_size);
        const sqlMs = performance.now() - t;
        // `total` counts the entries the filters match (the table's pages); the summary's, the whole window.
        if (
          summary.matching !== report.total ||
          summary.total !== report.total_orders ||
          rows.length !== report.entries.length
        )
          throw new Error(
            `API ${report.total} of ${report.total_orders} lines, SQL ${summary.matching} of ${summary.total}`,
          );
        r.answer = `${report.total} lines match, ${report.entries.length} sent, ${kB(largest)}`;
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
    `POST /payment-reconciliation/report (3 months), ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real` +
      ' HTTP end to end (answer size: the largest seen), SQL = its statements alone (reach, kinds of return,' +
      ' summary and page), run directly',
    'answer',
    results,
  );
}
