import { reportJobs, reportTasks } from '../../platform/connectors';
import type { ScheduledJob } from '../../platform/scheduler';
import { type AmsReportsDeps, amsReportsPipeline, PIPELINE_TEXT } from './pipeline';

/**
 * The Ads API pipeline's scheduled tasks (platform/connectors reportJobs): the daily dispatcher (06:20, when
 * yesterday's data is complete) fans out one worker run per advertising profile with an Ads API connection (each
 * requests that profile's four reports for yesterday and the restatement window); the poller advances every
 * request whose check is due, every 5 minutes.
 */
export const AMS_REPORT_TASKS = reportTasks({
  area: 'ams_reports',
  account: 'profile',
  report: 'report request',
  cron: { dispatcher: '20 6 * * *', poller: '*/5 * * * *' },
  descriptions: {
    dispatcher:
      'Hands each advertising profile with an Amazon Ads API connection a run that requests its daily Sponsored Products reports.',
    worker:
      "Requests one advertising profile's Sponsored Products reports (search terms, targeting, advertised products, campaigns) for yesterday and the 3 days before it, once per window.",
    poller: 'Checks every Ads API report request whose check is due: status, download, import.',
  },
  off: PIPELINE_TEXT.off,
});

export const amsReportsJobs = (deps: AmsReportsDeps): ScheduledJob[] =>
  reportJobs(AMS_REPORT_TASKS, amsReportsPipeline(deps));
