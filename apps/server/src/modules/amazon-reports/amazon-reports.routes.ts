import { amazonReportOps } from '@marketdesk/contracts/operations/amazon-reports';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { AmazonReportsService } from './amazon-reports.service';

/** Spec 02 section 7: the operations of contracts/operations/amazon-reports.ts. */
export function registerAmazonReportsRoutes(app: ZodApp, svc: AmazonReportsService) {
  route(app, amazonReportOps.list, (request) => svc.list(requireCtx(request), request.query));
  route(app, amazonReportOps.link, (request) => svc.link(requireCtx(request), request.params.fileId));
  route(app, amazonReportOps.status, (request) => svc.status(requireCtx(request), request.query));
}
