import { TASK_EXPIRY_MS } from '@marketdesk/contracts/tasks';
import type { Db } from '../../db/client';
import type { FilesService } from '../files';
import { defineJob, RETRY, type ScheduledJob } from '../scheduler';
import { tasksRepository } from './tasks.repository';

export const CLEANUP_JOB = 'tasks.Worker.cleanup';

/**
 * The 24-hour rule (spec 03 sections 4 and 9): finished tasks are dropped a day after they finished, and with
 * them their export files; an export file no task names is dropped a day after it was made. `max_age_hours`
 * (changing kwargs) moves the limit.
 */
export async function cleanupTasks(
  deps: { db: Db; files: FilesService },
  now: Date,
  maxAgeMs = TASK_EXPIRY_MS,
): Promise<{ tasks: number; files: number }> {
  const before = new Date(now.getTime() - maxAgeMs);
  const expired = await tasksRepository(deps.db).deleteFinished(before);
  let removed = 0;
  for (const file of await deps.files.expiredExports(before)) {
    await deps.files.deleteFile(file.client_id, file.id);
    removed++;
  }
  return { tasks: expired.length, files: removed };
}

export function cleanupJob(deps: { db: Db; files: FilesService; now?: () => Date }): ScheduledJob {
  return defineJob({
    name: CLEANUP_JOB,
    description: 'Deletes finished background tasks and their export files 24 hours after they finished.',
    schedule: '17 * * * *',
    retry: RETRY.none(15 * 60),
    async run(ctx) {
      // An operator's kwargs: anything but 1 hour to a year falls back to the spec's 24 hours.
      const hours = Number(ctx.kwargs.max_age_hours);
      const maxAgeMs = hours >= 1 && hours <= 366 * 24 ? hours * 3_600_000 : TASK_EXPIRY_MS;
      const done = await cleanupTasks(deps, deps.now?.() ?? new Date(), maxAgeMs);
      return `${done.tasks} task(s) and ${done.files} export file(s) deleted`;
    },
  });
}
