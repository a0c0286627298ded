import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, apiModules, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { refreshTokens } from '../src/db/schema';
import { secretBox } from '../src/lib/secrets';
import { accessTokens, newOpaqueToken, sha256 } from '../src/platform/auth/tokens';
import { type Jobs, startJobs, stopJobs } from '../src/platform/jobs';
import { createScheduler, type ScheduledJob, type Scheduler } from '../src/platform/scheduler';
import { createTestDatabase } from './database';
import { factories } from './factories';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** A fixed key so tests can decrypt what the app stored and prove it is not clear text. */
export const testSecrets = secretBox(Buffer.alloc(32, 42));

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  make: ReturnType<typeof factories>;
  /** Authorization header of a fresh access token for the user. */
  auth(userId: number): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides (strings, as in process.env). */
  env?: Record<string, string>;
  modules?: AppDeps['modules'];
  logger?: AppDeps['logger'];
  /**
   * Starts pg-boss and the scheduler with these tasks on the app's database (the console's calls need them);
   * pg-boss's timers are off unless `boss` turns them on.
   */
  scheduled?: (db: Db) => { jobs: ScheduledJob[]; boss?: Parameters<typeof startJobs>[2] };
}

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '', ...env });

/** The real app on its own fresh database; call once per test file (beforeAll) and close afterwards. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const { database, drop } = await createTestDatabase();
  let app: FastifyInstance;
  let jobs: Jobs | undefined;
  let scheduler: Scheduler | undefined;
  try {
    if (options.scheduled) {
      const wanted = options.scheduled(database.db);
      const quiet = { info() {}, warn() {}, error() {} };
      jobs = await startJobs(database, quiet, { supervise: false, schedule: false, ...wanted.boss });
      scheduler = createScheduler({
        db: database.db,
        boss: jobs,
        jobs: wanted.jobs,
        log: quiet,
        pollingIntervalSeconds: 0.5,
        revokeCheckMs: 200,
      });
    }
    app = await buildApp({
      config,
      db: database.db,
      jwtSecret: config.JWT_SECRET ?? TEST_JWT_SECRET,
      secrets: testSecrets,
      modules: options.modules ?? apiModules,
      logger: options.logger,
      jobs,
      scheduler,
    });
    await app.ready();
    await scheduler?.start();
  } catch (error) {
    if (jobs) await stopJobs(jobs);
    await drop();
    throw error;
  }
  const tokens = accessTokens(config.JWT_SECRET ?? TEST_JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS);
  return {
    app,
    db: database.db,
    database,
    config,
    make: factories(database.db),
    auth: async (userId) => ({
      authorization: `Bearer ${await tokens.sign(userId, await liveSession(database.db, userId))}`,
    }),
    close: async () => {
      await app.close();
      scheduler?.stop();
      if (jobs) await stopJobs(jobs);
      await drop();
    },
  };
}

/** Form-encoded sign-in as the login page sends it. */
export function login(app: FastifyInstance, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

/** Starts a sign-in for the user (what a login stores) and answers its id, for tokens signed by tests. */
export async function liveSession(db: Db, userId: number): Promise<string> {
  const sessionId = randomUUID();
  await db.insert(refreshTokens).values({
    user_id: userId,
    family_id: sessionId,
    token_hash: sha256(newOpaqueToken()),
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return sessionId;
}
