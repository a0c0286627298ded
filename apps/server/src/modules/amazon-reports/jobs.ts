import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { type ConnectorLog, type SpApiConnector, spApiConnector } from '../../platform/connectors';
import { filesFor } from '../../platform/files';
import type { Jobs } from '../../platform/jobs';
import { amazonReportsRepository } from './amazon-reports.repository';
import { reportImporter } from './report-import';
import { type ReportRunner, reportRunner } from './report-runner';
import { storeAccess } from './store-credentials';

/** Scheduled work of DESIGN section 9, named `<area>.<Dispatcher|Worker>.<task>`. */
export const REQUEST_REPORTS_JOB = 'amazon_reports.Dispatcher.request_reports';
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

/**
 * Schedules and works the connector's two jobs (main.ts). Singleton queues: a run still going when the next is
 * due is not doubled. Says at start whether the connector will call Amazon at all.
 */
export async function startAmazonReportsJobs(jobs: Jobs, deps: AmazonReportsDeps): Promise<void> {
  const runner = amazonReportsRunner(deps);
  const stores = await amazonReportsRepository(deps.db).amazonStores();
  const usable = stores.filter((s) => storeAccess(s, deps.secrets).ok).length;
  if (usable === 0)
    deps.log.info(
      {},
      'SP-API reports connector is off: no Amazon store has SP-API credentials (none is called)',
    );
  else deps.log.info({ stores: usable }, 'SP-API reports connector is on');

  const run = { [REQUEST_REPORTS_JOB]: () => runner.dispatch(), [POLL_REPORTS_JOB]: () => runner.poll() };
  for (const [name, cron] of Object.entries(REPORT_SCHEDULES)) {
    await jobs.createQueue(name, { policy: 'singleton', retryLimit: 0, expireInSeconds: 60 * 60 });
    await jobs.schedule(name, cron);
    await jobs.work(name, { pollingIntervalSeconds: 30 }, async () => run[name as keyof typeof run]());
  }
}
