import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { taskStatusRequest, taskStatusResponse } from '@marketdesk/contracts/tasks';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import type { TasksService } from '../../platform/tasks';
import { requireCtx } from '../../platform/tenancy';

const tags = ['tasks'];

/** Spec 02 and 03 section 7: POST /tasks/task-status {task_ids}, polled every second while a task is pending. */
export function registerTasksRoutes(app: ZodApp, tasks: TasksService) {
  app.post(
    '/tasks/task-status',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          "Status of the caller's own tasks in the selected client; ids of anyone else's (or unknown) tasks are left out of the answer",
        body: taskStatusRequest,
        response: { 200: taskStatusResponse, 401: errorDetail, 403: errorDetail, 422: validationError },
      },
    },
    (request) => tasks.statuses(requireCtx(request), request.body.task_ids),
  );
}
