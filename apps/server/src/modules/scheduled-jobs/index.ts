import type { ApiModule, ServerModule } from '../../platform/module';
import { registerScheduledJobsRoutes } from './scheduled-jobs.routes';
import { scheduledJobsService } from './scheduled-jobs.service';

/** The scheduled jobs console and error logs (spec 03) over the platform's scheduler. */
export const scheduledJobsModule: ApiModule = async (app, deps) => {
  registerScheduledJobsRoutes(app, scheduledJobsService({ db: deps.db, scheduler: deps.scheduler }));
};

export const scheduledJobs: ServerModule = { name: 'scheduled-jobs', routes: scheduledJobsModule };
