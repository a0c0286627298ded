import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import { isRunActive, type JobRun } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { cronKeys } from './keys';

/** While a run of the list is queued, running or waiting for a retry, the list is read again this often. */
export const ACTIVE_RUNS_POLL_MS = 2000;

/** GET /tasks/job_runs?job_id: a variant's runs, newest first. */
export async function getJobRuns(jobId: number): Promise<JobRun[]> {
  return (await call(scheduledJobOps.runs, { query: { job_id: jobId } })).runs;
}

/** A variant's run history; polled while a run is not over, so a "run now" is seen finishing. */
export function useJobRuns(jobId: number) {
  return useTenantQuery({
    queryKey: cronKeys.runs(jobId),
    queryFn: () => getJobRuns(jobId),
    refetchInterval: (query) =>
      query.state.data?.some((run) => isRunActive(run.last_run_status)) ? ACTIVE_RUNS_POLL_MS : false,
  });
}
