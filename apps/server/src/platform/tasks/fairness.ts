import type PgBoss from 'pg-boss';
import type { Jobs } from '../jobs';
import type { TaskJobData, TaskRunner } from './runner';

/**
 * Tasks running in this process, counted per client. `take` is synchronous, so two workers of the process
 * can never both take a client's last slot; a crashed process forgets its counts with it, so a dead run never
 * holds a slot.
 */
export function clientSlots(perClient: number) {
  const running = new Map<number, number>();
  return {
    take(clientId: number): boolean {
      const n = running.get(clientId) ?? 0;
      if (n >= perClient) return false;
      running.set(clientId, n + 1);
      return true;
    },
    release(clientId: number): void {
      const n = (running.get(clientId) ?? 1) - 1;
      if (n > 0) running.set(clientId, n);
      else running.delete(clientId);
    },
  };
}
export type ClientSlots = ReturnType<typeof clientSlots>;

export type TaskOutcome = 'skipped' | 'success' | 'failure' | 'deferred';

/**
 * The task queue's job handler, fair between clients. A job whose client already runs its share of this
 * process's workers is not run: an equal job goes back to the queue (same priority, the retries it has left)
 * to be fetched again after `deferSeconds`, and the worker is free for another client's task at once. Job
 * priorities (set at start: minus the client's unfinished tasks) make the next fetch prefer a less busy client.
 */
export function fairTaskHandler(deps: {
  jobs: Jobs;
  queue: string;
  runner: TaskRunner;
  slots: ClientSlots;
  deferSeconds: number;
}) {
  const { jobs, queue, runner, slots, deferSeconds } = deps;
  return async (job: PgBoss.JobWithMetadata<TaskJobData>): Promise<{ outcome: TaskOutcome }> => {
    const clientId = await runner.clientOf(job.data.taskId);
    if (clientId === null) return { outcome: 'skipped' }; // finished (a repeated job) or deleted
    if (!slots.take(clientId)) {
      // Sent before this job completes: a crash in between leaves two jobs, and the runner runs a task once.
      await jobs.send(queue, job.data, {
        priority: job.priority,
        startAfter: deferSeconds,
        retryLimit: Math.max(0, job.retryLimit - job.retryCount),
      });
      return { outcome: 'deferred' };
    }
    try {
      const outcome = await runner.run(job.data, job);
      // Throwing hands the job back to pg-boss, which retries it after retryDelay.
      if (outcome === 'retry') throw new Error(`task ${job.data.taskId} will be retried`);
      return { outcome };
    } finally {
      slots.release(clientId);
    }
  };
}
