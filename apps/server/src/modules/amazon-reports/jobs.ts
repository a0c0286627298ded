import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { type ConnectorLog, type SpApiConnector, spApiConnector } from '../../platform/connectors';
import { filesFor } from '../../platform/files';
import { defineJob, JobFailure, RETRY, type ScheduledJob } from '../../platform/scheduler';
import { amazonReportsRepository } from './amazon-reports.repository';
import { reportImporter } from './report-import';
import { type ReportRunner, reportRunner } from './report-runner';
import { storeAccess } from './store-credentials';

/** Scheduled work of DESIGN section 9, named `<area>.<Dispatcher|Worker>.<task>`. */
export const REQUEST_REPORTS_JOB = 'amazon_reports.Dispatcher.request_reports';
export const STORE_REPORTS_JOB = 'amazon_reports.Worker.request_store_reports';
export const POLL_REPORTS_JOB = 'amazon_reports.Worker.poll_reports';
/** Hourly requests (a day's window is requested once; later runs find it and skip); due reports every 5 minutes. */
export const REPORT_SCHEDULES = {
  [REQUEST_REPORTS_JOB]: '7 * * * *',
  [POLL_REPORTS_JOB]: '*/5 * * * *',
} as const;

export interface AmazonReportsDeps {
  db: Db;
  config: Pick<Config, 'DATA_DIR' | 'SP_API_ENDPOINT' | 'LWA_TOKEN_URL'>;
  secrets: SecretBox;
  log: ConnectorLog;
  /** Tests pass a connector on the local fake and a clock. */
  connector?: SpApiConnector;
  now?: () => Date;
}

export function amazonReportsRunner(deps: AmazonReportsDeps): ReportRunner {
  const repo = amazonReportsRepository(deps.db);
  return reportRunner({
    repo,
    secrets: deps.secrets,
    connector: deps.connector ?? spApiConnector({ config: deps.config, log: deps.log }),
    importer: reportImporter({ db: deps.db, files: filesFor(deps), repo }),
    log: deps.log,
    now: deps.now ?? (() => new Date()),
  });
}

/** Why the connector calls nothing (no Amazon store has usable SP-API credentials), or null. */
async function offReason(deps: AmazonReportsDeps): Promise<string | null> {
  const stores = await amazonReportsRepository(deps.db).amazonStores();
  return stores.some((s) => storeAccess(s, deps.secrets).ok)
    ? null
    : 'no Amazon store has SP-API credentials, so the SP-API reports connector calls nothing';
}

/**
 * The connector's scheduled tasks: the hourly dispatcher fans out one worker run per store with credentials
 * (each requests that store's daily reports and finds its new settlements); the poller advances due reports.
 */
export function amazonReportsJobs(deps: AmazonReportsDeps): ScheduledJob[] {
  const runner = amazonReportsRunner(deps);
  const off = () => offReason(deps);
  return [
    defineJob({
      name: REQUEST_REPORTS_JOB,
      description: "Hands each Amazon store with SP-API credentials a run that requests the day's reports.",
      schedule: REPORT_SCHEDULES[REQUEST_REPORTS_JOB],
      retry: RETRY.none(10 * 60),
      offReason: off,
      async run(ctx) {
        const stores = await runner.eligibleStores();
        const n = await ctx.fanOut(
          STORE_REPORTS_JOB,
          stores.map((s) => ({ clientId: s.client_id, kwargs: { store_id: s.pk_store_id } })),
        );
        return `${n} store run(s) queued`;
      },
    }),
    defineJob({
      name: STORE_REPORTS_JOB,
      description:
        "Requests one store's daily SP-API reports (once per window) and its new settlement reports.",
      schedule: null,
      retry: RETRY.remote(30 * 60),
      offReason: off,
      async run(ctx) {
        const storeId = Number(ctx.kwargs.store_id);
        if (!Number.isSafeInteger(storeId))
          throw new JobFailure('store_id is missing from the kwargs', 'BAD_KWARGS', ctx.kwargs);
        const done = await runner.requestForStore(storeId);
        return done.skipped ?? `${done.requested} report(s) requested`;
      },
    }),
    defineJob({
      name: POLL_REPORTS_JOB,
      description: 'Checks every SP-API report whose check is due: status, document, import.',
      schedule: REPORT_SCHEDULES[POLL_REPORTS_JOB],
      retry: RETRY.none(30 * 60),
      offReason: off,
      async run() {
        return `${await runner.poll()} report(s) advanced`;
      },
    }),
  ];
}
