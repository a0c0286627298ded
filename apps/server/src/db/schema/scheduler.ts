import type { JobRunStatus } from '@marketdesk/contracts/scheduled-jobs';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, users } from './identity';

/**
 * Scheduled work (DESIGN section 9). `cron_jobs` is the source of truth for what runs when; the scheduler syncs
 * it into pg-boss's schedules. Platform tables, not tenant tables: a run may work for one client (`client_id`)
 * or for none (a dispatcher, a cleanup); a client's deletion takes its runs with it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One variant of a task: the task name with its own schedule, args and kwargs (`variant` names it in code). */
export const cronJobs = pgTable(
  'cron_jobs',
  {
    pk_job_id: serial('pk_job_id').primaryKey(),
    job_name: text('job_name').notNull(),
    /** The declaration's key for this variant ('default' for a task's only one). */
    variant: text('variant').notNull().default('default'),
    comments: text('comments'),
    cron_schedule: text('cron_schedule'),
    job_enabled: boolean('job_enabled').notNull().default(true),
    args: jsonb('args').notNull().default(sql`'[]'::jsonb`),
    changing_kwargs: jsonb('changing_kwargs').notNull().default(sql`'{}'::jsonb`),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('cron_jobs_name_variant_uq').on(t.job_name, t.variant),
    check('cron_jobs_args_array_ck', sql`jsonb_typeof(${t.args}) = 'array'`),
    check('cron_jobs_kwargs_object_ck', sql`jsonb_typeof(${t.changing_kwargs}) = 'object'`),
  ],
);

/** One run: queued by its schedule, an operator or its dispatcher; `celery_task_id` is the pg-boss job id. */
export const jobRuns = pgTable(
  'job_runs',
  {
    pk_job_run_id: bigserial('pk_job_run_id', { mode: 'number' }).primaryKey(),
    fk_job_id: integer('fk_job_id')
      .notNull()
      .references(() => cronJobs.pk_job_id, { onDelete: 'cascade' }),
    job_name: text('job_name').notNull(),
    status: text('status').notNull().$type<JobRunStatus>(),
    celery_task_id: uuid('celery_task_id').notNull(),
    trigger: text('trigger').notNull().$type<'schedule' | 'manual' | 'dispatcher'>(),
    args: jsonb('args').notNull().default(sql`'[]'::jsonb`),
    changing_kwargs: jsonb('changing_kwargs').notNull().default(sql`'{}'::jsonb`),
    client_id: integer('client_id').references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    parent_run_id: bigint('parent_run_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    /** The server (host:pid) that ran the latest attempt. */
    instance: text('instance'),
    result: text('result'),
    created_at: at('created_at').notNull().defaultNow(),
    start_time: at('start_time'),
    end_time: at('end_time'),
  },
  (t) => [
    uniqueIndex('job_runs_task_uq').on(t.celery_task_id),
    index('job_runs_job_created_idx').on(t.fk_job_id, t.created_at),
    index('job_runs_name_created_idx').on(t.job_name, t.created_at),
    index('job_runs_client_created_idx').on(t.client_id, t.created_at),
    index('job_runs_active_idx').on(t.status).where(sql`${t.status} in ('QUEUED', 'STARTED', 'RETRY')`),
    check(
      'job_runs_status_ck',
      sql`${t.status} in ('SUCCESS', 'FINISHED', 'FAILED', 'STARTED', 'RETRY', 'QUEUED', 'REVOKED')`,
    ),
  ],
);

/** One failed attempt of a run: msg is JSON `{errors: [{code, message, details}]}`. */
export const jobRunErrors = pgTable(
  'job_run_errors',
  {
    pk_error_id: bigserial('pk_error_id', { mode: 'number' }).primaryKey(),
    fk_job_run_id: bigint('fk_job_run_id', { mode: 'number' })
      .notNull()
      .references(() => jobRuns.pk_job_run_id, { onDelete: 'cascade' }),
    error_type: text('error_type').notNull(),
    msg: text('msg').notNull(),
    params: jsonb('params'),
    /** The id the server log line of this failure carries. */
    system_tracking_id: text('system_tracking_id'),
    attempt: integer('attempt').notNull().default(1),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_run_errors_run_idx').on(t.fk_job_run_id),
    index('job_run_errors_created_idx').on(t.created_at),
  ],
);
