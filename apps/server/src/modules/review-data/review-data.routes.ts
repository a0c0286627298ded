import { reviewDataOps } from '@marketdesk/contracts/operations/review-data';
import type { ModuleDeps, ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { tasksFor } from '../../platform/tasks';
import { requireCtx } from '../../platform/tenancy';
import { REVIEW_DATA_EXPORT_KIND, type ReviewDataExportPayload } from './review-data.export';
import { reviewDataService, reviewScope } from './review-data.service';

/** The review data calls (contracts operations/review-data): scope first (reviewScope), figures in the service. */
export function registerReviewDataRoutes(app: ZodApp, deps: ModuleDeps) {
  const service = reviewDataService(deps.db);
  const tasks = tasksFor(deps);

  route(app, reviewDataOps.summary, async (request) => service.summary(requireCtx(request), request.query));

  route(app, reviewDataOps.page, async (request) => service.page(requireCtx(request), request.body));

  route(app, reviewDataOps.download, async (request) => {
    const ctx = requireCtx(request);
    const { clientId: _, ...payload } = await reviewScope(deps.db, ctx, request.query);
    return tasks.startTask({
      clientId: ctx.clientId,
      userId: ctx.user.id,
      kind: REVIEW_DATA_EXPORT_KIND,
      label: `Review data ${payload.current.start} to ${payload.current.end}`,
      payload: payload satisfies ReviewDataExportPayload,
    });
  });
}
