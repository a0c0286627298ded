import { z } from 'zod';

/**
 * Background tasks (exports, analyses, imports) of DESIGN section 9 and spec 03 sections 4 and 7: a route
 * starts one and answers `{task_id}`; the web polls `POST /tasks/task-status {task_ids}` every second while
 * one is pending, and downloads a finished task's `result` (API base address + that path) in a new window.
 */

/** Spec 03 section 4 names PENDING, SUCCESS and FAILURE; STARTED (a worker runs it) also counts as pending. */
export const TASK_STATUSES = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const taskStatus = z.enum(TASK_STATUSES);

export const isTaskFinished = (status: TaskStatus): boolean => status === 'SUCCESS' || status === 'FAILURE';

/** Spec 03 section 9: poll every second; finished tasks are dropped from the poller after 24 hours. */
export const TASK_POLL_INTERVAL_MS = 1000;
export const TASK_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Most task ids one status call may ask about. */
export const TASK_STATUS_LIMIT = 100;

/** The error of a task that failed for a reason the user cannot act on (the log holds the cause). */
export const TASK_UNEXPECTED_ERROR = 'The task failed unexpectedly. Please try again later.';
/** Answered (503) when a task cannot be queued because the job system is not running. */
export const TASK_UNAVAILABLE = 'Background tasks are not available right now. Please try again later.';

/** Answered (429) when a task would exceed the unfinished tasks one user, or one client, may have at once. */
export const taskLimitReached = {
  user: (limit: number) =>
    `You already have ${limit} exports or other background tasks in progress, the most one user may have at once. Wait for one to finish, then try again.`,
  client: (limit: number) =>
    `This client already has ${limit} exports or other background tasks in progress, the most it may have at once. Wait for one to finish, then try again.`,
};

/** Spec 03 sections 4 and 8 (job polling): the FAILURE toast, with the spec's fallback for a missing error. */
export const jobFailedToast = (label: string, time: string, error?: string | null): string =>
  `Job for ${label} failed at ${time}: ${error || 'unknown error'}`;

/**
 * Spec 03 section 4: the SUCCESS toast "shows the job label, id and time and does not auto-close"; the spec
 * quotes no sentence, so this one is ours.
 */
export const jobSucceededToast = (label: string, taskId: string, time: string): string =>
  `Job for ${label} (${taskId}) finished at ${time}`;

/** What every route that starts a task answers (spec 02 section 7: "returns task_id"). */
export const taskStarted = z.object({ task_id: z.uuid() });
export type TaskStarted = z.infer<typeof taskStarted>;

/** POST /tasks/task-status body. Task ids are uuids (spec), not the int ids of the primitives. */
export const taskStatusRequest = z.object({
  task_ids: z.array(z.uuid()).max(TASK_STATUS_LIMIT).describe('Ids answered by the calls that started them'),
});
export type TaskStatusRequest = z.infer<typeof taskStatusRequest>;

export const taskStatusItem = z.object({
  task_id: z.uuid(),
  status: taskStatus,
  /** On SUCCESS with a file: the signed download path, valid for a few minutes (ask again for a fresh one). */
  result: z.string().nullable(),
  /** On FAILURE: a message the user can read; never a stack trace. */
  error: z.string().nullable(),
  /** ISO instant the task finished, else null. */
  date_done: z.string().nullable(),
});
export type TaskStatusItem = z.infer<typeof taskStatusItem>;

/**
 * One item per asked id that is the caller's own task in the selected client; any other id (unknown, another
 * user's, another client's) is left out, so an answer never tells whether such a task exists.
 */
export const taskStatusResponse = z.array(taskStatusItem);
