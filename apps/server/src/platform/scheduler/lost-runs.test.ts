import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sameDatabase, type TestDatabase } from '../../../test/database';
import type { Database } from '../../db/client';
import { type Jobs, startJobs, stopJobs } from '../jobs';
import { defineJob, type ScheduledJob } from './declaration';
import { createScheduler, type Scheduler } from './scheduler';
import { schedulerRepository } from './scheduler.repository';

/**
 * A run whose server stops or hangs is recorded FAILED by the next maintenance run on another server, never
 * left STARTED (issue 18, Reliability). Server B works the task; server A only maintains.
 */
const quiet = { info() {}, warn() {}, error() {} };
const hang: ScheduledJob = defineJob({
  name: 'probe.Worker.hang',
  description: 'Never finishes.',
  schedule: null,
  retry: { retry_limit: 0, retry_delay_seconds: 0, retry_backoff: false, timeout_seconds: 1 },
  run: () => new Promise(() => {}),
});

const quick: ScheduledJob = defineJob({
  name: 'probe.Worker.quick',
  description: 'Finishes at once.',
  schedule: null,
  retry: { retry_limit: 0, retry_delay_seconds: 0, retry_backoff: false, timeout_seconds: 60 },
  run: async () => 'done',
});

let testDb: TestDatabase;
let a: { boss: Jobs; scheduler: Scheduler };
let b: { boss: Jobs; scheduler: Scheduler; database: Database };

async function serverB() {
  const database = await sameDatabase(testDb.database);
  const boss = await startJobs(database, quiet, { supervise: false, schedule: false });
  const scheduler = createScheduler({
    db: database.db,
    boss,
    jobs: [hang, quick],
    log: quiet,
    pollingIntervalSeconds: 0.5,
  });
  await scheduler.start();
  return { boss, scheduler, database };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const boss = await startJobs(testDb.database, quiet, {
    supervise: false,
    schedule: false,
    monitorIntervalSeconds: 1,
  });
  // A maintains only: it registers the tasks but works no queue.
  a = { boss, scheduler: createScheduler({ db: testDb.database.db, boss, jobs: [hang, quick], log: quiet }) };
  await a.scheduler.register();
});
afterAll(async () => {
  a.scheduler.stop();
  await stopJobs(a.boss);
  await testDb.drop();
});

const repo = () => schedulerRepository(testDb.database.db);
async function startedRun(scheduler: Scheduler) {
  const queued = await scheduler.runNow({ job_name: hang.name, args: [], changing_kwargs: {} });
  for (let i = 0; i < 100; i++) {
    const run = (await repo().run(Number(queued!.pk_job_run_id)))!.run;
    if (run.status === 'STARTED') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run never started');
}

describe('lost runs', () => {
  it('a run that outlives its timeout on a hung server is recorded FAILED by another server’s maintenance', async () => {
    b = await serverB();
    const run = await startedRun(b.scheduler);
    expect((await a.scheduler.maintain()).lost).toBe(0); // still within its timeout: alive
    await new Promise((r) => setTimeout(r, 2100));
    expect((await a.scheduler.maintain()).lost).toBe(1);
    const after = (await repo().run(run.pk_job_run_id))!.run;
    expect(after).toMatchObject({ status: 'FAILED' });
    expect(after.end_time).not.toBeNull();
    const [error] = await repo().runErrors(run.pk_job_run_id);
    expect(error?.error_type).toBe('RunLost');
    expect(JSON.parse(error!.msg).errors[0]).toMatchObject({
      code: 'RUN_LOST',
      details: { pg_boss_state: 'failed' },
    });
    b.scheduler.stop();
    await stopJobs(b.boss);
    await b.database.close();
  }, 30_000);

  it('a run cut short by its server stopping is recorded FAILED, and only once', async () => {
    b = await serverB();
    const run = await startedRun(b.scheduler);
    b.scheduler.stop();
    await b.boss.stop({ graceful: false, close: false, wait: true, timeout: 1000 });
    await b.database.close();
    expect((await a.scheduler.maintain()).lost).toBe(1);
    expect((await repo().run(run.pk_job_run_id))!.run.status).toBe('FAILED');
    expect((await a.scheduler.maintain()).lost).toBe(0);
    expect(await repo().runErrors(run.pk_job_run_id)).toHaveLength(1);
  }, 30_000);

  it('work queued while no server works it (a restart) is done when a server starts again', async () => {
    const queued = await a.scheduler.runNow({ job_name: quick.name, args: [], changing_kwargs: {} });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await repo().run(Number(queued!.pk_job_run_id)))!.run.status).toBe('QUEUED');
    b = await serverB();
    let status = '';
    for (let i = 0; i < 100 && status !== 'SUCCESS'; i++) {
      status = (await repo().run(Number(queued!.pk_job_run_id)))!.run.status;
      await new Promise((r) => setTimeout(r, 100));
    }
    const pj = await a.boss.getJobById(quick.name, queued!.celery_task_id);
    expect(status, JSON.stringify(pj)).toBe('SUCCESS');
    b.scheduler.stop();
    await stopJobs(b.boss);
    await b.database.close();
  }, 30_000);
});
