import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import { liveSession, TEST_JWT_SECRET, type TestApp, testConfig, testSecrets } from '../../../test/helper';
import { buildApp } from '../../app';
import { accessTokens } from '../auth/tokens';
import { type FileLinks, type FilesService, fileLinks, filesFor } from '../files';
import { type Jobs, startJobs, stopJobs } from '../jobs';
import type { TaskLog } from './registry';
import { startTaskWorker, type TaskWorkerOptions } from './worker';

export interface TaskTestApp extends TestApp {
  jobs: Jobs;
  files: FilesService;
  links: FileLinks;
  /** What the worker logged (tests check that causes reach the log and not the user). */
  logged: { level: 'info' | 'warn' | 'error'; obj: object; msg?: string }[];
}

export interface TaskTestAppOptions {
  /**
   * Start the task worker (default true). Without it every task stays PENDING, so tests of what happens when a
   * task is queued (limits, duplicates) do not race a worker.
   */
  worker?: boolean;
  /** The worker's options beyond its dependencies (polling every half second unless told). */
  workerOptions?: Omit<TaskWorkerOptions, 'jobs' | 'db' | 'files' | 'log'>;
}

/**
 * The app of test/helper.ts plus what background tasks need: pg-boss on the test database, the task worker
 * and a data directory of its own. One per test file, like createTestApp.
 */
export async function createTaskTestApp(options: TaskTestAppOptions = {}): Promise<TaskTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'md-tasks-'));
  const config = testConfig({ DATA_DIR: dataDir });
  const { database, drop } = await createTestDatabase();
  const db = database.db;
  const jobs = await startJobs(database, { error: () => {} }, { schedule: false, supervise: false });
  const logged: TaskTestApp['logged'] = [];
  const log: TaskLog = {
    info: (obj, msg) => logged.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => logged.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => logged.push({ level: 'error', obj, msg }),
  };
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, secrets: testSecrets, jobs });
  await app.ready();
  const files = filesFor({ config, db });
  if (options.worker !== false) {
    await startTaskWorker({ jobs, db, files, log, pollingIntervalSeconds: 0.5, ...options.workerOptions });
  }
  const tokens = accessTokens(TEST_JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS);
  return {
    app,
    db,
    database,
    config,
    make: factories(db),
    auth: async (userId) => ({
      authorization: `Bearer ${await tokens.sign(userId, await liveSession(db, userId))}`,
    }),
    jobs,
    files,
    links: fileLinks(TEST_JWT_SECRET, config.FILE_LINK_TTL_MINUTES),
    logged,
    close: async () => {
      await app.close();
      await stopJobs(jobs);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
