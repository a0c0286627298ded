import {
  type MarketplaceReportStatus,
  SP_API_REQUESTED_REPORTS,
  SP_API_SETTLEMENT_REPORT,
} from '@marketdesk/contracts/amazon-reports';
import type { Config } from '../../config';
import type { SecretBox } from '../../lib/secrets';
import {
  ConnectorError,
  type ConnectorLog,
  patchColumns,
  type ReportConnector,
  type ReportConnectorDeps,
  ReportDocumentError,
  type ReportsClient,
  reportLifecycle,
  type SpApiConnector,
  type SpReport,
  spApiConnector,
} from '../../platform/connectors';
import { filesFor } from '../../platform/files';
import { type JobContext, JobFailure } from '../../platform/scheduler';
import {
  type AmazonReportsRepository,
  type AmazonStore,
  amazonReportsRepository,
  type NewReport,
  type ReportRow,
} from './amazon-reports.repository';
import { type ReportImporter, reportImporter } from './report-import';
import { storeAccess } from './store-credentials';

/** What the lifecycle calls Amazon with for one store. */
interface Access {
  reports: ReportsClient;
  marketplaceId: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How the connector paces itself; tests shorten nothing, they move the clock. */
export const PACING = {
  /** First status check after a request; each further check waits twice as long, up to maxPollDelay. */
  firstPoll: 2 * MINUTE,
  maxPollDelay: 4 * HOUR,
  /** Amazon can keep a report IN_PROGRESS for days: after this it is recorded as stuck and checked daily. */
  stuckAfter: 72 * HOUR,
  stuckRecheck: DAY,
  /** After this a stuck report is no longer checked at all. */
  abandonAfter: 7 * DAY,
  /** Tries of one step (request, download) that failed for a passing reason (throttled, 5xx) before FAILED. */
  maxStepAttempts: 8,
  /** Settlements are looked for this far back the first time (getReports goes back at most 90 days). */
  settlementLookback: 30 * DAY,
  /** Reports the worker advances per run. */
  batch: 50,
} as const;

export const pollDelay = (attempts: number) =>
  Math.min(PACING.maxPollDelay, PACING.firstPoll * 2 ** attempts);

/** The window a daily request covers: the previous whole UTC day. */
export function dailyWindow(now: Date): { start: Date; end: Date } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start: new Date(end.getTime() - DAY), end };
}

/** The FBA inventory report is a snapshot: Amazon takes no data window for it. */
const SNAPSHOT_REPORTS = new Set<string>(['GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA']);

const ENDED: Partial<Record<MarketplaceReportStatus, string>> = {
  CANCELLED:
    'Amazon cancelled the report (no data in the window, or cancelled at Amazon); not requested again',
  FATAL: 'Amazon could not process the report (FATAL); not requested again',
};

export interface RunnerDeps {
  repo: AmazonReportsRepository;
  secrets: SecretBox;
  connector: SpApiConnector;
  importer: ReportImporter;
  log: ConnectorLog;
  now: () => Date;
}

/** A daily report to request: the store, the type and the window. */
type ReportKey = Pick<
  ReportRow,
  'client_id' | 'store_id' | 'mp_id' | 'report_type' | 'data_start_time' | 'data_end_time'
>;

/**
 * The SP-API reports connector plugged into the report lifecycle (platform/connectors): a report is requested
 * with its store's Amazon marketplace id, read as Amazon's processingStatus, downloaded as its report document,
 * kept as a `.txt` file and imported into the Data Vault (or the stock tables) through `runImport`.
 */
