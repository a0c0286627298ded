import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { cronKeys } from './keys';

/** GET /tasks/all_jobs_summary: every job variant with its schedule, runs and counts. */
export async function getJobsSummary(): Promise<CronJobRow[]> {
  return (await call(scheduledJobOps.summary)).jobs;
}

export function useJobsSummary() {
  return useTenantQuery({ queryKey: cronKeys.summary, queryFn: getJobsSummary });
}
