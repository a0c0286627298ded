import type { Db } from '../../db/client';
import type { FilesService } from '../files';
import type { Jobs } from '../jobs';
import { clientSlots, fairTaskHandler } from './fairness';
import { TASK_LIMITS } from './limits';
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

export interface TaskWorkerOptions {
  jobs: Jobs;
  db: Db;
  files: FilesService;
  log: TaskLog;
  pollingIntervalSeconds?: number;
  /** Tasks this process runs at once (default TASK_LIMITS.workers). */
  workers?: number;
  /** Of those, the most one client may hold (default TASK_LIMITS.activePerClient). */
  activePerClient?: number;
  /** When a job of a client at its share comes back (default TASK_LIMITS.deferSeconds). */
  deferSeconds?: number;
}

/**
 * Starts working the task queues in this process (main.ts; tests start it on their own database): several
 * workers, each polling on its own, fair between clients (fairness.ts).
 */
export async function startTaskWorker(deps: TaskWorkerOptions): Promise<void> {
  const {
    jobs,
    pollingIntervalSeconds = 1,
    workers = TASK_LIMITS.workers,
    activePerClient = TASK_LIMITS.activePerClient,
    deferSeconds = TASK_LIMITS.deferSeconds,
  } = deps;
  const runner = taskRunner(deps);
  await ensureTaskQueues(jobs);
  const handle = fairTaskHandler({
    jobs,
    queue: TASK_QUEUE,
    runner,
    slots: clientSlots(activePerClient),
    deferSeconds,
  });
  // pg-boss 11 runs one job at a time per work() call (batchSize 1), so each call is one worker.
  for (let i = 0; i < workers; i++) {
    await jobs.work<TaskJobData>(
      TASK_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds },
      async ([job]) => (job ? handle(job) : undefined),
    );
  }
  await jobs.work<TaskJobData>(TASK_DEAD_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (job) await runner.giveUp(job.data.taskId);
  });
}