function spApiReports(
  deps: RunnerDeps,
): ReportConnector<ReportRow, ReportKey, Partial<NewReport>, Access, string, Buffer> {
  const { repo } = deps;
  return {
    store: {
      async insertOnce(key, now) {
        if (await repo.exists(key)) return null;
        return repo.insertOnce({ ...key, status: 'REQUESTED', requested_at: now, next_check_at: now });
      },
      write: (row, patch) => repo.update(row, patchColumns(patch, 'error') as Partial<NewReport>),
      due: (now, limit) => repo.due(now, limit),
    },
    pacing: {
      firstPoll: PACING.firstPoll,
      maxStepAttempts: PACING.maxStepAttempts,
      retryDelay: pollDelay,
      batch: PACING.batch,
    },
    log: deps.log,
    now: deps.now,
    texts: {
      requested: 'SP-API report requested',
      failed: 'SP-API report failed',
      retry: 'SP-API report step failed; will try again later',
      imported: 'SP-API report imported',
      broken: 'SP-API report step failed unexpectedly',
      noun: 'report',
    },
    failedStatus: () => 'FAILED',
    noDocument: 'Amazon reported DONE without a document',
    statuses: { stored: 'DOWNLOADED', imported: 'IMPORTED' },
    context: (row) => ({
      clientId: row.client_id,
      storeId: row.store_id,
      reportType: row.report_type,
      reportId: row.id,
    }),

    /** The store's client and Amazon marketplace id, unless its credentials went away. */
    async access(row) {
      const [store] = (await repo.amazonStores(row.client_id, row.mp_id)).filter(
        (s) => s.pk_store_id === row.store_id,
      );
      const access = store
        ? storeAccess(store, deps.secrets)
        : { ok: false as const, reason: 'The store no longer exists' };
      if (!access.ok) return access;
      return {
        ok: true,
        client: { reports: deps.connector.reports(access.store), marketplaceId: access.marketplaceId },
      };
    },
    requested: (row) => row.sp_report_id !== null,
    resume: (row) => (row.status === 'DONE' ? row.report_document_id : null),

    async request(row, { reports, marketplaceId }) {
      const snapshot = SNAPSHOT_REPORTS.has(row.report_type);
      const { reportId } = await reports.createReport({
        reportType: row.report_type,
        marketplaceIds: [marketplaceId],
        ...(snapshot || !row.data_start_time || !row.data_end_time
          ? {}
          : {
              dataStartTime: row.data_start_time.toISOString(),
              dataEndTime: row.data_end_time.toISOString(),
            }),
      });
      return { patch: { extra: { sp_report_id: reportId } }, log: { spReportId: reportId } };
    },

    async status(row, { reports }) {
      const report = await reports.getReport(row.sp_report_id!);
      const status = report.processingStatus;
      if (status === 'DONE') return { kind: 'done', status, document: report.reportDocumentId ?? null };
      if (status === 'CANCELLED' || status === 'FATAL')
        return { kind: 'ended', status, error: ENDED[status]! };
      return { kind: 'pending', status };
    },

    checked: (_row, state, now) =>
      state.kind === 'done'
        ? {
            status: 'DONE',
            attempts: 0,
            nextCheckAt: now,
            extra: { report_document_id: state.document, processing_status_at: now },
          }
        : { extra: { processing_status_at: now } },

    /** Amazon can keep a report IN_PROGRESS for days: stuck after 72 hours (checked daily), abandoned after 7. */
    async pending(row, status, now) {
      const age = now.getTime() - row.requested_at.getTime();
      if (age >= PACING.abandonAfter)
        return {
          giveUp: {
            status,
            error: `Still ${status} at Amazon after ${Math.floor(age / DAY)} days; no longer checked`,
          },
        };
      if (age >= PACING.stuckAfter)
        return {
          wait: {
            status,
            error: `Stuck: still ${status} at Amazon after ${Math.floor(age / HOUR)} hours; checked once a day`,
            attempts: row.attempts + 1,
            nextCheckAt: new Date(now.getTime() + PACING.stuckRecheck),
          },
        };
      return {
        wait: {
          status,
          attempts: row.attempts + 1,
          nextCheckAt: new Date(now.getTime() + pollDelay(row.attempts)),
        },
      };
    },

    async download(_row, documentId, { reports }) {
      return reports.download(await reports.getReportDocument(documentId));
    },
    isFileError: (error) => error instanceof ReportDocumentError,
    keep: (row, text, now) => deps.importer.store(row, text, now),
    import: (row, text, file, now) => deps.importer.import(row, text, file.name, now),
  };
}

/**
 * The SP-API reports connector's work: request the daily reports of every Amazon store with credentials, find
 * the settlement reports Amazon generated, and move every report one step through the report lifecycle whenever
 * its `next_check_at` is due.
 */
