import { businessReportOps } from '@marketdesk/contracts/operations/business-report';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import { uploadRoute } from '../../platform/uploads';
import type { BusinessReportService } from './business-report.service';

/** Business Report upload (contracts operations/business-report): access and scope first, then the file. */
export function registerBusinessReportRoutes(app: ZodApp, service: BusinessReportService) {
  uploadRoute(app, businessReportOps.upload, {
    check: (request) => service.checkUpload(requireCtx(request), request.query),
    run: (checked, file, request) => service.upload(requireCtx(request), checked, file),
  });
}
