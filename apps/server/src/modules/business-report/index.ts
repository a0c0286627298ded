import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { registerBusinessReportRoutes } from './business-report.routes';
import { businessReportService } from './business-report.service';
import { writeDemoTraffic } from './demo-traffic';

/** Amazon's Business Reports uploaded as downloaded: traffic and conversion per SKU (or per day). */
export const businessReportModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app);
  registerBusinessReportRoutes(app, businessReportService({ db: deps.db, files: filesFor(deps) }));
};

/** Weekly Business Reports of every Amazon marketplace are its part of the demo (after the orders). */
export const businessReport: ServerModule = {
  name: 'business-report',
  routes: businessReportModule,
  demo: { write: writeDemoTraffic, history: true, optional: true },
};
