import {
  TASK_UNAVAILABLE,
  TASK_UNEXPECTED_ERROR,
  type TaskStarted,
  type TaskStatusItem,
  taskLimitReached,
} from '@marketdesk/contracts/tasks';
import type { Db } from '../../db/client';
import { HttpError } from '../errors';
import type { FileLinks } from '../files';
import type { Jobs } from '../jobs';
import type { RequestContext } from '../tenancy';
import { TASK_LIMITS } from './limits';
import { taskHandler } from './registry';
import { requestKey } from './request-key';
import type { TaskJobData } from './runner';
import { tasksRepository } from './tasks.repository';
import { TASK_QUEUE } from './worker';

export interface StartTaskInput {
  clientId: number;
  userId: number;
  /** A kind registered with registerTaskHandler. */
  kind: string;
  /** What the user's toasts call the task ("Orders export"). */
  label: string;
  /** Handed to the handler as it is (stored as JSON in the job). */
  payload?: unknown;
}

const unavailable = () => new HttpError(503, TASK_UNAVAILABLE);

/** Starting tasks and answering their status (DESIGN section 9 "Background tasks"). */
export function tasksService({
  db,
  jobs,
  links,
  limits = TASK_LIMITS,
}: {
  db: Db;
  jobs?: Jobs;
  links: FileLinks;
  limits?: { perUser: number; perClient: number };
}) {
  const repo = tasksRepository(db);

  return {
    /**
     * Records the task PENDING and queues its job (job id = task id); answers `{task_id}` for the route. The
     * same request again while its task is PENDING answers that task; beyond the limits on unfinished tasks
     * (TASK_LIMITS) it answers 429. The job's priority is minus the client's unfinished tasks, so a worker
     * takes the next task of a client with fewer queued before a busy client's backlog.
     */
    async startTask(input: StartTaskInput): Promise<TaskStarted> {
      if (!taskHandler(input.kind)) throw new Error(`No task handler registered for "${input.kind}"`);
      if (!jobs) throw unavailable();
      const payload = input.payload ?? null;
      const owner = { client_id: input.clientId, user_id: input.userId, kind: input.kind };
      const request_key = requestKey(payload);
      const admitted = await repo.startingIn(input.clientId, async (tx) => {
        const twin = await repo.pendingTwin(tx, { ...owner, request_key });
        if (twin) return { task: twin, queued: true, priority: 0 };
        const unfinished = await repo.unfinished(tx, input.clientId, input.userId);
        if (unfinished.user >= limits.perUser) {
          throw new HttpError(429, taskLimitReached.user(limits.perUser));
        }
        if (unfinished.client >= limits.perClient) {
          throw new HttpError(429, taskLimitReached.client(limits.perClient));
        }
        const task = await repo.insert({ ...owner, label: input.label, request_key }, tx);
        return { task, queued: false, priority: -unfinished.client };
      });
      const { task } = admitted;
      if (admitted.queued) return { task_id: task.task_id };
      const data: TaskJobData = { taskId: task.task_id, payload };
      try {
        await jobs.send(TASK_QUEUE, data, { id: task.task_id, priority: admitted.priority });
      } catch (error) {
        // No job will ever run it: the poller must not wait for it.
        await repo.fail(task.task_id, TASK_UNEXPECTED_ERROR);
        throw error;
      }
      return { task_id: task.task_id };
    },

    /**
     * The caller's own tasks in the selected client among `taskIds`, in the order asked; others are left out.
     * `result` is a fresh signed download path for the caller, so a poll after the link expired gets a new one.
     */
    async statuses(ctx: RequestContext, taskIds: string[]): Promise<TaskStatusItem[]> {
      const ids = [...new Set(taskIds.map((id) => id.toLowerCase()))];
      const rows = new Map(
        (await repo.own(ctx.clientId, ctx.user.id, ids)).map((row) => [row.task_id, row] as const),
      );
      return ids.flatMap((id) => {
        const row = rows.get(id);
        if (!row) return [];
        const result =
          row.status === 'SUCCESS' && row.result_file_id !== null
            ? links.signedDownloadPath(row.result_file_id, ctx.user.id)
            : null;
        return [
          {
            task_id: row.task_id,
            status: row.status,
            result,
            error: row.status === 'FAILURE' ? (row.error ?? TASK_UNEXPECTED_ERROR) : null,
            date_done: row.date_done?.toISOString() ?? null,
          },
        ];
      });
    },
  };
}
export type TasksService = ReturnType<typeof tasksService>;
