import { checkCron, invalidCronDetail, nextCronRuns } from '@marketdesk/contracts/cron';
import {
  CRON_TEXT,
  type CronJobRow,
  type ErrorLog,
  type JobRun,
  parseRunErrorMsg,
  type RevokeAnswer,
  type RunError,
  SCHEDULER_TEXT,
  type ScheduleChange,
} from '@marketdesk/contracts/scheduled-jobs';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import {
  type CronJobRecord,
  type JobRunRecord,
  type Scheduler,
  schedulerRepository,
} from '../../platform/scheduler';

const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

const NO_POLICY = { retry_limit: 0, retry_delay_seconds: 0, retry_backoff: false, timeout_seconds: 3600 };
const EMPTY_STATS = { SUCCESS: 0, FINISHED: 0, RUNNING: 0, RETRY: 0, FAILED: 0 };

export function runAnswer(row: {
  run: JobRunRecord;
  client_name: string | null;
  error_count: number;
}): JobRun {
  const { run } = row;
  return {
    pk_job_run_id: Number(run.pk_job_run_id),
    fk_job_id: run.fk_job_id,
    job_name: run.job_name,
    last_run_status: run.status,
    created_at: iso(run.created_at)!,
    start_time: iso(run.start_time),
    end_time: iso(run.end_time),
    celery_task_id: run.celery_task_id,
    args: run.args as unknown[],
    changing_kwargs: run.changing_kwargs as Record<string, unknown>,
    trigger: run.trigger,
    attempts: run.attempts,
    client_id: run.client_id,
    client_name: row.client_name,
    parent_run_id: run.parent_run_id === null ? null : Number(run.parent_run_id),
    error_count: Number(row.error_count),
    result: run.result,
  };
}

/**
 * The console and error log calls of spec 03 section 7 over the scheduler (platform/scheduler). Reads go to
 * the tables; anything that touches pg-boss (run now, revoke, a schedule change) needs the scheduler of this
 * server and answers 503 without it.
 */
