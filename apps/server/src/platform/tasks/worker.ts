import type { Db } from '../../db/client';
import type { FilesService } from '../files';
import type { Jobs } from '../jobs';
import type { TaskLog } from './registry';
import { type TaskJobData, taskRunner } from './runner';

export const TASK_QUEUE = 'tasks.run';
/** Jobs pg-boss gave up on land here, so their tasks are marked FAILURE rather than pending for ever. */
export const TASK_DEAD_QUEUE = 'tasks.dead';

/** Creates the queues (idempotent; pg-boss ignores an existing queue). */
export async function ensureTaskQueues(jobs: Jobs): Promise<void> {
  await jobs.createQueue(TASK_DEAD_QUEUE);
  await jobs.createQueue(TASK_QUEUE, {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    // A run that outlives this is presumed dead and retried; exports of any size finish well within it.
    expireInSeconds: 60 * 60,
    deadLetter: TASK_DEAD_QUEUE,
  });
}

/** Starts working the task queues in this process (main.ts; tests start it on their own database). */
export async function startTaskWorker(deps: {
  jobs: Jobs;
  db: Db;
  files: FilesService;
  log: TaskLog;
  pollingIntervalSeconds?: number;
}): Promise<void> {
  const { jobs, pollingIntervalSeconds = 1 } = deps;
  const runner = taskRunner(deps);
  await ensureTaskQueues(jobs);
  await jobs.work<TaskJobData>(
    TASK_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const outcome = await runner.run(job.data, job);
      // Throwing hands the job back to pg-boss, which retries it after retryDelay.
      if (outcome === 'retry') throw new Error(`task ${job.data.taskId} will be retried`);
      return { outcome };
    },
  );
  await jobs.work<TaskJobData>(TASK_DEAD_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (job) await runner.giveUp(job.data.taskId);
  });
}
