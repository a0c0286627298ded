import { z } from 'zod';
import { id, isoDate, isStorableText, text } from './primitives';

/**
 * Scheduled work (DESIGN section 9) and its two operator screens (spec 03: /sa/cronjobs, /cronjob/errors).
 * A cron job row is one variant of a task: the same task name may have several rows with their own schedule,
 * args and kwargs. Every run is a job run; its failures are run errors.
 */

/** Spec 03 section 4: the statuses a run is stored with. */
export const JOB_RUN_STATUSES = [
  'SUCCESS',
  'FINISHED',
  'FAILED',
  'STARTED',
  'RETRY',
  'QUEUED',
  'REVOKED',
] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];
export const jobRunStatus = z.enum(JOB_RUN_STATUSES);

/** Runs not yet over: a revoke cancels these. */
export const ACTIVE_RUN_STATUSES = ['QUEUED', 'STARTED', 'RETRY'] as const satisfies readonly JobRunStatus[];
export const isRunActive = (s: JobRunStatus): boolean =>
  (ACTIVE_RUN_STATUSES as readonly string[]).includes(s);

/** Spec 03 section 3: the recent-run counts of a job ("plus RUNNING in counts": RUNNING counts STARTED runs). */
export const RUN_STAT_KEYS = ['SUCCESS', 'FINISHED', 'RUNNING', 'RETRY', 'FAILED'] as const;
export type RunStatKey = (typeof RUN_STAT_KEYS)[number];
/** The window the recent-run counts cover. */
export const RUN_STATS_DAYS = 7;

/**
 * Spec 03 section 4: success for SUCCESS and FINISHED; error for FAILED and REVOKED; info for STARTED (and
 * RUNNING); warning for RETRY. QUEUED has no colour in the spec: the neutral one.
 */
export type StatusColour = 'success' | 'error' | 'info' | 'warning' | 'default';
export const JOB_STATUS_COLOUR: Record<JobRunStatus | RunStatKey, StatusColour> = {
  SUCCESS: 'success',
  FINISHED: 'success',
  FAILED: 'error',
  REVOKED: 'error',
  STARTED: 'info',
  RUNNING: 'info',
  RETRY: 'warning',
  QUEUED: 'default',
};

/**
 * Every scheduled task is named `<area>.<Dispatcher|Worker>.<task>` (DESIGN section 9). A dispatcher runs on its
 * schedule and fans out one worker run per client or store; a worker does the work.
 */
