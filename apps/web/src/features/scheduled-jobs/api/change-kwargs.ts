import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useCronMutation } from './keys';

type Kwargs = CronJobRow['changing_kwargs'];

/** PUT /tasks/change-kwargs?job_id: the kwargs the variant's next runs receive. */
export async function changeKwargs({
  jobId,
  kwargs,
}: {
  jobId: number;
  kwargs: Kwargs;
}): Promise<CronJobRow> {
  return call(scheduledJobOps.changeKwargs, { query: { job_id: jobId }, body: { changing_kwargs: kwargs } });
}

export const useChangeKwargs = () => useCronMutation(changeKwargs);
