/**
 * `npm run bench -- tickets`: the ticket dashboard and deep search on 100,000 tickets of one client (Acme Home),
 * on PostgreSQL, side by side in one run (issue #10: page p50 < 100 ms, search p50 < 300 ms).
 *
 * Cases: (a) one dashboard page, 50 rows sorted by dt_creation desc with the counts of every tab, for the tabs
 * `mine.pending` of the busiest demo login (the assigner) and `all.unassigned`; (b) deep search for a common term
 * found in items and comments and for a rare one. Each prints p50 / p95 of the bare SQL (run directly on the
 * same connection) and, once the tickets routes exist, of the call over real HTTP (fetch → Fastify on
 * 127.0.0.1 in this process → guard → service → SQL → JSON), and their ratio. 5 warm-ups, 30 iterations,
 * API and SQL interleaved.
 *
 * Data: its own database `marketdesk_bench_tickets` (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, names the server; BENCH_BACKENDS=pg,pglite adds PGlite in
 * BENCH_TICKETS_PGLITE_DIR, default ./.data-bench/tickets-pglite). Seeded once, reused while Acme Home holds
 * BENCH_TICKETS (default 100,000) tickets: the demo clients and logins (no commerce history), 30 more ticket
 * workers, then tickets built by the demo ticket generator over two years with synthetic SKUs and advertising
 * rows, through the demo's own writer (so search_doc comes from the one builder).
 */
import { resolve } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { syncPermissionCatalogue } from '../apps/server/src/db/catalogue';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD, isEmpty, seedDemo } from '../apps/server/src/db/demo';
import { mulberry32 } from '../apps/server/src/db/demo/prng';
import { ticketAnchor, writeTicketPlans } from '../apps/server/src/db/demo/tickets';
import { ACME_MIX, buildTicketPlans } from '../apps/server/src/db/demo/tickets-build';
import {
  type AdTermRow,
  loadTicketContext,
  type TicketContext,
} from '../apps/server/src/db/demo/tickets-context';
import { insertRows } from '../apps/server/src/db/facts';
import { migrate } from '../apps/server/src/db/migrate';
import { memberships, userRoles, users } from '../apps/server/src/db/schema';
import { secretBox } from '../apps/server/src/lib/secrets';
import { type ApiSqlResult, eachBackend, printApiSql } from './harness';

const ROOT = resolve(import.meta.dirname, '..');
const TARGET = Number(process.env.BENCH_TICKETS ?? 100_000);
const BATCH = 5_000;
const DAYS = 730;
const WARMUP = 5;
const ITERATIONS = 30;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
export const BUSY_LOGIN = 'assigner@acme.demo.marketdesk.dev';
/** Planted in the comments of a handful of tickets: the rare search term. */
export const RARE_TERM = 'quetzalcoatl';
export const COMMON_TERM = 'carton';

interface Backend {
  key: string;
  name: string;
  open(): Promise<Database>;
}

function backends(): Backend[] {
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(admin);
  url.pathname = '/marketdesk_bench_tickets';
  const dir = process.env.BENCH_TICKETS_PGLITE_DIR ?? resolve(ROOT, '.data-bench', 'tickets-pglite');
  const all: Backend[] = [
    {
      key: 'pg',
      name: 'PostgreSQL',
      open: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        const exists = await c.query("select 1 from pg_database where datname = 'marketdesk_bench_tickets'");
        if (exists.rowCount === 0) await c.query('create database marketdesk_bench_tickets');
        await c.end();
        return openDatabase({ url: url.toString() });
      },
    },
    { key: 'pglite', name: 'PGlite', open: () => openDatabase({ dataDir: dir }) },
  ];
  const only = (process.env.BENCH_BACKENDS ?? 'pg').split(',');
  return all.filter((b) => only.includes(b.key));
}

