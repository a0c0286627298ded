import { Writable } from 'node:stream';
import { scheduledJobOps as ops } from '@marketdesk/contracts/operations/scheduled-jobs';
import { type SQL, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { rowsOf } from '../src/db/facts/executor';
import { loggerOptions } from '../src/platform/logging';
import type { TestApp } from './helper';

/**
 * Test support for scheduled work: wait for a condition, run a task through the jobs console as an operator
 * does (and wait for it and the runs it fanned out), and a logger with the app's configuration (redaction
 * included) that writes into memory, so tests can prove what never reaches a log.
 */

/** Polls `probe` until it answers something truthy (a real wait for other processes' work, never a timing). */
export async function until<T>(probe: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface JobRun {
  pk_job_run_id: number;
  status: string;
  client_id: number | null;
  result: string | null;
}
const FINISHED = ['SUCCESS', 'FINISHED', 'FAILED', 'REVOKED'];

export const jobRuns = (t: TestApp, where: SQL) =>
  rowsOf<JobRun>(
    t.db,
    sql`select pk_job_run_id, status, client_id, result from job_runs where ${where} order by pk_job_run_id`,
  );

/** The messages of a run's recorded errors. */
export const jobRunErrors = async (t: TestApp, runId: number) =>
  (
    await rowsOf<{ msg: string }>(
      t.db,
      sql`select msg from job_run_errors where fk_job_run_id = ${runId}::int`,
    )
  ).map((e) => e.msg);

/**
 * `POST` run-now of the console (headers: a super admin's), then waits for the run and its fanned-out runs.
 * `children` says how many runs the dispatcher fanned out (from its finished run) where the test knows it, so
 * the wait does not end before the last child run is even written.
 */
export async function runJobNow(
  t: TestApp,
  headers: { authorization: string },
  jobName: string,
  options: { kwargs?: Record<string, unknown>; children?: (run: JobRun) => number } = {},
): Promise<{ run: JobRun; children: JobRun[] }> {
  const res = await t.app.inject({
    method: 'POST',
    url: ops.runNow.path,
    headers,
    payload: { job_name: jobName, args: [], changing_kwargs: options.kwargs ?? {} },
  });
  if (res.statusCode !== 202)
    throw new Error(`run-now of ${jobName} answered ${res.statusCode}: ${res.body}`);
  const id = Number(res.json().pk_job_run_id);
  const run = await until(async () => {
    const [r] = await jobRuns(t, sql`pk_job_run_id = ${id}::int`);
    return r && FINISHED.includes(r.status) && r;
  });
  const expected = options.children?.(run);
  const children = await until(async () => {
    const rows = await jobRuns(t, sql`parent_run_id = ${id}::int`);
    const all = expected === undefined || rows.length === expected;
    return all && rows.every((r) => FINISHED.includes(r.status)) && rows;
  });
  return { run, children };
}

/** The app's logger configuration at debug level, writing its lines into `lines`. */
export function memoryLogger(lines: string[]) {
  return pino(
    loggerOptions('debug'),
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}
