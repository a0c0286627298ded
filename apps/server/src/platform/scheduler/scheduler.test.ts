import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { until } from '../../../test/scheduled';
import { rowsOf } from '../../db/facts/executor';
import { type Jobs, startJobs, stopJobs } from '../jobs';
import { defineJob, JobFailure, RETRY, type ScheduledJob } from './declaration';
import { createScheduler, MAINTENANCE_JOB, type Scheduler } from './scheduler';
import { schedulerRepository } from './scheduler.repository';

const quiet = { info() {}, warn() {}, error() {} };

let testDb: TestDatabase;
let boss: Jobs;
let scheduler: Scheduler;
const calls: { name: string; args: readonly unknown[]; kwargs: unknown; client: number | null }[] = [];
let _release: () => void = () => {};

const fast = { retry_delay_seconds: 0, retry_backoff: false, timeout_seconds: 60 };
const jobs: ScheduledJob[] = [
  defineJob({
    name: 'demo.Worker.echo',
    description: 'Echoes its inputs.',
    variants: [
      { key: 'default', comment: 'Every hour', schedule: '0 * * * *', kwargs: { word: 'hi' } },
      { key: 'loud', comment: 'Loud, never', schedule: null, args: ['LOUD'], enabled: false },
    ],
    retry: RETRY.none(),
    async run(ctx) {
      calls.push({ name: 'echo', args: ctx.args, kwargs: ctx.kwargs, client: ctx.clientId });
      return `echoed ${JSON.stringify(ctx.args)}`;
    },
  }),
  defineJob({
    name: 'demo.Worker.flaky',
    description: 'Fails on every attempt.',
    schedule: null,
    retry: { retry_limit: 1, ...fast },
    async run() {
      throw new JobFailure('the remote said no', 'REMOTE_NO', { status: 503 });
    },
  }),
  defineJob({
    name: 'demo.Worker.slow',
    description: 'Waits until released or revoked.',
    schedule: null,
    retry: RETRY.none(),
    run: (ctx) =>
      new Promise((resolve, reject) => {
        _release = () => resolve('released');
        ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  }),
  defineJob({
    name: 'demo.Dispatcher.fan',
    description: 'One echo per client.',
    schedule: null,
    retry: RETRY.none(),
    async run(ctx) {
      return `${await ctx.fanOut('demo.Worker.echo', [{ clientId: null, kwargs: { n: 1 } }, { kwargs: { n: 2 } }])} queued`;
    },
  }),
  defineJob({
    name: 'demo.Worker.off',
    description: 'A connector without credentials.',
    schedule: '*/5 * * * *',
    retry: RETRY.none(),
    offReason: async () => 'no credentials',
    async run() {
      throw new Error('must not run');
    },
  }),
];

beforeAll(async () => {
  testDb = await createTestDatabase();
  boss = await startJobs(testDb.database, quiet, {
    supervise: false,
    schedule: false,
    monitorIntervalSeconds: 1,
  });
  scheduler = createScheduler({
    db: testDb.database.db,
    boss,
    jobs,
    log: quiet,
    pollingIntervalSeconds: 0.5,
    revokeCheckMs: 200,
  });
  await scheduler.start();
});
afterAll(async () => {
  scheduler.stop();
  await stopJobs(boss);
  await testDb.drop();
});

const repo = () => schedulerRepository(testDb.database.db);
const variant = async (name: string, key = 'default') =>
  (await repo().listJobs()).find((j) => j.job_name === name && j.variant === key)!;
const runOf = async (id: number) => (await repo().run(id))!.run;
const settled = (id: number) =>
  until(async () => {
    const r = await runOf(id);
    return ['SUCCESS', 'FINISHED', 'FAILED', 'REVOKED'].includes(r.status) && r;
  });

describe('the scheduler', () => {
  it('registers every declared variant once, off connectors disabled with the reason, and syncs pg-boss schedules', async () => {
    const rows = await repo().listJobs();
    expect(rows.map((r) => `${r.job_name}/${r.variant}`)).toContain('demo.Worker.echo/loud');
    const off = await variant('demo.Worker.off');
    expect(off).toMatchObject({ job_enabled: false, comments: 'Off: no credentials' });
    const schedules = await boss.getSchedules();
    const echo = await variant('demo.Worker.echo');
    const maintenance = await variant(MAINTENANCE_JOB);
    const keyed = schedules.map((s) => `${s.name} ${s.key} ${s.cron}`);
    expect(keyed).toContain(`demo.Worker.echo ${echo.pk_job_id} 0 * * * *`);
    expect(keyed).toContain(`${MAINTENANCE_JOB} ${maintenance.pk_job_id} */5 * * * *`);
    // Not scheduled: the disabled variant, the one without a schedule, and the off connector.
    expect(schedules.filter((s) => s.name.startsWith('demo.')).map((s) => s.name)).toEqual([
      'demo.Worker.echo',
    ]);

    // A second start (another server, a restart) changes nothing an operator set.
    await repo().updateJob(echo.pk_job_id, { cron_schedule: '30 2 * * *' }, null);
    await scheduler.syncSchedules();
    await createScheduler({ db: testDb.database.db, boss, jobs, log: quiet }).syncSchedules();
    expect((await variant('demo.Worker.echo')).cron_schedule).toBe('30 2 * * *');
    expect((await boss.getSchedules()).find((s) => s.name === 'demo.Worker.echo')?.cron).toBe('30 2 * * *');
    await repo().updateJob(echo.pk_job_id, { job_enabled: false }, null);
    await scheduler.syncSchedules();
    expect((await boss.getSchedules()).filter((s) => s.name === 'demo.Worker.echo')).toEqual([]);
  });

  it('runs a task now for real with its args and kwargs, and records the run', async () => {
    const queued = await scheduler.runNow({
      job_name: 'demo.Worker.echo',
      args: ['LOUD'],
      changing_kwargs: { x: 1 },
    });
    expect(queued).toMatchObject({ status: 'QUEUED', trigger: 'manual' });
    const done = await settled(Number(queued!.pk_job_run_id));
    expect(done).toMatchObject({ status: 'SUCCESS', result: 'echoed ["LOUD"]', attempts: 1 });
    expect(done.fk_job_id).toBe((await variant('demo.Worker.echo', 'loud')).pk_job_id); // args pick the variant
    expect(done.start_time).not.toBeNull();
    expect(done.end_time).not.toBeNull();
    expect(calls.at(-1)).toMatchObject({ args: ['LOUD'], kwargs: { x: 1 } });
    expect(
      await scheduler.runNow({ job_name: 'demo.Worker.nope', args: [], changing_kwargs: {} }),
    ).toBeNull();
  });

  it('records a failing task RETRY then FAILED with one error per attempt', async () => {
    const queued = await scheduler.runNow({ job_name: 'demo.Worker.flaky', args: [], changing_kwargs: {} });
    const done = await settled(Number(queued!.pk_job_run_id));
    expect(done).toMatchObject({ status: 'FAILED', attempts: 2, result: 'Failed after 2 attempt(s)' });
    const errors = await repo().runErrors(done.pk_job_run_id);
    expect(errors.map((e) => e.attempt)).toEqual([1, 2]);
    expect(errors[0]!.error_type).toBe('JobFailure');
    expect(JSON.parse(errors[0]!.msg)).toEqual({
      errors: [{ code: 'REMOTE_NO', message: 'the remote said no', details: { status: 503 } }],
    });
    expect(errors[0]!.system_tracking_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fans a dispatcher out into worker runs that name their parent; a dispatcher ends FINISHED', async () => {
    const queued = await scheduler.runNow({ job_name: 'demo.Dispatcher.fan', args: [], changing_kwargs: {} });
    const done = await settled(Number(queued!.pk_job_run_id));
    expect(done).toMatchObject({ status: 'FINISHED', result: '2 queued' });
    const children = await until(async () => {
      const rows = await rowsOf<{ status: string; trigger: string }>(
        testDb.database.db,
        sql`select status, trigger from job_runs where parent_run_id = ${done.pk_job_run_id}`,
      );
      return rows.length === 2 && rows.every((r) => r.status === 'SUCCESS') && rows;
    });
    expect(children.every((c) => c.trigger === 'dispatcher')).toBe(true);
  });

  it('an off task finishes without running and says why', async () => {
    const queued = await scheduler.runNow({ job_name: 'demo.Worker.off', args: [], changing_kwargs: {} });
    const done = await settled(Number(queued!.pk_job_run_id));
    expect(done).toMatchObject({ status: 'FINISHED', result: 'Nothing done: no credentials' });
  });

  it('revokes one task’s queued and running work, recording REVOKED, and leaves another task’s alone', async () => {
    const running = await scheduler.runNow({ job_name: 'demo.Worker.slow', args: [], changing_kwargs: {} });
    await until(async () => (await runOf(Number(running!.pk_job_run_id))).status === 'STARTED');
    const queuedToo = await scheduler.runNow({ job_name: 'demo.Worker.slow', args: [], changing_kwargs: {} });
    const other = await scheduler.runNow({ job_name: 'demo.Worker.echo', args: [], changing_kwargs: {} });

    const done = await scheduler.revoke('demo.Worker.slow');
    expect(done.runs).toBe(2);
    expect((await runOf(Number(running!.pk_job_run_id))).status).toBe('REVOKED');
    expect((await runOf(Number(queuedToo!.pk_job_run_id))).status).toBe('REVOKED');
    const pj = await boss.getJobById('demo.Worker.slow', running!.celery_task_id);
    expect(pj?.state).toBe('cancelled');
    expect((await settled(Number(other!.pk_job_run_id))).status).toBe('SUCCESS');
    // The aborted handler's end does not overwrite the revoke; no error is recorded for it.
    await new Promise((r) => setTimeout(r, 500));
    expect((await runOf(Number(running!.pk_job_run_id))).status).toBe('REVOKED');
    expect(await repo().runErrors(Number(running!.pk_job_run_id))).toEqual([]);
  });

  it('records a run whose server vanished as FAILED instead of leaving it STARTED', async () => {
    // A run STARTED by a server that then died: its pg-boss job was expired by maintenance (state failed).
    const echo = await variant('demo.Worker.echo');
    const id = await boss.send('demo.Worker.flaky', { jobId: echo.pk_job_id }, { retryLimit: 0 });
    await boss.fail('demo.Worker.flaky', id!, { message: 'expired' }).catch(() => {});
    const [run] = await repo().insertRuns([
      {
        fk_job_id: echo.pk_job_id,
        job_name: 'demo.Worker.flaky',
        status: 'STARTED',
        celery_task_id: id!,
        trigger: 'schedule',
        args: [],
        changing_kwargs: {},
        client_id: null,
        parent_run_id: null,
      },
    ]);
    await testDb.database.db.execute(
      sql`update job_runs set attempts = 1 where pk_job_run_id = ${run!.pk_job_run_id}`,
    );
    const { lost } = await scheduler.maintain();
    expect(lost).toBeGreaterThanOrEqual(1);
    const after = await runOf(Number(run!.pk_job_run_id));
    expect(after.status).toBe('FAILED');
    const [error] = await repo().runErrors(Number(run!.pk_job_run_id));
    expect(error?.error_type).toBe('RunLost');
  });
});