export const rows = async <T>(db: Database['db'], query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const acmeId = async (db: Database['db']) =>
  (await rows<{ id: number }>(db, sql`select pk_client_id as id from clients where name = 'Acme Home'`))[0]!
    .id;

/** 30 more people who work on tickets at Acme (the Ticket Creator role), so owners and creators spread. */
async function addWorkers(db: Database['db'], clientId: number): Promise<void> {
  const [role] = await rows<{ id: number }>(
    db,
    sql`select id from roles where client_id = ${clientId} and name = 'Ticket Creator'`,
  );
  const list = Array.from({ length: 30 }, (_, i) => ({
    email: `worker${i + 1}@acme.bench.marketdesk.dev`,
    first_name: 'Worker',
    last_name: `No ${i + 1}`,
    password_hash: null,
  }));
  await insertRows(db, users, list);
  const ids = await rows<{ id: number }>(
    db,
    sql`select id from users where email like 'worker%@acme.bench.marketdesk.dev' order by id`,
  );
  await insertRows(
    db,
    memberships,
    ids.map((u) => ({ client_id: clientId, user_id: u.id })),
  );
  await insertRows(
    db,
    userRoles,
    ids.map((u) => ({ client_id: clientId, user_id: u.id, role_id: role!.id })),
  );
}

/** The demo context of Acme plus synthetic SKUs and advertising rows (the bench seeds no commerce history). */
function benchContext(ctx: TicketContext): TicketContext {
  const r = mulberry32(77);
  const skus = Array.from({ length: 3_000 }, (_, i) => ({
    sku_id: i + 1,
    sku_code: `BX-${String(i + 1).padStart(4, '0')}`,
    sku_name: `Bench product ${i + 1}`,
    brand_id: ctx.brands[i % Math.max(1, ctx.brands.length)]?.id ?? null,
  }));
  const markets = ctx.markets.filter((m) => m.short_code.startsWith('AZ'));
  const adTerms: AdTermRow[] = [];
  const adProducts: TicketContext['adProducts'] = [];
  markets.forEach((m, p) => {
    const profile = `9${String(p).padStart(14, '0')}`;
    for (let i = 0; i < 200; i++) {
      const clicks = r.int(0, 400);
      const group = {
        profile_id: profile,
        mp_id: m.mp_id,
        campaign_id: String(2e11 + p),
        adgroup_id: String(3e11 + p * 10 + (i % 10)),
        adgroup_name: `ACME - group ${i % 10} - Exact`,
        brand_id: ctx.brands[0]?.id ?? null,
      };
      adTerms.push({
        ...group,
        item_type: i % 2 ? 'target' : 'searchterm',
        seller_name: `Acme Home ${m.short_code.slice(3)}`,
        currency: m.currency,
        targeting_id: String(1e12 + p * 1000 + i),
        target_acos: 0.25,
        text: `${['kitchen', 'storage', 'lamp', 'towel', 'rug'][i % 5]} ${['set', 'large', 'gift', 'best'][i % 4]} ${i}`,
        bid: 0.5 + r.next(),
        impressions: clicks * r.int(50, 400),
        clicks,
        spend: clicks * 0.6,
        sales: clicks * r.next() * 4,
        units: Math.round(clicks * r.next() * 0.15),
      });
      if (i < 60)
        adProducts.push({
          ...group,
          ad_id: String(4e13 + p * 100 + i),
          asin: `B0${String(1e7 + p * 1000 + i)}`,
          sku_code: skus[i]!.sku_code,
          mp_sku_code: skus[i]!.sku_code,
          title: `Bench product ${i + 1}`,
          keyword: ['kitchen', 'storage', 'lamp', 'towel', 'rug'][i % 5]!,
        });
    }
  });
  return { ...ctx, skus, adTerms, adProducts };
}

async function seedTickets(db: Database['db'], clientId: number): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const ctx = benchContext(await loadTicketContext(db, clientId, today));
  const perBatch = Object.values(ACME_MIX).reduce((s, n) => s + n, 0);
  const anchor = ticketAnchor(today);
  let done = 0;
  for (let batch = 0; done < TARGET; batch++) {
    const want = Math.min(BATCH, TARGET - done);
    const mix = Object.fromEntries(
      Object.entries(ACME_MIX).map(([type, n]) => [type, Math.ceil((n * want) / perBatch)]),
    );
    const plans = buildTicketPlans(mulberry32(1_000 + batch), ctx, mix, anchor, DAYS).slice(0, want);
    // The rare term: one comment in the first few tickets of the first batch.
    if (batch === 0)
      for (const p of plans.slice(0, 5))
        if (p.comments[0]) p.comments[0].body += ` (ref ${RARE_TERM} shipment)`;
    await db.transaction((tx) => writeTicketPlans(tx, clientId, plans));
    done += plans.length;
    if (batch % 4 === 3 || done >= TARGET) console.log(`  ${done.toLocaleString('en')} tickets written`);
  }
  await db.execute(sql`analyze tickets, ticket_items, ticket_comments, ticket_history`);
}

