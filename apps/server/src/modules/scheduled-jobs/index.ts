import type { ApiModule, ServerModule } from '../../platform/module';
import { demoWithoutRunHistory, writeDemoRunHistory } from './demo-history';
import { registerScheduledJobsRoutes } from './scheduled-jobs.routes';
import { scheduledJobsService } from './scheduled-jobs.service';

/** The scheduled jobs console and error logs (spec 03) over the platform's scheduler. */
export const scheduledJobsModule: ApiModule = async (app, deps) => {
  registerScheduledJobsRoutes(app, scheduledJobsService({ db: deps.db, scheduler: deps.scheduler }));
};

export const scheduledJobs: ServerModule = {
  name: 'scheduled-jobs',
  routes: scheduledJobsModule,
  // The demo's run history: every scheduled task with runs of the last weeks (demo-history.ts).
  demoAfterStart: { lacks: demoWithoutRunHistory, write: (db) => writeDemoRunHistory(db) },
};
