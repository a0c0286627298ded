import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp, testConfig, testSecrets } from '../../test/helper';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { rowsOf } from '../db/facts/executor';
import { STATEMENT_TIMEOUT_DETAIL } from './errors';

/**
 * The API's statements run under a time limit (PostgreSQL's statement_timeout on the request pool): one that
 * runs longer is cancelled by PostgreSQL, the request answers 503 with a detail that says what to do, and nothing
 * is left running; tasks and scheduled work (database.db) have no such limit. /health-check never touches the
 * database. PGlite ignores statement_timeout (no timer inside WebAssembly), so the limit is PostgreSQL's only.
 */

const url = process.env.TEST_DATABASE_URL;
const LIMIT_MS = 300;

describe.runIf(!url)('/health-check on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('answers while every other request waits in the database queue', async () => {
    const headers = await t.auth((await t.make.user()).id);
    // PGlite is one connection: a transaction held open makes every other statement queue behind it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    let meDone = false;
    const me = t.app.inject({ method: 'GET', url: '/users/me', headers }).then((r) => {
      meDone = true;
      return r;
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/health-check' });
      expect(res.statusCode, res.body).toBe(200);
      // The call that needs the database is still queued: the health check did not wait behind it.
      expect(meDone).toBe(false);
    } finally {
      release();
    }
    await held;
    expect((await me).statusCode).toBe(200);
  });
});

describe.runIf(url)('statement time limit (PostgreSQL)', () => {
  let t: TestApp;
  let limited: Database;
  let app: FastifyInstance;
  let dbUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.driver.kind !== 'pg') throw new Error('expected PostgreSQL');
    dbUrl = t.database.driver.pool.options.connectionString!;
    limited = await openDatabase({ url: dbUrl, statementTimeoutMs: LIMIT_MS });
    app = await buildApp({
      config: testConfig({ STATEMENT_TIMEOUT_MS: String(LIMIT_MS) }),
      db: limited.requestDb,
      jwtSecret: TEST_JWT_SECRET,
      secrets: testSecrets,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await limited?.close();
    await t?.close();
  });

  /** The statements still running on the test database, other than the one asking. */
  const running = () =>
    rowsOf<{ query: string; wait_event_type: string | null }>(
      t.db,
      sql`select query, wait_event_type from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );

  it('cancels a request statement past the limit (57014) and leaves none running; the background has no limit', async () => {
    await expect(limited.requestDb.execute(sql`select pg_sleep(3)`)).rejects.toSatisfy(
      (e: { code?: string; cause?: { code?: string } }) => (e.cause?.code ?? e.code) === '57014',
    );
    expect(await running()).toEqual([]);
    // Exports, imports and scheduled work run on database.db: the same statement over the limit completes there.
    await expect(limited.db.execute(sql`select pg_sleep(${(LIMIT_MS * 2) / 1000})`)).resolves.toBeDefined();
  });

  it('runs every statement without JIT compilation, on the request pool and the background one', async () => {
    for (const ex of [limited.requestDb, limited.db]) {
      expect(await rowsOf<{ jit: string }>(ex, sql`show jit`)).toEqual([{ jit: 'off' }]);
    }
  });

  it('answers a report stuck past the limit with 503 and a clear detail, the statement cancelled', async () => {
    const clientId = (await t.make.client()).pk_client_id;
    const mpId = (await t.make.marketplace({ short_code: `AZ-T${clientId}` })).pk_mp_id;
    const warehouseId = (await t.make.warehouse(clientId, [mpId])).pk_warehouse_id;
    const headers = await t.auth((await t.make.user({ is_sa: true })).id);
    const call = () =>
      app.inject({
        method: 'GET',
        url: `/partner-view/summary?client_id=${clientId}&warehouse_id=${warehouseId}&start_date=2024-01-01&end_date=2024-01-31&currency_code=USD`,
        headers,
      });
    expect((await call()).statusCode).toBe(200);

    // Another session holds the warehouses table: the report's first statement waits on its lock until cancelled.
    const holder = new pg.Client({ connectionString: dbUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table warehouses in access exclusive mode');
      const stuck = call();
      // While the report waits on the database, the health check answers (it reads none).
      expect((await app.inject({ method: 'GET', url: '/health-check' })).statusCode).toBe(200);
      const res = await stuck;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ detail: STATEMENT_TIMEOUT_DETAIL });
      // Nothing of the request is left: no statement running, none waiting on the lock.
      expect(await running()).toEqual([]);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await call()).statusCode).toBe(200);
  });
});
