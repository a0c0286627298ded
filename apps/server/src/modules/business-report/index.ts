import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { registerBusinessReportRoutes } from './business-report.routes';
import { businessReportService } from './business-report.service';

/** Amazon's Business Reports uploaded as downloaded: traffic and conversion per SKU (or per day). */
export const businessReportModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app);
  registerBusinessReportRoutes(app, businessReportService({ db: deps.db, files: filesFor(deps) }));
};

export const businessReport: ServerModule = { name: 'business-report', routes: businessReportModule };
