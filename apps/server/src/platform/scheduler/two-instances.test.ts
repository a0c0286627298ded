import { scheduledJobOps as ops } from '@marketdesk/contracts/operations/scheduled-jobs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sameDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import { liveSession, testConfig, testSecrets } from '../../../test/helper';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { scheduledWork } from '../../scheduled-work';
import { accessTokens } from '../auth/tokens';
import { type Jobs, startJobs, stopJobs } from '../jobs';
import { defineJob, RETRY } from './declaration';
import { createScheduler, type Scheduler } from './scheduler';

/**
 * Two app servers on one database (docs/operations.md, "Running several app servers"), each with pg-boss's timekeeper and
 * the scheduler with every task of the product plus a probe that fires every minute: each scheduled run is
 * worked once across both, and the console of either steers both.
 */
const quiet = { info() {}, warn() {}, error() {} };
const handled: { server: string; taskId: string }[] = [];

interface Server {
  app: FastifyInstance;
  scheduler: Scheduler;
  jobs: Jobs;
  database: Database;
}

async function server(name: string, database: Database): Promise<Server> {
  const config = testConfig();
  const db = database.db;
  const jobs = await startJobs(database, quiet, {
    supervise: false,
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
  });
  const probe = defineJob({
    name: 'probe.Worker.every_minute',
    description: 'Counts which server works each scheduled run.',
    schedule: '* * * * *',
    retry: RETRY.none(),
    async run(ctx) {
      handled.push({ server: name, taskId: ctx.taskId });
      return name;
    },
  });
  const scheduler = createScheduler({
    db,
    boss: jobs,
    jobs: [...scheduledWork({ db, config, secrets: testSecrets, log: quiet as never }), probe],
    log: quiet,
    pollingIntervalSeconds: 0.5,
  });
  const app = await buildApp({
    config,
    db,
    jwtSecret: config.JWT_SECRET!,
    secrets: testSecrets,
    jobs,
    scheduler,
  });
  await app.ready();
  await scheduler.start();
  return { app, scheduler, jobs, database };
}

let testDb: TestDatabase;
let a: Server;
let b: Server;
let auth: { authorization: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  a = await server('A', { ...testDb.database, close: async () => {} });
  b = await server('B', await sameDatabase(testDb.database));
  const admin = await factories(testDb.database.db).user({ is_sa: true });
  const config = testConfig();
  const tokens = accessTokens(config.JWT_SECRET!, config.ACCESS_TOKEN_TTL_SECONDS);
  auth = {
    authorization: `Bearer ${await tokens.sign(admin.id, await liveSession(testDb.database.db, admin.id))}`,
  };
}, 60_000);
afterAll(async () => {
  for (const s of [b, a]) {
    if (!s) continue;
    s.scheduler.stop();
    await s.app.close();
    await stopJobs(s.jobs);
    await s.database.close();
  }
  await testDb.drop();
});

describe('two servers on one database', () => {
  it('register every task once and work each scheduled run once', async () => {
    const names = await rowsOf<{ job_name: string; n: number }>(
      testDb.database.db,
      sql`select job_name, count(*)::int as n from cron_jobs group by job_name`,
    );
    expect(names.every((r) => Number(r.n) === 1)).toBe(true);
    expect(names.map((r) => r.job_name)).toEqual(
      expect.arrayContaining([
        'amazon_reports.Dispatcher.request_reports',
        'amazon_reports.Worker.poll_reports',
        'exchange_rates.Worker.fetch_daily_rates',
        'tasks.Worker.cleanup',
        'scheduler.Worker.queue_maintenance',
        'probe.Worker.every_minute',
      ]),
    );

    const started = Date.now();
    for (let i = 0; i < 300 && handled.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(handled.length).toBeGreaterThan(0);
    // Both timekeepers check every second: several more checks, no second run of the same minute.
    await new Promise((r) => setTimeout(r, 4000));
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    const runs = await rowsOf<{ celery_task_id: string; status: string }>(
      testDb.database.db,
      sql`select celery_task_id, status from job_runs where job_name = 'probe.Worker.every_minute'`,
    );
    expect(runs.length).toBe(handled.length);
    expect(new Set(handled.map((h) => h.taskId)).size).toBe(handled.length);
    expect(runs.length).toBeLessThanOrEqual(minutes);
  }, 60_000);

  it('a run started through one server is visible through the other; a schedule changed through one reaches both', async () => {
    const queued = await a.app.inject({
      method: 'POST',
      url: ops.runNow.path,
      headers: auth,
      payload: { job_name: 'tasks.Worker.cleanup', args: [], changing_kwargs: {} },
    });
    expect(queued.statusCode).toBe(202);
    const run = queued.json();
    let seen: { last_run_status: string } | undefined;
    for (let i = 0; i < 200; i++) {
      const runs = (
        await b.app.inject({ method: 'GET', url: `${ops.runs.path}?job_id=${run.fk_job_id}`, headers: auth })
      ).json().runs;
      seen = runs.find((r: { pk_job_run_id: number }) => r.pk_job_run_id === run.pk_job_run_id);
      if (seen?.last_run_status === 'SUCCESS') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen?.last_run_status).toBe('SUCCESS');

    const changed = await b.app.inject({
      method: 'PUT',
      url: `${ops.changeSchedule.path}?job_id=${run.fk_job_id}`,
      headers: auth,
      payload: { cron_schedule: '5 4 * * *', job_enabled: true, job_comments: null },
    });
    expect(changed.statusCode).toBe(200);
    const schedules = await a.jobs.getSchedules();
    expect(schedules.find((s) => s.name === 'tasks.Worker.cleanup')?.cron).toBe('5 4 * * *');
  }, 60_000);
});
