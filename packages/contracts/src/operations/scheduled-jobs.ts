import { access } from '../access';
import { errorDetail, refusals, validationError } from '../errors';
import { operation } from '../operation';
import { noQuery } from '../primitives';
import {
  allJobsSummary,
  cronJobRow,
  errorLogAnswer,
  errorLogQuery,
  jobIdQuery,
  jobRun,
  jobRunsAnswer,
  jobRunsQuery,
  kwargsChange,
  revokeAnswer,
  revokeQuery,
  runErrorsAnswer,
  runErrorsQuery,
  runNew,
  scheduleChange,
} from '../scheduled-jobs';

const tags = ['scheduled jobs'];
const operator = access.superAdmin();

/** Spec 03 section 7, Scheduled jobs and error logs. The console is super admin only. */
export const scheduledJobOps = {
  summary: operation({
    method: 'GET',
    path: '/tasks/all_jobs_summary',
    summary:
      'Every scheduled job variant with its schedule, next and last run, recent-run counts and retry policy',
    tags,
    access: operator,
    query: noQuery,
    answer: allJobsSummary,
    errors: refusals(401, 403),
  }),
  runs: operation({
    method: 'GET',
    path: '/tasks/job_runs',
    summary: "A job variant's runs, newest first",
    tags,
    access: operator,
    query: jobRunsQuery,
    answer: jobRunsAnswer,
    errors: refusals(401, 403, 404, 422),
  }),
  runErrors: operation({
    method: 'GET',
    path: '/tasks/run/errors',
    summary: "A run's recorded errors (type, msg as JSON, params, tracking id), one per failed attempt",
    tags,
    access: operator,
    query: runErrorsQuery,
    answer: runErrorsAnswer,
    errors: refusals(401, 403, 404, 422),
  }),
  changeSchedule: operation({
    method: 'PUT',
    path: '/tasks/schedule/change',
    summary:
      'Changes a variant’s schedule (null: not scheduled), enabled flag and comments; takes effect at once',
    tags,
    access: operator,
    query: jobIdQuery,
    body: scheduleChange,
    answer: cronJobRow,
    errors: { 401: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError.or(errorDetail) },
  }),
  runNow: operation({
    method: 'POST',
    path: '/tasks/run/new',
    summary: 'Queues a run of the named task now with the given args and kwargs; answers the queued run',
    tags,
    access: operator,
    query: noQuery,
    body: runNew,
    answer: jobRun,
    status: 202,
    // 422: a malformed body (validation error), or kwargs naming no client (detail).
    errors: { ...refusals(401, 403, 404), 422: validationError.or(errorDetail), 503: errorDetail },
  }),
  changeKwargs: operation({
    method: 'PUT',
    path: '/tasks/change-kwargs',
    summary: 'Replaces the changing kwargs a variant’s next runs receive',
    tags,
    access: operator,
    query: jobIdQuery,
    body: kwargsChange,
    answer: cronJobRow,
    errors: refusals(401, 403, 404, 422),
  }),
  revoke: operation({
    method: 'POST',
    path: '/tasks/revoke-tasks',
    summary:
      'Cancels queued, running and retrying runs of one task (task_name) or of all tasks, recording them REVOKED',
    tags,
    access: operator,
    query: revokeQuery,
    answer: revokeAnswer,
    errors: { ...refusals(401, 403, 422), 503: errorDetail },
  }),
  errorLog: operation({
    method: 'GET',
    path: '/tasks/errors',
    summary:
      "Run errors by date, newest first: a member sees the errors of their client's runs, a super admin every run's",
    tags,
    access: access.member(),
    query: errorLogQuery,
    answer: errorLogAnswer,
    errors: refusals(401, 403, 422),
  }),
};