export function reportRunner(deps: RunnerDeps) {
  const { repo, log } = deps;
  const lifecycle = reportLifecycle(spApiReports(deps));

  /** Records every settlement report Amazon generated for the store since the last one seen, and fetches them. */
  async function discoverSettlements(store: AmazonStore, client: ReportsClient, marketplaceId: string) {
    const now = deps.now();
    const since =
      (await repo.lastSeen(store.client_id, store.pk_store_id, SP_API_SETTLEMENT_REPORT)) ??
      new Date(now.getTime() - PACING.settlementLookback);
    const found: SpReport[] = [];
    let page = await client.getReports({
      reportTypes: [SP_API_SETTLEMENT_REPORT],
      processingStatuses: ['DONE'],
      marketplaceIds: [marketplaceId],
      createdSince: since.toISOString(),
    });
    found.push(...page.reports);
    for (let pages = 1; page.nextToken && pages < 10; pages++) {
      page = await client.getReports({ reportTypes: [SP_API_SETTLEMENT_REPORT], nextToken: page.nextToken });
      found.push(...page.reports);
    }
    for (const report of found) {
      const row = await repo.insertOnce({
        client_id: store.client_id,
        store_id: store.pk_store_id,
        mp_id: store.mp_id,
        report_type: SP_API_SETTLEMENT_REPORT,
        sp_report_id: report.reportId,
        report_document_id: report.reportDocumentId ?? null,
        status: 'DONE',
        data_start_time: report.dataStartTime ? new Date(report.dataStartTime) : null,
        data_end_time: report.dataEndTime ? new Date(report.dataEndTime) : null,
        requested_at: new Date(report.createdTime),
        processing_status_at: now,
        next_check_at: now,
      });
      if (row) await lifecycle.advance(row);
    }
  }

  return {
    advance: lifecycle.advance,

    /** Stores whose SP-API credentials are usable: one worker run each (the dispatcher fans them out). */
    async eligibleStores(): Promise<AmazonStore[]> {
      return (await repo.amazonStores()).filter((store) => storeAccess(store, deps.secrets).ok);
    },

    /** The dispatcher's worker runs: one per eligible store, named by its id. */
    async accounts() {
      return (await this.eligibleStores()).map((s) => ({
        clientId: s.client_id,
        kwargs: { store_id: s.pk_store_id },
      }));
    },

    /** One worker run: the store its kwargs name. */
    requestFor(ctx: JobContext) {
      const storeId = Number(ctx.kwargs.store_id);
      if (!Number.isSafeInteger(storeId))
        throw new JobFailure('store_id is missing from the kwargs', 'BAD_KWARGS', ctx.kwargs);
      return this.requestForStore(storeId);
    },

    /** One store's daily reports for the current window (each requested once), then its new settlements. */
    async requestForStore(storeId: number): Promise<{ requested: number; skipped?: string }> {
      const store = (await repo.amazonStores()).find((s) => s.pk_store_id === storeId);
      if (!store) return { requested: 0, skipped: `store ${storeId} is not an Amazon store any more` };
      const access = storeAccess(store, deps.secrets);
      if (!access.ok) return { requested: 0, skipped: `store ${storeId} has no usable SP-API credentials` };
      const { start, end } = dailyWindow(deps.now());
      const requested = await lifecycle.requestEach(
        SP_API_REQUESTED_REPORTS.map((reportType) => ({
          client_id: store.client_id,
          store_id: store.pk_store_id,
          mp_id: store.mp_id,
          report_type: reportType,
          data_start_time: start,
          data_end_time: end,
        })),
      );
      try {
        await discoverSettlements(store, deps.connector.reports(access.store), access.marketplaceId);
      } catch (error) {
        if (!(error instanceof ConnectorError)) throw error;
        log.warn(
          { clientId: store.client_id, storeId: store.pk_store_id, error: error.message },
          'settlement discovery failed; next run tries again',
        );
      }
      return { requested };
    },

    /** Every eligible store in turn (tests; the scheduler fans the stores out instead). */
    async dispatch(): Promise<{ stores: number; requested: number }> {
      const stores = await this.eligibleStores();
      let requested = 0;
      for (const store of stores) requested += (await this.requestForStore(store.pk_store_id)).requested;
      if (stores.length === 0)
        log.info({}, 'SP-API reports connector is off: no Amazon store has SP-API credentials');
      return { stores: stores.length, requested };
    },

    /** The worker: every report whose check is due, one step each. */
    poll: lifecycle.poll,
  };
}
export type ReportRunner = ReturnType<typeof reportRunner>;

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
