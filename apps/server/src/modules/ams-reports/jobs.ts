import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { type AdsApiConnector, adsApiConnector, type ConnectorLog } from '../../platform/connectors';
import type { DownloadLimits } from '../../platform/connectors/ads-api/reporting';
import { type FileStorageConfig, filesFor } from '../../platform/files';
import { defineJob, JobFailure, RETRY, type ScheduledJob } from '../../platform/scheduler';
import { amsReportsRepository } from './ams-reports.repository';
import { PIPELINE_TEXT, type ReportPipeline, reportPipeline } from './pipeline';

/** Scheduled work of DESIGN section 9, named `<area>.<Dispatcher|Worker>.<task>`. */
export const REQUEST_REPORTS_JOB = 'ams_reports.Dispatcher.request_reports';
export const PROFILE_REPORTS_JOB = 'ams_reports.Worker.request_profile_reports';
export const POLL_REPORTS_JOB = 'ams_reports.Worker.poll_reports';
/** Daily requests at 06:20 (yesterday's data is complete by then); due checks every 5 minutes. */
export const AMS_REPORT_SCHEDULES = {
  [REQUEST_REPORTS_JOB]: '20 6 * * *',
  [POLL_REPORTS_JOB]: '*/5 * * * *',
} as const;

export interface AmsReportsDeps {
  db: Db;
  config: Pick<Config, 'ADS_API_ENDPOINT' | 'ADS_TOKEN_URL'> & FileStorageConfig;
  secrets: SecretBox;
  log: ConnectorLog;
  /** Tests pass a connector on the local fake, a clock and download bounds. */
  connector?: AdsApiConnector;
  now?: () => Date;
  limits?: DownloadLimits;
}

export function amsReportsPipeline(deps: AmsReportsDeps): ReportPipeline {
  return reportPipeline({
    db: deps.db,
    repo: amsReportsRepository(deps.db),
    secrets: deps.secrets,
    connector: deps.connector ?? adsApiConnector({ config: deps.config, log: deps.log }),
    files: filesFor(deps),
    log: deps.log,
    now: deps.now ?? (() => new Date()),
    limits: deps.limits,
  });
}

/**
 * The pipeline's scheduled tasks: the daily dispatcher fans out one worker run per advertising profile with an
 * Ads API connection (each requests that profile's four reports for yesterday and the restatement window); the
 * poller advances every request whose check is due.
 */
export function amsReportsJobs(deps: AmsReportsDeps): ScheduledJob[] {
  const pipeline = amsReportsPipeline(deps);
  const offReason = async () => ((await pipeline.eligibleProfiles()).length > 0 ? null : PIPELINE_TEXT.off);
  return [
    defineJob({
      name: REQUEST_REPORTS_JOB,
      description:
        'Hands each advertising profile with an Amazon Ads API connection a run that requests its daily Sponsored Products reports.',
      schedule: AMS_REPORT_SCHEDULES[REQUEST_REPORTS_JOB],
      retry: RETRY.none(10 * 60),
      offReason,
      async run(ctx) {
        const profiles = await pipeline.eligibleProfiles();
        const n = await ctx.fanOut(
          PROFILE_REPORTS_JOB,
          profiles.map((p) => ({
            clientId: p.client_id,
            kwargs: { client_id: p.client_id, profile_id: p.profile_id },
          })),
        );
        return `${n} profile run(s) queued`;
      },
    }),
    defineJob({
      name: PROFILE_REPORTS_JOB,
      description:
        "Requests one advertising profile's Sponsored Products reports (search terms, targeting, advertised products, campaigns) for yesterday and the 3 days before it, once per window.",
      schedule: null,
      retry: RETRY.remote(30 * 60),
      offReason,
      async run(ctx) {
        const clientId = Number(ctx.kwargs.client_id ?? ctx.clientId);
        const profileId = ctx.kwargs.profile_id;
        if (!Number.isSafeInteger(clientId) || typeof profileId !== 'string' || profileId === '')
          throw new JobFailure(
            'client_id or profile_id is missing from the kwargs',
            'BAD_KWARGS',
            ctx.kwargs,
          );
        const done = await pipeline.requestForProfile(clientId, profileId);
        return done.skipped ?? `${done.requested} report(s) requested`;
      },
    }),
    defineJob({
      name: POLL_REPORTS_JOB,
      description: 'Checks every Ads API report request whose check is due: status, download, import.',
      schedule: AMS_REPORT_SCHEDULES[POLL_REPORTS_JOB],
      retry: RETRY.none(30 * 60),
      offReason,
      async run() {
        return `${await pipeline.poll()} report request(s) advanced`;
      },
    }),
  ];
}
