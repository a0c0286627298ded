import { reportJobs, reportTasks } from '../../platform/connectors';
import { JobFailure, type ScheduledJob } from '../../platform/scheduler';
import { type AmazonReportsDeps, amazonReportsRunner } from './report-runner';

/** Hourly requests (a day's window is requested once; later runs find it and skip); due reports every 5 minutes. */
const TASKS = reportTasks('amazon_reports', 'store', { dispatcher: '7 * * * *', poller: '*/5 * * * *' });
export const {
  dispatcher: REQUEST_REPORTS_JOB,
  worker: STORE_REPORTS_JOB,
  poller: POLL_REPORTS_JOB,
} = TASKS.names;
export const REPORT_SCHEDULES = TASKS.schedules;

export { type AmazonReportsDeps, amazonReportsRunner } from './report-runner';

/**
 * The connector's scheduled tasks (platform/connectors reportJobs): the hourly dispatcher fans out one worker
 * run per store with credentials (each requests that store's daily reports and finds its new settlements); the
 * poller advances due reports.
 */
export function amazonReportsJobs(deps: AmazonReportsDeps): ScheduledJob[] {
  const runner = amazonReportsRunner(deps);
  return reportJobs({
    tasks: TASKS,
    descriptions: {
      dispatcher: "Hands each Amazon store with SP-API credentials a run that requests the day's reports.",
      worker: "Requests one store's daily SP-API reports (once per window) and its new settlement reports.",
      poller: 'Checks every SP-API report whose check is due: status, document, import.',
    },
    nouns: { account: 'store', report: 'report' },
    off: 'no Amazon store has SP-API credentials, so the SP-API reports connector calls nothing',
    accounts: async () =>
      (await runner.eligibleStores()).map((s) => ({
        clientId: s.client_id,
        kwargs: { store_id: s.pk_store_id },
      })),
    async requestFor(ctx) {
      const storeId = Number(ctx.kwargs.store_id);
      if (!Number.isSafeInteger(storeId))
        throw new JobFailure('store_id is missing from the kwargs', 'BAD_KWARGS', ctx.kwargs);
      return runner.requestForStore(storeId);
    },
    poll: () => runner.poll(),
  });
}
