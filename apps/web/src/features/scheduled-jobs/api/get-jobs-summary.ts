import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { cronKeys } from './keys';

/** GET /tasks/all_jobs_summary: every job variant with its schedule, runs and counts. */
export async function getJobsSummary(): Promise<CronJobRow[]> {
  return (await call(scheduledJobOps.summary)).jobs;
}

/** While any run is queued, running or waiting for a retry, the summary is read again this often. */
export const ACTIVE_SUMMARY_POLL_MS = 5000;

/** The summary; polled while runs are under way, so last runs and counts follow a "run now" to its end. */
export function useJobsSummary() {
  return useTenantQuery({
    queryKey: cronKeys.summary,
    queryFn: getJobsSummary,
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.active_runs > 0) ? ACTIVE_SUMMARY_POLL_MS : false,
  });
}
