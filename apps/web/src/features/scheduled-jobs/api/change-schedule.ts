import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { CronJobRow, ScheduleChange } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useCronMutation } from './keys';

/** PUT /tasks/schedule/change?job_id: schedule (null: not scheduled), enabled flag and comments. */
export async function changeSchedule({
  jobId,
  body,
}: {
  jobId: number;
  body: ScheduleChange;
}): Promise<CronJobRow> {
  return call(scheduledJobOps.changeSchedule, { query: { job_id: jobId }, body });
}

export const useChangeSchedule = () => useCronMutation(changeSchedule);
