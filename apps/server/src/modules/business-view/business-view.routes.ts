import { businessViewOps } from '@marketdesk/contracts/operations/business-view';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { BusinessViewService } from './business-view.service';

/** GET /business_view (one page) and GET /business_view/download (the export task). */
export function registerBusinessViewRoutes(app: ZodApp, svc: BusinessViewService) {
  route(app, businessViewOps.report, (request) => svc.page(requireCtx(request), request.query));
  route(app, businessViewOps.download, (request) => svc.startExport(requireCtx(request), request.query));
}
