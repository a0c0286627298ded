import { JOB_NAME, type RetryPolicy } from '@marketdesk/contracts/scheduled-jobs';

export interface SchedulerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** One worker run a dispatcher hands out: the client (or store's client) it works for and its inputs. */
export interface FanOutRun {
  clientId?: number | null;
  args?: unknown[];
  kwargs?: Record<string, unknown>;
}

/** What a job's handler receives for one attempt of one run. */
export interface JobContext {
  runId: number;
  /** The pg-boss job id (the run's celery_task_id). */
  taskId: string;
  attempt: number;
  args: readonly unknown[];
  kwargs: Readonly<Record<string, unknown>>;
  clientId: number | null;
  /** Aborted when the run is revoked (on any server) or the server stops. */
  signal: AbortSignal;
  log: SchedulerLog;
  /** Queues one worker run per item (QUEUED rows, then pg-boss jobs); answers how many were queued. */
  fanOut(workerName: string, runs: readonly FanOutRun[]): Promise<number>;
  /** Replaces the variant's changing kwargs for later runs (a cursor a job moves forward). */
  saveKwargs(kwargs: Record<string, unknown>): Promise<void>;
}

/** A variant: the task with its own schedule and inputs (several per task where the work differs by args). */
export interface JobVariant {
  key: string;
  comment: string;
  schedule: string | null;
  args?: unknown[];
  kwargs?: Record<string, unknown>;
  /** Off until an operator turns it on (default on). */
  enabled?: boolean;
}

/**
 * A module's scheduled task (DESIGN section 9): named `<area>.<Dispatcher|Worker>.<task>`. A dispatcher's runs
 * end FINISHED (its workers carry the outcome); a worker's end SUCCESS. A handler that throws is recorded with
 * its error and retried by `retry`; what it returns is the run's result text in the history.
 */
export interface ScheduledJob {
  name: string;
  description: string;
  /** Its variants; one `default` variant with `schedule` when not given. */
  variants?: readonly JobVariant[];
  /** The default variant's schedule (null: on demand or fanned out by a dispatcher). */
  schedule?: string | null;
  retry: RetryPolicy;
  /**
   * Why the task does nothing now (a connector without credentials), or null. A variant first registered
   * while it is off starts disabled with this as its comment; a run while it is off ends FINISHED saying so.
   */
  offReason?(): Promise<string | null>;
  run(ctx: JobContext): Promise<string | undefined>;
}

/** Common retry policies. */
export const RETRY = {
  /** A failure is final: the next scheduled run tries again anyway. */
  none: (timeout_seconds = 30 * 60): RetryPolicy => ({
    retry_limit: 0,
    retry_delay_seconds: 0,
    retry_backoff: false,
    timeout_seconds,
  }),
  /** Calls to a remote service: a few retries, backing off from a minute. */
  remote: (timeout_seconds = 60 * 60): RetryPolicy => ({
    retry_limit: 3,
    retry_delay_seconds: 60,
    retry_backoff: true,
    timeout_seconds,
  }),
} as const;

/** Checks a declaration where it is made (a bad name or schedule fails the start, not the first run). */
export function defineJob(job: ScheduledJob): ScheduledJob {
  if (!JOB_NAME.test(job.name))
    throw new Error(`Scheduled job name ${job.name} is not <area>.<Dispatcher|Worker>.<task>`);
  return job;
}

export const variantsOf = (job: ScheduledJob): readonly JobVariant[] =>
  job.variants ?? [{ key: 'default', comment: job.description, schedule: job.schedule ?? null }];

/**
 * An error a job throws on purpose, with the code and details the run error records
 * (`{errors: [{code, message, details}]}`).
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}
