import type { ServerModule } from '../../platform/module';
import { consoleRoutes } from './console';
import { amsReportsJobs } from './jobs';

export { AMS_REPORT_TASKS, amsReportsJobs } from './jobs';
export { type AmsReportsDeps, amsReportsPipeline, pollDelay } from './pipeline';
export { amsReportRequests, type ReportRequestView } from './requests-view';

/**
 * The Amazon Ads API report pipeline (issue 21 item 2): scheduled jobs (the report-status screen reads its
 * `ad_report_requests` rows), off with the reason in the jobs console while no profile has a connection; and
 * the upload of reports and bulk files downloaded from the advertising console (console/), which feed the same
 * ad entities and metrics.
 */
export const amsReports: ServerModule = {
  name: 'ams-reports',
  routes: consoleRoutes,
  scheduledJobs: ({ db, config, secrets, log }) => amsReportsJobs({ db, config, secrets, log }),
};
