import { access } from '../access';
import { errorDetail, validationError } from '../errors';
import { operation } from '../operation';
import { taskStatusRequest, taskStatusResponse } from '../tasks';

/** Spec 02 and 03 section 7: POST /tasks/task-status {task_ids}, polled every second while a task is pending. */
export const taskOps = {
  status: operation({
    method: 'POST',
    path: '/tasks/task-status',
    summary:
      "Status of the caller's own tasks in the selected client; ids of anyone else's (or unknown) tasks are left out of the answer",
    tags: ['tasks'],
    access: access.member(),
    body: taskStatusRequest,
    answer: taskStatusResponse,
    errors: { 401: errorDetail, 403: errorDetail, 422: validationError },
  }),
};