export const JOB_KINDS = ['Dispatcher', 'Worker'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_NAME = /^[a-z][a-z0-9_]*\.(Dispatcher|Worker)\.[a-z][a-z0-9_]*$/;

export function splitJobName(name: string): { area: string; kind: JobKind | null; task: string } {
  const [area = name, kind, ...rest] = name.split('.');
  if (kind === 'Dispatcher' || kind === 'Worker') return { area, kind, task: rest.join('.') };
  return { area, kind: null, task: [kind, ...rest].filter(Boolean).join('.') };
}

/** How a failed run is retried (pg-boss's retry options). */
export const retryPolicy = z.object({
  /** Retries after the first attempt; 0: a failure is final. */
  retry_limit: z.number().int().min(0),
  retry_delay_seconds: z.number().int().min(0),
  /** Each retry waits twice as long as the one before. */
  retry_backoff: z.boolean(),
  /** A run still going after this long is presumed dead: recorded FAILED and retried by the policy. */
  timeout_seconds: z.number().int().positive(),
});
export type RetryPolicy = z.infer<typeof retryPolicy>;

/** JSON PostgreSQL's jsonb can hold: no NUL character and no unpaired surrogate in any key or string. */
const storable = (value: unknown): boolean =>
  typeof value === 'string'
    ? isStorableText(value)
    : Array.isArray(value)
      ? value.every(storable)
      : typeof value === 'object' && value !== null
        ? Object.entries(value).every(([k, v]) => isStorableText(k) && storable(v))
        : true;
const STORABLE = 'Text may not contain NUL characters or unpaired surrogates.';
const jsonArgs = z.array(z.unknown()).refine(storable, STORABLE);
const jsonKwargs = z.record(z.string(), z.unknown()).refine(storable, STORABLE);
const at = z.string().nullable();

export const runStats = z.object({
  SUCCESS: z.number().int(),
  FINISHED: z.number().int(),
  RUNNING: z.number().int(),
  RETRY: z.number().int(),
  FAILED: z.number().int(),
});
export type RunStats = z.infer<typeof runStats>;

/** Spec 03 section 3, Cron job row, and what the console shows beside it. */
export const cronJobRow = z.object({
  pk_job_id: z.number().int(),
  job_name: z.string(),
  comments: z.string().nullable(),
  cron_schedule: z.string().nullable(),
  job_enabled: z.boolean(),
  args: jsonArgs,
  changing_kwargs: jsonKwargs,
  last_run_status: jobRunStatus.nullable(),
  last_run_time: at,
  run_stats: runStats,
  /** What the task does, from its declaration. */
  description: z.string(),
  /** The schedule its module declares (a reset target). */
  default_schedule: z.string().nullable(),
  /** When the schedule next fires (enabled and scheduled only). */
  next_run_time: at,
  retry_policy: retryPolicy,
  /** Runs queued, running or waiting for a retry: what a revoke of this task would cancel. */
  active_runs: z.number().int(),
  /** Why the task does nothing now (a connector without credentials), or null. */
  off_reason: z.string().nullable(),
  /** Declared by no module of this server version: kept for its history, never scheduled. */
  orphaned: z.boolean(),
});
export type CronJobRow = z.infer<typeof cronJobRow>;

export const allJobsSummary = z.object({ jobs: z.array(cronJobRow) });

/** Spec 03 section 3, Job run. */
export const jobRun = z.object({
  pk_job_run_id: z.number().int(),
  fk_job_id: z.number().int(),
  job_name: z.string(),
  last_run_status: jobRunStatus,
  /** When it was queued; start_time is when a worker took it. */
  created_at: z.string(),
  start_time: at,
  end_time: at,
  /** The pg-boss job id (the console's "task id"). */
  celery_task_id: z.string(),
  args: jsonArgs,
  changing_kwargs: jsonKwargs,
  /** What started it: its schedule, an operator (run now), or its dispatcher. */
  trigger: z.enum(['schedule', 'manual', 'dispatcher']),
  /** Attempts made so far (retries included). */
  attempts: z.number().int(),
  /** The client it worked for, when it worked for one. */
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  parent_run_id: z.number().int().nullable(),
  error_count: z.number().int(),
  /** What the run reported when it ended (counts, skips), for the history. */
  result: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobRunsQuery = z.object({
  job_id: z.coerce.number().pipe(id()),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const jobRunsAnswer = z.object({ runs: z.array(jobRun) });

/**
 * Spec 03 section 3, Run error: error_msg has a type and msg, msg a JSON string `{errors: [{code, message,
 * details}]}`; params are the run's inputs; system_tracking_id is the id the server log carries for it.
 */
export const runErrorMessage = z.object({ code: z.string(), message: z.string(), details: z.unknown() });
export const runErrorBody = z.object({ errors: z.array(runErrorMessage) });
export type RunErrorBody = z.infer<typeof runErrorBody>;
export const runError = z.object({
  pk_error_id: z.number().int(),
  error_msg: z.object({ type: z.string(), msg: z.string() }),
  params: z.unknown(),
  system_tracking_id: z.string().nullable(),
  created_at: z.string(),
  attempt: z.number().int(),
});
export type RunError = z.infer<typeof runError>;
export const runErrorsQuery = z.object({ id: z.coerce.number().pipe(id()) });
export const runErrorsAnswer = z.object({ errors: z.array(runError) });

/** `msg` as the console reads it: the errors list, or null when it is not that JSON (shown raw). */
export function parseRunErrorMsg(msg: string): RunErrorBody | null {
  try {
    const parsed = runErrorBody.safeParse(JSON.parse(msg));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const jobIdQuery = z.object({ job_id: z.coerce.number().pipe(id()) });

/** PUT /tasks/schedule/change: the schedule (null when the field is empty), enabled flag and comments. */
export const scheduleChange = z.object({
  cron_schedule: z.string().trim().max(200).nullable(),
  job_enabled: z.boolean(),
  job_comments: text(2000).nullable().optional(),
});
export type ScheduleChange = z.infer<typeof scheduleChange>;

/** POST /tasks/run/new: runs the task now; answers the queued run. */
export const runNew = z.object({
  job_name: z.string().min(1).max(200),
  args: jsonArgs.max(100).default([]),
  changing_kwargs: jsonKwargs.default({}),
});
export type RunNew = z.infer<typeof runNew>;

export const kwargsChange = z.object({ changing_kwargs: jsonKwargs });

export const revokeQuery = z.object({ task_name: z.string().min(1).max(200).optional() });
export const revokeAnswer = z.object({
  message: z.string(),
  /** Runs recorded REVOKED. */
  db_records_updated: z.number().int(),
  /** Queued or running pg-boss jobs cancelled. */
  tasks_revoked: z.number().int(),
  task_name: z.string().nullable(),
});
export type RevokeAnswer = z.infer<typeof revokeAnswer>;

/** GET /tasks/errors: the run errors of the last `days` days by date (newest first), each with its run. */
export const errorLogQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
  /** Only this day (the CSV download of one accordion). */
  date: isoDate().optional(),
});
export const errorLogEntry = z.object({
  pk_error_id: z.number().int(),
  pk_job_run_id: z.number().int(),
  job_name: z.string(),
  created_at: z.string(),
  error_type: z.string(),
  /** The first message of the errors list, or the raw msg when it is not that JSON. */
  message: z.string(),
  msg: z.string(),
  params: z.unknown(),
  system_tracking_id: z.string().nullable(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntry>;
export const errorLogAnswer = z.record(z.string(), z.array(errorLogEntry));
export type ErrorLog = z.infer<typeof errorLogAnswer>;

/** Server texts. */
export const SCHEDULER_TEXT = {
  jobNotFound: 'Scheduled job not found.',
  runNotFound: 'Job run not found.',
  unknownTask: (name: string) => `No scheduled task is named "${name}".`,
  unavailable: 'Scheduled jobs are not running on this server right now. Please try again later.',
  unknownClient: 'changing_kwargs.client_id must be the id of an existing client.',
  /** A run whose worker vanished (server stopped, or the run outlived its timeout). */
  runLost: 'The run stopped before it finished: its server stopped or it outlived its timeout.',
} as const;

/** Spec 03 section 8 (Scheduled jobs) and the screens' own texts. */
export const CRON_TEXT = {
  argsNotArray: 'Args must be a JSON array.',
  invalidJson: 'Invalid JSON format…',
  globalRevoking: 'Sending global revoke signal...',
  revoking: (name: string) => `Revoking task: ${name}...`,
  globalRevoked: (n: number) => `Global revoke successful. ${n} DB records updated.`,
  revoked: (n: number, task: string) => `Successfully revoked ${n} instance(s) of ${task}.`,
  revokeFailed: 'Failed to revoke tasks.',
  updateFailed: (detail: string) => `Failed to update job: ${detail}`,
  historyFailed: 'Failed to fetch job history',
  errorsFailed: 'Failed to fetch errors',
  jobsFailed: 'Failed to fetch cron jobs.',
  noErrors: 'No errors were recorded for this job run.',
  noHistory: 'No run history found.',
  noErrorLogs: 'No errors to display. Great job!',
  revokeAllButton: 'Revoke All Tasks',
  allTasks: 'All Tasks (Global Reset)',
  cards: {
    total: 'Total Jobs',
    running: 'Currently Running',
    retrying: 'Retrying',
    failed: 'Total Failed Runs',
  },
} as const;

/** Spec 03 section 9: the revoke dialog's sentinel for 'All Tasks'. */
export const REVOKE_ALL_SENTINEL = '__ALL_TASKS__';
