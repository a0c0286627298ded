import { autoOrderingOps } from '@marketdesk/contracts/operations/auto-ordering';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { AutoOrderingService } from './auto-ordering.service';

/** The Auto Ordering call (contracts operations/auto-ordering): the service decides scope and figures. */
export function registerAutoOrderingRoutes(app: ZodApp, service: AutoOrderingService) {
  route(app, autoOrderingOps.report, (request) => service.report(requireCtx(request), request.query));
}
