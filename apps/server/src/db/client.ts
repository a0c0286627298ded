import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { Changes, countPoolChanges, trackChanges } from './changes';
import * as schema from './schema';
import { queueStatements, StatementQueue } from './statement-queue';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The raw connection, kept for pg-boss and for closing. */
export type Driver = { kind: 'pglite'; pglite: PGlite } | { kind: 'pg'; pool: pg.Pool };

export interface Database {
  /** Without a time limit: migrations, tasks (exports, imports, analyses), scheduled work, pg-boss. */
  db: Db;
  /**
   * What the HTTP API reads and writes through: on PostgreSQL a pool of its own whose every statement runs under
   * `statement_timeout` (PostgreSQL cancels one that runs longer, error 57014, answered 503 by the error handler),
   * so no request holds a connection past the limit. PGlite has no timer to cancel a statement with (it runs
   * inside the event loop and ignores statement_timeout), so there it is `db` itself.
   */
  requestDb: Db;
  /** What moves when data changes through either of them (`changes.ts`). */
  changes: Changes;
  driver: Driver;
  close(): Promise<void>;
}

/**
 * Whether `db` is the embedded PGlite: one connection for the whole server, so a transaction held open (an
 * export's snapshot) would block every other request until it ends.
 */
export const isEmbedded = (db: Db): boolean =>
  (db as unknown as { $client: unknown }).$client instanceof PGlite;

/**
 * PGlite in `dataDir` (or in memory when `dataDir` is undefined; started from the data directory `load`, a
 * `dumpDataDir` tarball, when given), or a PostgreSQL server when `url` is given.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  load?: Blob;
  /** The API's time limit per statement on PostgreSQL (0 or unset: none). */
  statementTimeoutMs?: number;
  /**
   * PGlite's shared buffers (its default: 128MB). Starting zeroes them: the tests' small databases, one per file,
   * start in about half the time with 16MB.
   */
  sharedBuffers?: string;
}): Promise<Database> {
  if (opts.url) {
    // JIT off on every connection: the product's statements are reports and writes of tenths of a second, whose
    // cost estimates pass jit_above_cost; compiling them took 140 ms of Business View's 310 ms on the large set.
    const options = '-c jit=off';
    const changes = new Changes(false);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options });
    countPoolChanges(pool, changes);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    trackChanges(db, changes);
    const limit = opts.statementTimeoutMs ?? 0;
    if (limit <= 0)
      return { db, requestDb: db, changes, driver: { kind: 'pg', pool }, close: () => pool.end() };
    // Set when each connection starts, so it holds for every statement on it, in or out of a transaction.
    const requests = new pg.Pool({ connectionString: opts.url, max: 10, statement_timeout: limit, options });
    countPoolChanges(requests, changes);
    const requestDb = drizzlePg(requests, { schema }) as unknown as Db;
    trackChanges(requestDb, changes);
    const close = async () => {
      await Promise.all([requests.end(), pool.end()]);
    };
    return { db, requestDb, changes, driver: { kind: 'pg', pool }, close };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the tickets' deep search (migration 0008 creates the extension).
  const startParams = opts.sharedBuffers
    ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`]
    : undefined;
  const pglite = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: opts.load,
    startParams,
  });
  const changes = new Changes(true);
  // Every statement, drizzle's and pg-boss's, takes its turn in one fair queue that lets the event loop run.
  queueStatements(pglite, new StatementQueue(), (text) => changes.after(text));
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  trackChanges(db, changes);
  return { db, requestDb: db, changes, driver: { kind: 'pglite', pglite }, close: () => pglite.close() };
}
