import { reportJobs, reportTasks } from '../../platform/connectors';
import type { ScheduledJob } from '../../platform/scheduler';
import { type AmazonReportsDeps, amazonReportsRunner } from './report-runner';

/**
 * The SP-API connector's scheduled tasks (platform/connectors reportJobs): the hourly dispatcher fans out one
 * worker run per store with credentials (each requests that store's daily reports, a day's window once, and finds
 * its new settlements); the poller advances due reports every 5 minutes.
 */
export const SP_API_REPORT_TASKS = reportTasks({
  area: 'amazon_reports',
  account: 'store',
  report: 'report',
  cron: { dispatcher: '7 * * * *', poller: '*/5 * * * *' },
  descriptions: {
    dispatcher: "Hands each Amazon store with SP-API credentials a run that requests the day's reports.",
    worker: "Requests one store's daily SP-API reports (once per window) and its new settlement reports.",
    poller: 'Checks every SP-API report whose check is due: status, document, import.',
  },
  off: 'no Amazon store has SP-API credentials, so the SP-API reports connector calls nothing',
});

export const amazonReportsJobs = (deps: AmazonReportsDeps): ScheduledJob[] =>
  reportJobs(SP_API_REPORT_TASKS, amazonReportsRunner(deps));
