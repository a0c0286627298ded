import {
  AMS_REPORT_TYPE_IDS,
  type AmsReportStatus,
  type AmsReportType,
} from '@marketdesk/contracts/ams-reports';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { type AdAccountRow, adAccountAccess, adAccountFor, adAccountRows } from '../../platform/ad-accounts';
import { ConnectorError, type ConnectorLog } from '../../platform/connectors';
import type { AdsApiConnector } from '../../platform/connectors/ads-api';
import {
  type AdsReport,
  AdsReportFileError,
  type AdsReportingClient,
  adsReporting,
  type DownloadLimits,
} from '../../platform/connectors/ads-api/reporting';
import type { FilesService } from '../../platform/files';
import type { AmsReportsRepository, NewRequest, RequestRow } from './ams-reports.repository';
import { AmsImportError, importReport, storeReportFile } from './report-import';
import { createReportBody } from './report-specs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How the pipeline paces itself; tests shorten nothing, they move the clock. */
export const PACING = {
  /** Days re-pulled before yesterday: Amazon restates the last days' metrics (attribution, invalid clicks). */
  restatementDays: 3,
  /** First status check after a create; each further check waits twice as long, up to maxPollDelay. */
  firstPoll: 1 * MINUTE,
  maxPollDelay: 15 * MINUTE,
  /** Amazon documents a P99 of 15 minutes: a report pending longer is flagged (and still checked). */
  flagAfter: 15 * MINUTE,
  /** A report still pending after this is marked failed and re-created once. */
  failAfter: 3 * HOUR,
  /** Tries of one step that failed for a passing reason (throttled past the retries, 5xx) before it fails. */
  maxStepAttempts: 6,
  /** Wait after such a failure: 5 minutes, doubling. */
  stepRetry: 5 * MINUTE,
  /** Requests one poll run advances, and how long it holds them. */
  batch: 50,
  lease: 10 * MINUTE,
} as const;

export const pollDelay = (polls: number) =>
  Math.min(PACING.maxPollDelay, PACING.firstPoll * 2 ** Math.max(0, polls - 1));

