import { TASK_UNEXPECTED_ERROR } from '@marketdesk/contracts/tasks';
import type { Db } from '../../db/client';
import type { FilesService } from '../files';
import { writeToFile } from './export';
import { TaskError, type TaskFiles, type TaskLog, taskHandler } from './registry';
import { type TaskRow, tasksRepository } from './tasks.repository';

/** What the pg-boss job of a task carries. */
export interface TaskJobData {
  taskId: string;
  payload: unknown;
}

/** Where a job stands among its attempts (pg-boss metadata). */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

export type RunOutcome = 'skipped' | 'success' | 'failure' | 'retry';

const MAX_ERROR = 500;

function taskFiles(files: FilesService, task: TaskRow): TaskFiles {
  const owner = { clientId: task.client_id, userId: task.user_id };
  return {
    save: ({ kind = 'export', ...rest }) => files.saveFile({ ...owner, kind, ...rest }),
    write: ({ kind = 'export', writeRows, ...rest }) =>
      writeToFile(files, { ...owner, kind, ...rest }, writeRows),
  };
}

/**
 * A deliberate 4xx refusal (HttpError, a grid's GridQueryError): its message is written for the client and the
 * same input is refused every time, so retrying only repeats it.
 */
function isRefusal(error: unknown): error is Error & { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Runs tasks for the worker. Idempotent: a job of a finished task does nothing, a job of a STARTED task (its
 * worker died) runs it again, and of two runs racing only the first to finish records a result.
 */
export function taskRunner({ db, files, log }: { db: Db; files: FilesService; log: TaskLog }) {
  const repo = tasksRepository(db);

  return {
    async run({ taskId, payload }: TaskJobData, attempt: Attempt): Promise<RunOutcome> {
      const task = await repo.claim(taskId);
      if (!task) return 'skipped'; // finished already (a retried or repeated job), or deleted
      const handler = taskHandler(task.kind);
      if (!handler) {
        log.error({ taskId, kind: task.kind }, 'no handler registered for this task kind');
        await repo.fail(taskId, TASK_UNEXPECTED_ERROR);
        return 'failure';
      }
      const { task_id, client_id, user_id, kind, label } = task;
      try {
        const outcome = await handler({
          task: { task_id, client_id, user_id, kind, label },
          payload,
          files: taskFiles(files, task),
          db,
          log,
        });
        const fileId = outcome?.fileId ?? null;
        if (!(await repo.succeed(taskId, fileId)) && fileId !== null) {
          // Another run finished first; this run's file would belong to nothing.
          await files.deleteFile(client_id, fileId).catch(() => {});
        }
        return 'success';
      } catch (error) {
        if (error instanceof TaskError) {
          await repo.fail(taskId, error.message.slice(0, MAX_ERROR) || TASK_UNEXPECTED_ERROR);
          return 'failure';
        }
        if (isRefusal(error)) {
          // The same query would be refused again: no retry, no stack, the refusal's own text for the user.
          log.warn({ taskId, kind, detail: error.message }, 'task refused its input');
          await repo.fail(taskId, error.message.slice(0, MAX_ERROR) || TASK_UNEXPECTED_ERROR);
          return 'failure';
        }
        if (attempt.retryCount < attempt.retryLimit) {
          log.warn(
            { err: error, taskId, kind, attempt: attempt.retryCount },
            'task failed; it will be retried',
          );
          return 'retry';
        }
        // The cause goes to the log only: the user gets a message without internals.
        log.error({ err: error, taskId, kind }, 'task failed');
        await repo.fail(taskId, TASK_UNEXPECTED_ERROR);
        return 'failure';
      }
    },

    /** The client of an unfinished task (the worker's fairness counts by client); null: nothing to run. */
    clientOf: (taskId: string): Promise<number | null> => repo.unfinishedClient(taskId),

    /** A job pg-boss gave up on (retries spent, or expired with its worker gone): the task has failed. */
    async giveUp(taskId: string): Promise<void> {
      if (await repo.fail(taskId, TASK_UNEXPECTED_ERROR))
        log.error({ taskId }, 'task abandoned by the job system');
    },
  };
}
export type TaskRunner = ReturnType<typeof taskRunner>;
