import type { Config } from '../../config';
import {
  type ReportConnectorDeps,
  reportJobs,
  reportTasks,
  type SpApiConnector,
  spApiConnector,
} from '../../platform/connectors';
import { filesFor } from '../../platform/files';
import { JobFailure, type ScheduledJob } from '../../platform/scheduler';
import { amazonReportsRepository } from './amazon-reports.repository';
import { reportImporter } from './report-import';
import { type ReportRunner, reportRunner } from './report-runner';
import { storeAccess } from './store-credentials';

/** Hourly requests (a day's window is requested once; later runs find it and skip); due reports every 5 minutes. */
const TASKS = reportTasks('amazon_reports', 'store', { dispatcher: '7 * * * *', poller: '*/5 * * * *' });
export const {
  dispatcher: REQUEST_REPORTS_JOB,
  worker: STORE_REPORTS_JOB,
  poller: POLL_REPORTS_JOB,
} = TASKS.names;
export const REPORT_SCHEDULES = TASKS.schedules;

export interface AmazonReportsDeps extends ReportConnectorDeps {
  config: Pick<Config, 'DATA_DIR' | 'SP_API_ENDPOINT' | 'LWA_TOKEN_URL'>;
  /** Tests pass a connector on the local fake. */
  connector?: SpApiConnector;
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
    offReason: () => offReason(deps),
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