export function scheduledJobsService(deps: { db: Db; scheduler?: Scheduler; now?: () => Date }) {
  const repo = schedulerRepository(deps.db);
  const now = () => deps.now?.() ?? new Date();

  function required(): Scheduler {
    if (!deps.scheduler) throw new HttpError(503, SCHEDULER_TEXT.unavailable);
    return deps.scheduler;
  }

  async function offReasons(): Promise<Map<string, string | null>> {
    const out = new Map<string, string | null>();
    for (const job of deps.scheduler?.declarations ?? [])
      out.set(job.name, (await job.offReason?.()) ?? null);
    return out;
  }

  async function rows(records: CronJobRecord[]): Promise<CronJobRow[]> {
    const at = now();
    const [stats, off] = await Promise.all([repo.stats(at), offReasons()]);
    return records.map((rec) => {
      const declared = deps.scheduler?.declared(rec.job_name);
      const s = stats.get(rec.pk_job_id);
      const variant = declared && (declared.variants?.find((v) => v.key === rec.variant) ?? null);
      const next =
        declared && rec.job_enabled && rec.cron_schedule
          ? (nextCronRuns(rec.cron_schedule, at)[0] ?? null)
          : null;
      return {
        pk_job_id: rec.pk_job_id,
        job_name: rec.job_name,
        comments: rec.comments,
        cron_schedule: rec.cron_schedule,
        job_enabled: rec.job_enabled,
        args: rec.args as unknown[],
        changing_kwargs: rec.changing_kwargs as Record<string, unknown>,
        last_run_status: s?.last_status ?? null,
        last_run_time: iso(s?.last_time),
        run_stats: s?.stats ?? EMPTY_STATS,
        description: declared?.description ?? 'No module of this server declares this task any more.',
        default_schedule: variant ? variant.schedule : (declared?.schedule ?? null),
        next_run_time: iso(next),
        retry_policy: declared?.retry ?? NO_POLICY,
        active_runs: s?.active ?? 0,
        off_reason: off.get(rec.job_name) ?? null,
        orphaned: !declared,
      };
    });
  }

  async function jobRow(id: number): Promise<CronJobRow> {
    const rec = await repo.job(id);
    if (!rec) throw notFound(SCHEDULER_TEXT.jobNotFound);
    return (await rows([rec]))[0]!;
  }

  return {
    summary: async () => ({ jobs: await rows(await repo.listJobs()) }),

    async runs(jobId: number, limit: number) {
      if (!(await repo.job(jobId))) throw notFound(SCHEDULER_TEXT.jobNotFound);
      return { runs: (await repo.runs(jobId, limit)).map(runAnswer) };
    },

    async runErrors(runId: number): Promise<{ errors: RunError[] }> {
      if (!(await repo.run(runId))) throw notFound(SCHEDULER_TEXT.runNotFound);
      return {
        errors: (await repo.runErrors(runId)).map((e) => ({
          pk_error_id: Number(e.pk_error_id),
          error_msg: { type: e.error_type, msg: e.msg },
          params: e.params,
          system_tracking_id: e.system_tracking_id,
          created_at: iso(e.created_at)!,
          attempt: e.attempt,
        })),
      };
    },

    async changeSchedule(jobId: number, change: ScheduleChange, by: number): Promise<CronJobRow> {
      const cron = change.cron_schedule ? change.cron_schedule : null;
      if (cron) {
        const check = checkCron(cron);
        if (!check.ok) throw new HttpError(422, invalidCronDetail(cron, check.reason));
      }
      const scheduler = required();
      const values = {
        cron_schedule: cron,
        job_enabled: change.job_enabled,
        ...(change.job_comments !== undefined ? { comments: change.job_comments } : {}),
      };
      if (!(await repo.updateJob(jobId, values, by))) throw notFound(SCHEDULER_TEXT.jobNotFound);
      // pg-boss's schedule table is shared: every server's timekeeper sees the change at its next check.
      await scheduler.syncSchedules();
      return jobRow(jobId);
    },

    async changeKwargs(jobId: number, kwargs: Record<string, unknown>, by: number): Promise<CronJobRow> {
      if (!(await repo.updateJob(jobId, { changing_kwargs: kwargs }, by)))
        throw notFound(SCHEDULER_TEXT.jobNotFound);
      return jobRow(jobId);
    },

    async runNow(input: { job_name: string; args: unknown[]; changing_kwargs: Record<string, unknown> }) {
      const scheduler = required();
      // A run for a client names it in its kwargs (as a dispatcher's runs do); it must be a client.
      const clientId = input.changing_kwargs.client_id;
      if (
        clientId !== undefined &&
        !(Number.isSafeInteger(clientId) && (await repo.clientExists(clientId as number)))
      )
        throw new HttpError(422, SCHEDULER_TEXT.unknownClient);
      const run = await scheduler.runNow(input);
      if (!run) throw notFound(SCHEDULER_TEXT.unknownTask(input.job_name));
      const row = await repo.run(Number(run.pk_job_run_id));
      return runAnswer(row!);
    },

    async revoke(taskName: string | null): Promise<RevokeAnswer> {
      const scheduler = required();
      if (taskName && !scheduler.declared(taskName)) throw notFound(SCHEDULER_TEXT.unknownTask(taskName));
      const done = await scheduler.revoke(taskName);
      return {
        // The spec's own sentences (section 8), so the screen's toast reads the same from the server's message.
        message: taskName ? CRON_TEXT.revoked(done.runs, taskName) : CRON_TEXT.globalRevoked(done.runs),
        db_records_updated: done.runs,
        tasks_revoked: done.jobs,
        task_name: taskName,
      };
    },

    /** Run errors by UTC date, newest first: of one client's runs, or (super admin) of every run. */
    async errorLog(query: { days: number; date?: string }, clientId: number | null): Promise<ErrorLog> {
      const since = query.date
        ? new Date(`${query.date}T00:00:00Z`)
        : new Date(now().getTime() - query.days * 86_400_000);
      const until = query.date ? new Date(since.getTime() + 86_400_000) : null;
      const out: ErrorLog = {};
      for (const row of await repo.errorLog(since, until, clientId)) {
        const date = iso(row.error.created_at)!.slice(0, 10);
        const parsed = parseRunErrorMsg(row.error.msg);
        const day = out[date] ?? [];
        out[date] = day;
        day.push({
          pk_error_id: Number(row.error.pk_error_id),
          pk_job_run_id: Number(row.error.fk_job_run_id),
          job_name: row.job_name,
          created_at: iso(row.error.created_at)!,
          error_type: row.error.error_type,
          message: parsed?.errors[0]?.message ?? row.error.msg,
          msg: row.error.msg,
          params: row.error.params,
          system_tracking_id: row.error.system_tracking_id,
          client_id: row.client_id,
          client_name: row.client_name,
        });
      }
      return out;
    },
  };
}

export type ScheduledJobsService = ReturnType<typeof scheduledJobsService>;
