import { reportStatusOps } from '@marketdesk/contracts/operations/report-status';
import type { ModuleDeps, ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import { reportStatusService } from './report-status.service';

/** The report status calls (contracts operations/report-status): thin; scope and figures in the service. */
export function registerReportStatusRoutes(app: ZodApp, deps: ModuleDeps) {
  const service = reportStatusService(deps.db, deps.secrets);
  route(app, reportStatusOps.types, async () => service.types());
  route(app, reportStatusOps.pipeline, async (request) => service.pipeline(requireCtx(request)));
  route(app, reportStatusOps.profiles, async (request) =>
    service.profiles(requireCtx(request), request.query.mp_id),
  );
  route(app, reportStatusOps.status, async (request) => service.status(requireCtx(request), request.query));
}
