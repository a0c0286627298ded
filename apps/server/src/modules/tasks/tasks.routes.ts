import { taskOps } from '@marketdesk/contracts/operations/tasks';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import type { TasksService } from '../../platform/tasks';
import { requireCtx } from '../../platform/tenancy';

/** Spec 02 and 03 section 7: POST /tasks/task-status {task_ids}, polled every second while a task is pending. */
export function registerTasksRoutes(app: ZodApp, tasks: TasksService) {
  route(app, taskOps.status, (request) => tasks.statuses(requireCtx(request), request.body.task_ids));
}
