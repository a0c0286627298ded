import { reportJobs, reportTasks } from '../../platform/connectors';
import { JobFailure, type ScheduledJob } from '../../platform/scheduler';
import { type AmsReportsDeps, amsReportsPipeline, PIPELINE_TEXT } from './pipeline';

/** Daily requests at 06:20 (yesterday's data is complete by then); due checks every 5 minutes. */
const TASKS = reportTasks('ams_reports', 'profile', { dispatcher: '20 6 * * *', poller: '*/5 * * * *' });
export const {
  dispatcher: REQUEST_REPORTS_JOB,
  worker: PROFILE_REPORTS_JOB,
  poller: POLL_REPORTS_JOB,
} = TASKS.names;
export const AMS_REPORT_SCHEDULES = TASKS.schedules;

export { type AmsReportsDeps, amsReportsPipeline } from './pipeline';

/**
 * The pipeline's scheduled tasks (platform/connectors reportJobs): the daily dispatcher fans out one worker run
 * per advertising profile with an Ads API connection (each requests that profile's four reports for yesterday
 * and the restatement window); the poller advances every request whose check is due.
 */
export function amsReportsJobs(deps: AmsReportsDeps): ScheduledJob[] {
  const pipeline = amsReportsPipeline(deps);
  return reportJobs({
    tasks: TASKS,
    descriptions: {
      dispatcher:
        'Hands each advertising profile with an Amazon Ads API connection a run that requests its daily Sponsored Products reports.',
      worker:
        "Requests one advertising profile's Sponsored Products reports (search terms, targeting, advertised products, campaigns) for yesterday and the 3 days before it, once per window.",
      poller: 'Checks every Ads API report request whose check is due: status, download, import.',
    },
    nouns: { account: 'profile', report: 'report request' },
    off: PIPELINE_TEXT.off,
    accounts: async () =>
      (await pipeline.eligibleProfiles()).map((p) => ({
        clientId: p.client_id,
        kwargs: { client_id: p.client_id, profile_id: p.profile_id },
      })),
    async requestFor(ctx) {
      const clientId = Number(ctx.kwargs.client_id ?? ctx.clientId);
      const profileId = ctx.kwargs.profile_id;
      if (!Number.isSafeInteger(clientId) || typeof profileId !== 'string' || profileId === '')
        throw new JobFailure('client_id or profile_id is missing from the kwargs', 'BAD_KWARGS', ctx.kwargs);
      return pipeline.requestForProfile(clientId, profileId);
    },
    poll: () => pipeline.poll(),
  });
}
