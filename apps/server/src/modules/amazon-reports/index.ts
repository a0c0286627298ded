import type { ApiModule, ServerModule } from '../../platform/module';
import { amazonReportsRepository } from './amazon-reports.repository';
import { registerAmazonReportsRoutes } from './amazon-reports.routes';
import { amazonReportsService } from './amazon-reports.service';
import { writeDemoReports } from './demo-reports';
import { amazonReportsJobs } from './jobs';

export { amazonReportsJobs, SP_API_REPORT_TASKS } from './jobs';
export { type AmazonReportsDeps, amazonReportsRunner } from './report-runner';

/** Amazon Reports (spec 02 "Inventory & Reports") and the SP-API reports connector (DESIGN section 9). */
export const amazonReportsModule: ApiModule = async (app, deps) => {
  const repo = amazonReportsRepository(deps.db);
  registerAmazonReportsRoutes(
    app,
    amazonReportsService({ db: deps.db, repo, links: deps.fileLinks, secrets: deps.secrets }),
  );
};

export const amazonReports: ServerModule = {
  name: 'amazon-reports',
  routes: amazonReportsModule,
  scheduledJobs: ({ db, config, secrets, log }) => amazonReportsJobs({ db, config, secrets, log }),
  // The Amazon Reports list's files, written from the demo's sales history.
  demo: { write: writeDemoReports, history: true },
};
