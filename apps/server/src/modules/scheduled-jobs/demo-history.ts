import { randomUUID } from 'node:crypto';
import { nextCronRuns } from '@marketdesk/contracts/cron';
import { splitJobName } from '@marketdesk/contracts/scheduled-jobs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_LOGINS } from '../../db/demo/index';
import { mulberry32, type Random } from '../../db/demo/prng';
import { chunks, json, rowsOf } from '../../db/facts/executor';
import { type CronJobRecord, schedulerRepository } from '../../platform/scheduler';

const DAY = 86_400_000;
/** History depth, and a shorter one for tasks that run more often than hourly (they would drown the rest). */
const HISTORY_DAYS = 21;
const FREQUENT_HOURS = 12;

/** Real-looking failures per area (the connectors' and storage's own wording), and how runs of each end. */
const FAILURES: Record<string, { type: string; code: string; message: string; details: unknown }[]> = {
  amazon_reports: [
    {
      type: 'ConnectorError',
      code: 'HTTP_429',
      message:
        'createReport throttled after 5 attempts: 429 You exceeded your quota for the requested resource.',
      details: { operation: 'createReport', rate_limit: '0.0167' },
    },
    {
      type: 'ConnectorError',
      code: 'HTTP_403',
      message: 'createReport was refused: 403 Access to requested resource is denied.',
      details: { operation: 'createReport', hint: 'The selling partner revoked the app authorization.' },
    },
    {
      type: 'ConnectorError',
      code: 'HTTP_503',
      message: 'getReport failed after 5 attempts: 503 Service temporarily unavailable',
      details: { operation: 'getReport' },
    },
  ],
  exchange_rates: [
    {
      type: 'ConnectorError',
      code: 'fetchRates',
      message: 'fetchRates failed after 5 attempts: no answer (connect ETIMEDOUT 104.21.32.1:443)',
      details: { operation: 'fetchRates' },
    },
  ],
  tasks: [
    {
      type: 'Error',
      code: 'ENOSPC',
      message: 'ENOSPC: no space left on device, write',
      details: { syscall: 'write' },
    },
  ],
};

interface DemoRun {
  task: string;
  job: CronJobRecord;
  status: 'SUCCESS' | 'FINISHED' | 'FAILED' | 'REVOKED';
  trigger: 'schedule' | 'dispatcher' | 'manual';
  at: Date;
  seconds: number;
  attempts: number;
  client_id: number | null;
  kwargs: Record<string, unknown>;
  parent?: string;
  result: string;
}

function resultOf(name: string, r: Random): string {
  const task = splitJobName(name).task;
  if (task === 'request_reports') return `${r.int(1, 4)} store run(s) queued`;
  if (task === 'request_store_reports') return `${r.int(0, 3)} report(s) requested`;
  if (task === 'poll_reports') return `${r.int(0, 6)} report(s) advanced`;
  if (task === 'fetch_daily_rates') return `${r.int(9, 11)} rate(s) written, 0 carried forward`;
  if (task === 'cleanup') return `${r.int(0, 14)} task(s) and ${r.int(0, 9)} export file(s) deleted`;
  if (task === 'queue_maintenance') return 'No lost runs';
  return 'Done';
}

/**
 * Whether this is a demo database (its super admin exists) that has no run history yet: seeded before the
 * scheduler existed, or by `npm run seed`, which cannot register the scheduled tasks.
 */
export async function demoWithoutRunHistory(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ demo: boolean; runs: boolean }>(
    db,
    sql`select exists (select 1 from users where email = ${DEMO_LOGINS[0]!.email}) as demo,
               exists (select 1 from job_runs) as runs`,
  );
  return Boolean(row?.demo) && !row?.runs;
}

/**
 * The demo's run history (issue 18): every registered variant with a schedule ran on it for the last weeks,
 * dispatchers with their workers' runs (per store, per marketplace), a few failures with their errors (retried where the task's
 * policy retries), one revoked run. Written once, on the first start of an empty database.
 */
