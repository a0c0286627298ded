import { scheduledJobOps as ops } from '@marketdesk/contracts/operations/scheduled-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { defineJob, JobFailure, RETRY } from '../../platform/scheduler';

let t: TestApp;
let sa: { authorization: string };
let member: { authorization: string };
let clientId: number;
let otherClientId: number;
let release: () => void = () => {};

beforeAll(async () => {
  t = await createTestApp({
    scheduled: () => ({
      jobs: [
        defineJob({
          name: 'probe.Worker.echo',
          description: 'Echoes.',
          schedule: '0 * * * *',
          retry: RETRY.none(),
          async run(ctx) {
            return `echo ${JSON.stringify(ctx.args)} ${JSON.stringify(ctx.kwargs)}`;
          },
        }),
        defineJob({
          name: 'probe.Worker.broken',
          description: 'Always fails, for one client.',
          schedule: null,
          retry: RETRY.none(),
          async run() {
            throw new JobFailure('the marketplace refused', 'HTTP_403', { operation: 'createReport' });
          },
        }),
        defineJob({
          name: 'probe.Worker.hold',
          description: 'Runs until released.',
          schedule: null,
          retry: RETRY.none(),
          run: (ctx) =>
            new Promise((resolve, reject) => {
              release = () => resolve('released');
              ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
            }),
        }),
      ],
    }),
  });
  const admin = await t.make.user({ is_sa: true });
  sa = await t.auth(admin.id);
  clientId = (await t.make.client()).pk_client_id;
  otherClientId = (await t.make.client()).pk_client_id;
  member = await t.auth((await t.make.member(clientId)).user.id);
});
afterAll(() => t?.close());

const call = (method: string, url: string, headers: object, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: headers as Record<string, string>, payload });
const summary = async () =>
  (await call('GET', ops.summary.path, sa)).json().jobs as { pk_job_id: number; job_name: string }[];
