import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { syncPermissionCatalogue } from './db/catalogue';
import { openDatabase } from './db/client';
import { isEmpty } from './db/demo/index';
import { migrate } from './db/migrate';
import { writeDemo } from './demo';
import { resolveSecretsKey, secretBox } from './lib/secrets';
import { serverModules } from './module-list';
import { resolveJwtSecret } from './platform/auth/secret';
import { filesFor } from './platform/files';
import { startJobs, stopJobs } from './platform/jobs';
import { loggerOptions } from './platform/logging';
import type { DemoAfterStart } from './platform/module';
import { createScheduler } from './platform/scheduler';
import { startTaskWorker } from './platform/tasks';
import { scheduledWork } from './scheduled-work';

/**
 * config → database → migrate → permission catalogue → demo data when empty (each module's part) → jobs →
 * scheduler → app → task worker → scheduler start (tasks registered, schedules synced) → demo parts that need the
 * started scheduler (each module's demoAfterStart: the run history) → listen.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, statementTimeoutMs: config.STATEMENT_TIMEOUT_MS }
      : { dataDir: config.DATA_DIR },
  );
  await migrate(database);
  await syncPermissionCatalogue(database.db);
  const secrets = secretBox(resolveSecretsKey(config.SECRETS_KEY, config.DATA_DIR));
  const logger = pino(loggerOptions(config.LOG_LEVEL));

  // An empty database gets the whole demo (the same writer as `npm run seed`); one seeded by `npm run seed` (as
  // the end-to-end servers' is) already has it, and gets only its run history below.
  const seeded = config.SEED_DEMO && (await isEmpty(database.db));
  if (seeded) {
    const runtime = { db: database.db, config, secrets, log: logger };
    const { logins } = await writeDemo(runtime, config.SEED_DEMO_HISTORY ? {} : false);
    const width = Math.max(0, ...logins.map((l) => l.email.length));
    console.log(
      `Demo data created. Sign in with:\n${logins.map((l) => `  ${l.email.padEnd(width)}  ${l.password}  ${l.role}`).join('\n')}`,
    );
  }

  const jwtSecret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  // pg-boss's own maintenance runs as a scheduled job (scheduler.Worker.queue_maintenance), not on its timer.
  const jobs = await startJobs(database, logger, { supervise: false });
  const runtime = { db: database.db, config, secrets, log: logger };
  const scheduler = createScheduler({
    db: database.db,
    boss: jobs,
    jobs: scheduledWork(runtime),
    log: logger,
  });
  const app = await buildApp({
    config,
    // Requests run under the statement time limit; the task worker and the scheduler keep database.db.
    db: database.requestDb,
    jwtSecret,
    secrets,
    jobs,
    scheduler,
    loggerInstance: logger,
  });
  // After buildApp: every module has registered its task handlers by now.
  await startTaskWorker({ jobs, db: database.db, files: filesFor({ config, db: database.db }), log: logger });
  // The demo parts written after the scheduler starts (the run history), chosen before it starts, so its first
  // runs do not count as history.
  const afterStart: DemoAfterStart[] = [];
  for (const { demoAfterStart: part } of config.SEED_DEMO ? serverModules : []) {
    if (part && (seeded || (await part.lacks(database.db)))) afterStart.push(part);
  }
  await scheduler.start();
  for (const part of afterStart) await part.write(database.db);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      scheduler.stop();
      await stopJobs(jobs);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Marketdesk is running on http://localhost:${port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
