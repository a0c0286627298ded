import type { ServerModule } from '../../platform/module';
import { writeDemoReportStatus } from './demo-report-status';
import { registerReportStatusRoutes } from './report-status.routes';

/** AMS Reports Pull Status (issue 21 item 3): the monitor of the Ads API report requests, and its demo history. */
export const reportStatus: ServerModule = {
  name: 'report-status',
  routes: async (app, deps) => registerReportStatusRoutes(app, deps),
  // The demo has no Ads API credentials: its report-status history is written here.
  demo: { write: writeDemoReportStatus, history: true },
};
