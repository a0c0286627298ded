import type { Db } from './db/client';
import { serverModules } from './module-list';
import { filesFor } from './platform/files';
import type { ModuleRuntime } from './platform/module';
import type { ScheduledJob } from './platform/scheduler';
import { cleanupJob } from './platform/tasks/cleanup';

/**
 * Every scheduled task of the product (DESIGN section 9): the platform's own (task and export cleanup; the
 * scheduler adds its maintenance and history pruning) and each module's. Nothing is scheduled anywhere else.
 */
export function scheduledWork(runtime: ModuleRuntime & { db: Db }): ScheduledJob[] {
  return [
    cleanupJob({ db: runtime.db, files: filesFor(runtime) }),
    ...serverModules.flatMap((m) => m.scheduledJobs?.(runtime) ?? []),
  ];
}