/** The calendar day of an instant in a time zone (YYYY-MM-DD); UTC when the zone is unknown. */
export function dayIn(at: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * The days a daily request covers: yesterday and the restatement window before it, as days of the profile's
 * marketplace (Amazon reports an advertising profile's days in its marketplace's time zone).
 */
export function requestWindow(now: Date, timeZone: string | null = null): { start: string; end: string } {
  const today = dayIn(now, timeZone);
  return { start: addDays(today, -(PACING.restatementDays + 1)), end: addDays(today, -1) };
}

export const PIPELINE_TEXT = {
  off: 'no advertising profile has an Amazon Ads API connection, so the Ads API report pipeline calls nothing',
  flagged: (minutes: number) =>
    `Still pending at Amazon after ${minutes} minutes (Amazon's documented P99 is 15 minutes); still checked`,
  stuck: (hours: number, status: string) => `Still ${status} at Amazon after ${hours} hours; given up`,
  recreated: (id: number) => `; re-created as request #${id}`,
  amazonFailed: (reason: string | null | undefined) =>
    `Amazon could not generate the report: ${reason || 'no reason given'}`,
  noUrl: 'Amazon reported the report COMPLETED without a download address',
  duplicate: (reportId: string) =>
    `Amazon answered 425: an identical request is report ${reportId}; attached to it`,
} as const;

export interface PipelineDeps {
  db: Db;
  repo: AmsReportsRepository;
  secrets: SecretBox;
  connector: AdsApiConnector;
  files: FilesService;
  log: ConnectorLog;
  now: () => Date;
  limits?: DownloadLimits;
}

/** The status a request fails with at its current step. */
const failureAt = (row: RequestRow): AmsReportStatus =>
  row.ads_report_id ? 'FAILED_POLLING' : 'FAILED_REQUEST';

/**
 * The Ads API report pipeline's work: request each connected profile's daily Sponsored Products reports, and
 * move every pending request one step whenever its `next_check_at` is due (create → status checks → download →
 * stored file → import). Every step writes its row before the next begins, so a run that dies midway leaves the
 * row where the next run picks it up.
 */
export function reportPipeline(deps: PipelineDeps) {
  const { repo, log } = deps;

  const context = (row: RequestRow) => ({
    clientId: row.client_id,
    profileId: row.profile_id,
    reportType: row.report_type,
    requestId: row.id,
  });

  const update = (row: RequestRow, values: Partial<NewRequest>) =>
    repo.update(row, { ...values, last_updated_at: deps.now() });

  const fail = (
    row: RequestRow,
    status: AmsReportStatus,
    message: string,
    extra: Partial<NewRequest> = {},
  ) => {
    log.warn({ ...context(row), status, error: message }, 'Ads API report request failed');
    return update(row, { ...extra, status, last_error_message: message, next_check_at: null });
  };

  /** A step that failed: final for refusals and unreadable files, tried again later for passing failures. */
  async function failed(row: RequestRow, error: unknown, status: AmsReportStatus): Promise<RequestRow> {
    if (error instanceof AdsReportFileError) return fail(row, 'FAILED_DOWNLOADING', error.message);
    if (error instanceof AmsImportError) return fail(row, 'FAILED_PROCESSING', error.message);
    if (!(error instanceof ConnectorError)) throw error;
    // 401: the access token was refused; the connector dropped it, so the next try exchanges a fresh one.
    const passing =
      error.status === null || error.status === 401 || error.status === 429 || error.status >= 500;
    const attempts = row.attempts + 1;
    if (!passing || attempts >= PACING.maxStepAttempts) return fail(row, status, error.message, { attempts });
    log.warn(
      { ...context(row), error: error.message, attempts },
      'Ads API report step failed; tried again later',
    );
    return update(row, {
      attempts,
      last_error_message: error.message,
      next_check_at: new Date(deps.now().getTime() + PACING.stepRetry * 2 ** (attempts - 1)),
    });
  }

  async function create(row: RequestRow, client: AdsReportingClient): Promise<RequestRow> {
    const answer = await client.createReport(
      createReportBody({ ...row, report_type: row.report_type as AmsReportType }),
    );
    const now = deps.now();
    const reportId = answer.kind === 'created' ? answer.report.reportId : answer.reportId;
    log.info(
      { ...context(row), adsReportId: reportId, duplicate: answer.kind === 'duplicate' },
      'Ads API report requested',
    );
    return update(row, {
      ads_report_id: reportId,
      status: answer.kind === 'created' && answer.report.status === 'PROCESSING' ? 'PROCESSING' : 'POLLING',
      attempts: 0,
      last_error_message: answer.kind === 'duplicate' ? PIPELINE_TEXT.duplicate(reportId) : null,
      next_check_at: new Date(now.getTime() + PACING.firstPoll),
    });
  }

  /** Downloads, stores and imports a COMPLETED report. */
  async function fetchAndImport(row: RequestRow, report: AdsReport, client: AdsReportingClient) {
    if (!report.url) return fail(row, 'FAILED_DOWNLOADING', PIPELINE_TEXT.noUrl);
    let file: Awaited<ReturnType<AdsReportingClient['download']>>;
    try {
      file = await client.download(report.url);
    } catch (error) {
      // A lost connection or an expired address: the next check asks for a fresh address.
      return failed(row, error, 'FAILED_DOWNLOADING');
    }
    const stored = await storeReportFile(deps.files, row, file.json);
    row = await update(row, { file_id: stored.id });
    const outcome = await importReport(deps.db, {
      clientId: row.client_id,
      profileId: row.profile_id,
      reportType: row.report_type as AmsReportType,
      startDate: row.report_start_date,
      endDate: row.report_end_date,
      rows: file.rows,
    });
    log.info({ ...context(row), rows: outcome.rows, replaced: outcome.replaced }, 'Ads API report imported');
    return update(row, {
      status: 'SUCCESS',
      imported_rows: outcome.rows,
      attempts: 0,
      last_error_message: null,
      next_check_at: null,
    });
  }

  /** Amazon's answer about a created report, applied to its row. */
  async function check(row: RequestRow, client: AdsReportingClient): Promise<RequestRow> {
    const report = await client.getReport(row.ads_report_id!);
    const now = deps.now();
    row = await update(row, { polls: row.polls + 1 });
    if (report.status === 'COMPLETED') return fetchAndImport(row, report, client);
    if (report.status === 'FAILED')
      return fail(row, 'FAILED_PROCESSING', PIPELINE_TEXT.amazonFailed(report.failureReason));
    const status = report.status === 'PROCESSING' ? 'PROCESSING' : 'POLLING';
    const age = now.getTime() - row.created_at.getTime();
    if (age >= PACING.failAfter) {
      const again = row.replaces_id === null ? await repo.insertReplacement(row, now) : null;
      const message =
        PIPELINE_TEXT.stuck(Math.floor(age / HOUR), report.status) +
        (again ? PIPELINE_TEXT.recreated(again.id) : '');
      return fail(row, 'FAILED_POLLING', message, { attempts: 0 });
    }
    const flag = age >= PACING.flagAfter && !row.flagged_at;
    if (flag)
      log.warn({ ...context(row), minutes: Math.floor(age / MINUTE) }, 'Ads API report pending past the P99');
    return update(row, {
      status,
      attempts: 0,
      ...(flag
        ? { flagged_at: now, last_error_message: PIPELINE_TEXT.flagged(Math.floor(age / MINUTE)) }
        : {}),
      next_check_at: new Date(now.getTime() + pollDelay(row.polls)),
    });
  }

  /** Moves one request one step. Amazon's, the file's and the import's failures are recorded, never thrown. */
  async function advance(row: RequestRow): Promise<RequestRow> {
    const access = await adAccountFor(deps.db, deps.secrets, row.client_id, row.profile_id);
    if (!access.ok) return fail(row, failureAt(row), access.reason);
    const client = adsReporting(deps.connector.client(access.profile), deps.limits);
    try {
      return row.ads_report_id ? await check(row, client) : await create(row, client);
    } catch (error) {
      return failed(row, error, failureAt(row));
    }
  }

  const connected = (rows: AdAccountRow[]) => rows.filter((r) => adAccountAccess(r, deps.secrets).ok);

  return {
    advance,

    /** Profiles whose store has a usable Ads API connection: one worker run each. */
    eligibleProfiles: async () => connected(await adAccountRows(deps.db)),

    /** One profile's daily requests (each type and window once), each created at Amazon at once. */
    async requestForProfile(
      clientId: number,
      profileId: string,
    ): Promise<{ requested: number; skipped?: string }> {
      const [profile] = connected(await adAccountRows(deps.db, { clientId, profileId }));
      if (!profile)
        return { requested: 0, skipped: `profile ${profileId} has no usable Amazon Ads API connection` };
      const { start, end } = requestWindow(deps.now(), await repo.timeZoneOf(clientId, profileId));
      let requested = 0;
      for (const reportType of AMS_REPORT_TYPE_IDS) {
        const now = deps.now();
        const row = await repo.insertOnce(
          {
            client_id: clientId,
            profile_id: profileId,
            report_type: reportType,
            report_start_date: start,
            report_end_date: end,
          },
          { status: 'REQUESTED', created_at: now, last_updated_at: now, next_check_at: now },
        );
        if (!row) continue; // requested before (or by a concurrent run)
        requested++;
        await advance(row);
      }
      return { requested };
    },

    /** The poll worker: every pending request whose check is due, one step each. */
    async poll(): Promise<number> {
      const due = await repo.claimDue(deps.now(), PACING.batch, PACING.lease);
      // One request's unexpected failure (a bug, the database) does not hold up the others: it keeps its lease
      // and is due again when the lease passes; the run then fails, naming how many.
      let broken = 0;
      for (const row of due)
        await advance(row).catch((error: unknown) => {
          broken++;
          log.error({ ...context(row), err: error }, 'Ads API report step failed unexpectedly');
        });
      if (broken > 0) throw new Error(`${broken} of ${due.length} report request(s) failed unexpectedly`);
      return due.length;
    },
  };
}
export type ReportPipeline = ReturnType<typeof reportPipeline>;
