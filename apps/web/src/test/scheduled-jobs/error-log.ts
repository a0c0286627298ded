import type { ErrorLogEntry } from '@marketdesk/contracts/scheduled-jobs';

/** Run errors exactly as GET /tasks/errors answers them (call() parses answers with the contract). */
export const THROTTLED: ErrorLogEntry = {
  pk_error_id: 11,
  pk_job_run_id: 101,
  job_name: 'amazon_reports.Worker.pull_orders',
  created_at: '2025-03-05T09:15:00.000Z',
  error_type: 'ConnectorError',
  message: 'Too many requests',
  msg: JSON.stringify({
    errors: [
      { code: 'THROTTLED', message: 'Too many requests', details: { retry_after: 30 } },
      { code: '=CMD', message: '=HYPERLINK("http://evil.test","x")', details: '@SUM(A1)' },
    ],
  }),
  params: { store_id: 4, marketplace: 'Amazon US' },
  system_tracking_id: 'trk-0001',
  client_id: 1,
  client_name: 'Acme Hôme',
};

export const CRASHED: ErrorLogEntry = {
  pk_error_id: 12,
  pk_job_run_id: 102,
  job_name: 'exchange_rates.Dispatcher.fetch_rates',
  created_at: '2025-03-05T02:00:00.000Z',
  error_type: 'RuntimeError',
  message: '+Traceback: boom',
  msg: '+Traceback: boom',
  params: null,
  system_tracking_id: null,
  client_id: null,
  client_name: null,
};

export const OLDER: ErrorLogEntry = {
  pk_error_id: 9,
  pk_job_run_id: 90,
  job_name: 'legacy_cleanup',
  created_at: '2025-03-03T23:10:00.000Z',
  error_type: 'ValueError',
  message: 'Bad store',
  msg: JSON.stringify({ errors: [{ code: 'BAD_STORE', message: 'Bad store', details: null }] }),
  params: { store_id: 7 },
  system_tracking_id: 'trk-0002',
  client_id: 2,
  client_name: 'Borealis Sports',
};
