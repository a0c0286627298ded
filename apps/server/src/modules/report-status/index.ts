import type { ServerModule } from '../../platform/module';
import { writeDemoReportStatus } from './demo-report-status';
import { registerReportStatusRoutes } from './report-status.routes';

/** AMS Reports Pull Status (issue 21 item 3): the monitor of the Ads API report requests, and its demo history. */
export const reportStatus: ServerModule = {
  name: 'report-status',
  routes: async (app, deps) => registerReportStatusRoutes(app, deps),
  // The demo has no Ads API credentials: its report-status history is written here (a few seconds, so also on
  // the first start of a demo seeded by npm run seed: the end-to-end servers show it).
  demo: { write: writeDemoReportStatus, history: true, seededElsewhere: true },
};
