import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { CRON_TIME_ZONE, checkCron } from '@marketdesk/contracts/cron';
import { SCHEDULER_TEXT, splitJobName } from '@marketdesk/contracts/scheduled-jobs';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import type { Jobs } from '../jobs';
import {
  defineJob,
  type FanOutRun,
  type JobContext,
  RETRY,
  type ScheduledJob,
  type SchedulerLog,
  variantsOf,
} from './declaration';
import { runErrorOf } from './run-errors';
import { type JobRunRecord, schedulerRepository } from './scheduler.repository';

export const MAINTENANCE_JOB = 'scheduler.Worker.queue_maintenance';
export const PRUNE_JOB = 'scheduler.Worker.prune_history';

/** What a pg-boss job of a scheduled task carries: the variant, and how the run began. */
interface RunData {
  jobId?: number;
  trigger?: JobRunRecord['trigger'];
}

export interface SchedulerDeps {
  db: Db;
  boss: Jobs;
  jobs: readonly ScheduledJob[];
  log: SchedulerLog;
  /** How often each task's worker looks for work (seconds). */
  pollingIntervalSeconds?: number;
  /** How often running handlers check whether their run was revoked on another server (ms). */
  revokeCheckMs?: number;
}

/** A task's retry policy as pg-boss queue options: pg-boss does the retrying and the timing out. */
export const queueOptions = (job: ScheduledJob): Omit<PgBoss.Queue, 'name' | 'policy' | 'partition'> => ({
  retryLimit: job.retry.retry_limit,
  retryDelay: job.retry.retry_delay_seconds,
  retryBackoff: job.retry.retry_backoff,
  expireInSeconds: job.retry.timeout_seconds,
});

/**
 * The scheduler of DESIGN section 9: `cron_jobs` is the truth, pg-boss does the timing and the queueing. One
 * pg-boss queue per task (its retry policy and timeout on the queue); one pg-boss schedule per enabled variant
 * (key = pk_job_id), so pg-boss's timekeeper sends each scheduled run once across every server on the database.
 * Every run is a `job_runs` row; every failed attempt a `job_run_errors` row.
 */
