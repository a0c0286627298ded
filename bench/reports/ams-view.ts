/**
 * `npm run bench -- reports` (AMS View part): the drill-down grids of the AMS View for the advertising profile
 * with the most daily ad metrics (the client admin of Acme Home sees every profile of the client), over the
 * longest window the screen allows (90 days back to today), on PGlite and PostgreSQL, end to end over real HTTP
 * (fetch → Fastify on 127.0.0.1 in this process → guard → report scope → the seller and ad group checks → one
 * metrics level's sums → JSON), printed beside the bare SQL: the repository's statement for that grid, run
 * directly on the same connection. Cases: the ad groups, and the targets and the search terms of the ad group
 * with the most search terms.
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import { amsEarliestStart } from '@marketdesk/contracts/ams-view';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { amsRepository } from '../../apps/server/src/modules/ams-view/ams-view.repository';
import { todayUtc } from '../../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from '../demo-database';
import { type ApiSqlResult, eachBackend, printApiSql } from '../harness';

const WARMUP = Number(process.env.BENCH_REPORTS_WARMUP ?? 2);
const ITERATIONS = Number(process.env.BENCH_REPORTS_ITERATIONS ?? 10);

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
  const { db } = database;
  const [who] = await rowsOf<{ client_id: number; profile_id: string; rows: string }>(
    db,
    sql`select d.client_id, d.profile_id, count(*)::bigint as rows from ad_metrics_daily d
      join clients c on c.pk_client_id = d.client_id and c.name = 'Acme Home'
      group by d.client_id, d.profile_id order by count(*) desc limit 1`,
  );
  if (!who) throw new Error('the demo data set has no advertising for Acme Home');
  const { client_id: clientId, profile_id: profileId } = who;
  const [group] = await rowsOf<{ ad_group_id: string; terms: string }>(
    db,
    sql`select ad_group_id, count(*)::bigint as terms from ad_search_terms
      where client_id = ${clientId} and profile_id = ${profileId}
      group by ad_group_id order by count(*) desc limit 1`,
  );
  const adGroupId = group?.ad_group_id ?? '';
  const end = todayUtc();
  const start = amsEarliestStart(end);
  const scope = { clientId, profileId, start, end, brandIds: null };
  const repo = amsRepository(db);
  const cases: { label: string; path: string; bare: () => Promise<unknown[]> }[] = [
    { label: 'ad groups', path: '/ams-view/ad-groups', bare: () => repo.adGroups(scope) },
    {
      label: 'targets of the largest ad group',
      path: `/ams-view/targets/${encodeURIComponent(adGroupId)}`,
      bare: () => repo.targets(scope, adGroupId),
    },
    {
      label: 'search terms of the largest ad group',
      path: `/ams-view/search-terms/${encodeURIComponent(adGroupId)}`,
      bare: () => repo.searchTerms(scope, adGroupId, null),
    },
  ];
  const server = await serveSignedIn(db);
  const results: ApiSqlResult[] = [];
  try {
    for (const c of cases) {
      const params = new URLSearchParams({
        client_id: String(clientId),
        seller_id: profileId,
        start_date: start,
        end_date: end,
      });
      const url = `${server.address}${c.path}?${params}`;
      const r: ApiSqlResult = { backend: b.name, label: c.label, answer: '', api: [], sql: [] };
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const bare = await c.bare();
        const sqlMs = performance.now() - t;
        t = performance.now();
        const res = await fetch(url, { headers: server.headers });
        const body = (await res.json()) as { items: unknown[] };
        const apiMs = performance.now() - t;
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        if (body.items.length !== bare.length)
          throw new Error(`${c.label}: API ${body.items.length} rows, SQL ${bare.length}`);
        r.answer = `${body.items.length}`;
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
  console.log(
    `${b.name}: client ${clientId} (Acme Home), profile ${profileId} (${Number(who.rows).toLocaleString('en')} daily metric rows), ad group ${adGroupId}, ${start} to ${end}`,
  );
  return results;
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `GET /ams-view grids (90 days), ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real HTTP end to end,` +
      ' SQL = the grid statement alone, run directly',
    'rows',
    results,
  );
}
