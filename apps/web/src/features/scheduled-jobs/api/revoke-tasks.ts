import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { RevokeAnswer } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useCronMutation } from './keys';

/** POST /tasks/revoke-tasks: one task's active runs (task_name), or every task's when it is omitted. */
export async function revokeTasks(taskName: string | null): Promise<RevokeAnswer> {
  return call(scheduledJobOps.revoke, { query: taskName === null ? {} : { task_name: taskName } });
}

export const useRevokeTasks = () => useCronMutation(revokeTasks);
