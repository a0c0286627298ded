import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { JobRun, RunNew } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useCronMutation } from './keys';

/** POST /tasks/run/new: queues a run of the named task now; answers the queued run (202). */
export async function runNow(body: RunNew): Promise<JobRun> {
  return call(scheduledJobOps.runNow, { body });
}

export const useRunNow = () => useCronMutation(runNow);
