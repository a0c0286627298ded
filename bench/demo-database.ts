/**
 * The demo data set the dashboard and grid benches read, and the server they call, in one place.
 *
 * PGlite in BENCH_PGLITE_DIR (default ./.data-bench/pglite, git-ignored); PostgreSQL in the database
 * marketdesk_bench created through BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres). Each is
 * seeded once with `npm run seed -- --reset --scale $BENCH_SCALE` (default large) and reused while it holds at
 * least BENCH_MIN_LINES order lines (default 5 million for large, 1 otherwise: lowering it tries a bench on a
 * smaller set, whose figures then mean little). BENCH_BACKENDS=pglite or =pg runs one of them.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo';
import { migrate } from '../apps/server/src/db/migrate';
import { secretBox } from '../apps/server/src/lib/secrets';

const ROOT = resolve(import.meta.dirname, '..');
const SCALE = process.env.BENCH_SCALE ?? 'large';
const MIN_ORDER_LINES = Number(process.env.BENCH_MIN_LINES ?? (SCALE === 'large' ? 5_000_000 : 1));
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
/** Acme Home's client admin: no marketplace or brand limit. */
export const CLIENT_ADMIN = 'admin@acme.demo.marketdesk.dev';

export interface DemoBackend {
  key: 'pglite' | 'pg';
  name: string;
  /** The environment under which the seed CLI writes this backend's database. */
  env: Record<string, string>;
  open(): Promise<Database>;
}

export function demoBackends(): DemoBackend[] {
  const dir = process.env.BENCH_PGLITE_DIR ?? resolve(ROOT, '.data-bench', 'pglite');
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(admin);
  url.pathname = '/marketdesk_bench';
  const all: DemoBackend[] = [
    {
      key: 'pglite',
      name: 'PGlite',
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir: dir }),
    },
    {
      key: 'pg',
      name: 'PostgreSQL',
      env: { DATABASE_URL: url.toString() },
      open: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        const exists = await c.query("select 1 from pg_database where datname = 'marketdesk_bench'");
        if (exists.rowCount === 0) await c.query('create database marketdesk_bench');
        await c.end();
        return openDatabase({ url: url.toString() });
      },
    },
  ];
  const only = process.env.BENCH_BACKENDS?.split(',');
  return all.filter((b) => !only || only.includes(b.key));
}

export const rowsOf = async <T>(db: Database['db'], query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const orderLines = async (db: Database['db']) =>
  Number((await rowsOf<{ n: string }>(db, sql`select count(*)::bigint as n from orders`))[0]!.n);

/** Opens the backend's database, seeding it with the demo data set first when it is not there yet. */
export async function openDemoDatabase(b: DemoBackend): Promise<Database> {
  let database = await b.open();
  await migrate(database);
  let lines = await orderLines(database.db);
  if (lines < MIN_ORDER_LINES) {
    await database.close();
    console.log(`${b.name}: ${lines} order lines; seeding (npm run seed -- --reset --scale ${SCALE})`);
    const t = performance.now();
    const run = spawnSync('npm', ['run', 'seed', '--', '--reset', '--scale', SCALE], {
      cwd: ROOT,
      env: { ...process.env, ...b.env },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`${b.name}: seeding failed (exit ${run.status})`);
    console.log(`${b.name}: seeded in ${((performance.now() - t) / 60_000).toFixed(1)} min`);
    database = await b.open();
    lines = await orderLines(database.db);
  }
  console.log(`${b.name}: ${lines.toLocaleString('en')} order lines`);
  return database;
}

/**
 * The real server on 127.0.0.1 in this process, with the client admin signed in as the browser does (so the
 * token belongs to a live sign-in like every real one).
 */
export async function serveSignedIn(db: Database['db']) {
  const config = loadConfig({ JWT_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '' });
  const app = await buildApp({ config, db, jwtSecret: JWT_SECRET, secrets: secretBox(Buffer.alloc(32, 7)) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const signIn = await fetch(`${address}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: CLIENT_ADMIN, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) {
    await app.close();
    throw new Error(`sign-in as ${CLIENT_ADMIN} failed: ${signIn.status}`);
  }
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  return { address, headers: { authorization: `Bearer ${token}` }, close: () => app.close() };
}
