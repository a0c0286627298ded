import type { JobRunStatus, RunStats } from '@marketdesk/contracts/scheduled-jobs';
import { ACTIVE_RUN_STATUSES, RUN_STATS_DAYS } from '@marketdesk/contracts/scheduled-jobs';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { clients, cronJobs, jobRunErrors, jobRuns } from '../../db/schema';

export type CronJobRecord = typeof cronJobs.$inferSelect;
export type JobRunRecord = typeof jobRuns.$inferSelect;
export type NewRun = Pick<
  typeof jobRuns.$inferInsert,
  | 'fk_job_id'
  | 'job_name'
  | 'status'
  | 'celery_task_id'
  | 'trigger'
  | 'args'
  | 'changing_kwargs'
  | 'client_id'
  | 'parent_run_id'
>;

const active = [...ACTIVE_RUN_STATUSES];

/**
 * cron_jobs, job_runs and job_run_errors. Every status change names the statuses it may leave, so a late
 * finish never overwrites a revoke and a revoke never touches a finished run.
 */
export function schedulerRepository(db: Db) {
  return {
    /** Inserts the declared variants that have no row yet (an operator's changes to existing rows stay). */
    async registerVariants(
      rows: readonly {
        job_name: string;
        variant: string;
        comments: string;
        cron_schedule: string | null;
        job_enabled: boolean;
        args: unknown[];
        changing_kwargs: Record<string, unknown>;
      }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(cronJobs)
        .values([...rows])
        .onConflictDoNothing();
    },

    listJobs(): Promise<CronJobRecord[]> {
      return db.select().from(cronJobs).orderBy(cronJobs.job_name, cronJobs.pk_job_id);
    },

    async job(id: number): Promise<CronJobRecord | null> {
      const [row] = await db.select().from(cronJobs).where(eq(cronJobs.pk_job_id, id));
      return row ?? null;
    },

    /** The variant of a task a run of these args belongs to: the one with equal args, else the first. */
    async variantFor(name: string, args: readonly unknown[]): Promise<CronJobRecord | null> {
      const rows = await db
        .select()
        .from(cronJobs)
        .where(eq(cronJobs.job_name, name))
        .orderBy(cronJobs.pk_job_id);
      const same = JSON.stringify(args);
      return rows.find((r) => JSON.stringify(r.args) === same) ?? rows[0] ?? null;
    },

    async updateJob(
      id: number,
      values: Partial<Pick<CronJobRecord, 'cron_schedule' | 'job_enabled' | 'comments' | 'changing_kwargs'>>,
      by: number | null,
    ): Promise<CronJobRecord | null> {
      const [row] = await db
        .update(cronJobs)
        .set({ ...values, updated_at: new Date(), updated_by: by })
        .where(eq(cronJobs.pk_job_id, id))
        .returning();
      return row ?? null;
    },

    async clientExists(clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: clients.pk_client_id })
        .from(clients)
        .where(eq(clients.pk_client_id, clientId));
      return Boolean(row);
    },

    async insertRuns(rows: readonly NewRun[]): Promise<JobRunRecord[]> {
      if (rows.length === 0) return [];
      return db
        .insert(jobRuns)
        .values([...rows])
        .returning();
    },

    /**
     * A worker took the job: the run is STARTED for this attempt. A scheduled send has no row yet and gets one
     * here (its inputs are the variant's now). Answers null when the run was revoked (or its variant is gone).
     */
    async start(input: {
      taskId: string;
      jobId: number;
      attempt: number;
      instance: string;
      fresh: Omit<NewRun, 'status' | 'celery_task_id' | 'fk_job_id'>;
    }): Promise<JobRunRecord | null> {
      const [row] = await db
        .insert(jobRuns)
        .values({
          ...input.fresh,
          fk_job_id: input.jobId,
          celery_task_id: input.taskId,
          status: 'STARTED',
          attempts: input.attempt,
          instance: input.instance,
          start_time: sql`now()`,
        })
        .onConflictDoUpdate({
          target: jobRuns.celery_task_id,
          set: {
            status: 'STARTED',
            attempts: input.attempt,
            instance: input.instance,
            start_time: sql`coalesce(${jobRuns.start_time}, now())`,
          },
          setWhere: inArray(jobRuns.status, active),
        })
        .returning();
      return row ?? null;
    },

    /** Ends a STARTED run; false when it was revoked meanwhile. */
    async finish(runId: number, status: JobRunStatus, result: string | null): Promise<boolean> {
      const rows = await db
        .update(jobRuns)
        .set({ status, result, end_time: status === 'RETRY' ? null : sql`now()` })
        .where(and(eq(jobRuns.pk_job_run_id, runId), eq(jobRuns.status, 'STARTED')))
        .returning({ id: jobRuns.pk_job_run_id });
      return rows.length > 0;
    },

    async recordError(values: typeof jobRunErrors.$inferInsert): Promise<void> {
      await db.insert(jobRunErrors).values(values);
    },

    /** Marks the active runs of one task (or all) REVOKED; answers the runs it changed. */
    revoke(
      taskName: string | null,
    ): Promise<Pick<JobRunRecord, 'pk_job_run_id' | 'celery_task_id' | 'job_name' | 'status'>[]> {
      return rowsOf<Pick<JobRunRecord, 'pk_job_run_id' | 'celery_task_id' | 'job_name' | 'status'>>(
        db,
        sql`
        with changed as (
          select pk_job_run_id, status from job_runs
          where status in ('QUEUED', 'STARTED', 'RETRY') ${taskName ? sql`and job_name = ${taskName}` : sql``}
          for update
        )
        update job_runs r set status = 'REVOKED', end_time = now(), result = 'Revoked by an operator'
        from changed c where r.pk_job_run_id = c.pk_job_run_id
        returning r.pk_job_run_id::int as pk_job_run_id, r.celery_task_id, r.job_name, c.status`,
      );
    },

    /** Of these runs, the ones now REVOKED (a running handler on any server checks this). */
    async revokedAmong(runIds: readonly number[]): Promise<number[]> {
      if (runIds.length === 0) return [];
      const rows = await db
        .select({ id: jobRuns.pk_job_run_id })
        .from(jobRuns)
        .where(and(inArray(jobRuns.pk_job_run_id, [...runIds]), eq(jobRuns.status, 'REVOKED')));
      return rows.map((r) => r.id);
    },

    /** STARTED runs: the maintenance job checks each against its pg-boss job. */
    startedRuns(): Promise<
      Pick<JobRunRecord, 'pk_job_run_id' | 'celery_task_id' | 'job_name' | 'attempts' | 'start_time'>[]
    > {
      return db
        .select({
          pk_job_run_id: jobRuns.pk_job_run_id,
          celery_task_id: jobRuns.celery_task_id,
          job_name: jobRuns.job_name,
          attempts: jobRuns.attempts,
          start_time: jobRuns.start_time,
        })
        .from(jobRuns)
        .where(eq(jobRuns.status, 'STARTED'));
    },

    /** Per variant: last run, recent counts (RUNNING = STARTED), active runs. */
    async stats(
      now: Date,
    ): Promise<
      Map<
        number,
        { last_status: JobRunStatus | null; last_time: Date | null; stats: RunStats; active: number }
      >
    > {
      const since = new Date(now.getTime() - RUN_STATS_DAYS * 86_400_000);
      const rows = await rowsOf<{
        fk_job_id: number;
        last_status: JobRunStatus | null;
        last_time: string | null;
        success: number;
        finished: number;
        running: number;
        retry: number;
        failed: number;
        active: number;
      }>(
        db,
        sql`
        select j.pk_job_id as fk_job_id,
          last.status as last_status, last.at as last_time,
          count(*) filter (where r.status = 'SUCCESS')::int as success,
          count(*) filter (where r.status = 'FINISHED')::int as finished,
          count(*) filter (where r.status = 'STARTED')::int as running,
          count(*) filter (where r.status = 'RETRY')::int as retry,
          count(*) filter (where r.status = 'FAILED')::int as failed,
          count(*) filter (where r.status in ('QUEUED', 'STARTED', 'RETRY'))::int as active
        from cron_jobs j
        left join job_runs r on r.fk_job_id = j.pk_job_id and (r.created_at >= ${since.toISOString()}::timestamptz or r.status in ('QUEUED', 'STARTED', 'RETRY'))
        left join lateral (
          select x.status, coalesce(x.end_time, x.start_time, x.created_at) as at from job_runs x
          where x.fk_job_id = j.pk_job_id order by x.created_at desc, x.pk_job_run_id desc limit 1
        ) last on true
        group by j.pk_job_id, last.status, last.at`,
      );
      return new Map(
        rows.map((r) => [
          Number(r.fk_job_id),
          {
            last_status: r.last_status,
            last_time: r.last_time ? new Date(r.last_time) : null,
            stats: {
              SUCCESS: Number(r.success),
              FINISHED: Number(r.finished),
              RUNNING: Number(r.running),
              RETRY: Number(r.retry),
              FAILED: Number(r.failed),
            },
            active: Number(r.active),
          },
        ]),
      );
    },

    async runs(jobId: number, limit: number) {
      return db
        .select({
          run: jobRuns,
          client_name: clients.name,
          error_count: sql<number>`(select count(*)::int from job_run_errors e where e.fk_job_run_id = ${jobRuns.pk_job_run_id})`,
        })
        .from(jobRuns)
        .leftJoin(clients, eq(clients.pk_client_id, jobRuns.client_id))
        .where(eq(jobRuns.fk_job_id, jobId))
        .orderBy(desc(jobRuns.created_at), desc(jobRuns.pk_job_run_id))
        .limit(limit);
    },

    async run(runId: number) {
      const [row] = await db
        .select({
          run: jobRuns,
          client_name: clients.name,
          error_count: sql<number>`(select count(*)::int from job_run_errors e where e.fk_job_run_id = ${jobRuns.pk_job_run_id})`,
        })
        .from(jobRuns)
        .leftJoin(clients, eq(clients.pk_client_id, jobRuns.client_id))
        .where(eq(jobRuns.pk_job_run_id, runId));
      return row ?? null;
    },

    runErrors(runId: number) {
      return db
        .select()
        .from(jobRunErrors)
        .where(eq(jobRunErrors.fk_job_run_id, runId))
        .orderBy(jobRunErrors.created_at, jobRunErrors.pk_error_id);
    },

    /** Errors since `since` (of one client's runs, or all), newest first, with their run. */
    errorLog(since: Date, until: Date | null, clientId: number | null) {
      return db
        .select({
          error: jobRunErrors,
          job_name: jobRuns.job_name,
          client_id: jobRuns.client_id,
          client_name: clients.name,
        })
        .from(jobRunErrors)
        .innerJoin(jobRuns, eq(jobRuns.pk_job_run_id, jobRunErrors.fk_job_run_id))
        .leftJoin(clients, eq(clients.pk_client_id, jobRuns.client_id))
        .where(
          and(
            sql`${jobRunErrors.created_at} >= ${since.toISOString()}::timestamptz`,
            until ? sql`${jobRunErrors.created_at} < ${until.toISOString()}::timestamptz` : undefined,
            clientId === null ? undefined : eq(jobRuns.client_id, clientId),
          ),
        )
        .orderBy(desc(jobRunErrors.created_at), desc(jobRunErrors.pk_error_id))
        .limit(5000);
    },

    /** Deletes finished runs (and their errors) older than `before`; answers how many. */
    async pruneHistory(before: Date): Promise<number> {
      const rows = await db
        .delete(jobRuns)
        .where(
          and(
            sql`${jobRuns.created_at} < ${before.toISOString()}::timestamptz`,
            sql`${jobRuns.status} not in ('QUEUED', 'STARTED', 'RETRY')`,
          ),
        )
        .returning({ id: jobRuns.pk_job_run_id });
      return rows.length;
    },
  };
}

export type SchedulerRepository = ReturnType<typeof schedulerRepository>;
