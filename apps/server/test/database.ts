import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { syncPermissionCatalogue } from '../src/db/catalogue';
import { type Database, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

export async function onAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's Pool.end() resolves before its sockets are gone; dropping WITH (FORCE) at once would kill them and
 * surface as an unhandled "terminating connection" error. Wait for them instead (FORCE only as a last resort).
 */
async function dropWhenClosed(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The URL of database `name` on the server of `adminUrl`. */
export function templateOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens a database and brings it to the current schema with the permission catalogue. */
export async function migrateFresh(opts: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const database = await openDatabase(opts);
  await migrate(database);
  await syncPermissionCatalogue(database.db);
  return database;
}

/** A test file's database holds little: small buffers start it in half the time (client.ts). */
export const TEST_SHARED_BUFFERS = '16MB';

/** The run's migrated template (test/global-setup.ts), read once per test file; none outside vitest's run. */
let pgliteTemplate: Blob | undefined;
function template(): string | undefined {
  try {
    return inject('databaseTemplate');
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated database with the permission catalogue: PGlite in memory, or, when TEST_DATABASE_URL
 * is set, a new PostgreSQL database created through that URL (and dropped by `drop`). Both start from the
 * run's migrated template when there is one (a copy: nothing is shared between files).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const from = template();
  if (adminUrl) {
    const name = `md_test_${randomBytes(6).toString('hex')}`;
    await onAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`));
    const url = templateOf(adminUrl, name);
    const database = from ? await openDatabase({ url }) : await migrateFresh({ url });
    const drop = async () => {
      await database.close();
      await onAdmin(adminUrl, (c) => dropWhenClosed(c, name));
    };
    return { database, drop };
  }
  if (from) pgliteTemplate ??= new Blob([readFileSync(from)]);
  const database = pgliteTemplate
    ? await openDatabase({ load: pgliteTemplate, sharedBuffers: TEST_SHARED_BUFFERS })
    : await migrateFresh({ sharedBuffers: TEST_SHARED_BUFFERS });
  return { database, drop: () => database.close() };
}

/**
 * The same database as another server would open it: on PostgreSQL a second pool on it; PGlite is one
 * connection in-process, so the same one (closing it is the owner's business).
 */
export async function sameDatabase(database: Database): Promise<Database> {
  if (database.driver.kind !== 'pg') return { ...database, close: async () => {} };
  return openDatabase({ url: database.driver.pool.options.connectionString });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite template tarball's path, or the PostgreSQL template database's name. */
    databaseTemplate: string;
  }
}