export async function writeDemoRunHistory(
  db: Db,
  now = new Date(),
): Promise<{ runs: number; errors: number }> {
  const r = mulberry32(18_2026);
  const variants = await schedulerRepository(db).listJobs();
  // Each dispatcher's fan-out, as its real declaration does it: SP-API per AZ store, the focused-SKU refresh per
  // client and marketplace with focused products. A dispatcher of another area has no worker runs here.
  const targets: Record<string, { client_id: number; kwargs: Record<string, unknown> }[]> = {
    amazon_reports: (
      await rowsOf<{ store_id: number; client_id: number }>(
        db,
        sql`select s.pk_store_id as store_id, s.client_id from stores s join marketplaces m on m.pk_mp_id = s.mp_id
            where upper(left(trim(m.short_code), 2)) = 'AZ' order by s.pk_store_id`,
      )
    ).map((s) => ({ client_id: s.client_id, kwargs: { store_id: s.store_id } })),
    focused_sku: (
      await rowsOf<{ client_id: number; mp_id: number }>(
        db,
        sql`select distinct client_id, mp_id from products where focused_sku order by client_id, mp_id`,
      )
    ).map((p) => ({ client_id: p.client_id, kwargs: { mp_id: p.mp_id } })),
  };
  const workerOf = (area: string) =>
    variants.find(
      (v) =>
        splitJobName(v.job_name).area === area &&
        splitJobName(v.job_name).kind === 'Worker' &&
        !v.cron_schedule,
    );

  const runs: DemoRun[] = [];
  const errors: { task: string; type: string; msg: string; attempt: number; at: Date; params: unknown }[] =
    [];
  const fail = (run: DemoRun, attempts: number) => {
    const area = splitJobName(run.job.job_name).area;
    const f = r.pick(FAILURES[area]!);
    for (let a = 1; a <= attempts; a++)
      errors.push({
        task: run.task,
        type: f.type,
        msg: JSON.stringify({ errors: [{ code: f.code, message: f.message, details: f.details }] }),
        attempt: a,
        at: new Date(run.at.getTime() + (a - 1) * 60_000 * 2 ** (a - 1) + run.seconds * 1000),
        params: { args: run.job.args, changing_kwargs: run.kwargs, client_id: run.client_id, attempt: a },
      });
  };

  for (const job of variants) {
    if (!job.cron_schedule) continue;
    const { area, kind } = splitJobName(job.job_name);
    const times = nextCronRuns(
      job.cron_schedule,
      new Date(now.getTime() - HISTORY_DAYS * DAY),
      24 * HISTORY_DAYS * 12,
    );
    const frequent = times.length > 1 && times[1]!.getTime() - times[0]!.getTime() < 3_600_000;
    const from = now.getTime() - (frequent ? FREQUENT_HOURS * 3_600_000 : HISTORY_DAYS * DAY);
    const retries = ['amazon_reports', 'exchange_rates'].includes(area) ? 3 : 0;
    for (const at of times.filter((t) => t.getTime() >= from && t.getTime() < now.getTime() - 60_000)) {
      const run: DemoRun = {
        task: randomUUID(),
        job,
        status: kind === 'Dispatcher' ? 'FINISHED' : 'SUCCESS',
        trigger: 'schedule',
        at: new Date(at.getTime() + r.int(0, 4000)),
        seconds: r.int(1, kind === 'Dispatcher' ? 3 : 40),
        attempts: 1,
        client_id: null,
        kwargs: job.changing_kwargs as Record<string, unknown>,
        result: resultOf(job.job_name, r),
      };
      if (kind === 'Worker' && FAILURES[area] && r.next() < (retries ? 0.04 : 0.004)) {
        // A failure: retried and then fine, or failed for good after the policy's retries.
        if (retries && r.next() < 0.6) {
          fail(run, 1);
          run.attempts = 2;
        } else {
          run.attempts = retries + 1;
          run.status = 'FAILED';
          run.result = `Failed after ${run.attempts} attempt(s)`;
          fail(run, run.attempts);
        }
      }
      runs.push(run);
      const worker = kind === 'Dispatcher' ? workerOf(area) : undefined;
      if (!worker) continue;
      for (const target of targets[area] ?? []) {
        const child: DemoRun = {
          task: randomUUID(),
          job: worker,
          status: 'SUCCESS',
          trigger: 'dispatcher',
          at: new Date(run.at.getTime() + r.int(2, 20) * 1000),
          seconds: r.int(3, 50),
          attempts: 1,
          client_id: target.client_id,
          kwargs: target.kwargs,
          parent: run.task,
          result: resultOf(worker.job_name, r),
        };
        if (FAILURES[area] && r.next() < 0.03) {
          if (r.next() < 0.7) {
            fail(child, 1);
            child.attempts = 2;
          } else {
            child.attempts = 4;
            child.status = 'FAILED';
            child.result = 'Failed after 4 attempt(s)';
            fail(child, 4);
          }
        }
        runs.push(child);
      }
    }
  }
  // One run an operator revoked, as the console's revoke leaves it.
  const revocable = runs.filter((x) => x.trigger === 'schedule' && x.status === 'SUCCESS');
  if (revocable.length > 0) {
    const x = revocable[Math.floor(revocable.length / 2)]!;
    x.status = 'REVOKED';
    x.result = 'Revoked by an operator';
  }

  const parentId = new Map<string, number>();
  for (const wave of [runs.filter((x) => !x.parent), runs.filter((x) => x.parent)])
    for (const part of chunks(wave, 2000)) {
      const rows = part.map((x) => ({
        fk_job_id: x.job.pk_job_id,
        job_name: x.job.job_name,
        status: x.status,
        celery_task_id: x.task,
        trigger: x.trigger,
        args: x.job.args,
        changing_kwargs: x.kwargs,
        client_id: x.client_id,
        parent_run_id: x.parent ? (parentId.get(x.parent) ?? null) : null,
        attempts: x.attempts,
        instance: 'demo',
        result: x.result,
        created_at: x.at.toISOString(),
        start_time: new Date(x.at.getTime() + 500).toISOString(),
        end_time: new Date(x.at.getTime() + x.seconds * 1000 + (x.attempts - 1) * 180_000).toISOString(),
      }));
      const ids = await rowsOf<{ id: number; task: string }>(
        db,
        sql`insert into job_runs (fk_job_id, job_name, status, celery_task_id, trigger, args, changing_kwargs, client_id,
              parent_run_id, attempts, instance, result, created_at, start_time, end_time)
            select fk_job_id, job_name, status, celery_task_id, trigger, args, changing_kwargs, client_id, parent_run_id,
              attempts, instance, result, created_at, start_time, end_time
            from jsonb_populate_recordset(null::job_runs, ${json(rows)})
            returning pk_job_run_id::int as id, celery_task_id as task`,
      );
      for (const row of ids) parentId.set(row.task, Number(row.id));
    }
  for (const part of chunks(errors, 2000))
    await db.execute(sql`insert into job_run_errors (fk_job_run_id, error_type, msg, params, system_tracking_id, attempt, created_at)
      select r.pk_job_run_id, e.type, e.msg, e.params, e.tracking, e.attempt, e.at
      from jsonb_to_recordset(${json(part.map((e) => ({ ...e, tracking: randomUUID(), at: e.at.toISOString() })))})
        as e(task uuid, type text, msg text, params jsonb, tracking text, attempt int, at timestamptz)
      join job_runs r on r.celery_task_id = e.task`);
  return { runs: runs.length, errors: errors.length };
}
