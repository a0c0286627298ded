import {
  type MarketplaceReportStatus,
  SP_API_REQUESTED_REPORTS,
  SP_API_SETTLEMENT_REPORT,
} from '@marketdesk/contracts/amazon-reports';
import type { SecretBox } from '../../lib/secrets';
import {
  ConnectorError,
  type ConnectorLog,
  ReportDocumentError,
  type ReportsClient,
  type SpApiConnector,
  type SpReport,
} from '../../platform/connectors';
import type { AmazonReportsRepository, AmazonStore, NewReport, ReportRow } from './amazon-reports.repository';
import type { ReportImporter } from './report-import';
import { storeAccess } from './store-credentials';

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

/**
 * The SP-API reports connector's work: request the daily reports of every Amazon store with credentials, find
 * the settlement reports Amazon generated, and move every report one step (request → status → document →
 * stored file → import) whenever its `next_check_at` is due. Every step is idempotent: a run that dies midway
 * leaves the row where the next run picks it up.
 */
export function reportRunner(deps: RunnerDeps) {
  const { repo, log } = deps;

  /** The store's client and Amazon marketplace id; null (and the report FAILED) when its credentials went away. */
  async function accessFor(row: ReportRow): Promise<{ client: ReportsClient; marketplaceId: string } | null> {
    const [store] = (await repo.amazonStores(row.client_id, row.mp_id)).filter(
      (s) => s.pk_store_id === row.store_id,
    );
    const access = store
      ? storeAccess(store, deps.secrets)
      : { ok: false as const, reason: 'The store no longer exists' };
    if (access.ok)
      return { client: deps.connector.reports(access.store), marketplaceId: access.marketplaceId };
    await repo.update(row, { status: 'FAILED', error: access.reason, next_check_at: null });
    return null;
  }

  const later = (row: ReportRow, values: Partial<NewReport> = {}) => {
    const now = deps.now();
    return repo.update(row, {
      ...values,
      attempts: row.attempts + 1,
      next_check_at: new Date(now.getTime() + pollDelay(row.attempts)),
    });
  };

  /** A failure of one step: final for refusals and unreadable documents, retried later for passing ones. */
  async function failed(row: ReportRow, error: unknown): Promise<ReportRow> {
    const context = {
      clientId: row.client_id,
      storeId: row.store_id,
      reportType: row.report_type,
      reportId: row.id,
    };
    const final =
      error instanceof ReportDocumentError ||
      (error instanceof ConnectorError &&
        error.status !== null &&
        error.status < 500 &&
        error.status !== 429);
    if (!(error instanceof ConnectorError || error instanceof ReportDocumentError)) throw error;
    if (final || row.attempts + 1 >= PACING.maxStepAttempts) {
      log.warn({ ...context, error: error.message }, 'SP-API report failed');
      return repo.update(row, {
        status: 'FAILED',
        error: error.message,
        next_check_at: null,
        attempts: row.attempts + 1,
      });
    }
    log.warn({ ...context, error: error.message }, 'SP-API report step failed; will try again later');
    return later(row, { error: error.message });
  }

  async function fetchDocument(row: ReportRow, client: ReportsClient): Promise<ReportRow> {
    const document = await client.getReportDocument(row.report_document_id!);
    const text = await client.download(document);
    const now = deps.now();
    const file = await deps.importer.store(row, text, now);
    const stored = await repo.update(row, {
      file_id: file.id,
      status: 'DOWNLOADED',
      attempts: 0,
      error: null,
      next_check_at: null,
    });
    const outcome = await deps.importer.import(stored, text, file.name, now);
    if (outcome.status === 'IMPORTED')
      return repo.update(stored, { status: 'IMPORTED', imported_rows: outcome.rows });
    if (outcome.status === 'FAILED') return repo.update(stored, { status: 'FAILED', error: outcome.error });
    return stored;
  }

  /** Amazon's answer about a requested report, applied to its row. */
  async function applyStatus(row: ReportRow, report: SpReport, client: ReportsClient): Promise<ReportRow> {
    const now = deps.now();
    const status = report.processingStatus;
    if (status === 'DONE') {
      const done = await repo.update(row, {
        status: 'DONE',
        report_document_id: report.reportDocumentId ?? null,
        processing_status_at: now,
        attempts: 0,
        next_check_at: now,
      });
      if (!done.report_document_id)
        return repo.update(done, {
          status: 'FAILED',
          error: 'Amazon reported DONE without a document',
          next_check_at: null,
        });
      return fetchDocument(done, client);
    }
    if (status === 'CANCELLED' || status === 'FATAL')
      return repo.update(row, {
        status,
        processing_status_at: now,
        error: ENDED[status],
        next_check_at: null,
      });
    const age = now.getTime() - row.requested_at.getTime();
    if (age >= PACING.abandonAfter)
      return repo.update(row, {
        status,
        processing_status_at: now,
        error: `Still ${status} at Amazon after ${Math.floor(age / DAY)} days; no longer checked`,
        next_check_at: null,
      });
    if (age >= PACING.stuckAfter)
      return repo.update(row, {
        status,
        processing_status_at: now,
        error: `Stuck: still ${status} at Amazon after ${Math.floor(age / HOUR)} hours; checked once a day`,
        attempts: row.attempts + 1,
        next_check_at: new Date(now.getTime() + PACING.stuckRecheck),
      });
    return later(row, { status, processing_status_at: now });
  }

  /** Moves one report one step. Never throws for Amazon's or the file's failures: they are recorded. */
  async function advance(row: ReportRow): Promise<ReportRow> {
    const access = await accessFor(row);
    if (!access) return row;
    const { client, marketplaceId } = access;
    try {
      if (row.status === 'DONE') return await fetchDocument(row, client);
      if (!row.sp_report_id) {
        const snapshot = SNAPSHOT_REPORTS.has(row.report_type);
        const { reportId } = await client.createReport({
          reportType: row.report_type,
          marketplaceIds: [marketplaceId],
          ...(snapshot || !row.data_start_time || !row.data_end_time
            ? {}
            : {
                dataStartTime: row.data_start_time.toISOString(),
                dataEndTime: row.data_end_time.toISOString(),
              }),
        });
        log.info(
          {
            clientId: row.client_id,
            storeId: row.store_id,
            reportType: row.report_type,
            spReportId: reportId,
          },
          'SP-API report requested',
        );
        const now = deps.now();
        return await repo.update(row, {
          sp_report_id: reportId,
          attempts: 0,
          error: null,
          next_check_at: new Date(now.getTime() + PACING.firstPoll),
        });
      }
      return await applyStatus(row, await client.getReport(row.sp_report_id), client);
    } catch (error) {
      return failed(row, error);
    }
  }

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
      if (row) await advance(row);
    }
  }

  return {
    advance,

    /** Stores whose SP-API credentials are usable: one worker run each (the dispatcher fans them out). */
    async eligibleStores(): Promise<AmazonStore[]> {
      return (await repo.amazonStores()).filter((store) => storeAccess(store, deps.secrets).ok);
    },

    /** One store's daily reports for the current window (each requested once), then its new settlements. */
    async requestForStore(storeId: number): Promise<{ requested: number; skipped?: string }> {
      const store = (await repo.amazonStores()).find((s) => s.pk_store_id === storeId);
      if (!store) return { requested: 0, skipped: `store ${storeId} is not an Amazon store any more` };
      const access = storeAccess(store, deps.secrets);
      if (!access.ok) return { requested: 0, skipped: `store ${storeId} has no usable SP-API credentials` };
      let requested = 0;
      const { start, end } = dailyWindow(deps.now());
      for (const reportType of SP_API_REQUESTED_REPORTS) {
        const key = {
          client_id: store.client_id,
          store_id: store.pk_store_id,
          report_type: reportType,
          data_start_time: start,
          data_end_time: end,
        };
        if (await repo.exists(key)) continue;
        const row = await repo.insertOnce({
          ...key,
          mp_id: store.mp_id,
          status: 'REQUESTED',
          requested_at: deps.now(),
          next_check_at: deps.now(),
        });
        if (!row) continue; // another run got there first
        requested++;
        await advance(row);
      }
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
    async poll(): Promise<number> {
      const due = await repo.due(deps.now(), PACING.batch);
      for (const row of due) await advance(row);
      return due.length;
    },
  };
}
export type ReportRunner = ReturnType<typeof reportRunner>;
