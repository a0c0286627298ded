import { scheduledJobOps as ops } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx, requireUser } from '../../platform/tenancy';
import type { ScheduledJobsService } from './scheduled-jobs.service';

/** Spec 03 section 7, Scheduled jobs and error logs. */
export function registerScheduledJobsRoutes(app: ZodApp, jobs: ScheduledJobsService) {
  route(app, ops.summary, () => jobs.summary());
  route(app, ops.runs, (request) => jobs.runs(request.query.job_id, request.query.limit));
  route(app, ops.runErrors, (request) => jobs.runErrors(request.query.id));
  route(app, ops.changeSchedule, (request) =>
    jobs.changeSchedule(request.query.job_id, request.body, requireUser(request).id),
  );
  route(app, ops.changeKwargs, (request) =>
    jobs.changeKwargs(request.query.job_id, request.body.changing_kwargs, requireUser(request).id),
  );
  route(app, ops.runNow, (request) => jobs.runNow(request.body));
  route(app, ops.revoke, (request) => jobs.revoke(request.query.task_name ?? null));
  route(app, ops.errorLog, (request) => {
    const ctx = requireCtx(request);
    return jobs.errorLog(request.query, ctx.user.is_sa ? null : ctx.clientId);
  });
}
