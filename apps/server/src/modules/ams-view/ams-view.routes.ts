import type { AmsLevel } from '@marketdesk/contracts/ams-view';
import { amsViewOps } from '@marketdesk/contracts/operations/ams-view';
import type { ModuleDeps, ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { tasksFor } from '../../platform/tasks';
import { requireCtx } from '../../platform/tenancy';
import { AMS_EXPORT_KIND, type AmsExportPayload } from './ams-view.export';
import { type AmsRequest, amsViewService, resolveAms } from './ams-view.service';

const LABELS: Record<AmsLevel, string> = {
  'ad-groups': 'AMS ad groups',
  'ad-products': 'AMS ASINs',
  targets: 'AMS targets',
  'search-terms': 'AMS search terms',
  negatives: 'AMS negative keywords',
};

/** The AMS view calls (contracts operations/ams-view): checks and figures in the service. */
export function registerAmsViewRoutes(app: ZodApp, deps: ModuleDeps) {
  const service = amsViewService(deps.db);
  const tasks = tasksFor(deps);

  route(app, amsViewOps.sellers, async (request) => service.sellers(requireCtx(request)));
  route(app, amsViewOps.adGroups, async (request) => service.adGroups(requireCtx(request), request.query));
  route(app, amsViewOps.adProducts, async (request) =>
    service.adProducts(requireCtx(request), { ...request.query, adGroupId: request.params.adGroupId }),
  );
  route(app, amsViewOps.targets, async (request) =>
    service.targets(requireCtx(request), { ...request.query, adGroupId: request.params.adGroupId }),
  );
  route(app, amsViewOps.searchTerms, async (request) =>
    service.searchTerms(requireCtx(request), { ...request.query, adGroupId: request.params.adGroupId }),
  );
  route(app, amsViewOps.negatives, async (request) =>
    service.negatives(requireCtx(request), { ...request.query, adGroupId: request.params.adGroupId }),
  );

  /** Checks the request as the grid does (same refusals), then queues the grid's CSV. */
  const startExport = async (
    ctx: ReturnType<typeof requireCtx>,
    level: AmsLevel,
    req: AmsRequest,
  ): Promise<{ task_id: string }> => {
    const resolved = await resolveAms(deps.db, ctx, req, { dates: level !== 'negatives' });
    const { clientId: _, ...scope } = resolved.scope;
    const payload: AmsExportPayload = { level, resolved: { ...resolved, scope } };
    return tasks.startTask({
      clientId: ctx.clientId,
      userId: ctx.user.id,
      kind: AMS_EXPORT_KIND,
      label:
        level === 'negatives'
          ? `${LABELS[level]} of ${resolved.sellerName}`
          : `${LABELS[level]} of ${resolved.sellerName}, ${scope.start} to ${scope.end}`,
      payload,
    });
  };

  route(app, amsViewOps.exportAdGroups, async (request) =>
    startExport(requireCtx(request), 'ad-groups', request.query),
  );
  route(app, amsViewOps.exportAdProducts, async (request) =>
    startExport(requireCtx(request), 'ad-products', {
      ...request.query,
      adGroupId: request.params.adGroupId,
    }),
  );
  route(app, amsViewOps.exportTargets, async (request) =>
    startExport(requireCtx(request), 'targets', { ...request.query, adGroupId: request.params.adGroupId }),
  );
  route(app, amsViewOps.exportSearchTerms, async (request) =>
    startExport(requireCtx(request), 'search-terms', {
      ...request.query,
      adGroupId: request.params.adGroupId,
    }),
  );
  route(app, amsViewOps.exportNegatives, async (request) =>
    startExport(requireCtx(request), 'negatives', { ...request.query, adGroupId: request.params.adGroupId }),
  );
}
