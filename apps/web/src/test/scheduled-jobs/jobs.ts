import type { CronJobRow, JobRun, RunError } from '@marketdesk/contracts/scheduled-jobs';

/** Server answers for the console's tests, in the exact shapes of the contracts (call() parses them). */

const NO_STATS = { SUCCESS: 0, FINISHED: 0, RUNNING: 0, RETRY: 0, FAILED: 0 };

export function cronJob(overrides: Partial<CronJobRow> = {}): CronJobRow {
  return {
    pk_job_id: 1,
    job_name: 'reports.Dispatcher.pull_ams',
    comments: null,
    cron_schedule: '0 3 * * *',
    job_enabled: true,
    args: [],
    changing_kwargs: {},
    last_run_status: null,
    last_run_time: null,
    description: 'Queues one report pull per store.',
    default_schedule: '0 3 * * *',
    next_run_time: '2025-03-02T03:00:00.000Z',
    retry_policy: { retry_limit: 3, retry_delay_seconds: 60, retry_backoff: true, timeout_seconds: 900 },
    active_runs: 0,
    off_reason: null,
    orphaned: false,
    ...overrides,
    run_stats: { ...NO_STATS, ...overrides.run_stats },
  };
}

/**
 * Two areas: reports (a dispatcher, and a worker with two variants: one unscheduled whose connector is off, one
 * disabled) and tickets (a dispatcher). 4 variants; RUNNING 2 + 1, RETRY 1, FAILED 1 + 2 + 3; 3 active runs.
 */
export const JOBS: CronJobRow[] = [
  cronJob({
    pk_job_id: 1,
    comments: 'Nightly pull',
    changing_kwargs: { days: 3 },
    last_run_status: 'SUCCESS',
    last_run_time: '2025-03-01T03:00:05.000Z',
    run_stats: { ...NO_STATS, SUCCESS: 5, FAILED: 1 },
    active_runs: 2,
  }),
  cronJob({
    pk_job_id: 2,
    job_name: 'reports.Worker.pull_ams',
    cron_schedule: null,
    default_schedule: null,
    next_run_time: null,
    description: 'Pulls one store’s AMS reports.',
    last_run_status: 'RETRY',
    last_run_time: '2025-03-01T03:01:00.000Z',
    run_stats: { ...NO_STATS, RUNNING: 2, RETRY: 1 },
    active_runs: 1,
    off_reason: 'The Amazon Ads connector has no credentials: nothing is pulled.',
  }),
  cronJob({
    pk_job_id: 3,
    job_name: 'reports.Worker.pull_ams',
    cron_schedule: '*/15 * * * *',
    job_enabled: false,
    next_run_time: null,
    description: 'Pulls one store’s AMS reports.',
    run_stats: { ...NO_STATS, FAILED: 2 },
  }),
  cronJob({
    pk_job_id: 4,
    job_name: 'tickets.Dispatcher.stale_check',
    cron_schedule: '0 * * * *',
    description: 'Flags stale tickets.',
    last_run_status: 'FAILED',
    last_run_time: '2025-03-01T10:00:00.000Z',
    run_stats: { ...NO_STATS, RUNNING: 1, FAILED: 3 },
  }),
];

export function jobRun(overrides: Partial<JobRun> = {}): JobRun {
  return {
    pk_job_run_id: 11,
    fk_job_id: 1,
    job_name: 'reports.Dispatcher.pull_ams',
    last_run_status: 'SUCCESS',
    created_at: '2025-03-01T03:00:00.000Z',
    start_time: '2025-03-01T03:00:01.000Z',
    end_time: '2025-03-01T03:02:06.000Z',
    celery_task_id: '0b5b7c1e-4c5e-4a4e-9a0e-111111111111',
    args: [],
    changing_kwargs: {},
    trigger: 'schedule',
    attempts: 1,
    client_id: 1,
    client_name: 'Acme Home',
    parent_run_id: null,
    error_count: 0,
    result: 'Queued 4 stores',
    ...overrides,
  };
}

export function runError(overrides: Partial<RunError> = {}): RunError {
  return {
    pk_error_id: 501,
    error_msg: {
      type: 'ConnectorError',
      msg: JSON.stringify({
        errors: [
          { code: 'AMS_THROTTLED', message: 'The Ads API answered 429.', details: { retry_after: 30 } },
          { code: 'REPORT_MISSING', message: 'Report r-9 never finished.', details: null },
        ],
      }),
    },
    params: { store_id: 7, days: 3 },
    system_tracking_id: 'trk-4f2a',
    created_at: '2025-03-01T03:01:00.000Z',
    attempt: 1,
    ...overrides,
  };
}
