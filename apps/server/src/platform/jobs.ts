import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export type Jobs = PgBoss;

/**
 * pg-boss needs `executeSql(text, values)`. PGlite's `query` runs one statement with parameters; pg-boss
 * also sends parameterless multi-statement scripts (schema, locks in BEGIN…COMMIT), which only `exec` runs.
 */
function executorFor(database: Database) {
  if (database.driver.kind === 'pg') {
    const { pool } = database.driver;
    return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  }
  const { pglite } = database.driver;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Starts pg-boss on the application's own database connection (both drivers). */
export async function startJobs(
  database: Database,
  log: { error(obj: unknown, msg?: string): void },
  /** pg-boss settings (tests shorten its intervals); never its connection, which is the application's. */
  options: Omit<PgBoss.ConstructorOptions, keyof PgBoss.DatabaseOptions> = {},
): Promise<Jobs> {
  const boss = new PgBoss({ db: executorFor(database), ...options });
  boss.on('error', (err) => log.error({ err }, 'job system error'));
  await boss.start();
  return boss;
}

export async function stopJobs(boss: Jobs): Promise<void> {
  // close: false because the connection belongs to the application, which closes it afterwards.
  await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
}