export function createScheduler(deps: SchedulerDeps) {
  const { boss, log } = deps;
  const repo = schedulerRepository(deps.db);
  const jobs: readonly ScheduledJob[] = [...builtinJobs(), ...deps.jobs];
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const running = new Map<number, AbortController>();
  const instance = `${hostname()}:${process.pid}`;
  let revokeTimer: NodeJS.Timeout | null = null;

  /** Registers the declared variants (new ones only; an operator's changes stay) and the tasks' queues. */
  async function register(): Promise<void> {
    const rows = [];
    for (const job of jobs) {
      const off = (await job.offReason?.()) ?? null;
      for (const v of variantsOf(job))
        rows.push({
          job_name: job.name,
          variant: v.key,
          comments: off ? `Off: ${off}` : v.comment,
          cron_schedule: v.schedule,
          job_enabled: (v.enabled ?? true) && !off,
          args: v.args ?? [],
          changing_kwargs: v.kwargs ?? {},
        });
      await boss.createQueue(job.name, queueOptions(job));
      // An existing queue (an earlier version's) takes the declared policy too.
      await boss.updateQueue(job.name, queueOptions(job));
    }
    await repo.registerVariants(rows);
  }

  /** Makes pg-boss's schedules what cron_jobs says: enabled variants of declared tasks with a valid schedule. */
  async function syncSchedules(): Promise<void> {
    const wanted = new Set<string>();
    for (const row of await repo.listJobs()) {
      if (!byName.has(row.job_name) || !row.job_enabled || !row.cron_schedule) continue;
      if (!checkCron(row.cron_schedule).ok) continue;
      const key = String(row.pk_job_id);
      wanted.add(`${row.job_name}\u0000${key}`);
      await boss.schedule(
        row.job_name,
        row.cron_schedule,
        { jobId: row.pk_job_id, trigger: 'schedule' },
        {
          tz: CRON_TIME_ZONE,
          key,
        },
      );
    }
    for (const s of await boss.getSchedules())
      if (!wanted.has(`${s.name}\u0000${s.key}`)) await boss.unschedule(s.name, s.key);
  }

  /** The scheduler's own work, scheduled like any other. */
  function builtinJobs(): ScheduledJob[] {
    return [
      defineJob({
        name: MAINTENANCE_JOB,
        description:
          "pg-boss's maintenance (runs past their timeout expired and retried, old jobs deleted), then runs whose server stopped recorded as failed.",
        schedule: '*/5 * * * *',
        retry: RETRY.none(5 * 60),
        async run() {
          const { lost } = await maintain();
          return lost > 0 ? `${lost} lost run(s) recorded as failed` : 'No lost runs';
        },
      }),
      defineJob({
        name: PRUNE_JOB,
        description: 'Deletes finished runs (and their errors) older than keep_days days.',
        variants: [
          {
            key: 'default',
            comment: 'Deletes finished runs (and their errors) older than keep_days days.',
            schedule: '40 3 * * *',
            kwargs: { keep_days: 90 },
          },
        ],
        retry: RETRY.none(),
        async run(ctx) {
          const days = Number(ctx.kwargs.keep_days);
          // An operator's kwargs: anything but 1 day to 10 years falls back to 90 days.
          const keep = days >= 1 && days <= 3660 ? days : 90;
          const n = await repo.pruneHistory(new Date(Date.now() - keep * 86_400_000));
          return `${n} run(s) older than ${keep} days deleted`;
        },
      }),
    ];
  }

  async function send(run: JobRunRecord): Promise<void> {
    const data: RunData = { jobId: run.fk_job_id, trigger: run.trigger };
    const id = await boss.send(run.job_name, data, { id: run.celery_task_id });
    if (!id) throw new Error(`pg-boss did not queue ${run.job_name}`);
  }

  async function fanOut(
    parent: JobRunRecord,
    workerName: string,
    items: readonly FanOutRun[],
  ): Promise<number> {
    if (!byName.has(workerName)) throw new Error(`No scheduled task is named ${workerName}`);
    const [variant] = (await repo.listJobs()).filter((r) => r.job_name === workerName);
    if (!variant) throw new Error(`${workerName} has no variant`);
    const runs = await repo.insertRuns(
      items.map((item) => ({
        fk_job_id: variant.pk_job_id,
        job_name: workerName,
        status: 'QUEUED' as const,
        celery_task_id: randomUUID(),
        trigger: 'dispatcher' as const,
        args: item.args ?? variant.args,
        changing_kwargs: { ...(variant.changing_kwargs as object), ...item.kwargs },
        client_id: item.clientId ?? null,
        parent_run_id: parent.pk_job_run_id,
      })),
    );
    for (const run of runs) await send(run);
    return runs.length;
  }

  async function handle(job: ScheduledJob, pj: PgBoss.JobWithMetadata<RunData>): Promise<void> {
    const variant = pj.data?.jobId ? await repo.job(pj.data.jobId) : null;
    if (!variant) {
      log.warn({ job: job.name, taskId: pj.id }, 'scheduled job without a variant row: skipped');
      return;
    }
    const trigger = pj.data.trigger ?? 'schedule';
    // A schedule that fired just before its variant was turned off: the operator's word wins.
    if (trigger === 'schedule' && !variant.job_enabled) return;
    const attempt = pj.retryCount + 1;
    const run = await repo.start({
      taskId: pj.id,
      jobId: variant.pk_job_id,
      attempt,
      instance,
      fresh: {
        job_name: job.name,
        trigger,
        args: variant.args,
        changing_kwargs: variant.changing_kwargs,
        client_id: null,
        parent_run_id: null,
      },
    });
    if (!run) return; // revoked before it started
    const controller = new AbortController();
    running.set(run.pk_job_run_id, controller);
    const kind = splitJobName(job.name).kind;
    try {
      const off = (await job.offReason?.()) ?? null;
      if (off) {
        await repo.finish(run.pk_job_run_id, 'FINISHED', `Nothing done: ${off}`);
        return;
      }
      const ctx: JobContext = {
        runId: run.pk_job_run_id,
        taskId: pj.id,
        attempt,
        args: run.args as unknown[],
        kwargs: run.changing_kwargs as Record<string, unknown>,
        clientId: run.client_id,
        signal: controller.signal,
        log,
        fanOut: (name, items) => fanOut(run, name, items),
        saveKwargs: async (kwargs) => {
          await repo.updateJob(run.fk_job_id, { changing_kwargs: kwargs }, null);
        },
      };
      const result = await job.run(ctx);
      await repo.finish(run.pk_job_run_id, kind === 'Dispatcher' ? 'FINISHED' : 'SUCCESS', result || null);
    } catch (error) {
      if (controller.signal.aborted) return; // revoked: its row says so, and pg-boss has cancelled the job
      const trackingId = randomUUID();
      log.error(
        { err: error, trackingId, job: job.name, runId: run.pk_job_run_id, attempt },
        'scheduled job failed',
      );
      await repo.recordError({
        fk_job_run_id: run.pk_job_run_id,
        error_type: runErrorOf(error).type,
        msg: runErrorOf(error).msg,
        params: { args: run.args, changing_kwargs: run.changing_kwargs, client_id: run.client_id, attempt },
        system_tracking_id: trackingId,
        attempt,
      });
      const retrying = pj.retryCount < pj.retryLimit;
      await repo.finish(
        run.pk_job_run_id,
        retrying ? 'RETRY' : 'FAILED',
        retrying ? `Attempt ${attempt} failed; retried by its policy` : `Failed after ${attempt} attempt(s)`,
      );
      throw error; // pg-boss retries it (or gives up) by the queue's policy
    } finally {
      running.delete(run.pk_job_run_id);
    }
  }

  async function abortRevoked(): Promise<void> {
    try {
      for (const id of await repo.revokedAmong([...running.keys()]))
        running.get(id)?.abort(new Error('revoked'));
    } catch (err) {
      log.warn({ err }, 'revoke check failed');
    }
  }

  /**
   * pg-boss's maintenance (expiring runs past their timeout, retention), then runs whose worker is gone
   * (their server stopped): a STARTED run whose pg-boss job is no longer that attempt, active, is recorded
   * FAILED (or RETRY when pg-boss retries it) with the error that says so.
   */
  async function maintain(): Promise<{ lost: number }> {
    await boss.supervise();
    let lost = 0;
    for (const run of await repo.startedRuns()) {
      if (running.has(run.pk_job_run_id) || !byName.has(run.job_name)) continue;
      const pj = await boss.getJobById<RunData>(run.job_name, run.celery_task_id);
      if (pj && pj.state === 'active' && pj.retryCount + 1 === run.attempts) continue;
      if (pj?.state === 'cancelled') continue; // a revoke's own business
      const retrying =
        pj !== null && (pj.state === 'retry' || pj.state === 'created' || pj.state === 'active');
      await repo.recordError({
        fk_job_run_id: run.pk_job_run_id,
        error_type: 'RunLost',
        msg: JSON.stringify({
          errors: [
            {
              code: 'RUN_LOST',
              message: SCHEDULER_TEXT.runLost,
              details: { pg_boss_state: pj?.state ?? 'gone' },
            },
          ],
        }),
        params: { attempt: run.attempts },
        system_tracking_id: randomUUID(),
        attempt: run.attempts,
      });
      if (await repo.finish(run.pk_job_run_id, retrying ? 'RETRY' : 'FAILED', SCHEDULER_TEXT.runLost)) lost++;
    }
    return { lost };
  }

  return {
    /** The declared tasks, by name (the console reads descriptions and policies from them). */
    declared: (name: string): ScheduledJob | undefined => byName.get(name),
    declarations: jobs,

    /** Registers the tasks, syncs the schedules and works every task's queue in this process. */
    async start(): Promise<void> {
      await register();
      await syncSchedules();
      for (const job of jobs)
        await boss.work<RunData>(
          job.name,
          { includeMetadata: true, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
          async ([pj]) => (pj ? handle(job, pj) : undefined),
        );
      revokeTimer = setInterval(() => void abortRevoked(), deps.revokeCheckMs ?? 3000);
      revokeTimer.unref();
    },

    /** Stops checking for revokes; pg-boss's own stop ends the workers. */
    stop(): void {
      if (revokeTimer) clearInterval(revokeTimer);
      revokeTimer = null;
    },

    syncSchedules,
    /** Registers the tasks and their queues without working them (a server that only maintains, tests). */
    register,

    /** Queues a run of the task now (the variant with these args, else its first); answers the QUEUED run. */
    async runNow(input: { job_name: string; args: unknown[]; changing_kwargs: Record<string, unknown> }) {
      const variant = byName.has(input.job_name) ? await repo.variantFor(input.job_name, input.args) : null;
      if (!variant) return null;
      const clientId =
        typeof input.changing_kwargs.client_id === 'number' ? input.changing_kwargs.client_id : null;
      const [run] = await repo.insertRuns([
        {
          fk_job_id: variant.pk_job_id,
          job_name: input.job_name,
          status: 'QUEUED',
          celery_task_id: randomUUID(),
          trigger: 'manual',
          args: input.args,
          changing_kwargs: input.changing_kwargs,
          client_id: clientId,
          parent_run_id: null,
        },
      ]);
      try {
        await send(run!);
      } catch (error) {
        await repo.finish(run!.pk_job_run_id, 'FAILED', 'Could not be queued');
        throw error;
      }
      return run!;
    },

    /**
     * Cancels the queued, running and retrying work of one task (or all): runs recorded REVOKED, their pg-boss
     * jobs cancelled, scheduled sends not yet taken deleted, handlers on this server aborted (others within
     * `revokeCheckMs`). Never touches another task's work.
     */
    async revoke(taskName: string | null): Promise<{ runs: number; jobs: number }> {
      const changed = await repo.revoke(taskName);
      const names = taskName ? [taskName] : jobs.map((j) => j.name);
      let withoutRun = 0;
      for (const name of names) {
        if (!byName.has(name)) continue;
        const ids = changed.filter((r) => r.job_name === name).map((r) => r.celery_task_id);
        if (ids.length > 0) await boss.cancel(name, ids);
        const stats = await boss.getQueueStats(name);
        withoutRun += stats.queuedCount ?? 0;
        if (stats.queuedCount) await boss.deleteQueuedJobs(name);
      }
      // After the cancel, so an aborted handler's return cannot complete its job first.
      for (const run of changed) running.get(run.pk_job_run_id)?.abort(new Error('revoked'));
      return { runs: changed.length, jobs: changed.length + withoutRun };
    },

    maintain,
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