async function prepare(b: Backend): Promise<Database> {
  const database = await b.open();
  const { db } = database;
  await migrate(database);
  await syncPermissionCatalogue(db);
  if (await isEmpty(db)) {
    console.log(`${b.name}: seeding the demo clients and logins (no commerce history)`);
    await seedDemo(db, false);
  }
  const clientId = await acmeId(db);
  const [have] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets where client_id = ${clientId}`,
  );
  if (have!.n < TARGET) {
    const t = performance.now();
    console.log(`${b.name}: ${have!.n} tickets; seeding ${TARGET.toLocaleString('en')}`);
    await db.execute(sql`delete from tickets where client_id = ${clientId}`);
    const [workers] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users where email like 'worker%@acme.bench.marketdesk.dev'`,
    );
    if (workers!.n === 0) await addWorkers(db, clientId);
    await seedTickets(db, clientId);
    console.log(`${b.name}: seeded in ${((performance.now() - t) / 60_000).toFixed(1)} min`);
  }
  const [stats] = await rows<{ n: number; items: number; comments: number; doc: number }>(
    db,
    sql`select count(*)::int as n, sum(num_items)::int as items, avg(length(search_doc))::int as doc,
      (select count(*)::int from ticket_comments where client_id = ${clientId}) as comments
      from tickets where client_id = ${clientId}`,
  );
  console.log(
    `${b.name}: ${stats!.n.toLocaleString('en')} tickets of Acme Home, ${stats!.items.toLocaleString('en')} items, ` +
      `${stats!.comments.toLocaleString('en')} comments, search_doc ${stats!.doc} characters on average`,
  );
  return database;
}

// ---------------------------------------------------------------------------------------------------------
// The bare SQL of the page (one tab, 50 rows, dt_creation desc, with the counts of every tab) and of the search

export interface Scope {
  clientId: number;
  userId: number;
  types: string[];
}

const TAB_WHERE: Record<string, (s: Scope) => SQL> = {
  'mine.pending': (s) => sql`t.fk_owner_id = ${s.userId} and t.status = 'PENDING'`,
  'all.unassigned': () => sql`t.fk_owner_id is null`,
};

export function pageSql(s: Scope, tab: string): SQL {
  return sql`select t.pk_ticket_id, t.fk_ticket_type_id, t.fk_creator_id, t.creator_name, t.fk_owner_id,
      t.owner_name, t.status, t.percent_completion, t.dt_creation, t.dt_assign, t.dt_completion, t.fk_mp_id,
      t.fk_brand_id, t.num_items, t.description, m.name as marketplace_name, b.brand_name
    from tickets t
    left join marketplaces m on m.pk_mp_id = t.fk_mp_id
    left join brands b on b.pk_brand_id = t.fk_brand_id
    where t.client_id = ${s.clientId} and t.fk_ticket_type_id in (${sql.join(
      s.types.map((x) => sql`${x}`),
      sql`, `,
    )})
      and ${TAB_WHERE[tab]!(s)}
    order by t.dt_creation desc, t.pk_ticket_id desc limit 50`;
}

export function countsSql(s: Scope): SQL {
  const u = s.userId;
  return sql`select count(*)::int as "all",
      count(*) filter (where fk_owner_id is null)::int as unassigned,
      count(*) filter (where status = 'RESOLVED')::int as review_pending,
      count(*) filter (where status = 'REVIEWED')::int as reviewed,
      count(*) filter (where fk_owner_id = ${u})::int as mine,
      count(*) filter (where fk_owner_id = ${u} and status = 'PENDING')::int as mine_pending,
      count(*) filter (where fk_owner_id = ${u} and status = 'INPROGRESS')::int as mine_inprogress,
      count(*) filter (where fk_owner_id = ${u} and status = 'RESOLVED')::int as mine_resolved,
      count(*) filter (where fk_owner_id = ${u} and status = 'REVIEWED')::int as mine_reviewed,
      count(*) filter (where fk_creator_id = ${u})::int as raised,
      count(*) filter (where fk_creator_id = ${u} and status in ('PENDING', 'INPROGRESS'))::int as raised_open,
      count(*) filter (where fk_creator_id = ${u} and status = 'RESOLVED')::int as raised_review,
      count(*) filter (where fk_creator_id = ${u} and status = 'REVIEWED')::int as raised_reviewed
    from tickets where client_id = ${s.clientId}
      and fk_ticket_type_id in (${sql.join(
        s.types.map((x) => sql`${x}`),
        sql`, `,
      )})`;
}

export function searchSql(s: Scope, q: string): SQL {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`select t.pk_ticket_id, t.fk_ticket_type_id, t.creator_name, t.owner_name, t.status, t.dt_creation
    from tickets t
    where t.client_id = ${s.clientId} and t.fk_ticket_type_id in (${sql.join(
      s.types.map((x) => sql`${x}`),
      sql`, `,
    )})
      and t.search_doc like ${like}
    order by t.dt_creation desc limit 300`;
}

