import type { ApiModule, ServerModule } from '../../platform/module';
import { ensureTaskQueues, tasksFor } from '../../platform/tasks';
import { registerTasksRoutes } from './tasks.routes';

/** The status call of background tasks; the machinery (start, worker, handlers) is platform/tasks. */
export const tasksModule: ApiModule = async (app, deps) => {
  // Queues must exist before the first task is sent; the worker may start in another process.
  if (deps.jobs) await ensureTaskQueues(deps.jobs);
  registerTasksRoutes(app, tasksFor(deps));
};

export const tasks: ServerModule = { name: 'tasks', routes: tasksModule };