const jobId = async (name: string) => (await summary()).find((j) => j.job_name === name)!.pk_job_id;
const waitRun = async (id: number, jobIdOf: number, done: (s: string) => boolean) => {
  for (let i = 0; i < 200; i++) {
    const runs = (await call('GET', `${ops.runs.path}?job_id=${jobIdOf}`, sa)).json().runs as {
      pk_job_run_id: number;
      last_run_status: string;
    }[];
    const run = runs.find((r) => r.pk_job_run_id === id);
    if (run && done(run.last_run_status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('run did not settle');
};

describe('scheduled jobs calls (spec 03 section 7)', () => {
  it('are for super admins only; the error log is for members of the client', async () => {
    for (const op of [
      ops.summary,
      ops.runs,
      ops.runErrors,
      ops.changeSchedule,
      ops.runNow,
      ops.changeKwargs,
      ops.revoke,
    ]) {
      const res = await call(op.method, `${op.path}?client_id=${clientId}&job_id=1&id=1`, member, {});
      expect(res.statusCode, op.path).toBe(403);
      expect((await call(op.method, op.path, {}, {})).statusCode, op.path).toBe(401);
    }
    expect((await call('GET', `${ops.errorLog.path}?client_id=${clientId}`, member)).statusCode).toBe(200);
    expect((await call('GET', `${ops.errorLog.path}?client_id=${otherClientId}`, member)).statusCode).toBe(
      403,
    );
  });

  it('summarises every variant with schedule, next run, counts and policy', async () => {
    const jobs = (await call('GET', ops.summary.path, sa)).json().jobs;
    const echo = jobs.find((j: { job_name: string }) => j.job_name === 'probe.Worker.echo');
    expect(echo).toMatchObject({
      cron_schedule: '0 * * * *',
      job_enabled: true,
      args: [],
      changing_kwargs: {},
      description: 'Echoes.',
      default_schedule: '0 * * * *',
      retry_policy: { retry_limit: 0 },
      run_stats: { SUCCESS: 0, FINISHED: 0, RUNNING: 0, RETRY: 0, FAILED: 0 },
      off_reason: null,
      orphaned: false,
    });
    expect(new Date(echo.next_run_time).getUTCMinutes()).toBe(0);
    expect(jobs.map((j: { job_name: string }) => j.job_name)).toContain('scheduler.Worker.queue_maintenance');
  });

  it('changes a schedule (null when empty), refuses a cron that does not parse with a clear 422', async () => {
    const id = await jobId('probe.Worker.echo');
    const bad = await call('PUT', `${ops.changeSchedule.path}?job_id=${id}`, sa, {
      cron_schedule: '61 * * * *',
      job_enabled: true,
      job_comments: null,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^Invalid cron expression "61 \* \* \* \*": .*0-59/);
    const ok = await call('PUT', `${ops.changeSchedule.path}?job_id=${id}`, sa, {
      cron_schedule: '*/10 * * * *',
      job_enabled: true,
      job_comments: 'every ten minutes',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ cron_schedule: '*/10 * * * *', comments: 'every ten minutes' });
    const off = await call('PUT', `${ops.changeSchedule.path}?job_id=${id}`, sa, {
      cron_schedule: null,
      job_enabled: false,
    });
    expect(off.json()).toMatchObject({ cron_schedule: null, job_enabled: false, next_run_time: null });
    expect(
      (
        await call('PUT', `${ops.changeSchedule.path}?job_id=99999`, sa, {
          cron_schedule: null,
          job_enabled: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('changes kwargs and refuses anything but a JSON object', async () => {
    const id = await jobId('probe.Worker.echo');
    const ok = await call('PUT', `${ops.changeKwargs.path}?job_id=${id}`, sa, {
      changing_kwargs: { since: '2026-11-01' },
    });
    expect(ok.json().changing_kwargs).toEqual({ since: '2026-11-01' });
    const bad = await call('PUT', `${ops.changeKwargs.path}?job_id=${id}`, sa, { changing_kwargs: [1, 2] });
    expect(bad.statusCode).toBe(422);
    // PostgreSQL's jsonb holds no NUL: refused as input, not a 500.
    const nul = await call('PUT', `${ops.changeKwargs.path}?job_id=${id}`, sa, {
      changing_kwargs: { a: 'x\u0000y' },
    });
    expect(nul.statusCode).toBe(422);
    const comment = await call('PUT', `${ops.changeSchedule.path}?job_id=${id}`, sa, {
      cron_schedule: null,
      job_enabled: true,
      job_comments: 'a\u0000b',
    });
    expect(comment.statusCode).toBe(422);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `${ops.changeKwargs.path}?job_id=${id}`,
      headers: { ...sa, 'content-type': 'application/json' },
      payload: '{"changing_kwargs": {',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('runs a job now for real and shows the run in its history', async () => {
    const res = await call('POST', ops.runNow.path, sa, {
      job_name: 'probe.Worker.echo',
      args: [1],
      changing_kwargs: { a: 'b' },
    });
    expect(res.statusCode).toBe(202);
    const queued = res.json();
    expect(queued).toMatchObject({
      job_name: 'probe.Worker.echo',
      last_run_status: 'QUEUED',
      trigger: 'manual',
    });
    const run = await waitRun(queued.pk_job_run_id, queued.fk_job_id, (s) => s === 'SUCCESS');
    expect(run).toMatchObject({ result: 'echo [1] {"a":"b"}', attempts: 1, error_count: 0 });
    expect(
      (
        await call('POST', ops.runNow.path, sa, {
          job_name: 'probe.Worker.nope',
          args: [],
          changing_kwargs: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', ops.runNow.path, sa, {
          job_name: 'probe.Worker.echo',
          args: { a: 1 },
          changing_kwargs: {},
        })
      ).statusCode,
    ).toBe(422);
    const noClient = await call('POST', ops.runNow.path, sa, {
      job_name: 'probe.Worker.echo',
      args: [],
      changing_kwargs: { client_id: 987654 },
    });
    expect(noClient.statusCode, noClient.body).toBe(422);
    expect(noClient.json().detail).toBe('changing_kwargs.client_id must be the id of an existing client.');
  });

  it('records a failed run with its errors; the error log shows them by date to the run’s client only', async () => {
    const res = await call('POST', ops.runNow.path, sa, {
      job_name: 'probe.Worker.broken',
      args: [],
      changing_kwargs: { client_id: clientId },
    });
    const queued = res.json();
    await waitRun(queued.pk_job_run_id, queued.fk_job_id, (s) => s === 'FAILED');
    const errors = (await call('GET', `${ops.runErrors.path}?id=${queued.pk_job_run_id}`, sa)).json().errors;
    expect(errors).toHaveLength(1);
    expect(errors[0].error_msg.type).toBe('JobFailure');
    expect(JSON.parse(errors[0].error_msg.msg)).toEqual({
      errors: [
        { code: 'HTTP_403', message: 'the marketplace refused', details: { operation: 'createReport' } },
      ],
    });
    expect(errors[0].params).toMatchObject({ changing_kwargs: { client_id: clientId } });
    expect((await call('GET', `${ops.runErrors.path}?id=999999`, sa)).statusCode).toBe(404);

    const today = new Date().toISOString().slice(0, 10);
    const mine = (await call('GET', `${ops.errorLog.path}?client_id=${clientId}`, member)).json();
    expect(Object.keys(mine)).toEqual([today]);
    expect(mine[today][0]).toMatchObject({
      job_name: 'probe.Worker.broken',
      message: 'the marketplace refused',
      client_id: clientId,
    });
    const other = await t.make.member(otherClientId);
    const theirs = (
      await call('GET', `${ops.errorLog.path}?client_id=${otherClientId}`, await t.auth(other.user.id))
    ).json();
    expect(theirs).toEqual({});
    const all = (
      await call('GET', `${ops.errorLog.path}?client_id=${otherClientId}&date=${today}`, sa)
    ).json();
    expect(all[today].length).toBeGreaterThanOrEqual(1);
  });

  it('revokes a task: its running and queued runs are REVOKED, another task’s run is untouched', async () => {
    const first = (
      await call('POST', ops.runNow.path, sa, {
        job_name: 'probe.Worker.hold',
        args: [],
        changing_kwargs: {},
      })
    ).json();
    await waitRun(first.pk_job_run_id, first.fk_job_id, (s) => s === 'STARTED');
    const second = (
      await call('POST', ops.runNow.path, sa, {
        job_name: 'probe.Worker.hold',
        args: [],
        changing_kwargs: {},
      })
    ).json();
    const echo = (
      await call('POST', ops.runNow.path, sa, {
        job_name: 'probe.Worker.echo',
        args: [],
        changing_kwargs: {},
      })
    ).json();
    const res = await call('POST', `${ops.revoke.path}?task_name=probe.Worker.hold`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      db_records_updated: 2,
      tasks_revoked: 2,
      task_name: 'probe.Worker.hold',
    });
    expect(res.json().message).toBe('Successfully revoked 2 instance(s) of probe.Worker.hold.');
    await waitRun(first.pk_job_run_id, first.fk_job_id, (s) => s === 'REVOKED');
    await waitRun(second.pk_job_run_id, second.fk_job_id, (s) => s === 'REVOKED');
    await waitRun(echo.pk_job_run_id, echo.fk_job_id, (s) => s === 'SUCCESS');
    const all = await call('POST', ops.revoke.path, sa);
    expect(all.json()).toMatchObject({
      message: 'Global revoke successful. 0 DB records updated.',
      db_records_updated: 0,
      task_name: null,
    });
    expect((await call('POST', `${ops.revoke.path}?task_name=probe.Worker.nope`, sa)).statusCode).toBe(404);
    release();
  });
});
