import { taskOps } from '@marketdesk/contracts/operations/tasks';
import type { TaskStatusItem } from '@marketdesk/contracts/tasks';
import { call } from '../api/call';
import { getAccessToken } from '../session/tokens';

/** POST /tasks/task-status {task_ids} (spec 02 and 03 section 7): the caller's own tasks among those ids. */
export function getTaskStatuses(taskIds: readonly string[], signal?: AbortSignal): Promise<TaskStatusItem[]> {
  return call(taskOps.status, { body: { task_ids: [...taskIds] }, signal });
}

/**
 * Downloads a finished task's file. The signed link lives minutes (DESIGN 9, Files), while a success toast
 * stays open, so a fresh link is asked for at click time. The file is an attachment: following the link saves
 * it without leaving the page.
 */
export async function downloadTaskResult(taskId: string): Promise<boolean> {
  if (!getAccessToken()) return false;
  const [item] = await getTaskStatuses([taskId]);
  if (item?.status !== 'SUCCESS' || !item.result) return false;
  const link = document.createElement('a');
  link.href = item.result;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  return true;
}
