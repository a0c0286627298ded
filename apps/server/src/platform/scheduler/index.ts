export {
  defineJob,
  type FanOutRun,
  type JobContext,
  JobFailure,
  type JobVariant,
  RETRY,
  type ScheduledJob,
  type SchedulerLog,
  variantsOf,
} from './declaration';
export { runErrorOf } from './run-errors';
export { createScheduler, MAINTENANCE_JOB, PRUNE_JOB, type Scheduler, type SchedulerDeps } from './scheduler';
export { type CronJobRecord, type JobRunRecord, schedulerRepository } from './scheduler.repository';