/** Times `fn` WARMUP + ITERATIONS times; answers the measured durations. */
export async function timed<T>(fn: () => Promise<T>, each?: (v: T) => void): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const t = performance.now();
    const v = await fn();
    const ms = performance.now() - t;
    each?.(v);
    if (i >= WARMUP) out.push(ms);
  }
  return out;
}

async function measure(b: Backend, database: Database): Promise<ApiSqlResult[]> {
  const { db } = database;
  const clientId = await acmeId(db);
  const [busy] = await rows<{ id: number }>(db, sql`select id from users where email = ${BUSY_LOGIN}`);
  const typeRows = await rows<{ code: string }>(
    db,
    sql`select distinct rp.permission_code as code from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
      where ur.user_id = ${busy!.id} and ur.client_id = ${clientId} and rp.permission_code like 'access:tickets:type:%'`,
  );
  const scope: Scope = {
    clientId,
    userId: busy!.id,
    types: typeRows.map((r) => r.code.slice('access:tickets:type:'.length)).sort(),
  };
  const cases = [
    { label: 'page mine.pending (busy user) + counts', kind: 'page', tab: 'mine.pending' },
    { label: 'page all.unassigned + counts', kind: 'page', tab: 'all.unassigned' },
    { label: `search "${COMMON_TERM}" (common)`, kind: 'search', q: COMMON_TERM },
    { label: `search "${RARE_TERM}" (rare)`, kind: 'search', q: RARE_TERM },
  ] as const;
  const out: ApiSqlResult[] = [];
  for (const c of cases) {
    let answer = '';
    const sqlMs = await timed(async () => {
      if (c.kind === 'page') {
        const page = await rows(db, pageSql(scope, c.tab));
        const [counts] = await rows<Record<string, number>>(db, countsSql(scope));
        answer = `${page.length} rows of ${c.tab === 'mine.pending' ? counts!.mine_pending : counts!.unassigned}`;
      } else {
        answer = `${(await rows(db, searchSql(scope, c.q))).length} found`;
      }
    });
    out.push({ backend: b.name, label: c.label, answer, api: [], sql: sqlMs });
  }
  try {
    await measureApi(db, out, cases);
  } catch (error) {
    console.log(`${b.name}: API half skipped: ${(error as Error).message}`);
  }
  return out;
}

type Case = { label: string; kind: 'page'; tab: string } | { label: string; kind: 'search'; q: string };

/** The same cases through the real API, signed in as the busy login; skipped while the routes do not exist. */
async function measureApi(db: Database['db'], out: ApiSqlResult[], cases: readonly Case[]): Promise<void> {
  // Loaded here, so the SQL half still runs while the app does not build.
  const { buildApp } = await import('../apps/server/src/app');
  const config = loadConfig({ JWT_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '' });
  const app = await buildApp({ config, db, jwtSecret: JWT_SECRET, secrets: secretBox(Buffer.alloc(32, 7)) });
  try {
    if (!app.hasRoute({ method: 'GET', url: '/tickets/all' })) {
      console.log('GET /tickets/all is not registered (tickets routes not built yet): SQL only');
      return;
    }
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const signIn = await fetch(`${address}/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: BUSY_LOGIN, password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in as ${BUSY_LOGIN} failed: ${signIn.status}`);
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const clientId = await acmeId(db);
    const headers = { authorization: `Bearer ${token}` };
    for (const [i, c] of cases.entries()) {
      const url =
        c.kind === 'page'
          ? `${address}/tickets/all?${new URLSearchParams({ client_id: String(clientId), tab: c.tab.split('.')[0]!, subTab: c.tab.split('.')[1]!, rpp: '50' })}`
          : `${address}/tickets/search?${new URLSearchParams({ client_id: String(clientId), q: c.q })}`;
      let answer = '';
      out[i]!.api = await timed(async () => {
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { tickets?: unknown[]; total?: number } | unknown[];
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        answer = Array.isArray(body)
          ? `${body.length} found`
          : `${body.tickets?.length} rows of ${body.total}`;
      });
      if (answer !== out[i]!.answer)
        console.log(`  ${c.label}: API answered ${answer}, SQL ${out[i]!.answer}`);
    }
  } finally {
    await app.close();
  }
}

export async function run(): Promise<void> {
  printApiSql(
    `Tickets of Acme Home: dashboard page (50 rows, dt_creation desc, with every tab's count) and deep search ` +
      `(at most 300), ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real HTTP end to end, SQL = bare statements`,
    'answer',
    await eachBackend(backends(), prepare, measure),
  );
}
