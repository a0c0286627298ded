import type { ServerModule } from '../../platform/module';
import { amsReportsJobs } from './jobs';

export { AMS_REPORT_TASKS, amsReportsJobs } from './jobs';
export { type AmsReportsDeps, amsReportsPipeline, pollDelay } from './pipeline';
export { amsReportRequests, type ReportRequestView } from './requests-view';

/**
 * The Amazon Ads API report pipeline (issue 21 item 2): scheduled jobs only (the report-status screen reads its
 * `ad_report_requests` rows). Off, with the reason in the jobs console, while no profile has a connection.
 */
export const amsReports: ServerModule = {
  name: 'ams-reports',
  scheduledJobs: ({ db, config, secrets, log }) => amsReportsJobs({ db, config, secrets, log }),
};
