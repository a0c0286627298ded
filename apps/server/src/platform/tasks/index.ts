import type { ModuleDeps } from '../module';
import { tasksService } from './tasks.service';

export { keysetBatches, offsetBatches, writeChunk, writeToFile } from './export';
export { checkGridExport, NOTHING_TO_EXPORT } from './grid-export';
export { TASK_LIMITS } from './limits';
export {
  registerTaskHandler,
  TaskError,
  type TaskFiles,
  type TaskHandler,
  type TaskHandlerContext,
  type TaskLog,
} from './registry';
export { type RunOutcome, type TaskJobData, type TaskRunner, taskRunner } from './runner';
export type { TaskRow } from './tasks.repository';
export { type StartTaskInput, type TasksService, tasksService } from './tasks.service';
export {
  ensureTaskQueues,
  startTaskWorker,
  TASK_DEAD_QUEUE,
  TASK_QUEUE,
  type TaskWorkerOptions,
} from './worker';

/** The tasks service of a module: `tasksFor(deps).startTask({...})` in an export route's service. */
export const tasksFor = (deps: Pick<ModuleDeps, 'db' | 'jobs' | 'fileLinks'>) =>
  tasksService({ db: deps.db, jobs: deps.jobs, links: deps.fileLinks });
