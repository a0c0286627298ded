import { AMS_REPORT_TYPE_IDS, type AmsReportType } from '@marketdesk/contracts/ams-reports';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { type AdAccountRow, adAccountAccess, adAccountFor, adAccountRows } from '../../platform/ad-accounts';
import {
  type ConnectorLog,
  patchColumns,
  type ReportConnector,
  type ReportConnectorDeps,
  reportLifecycle,
} from '../../platform/connectors';
import { type AdsApiConnector, adsApiConnector } from '../../platform/connectors/ads-api';
import {
  AdsReportFileError,
  type AdsReportingClient,
  adsReporting,
  type DownloadLimits,
} from '../../platform/connectors/ads-api/reporting';
import { type FileStorageConfig, type FilesService, filesFor } from '../../platform/files';
import { type JobContext, JobFailure } from '../../platform/scheduler';
import {
  type AmsReportsRepository,
  amsReportsRepository,
  type NewRequest,
  type RequestKey,
  type RequestRow,
} from './ams-reports.repository';
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

type Downloaded = Awaited<ReturnType<AdsReportingClient['download']>>;

/** A request's report, as the import and its file name know it. */
const identity = (row: RequestRow) => ({
  clientId: row.client_id,
  profileId: row.profile_id,
  reportType: row.report_type as AmsReportType,
  startDate: row.report_start_date,
  endDate: row.report_end_date,
});

/**
 * The Ads API report pipeline plugged into the report lifecycle (platform/connectors): a request is a v3 report
 * of a profile, read as Amazon's report status, downloaded from the report's presigned address, kept as its
 * decompressed JSON and imported into the ad entities and metrics through `runImport`.
 */
function adsApiReports(
  deps: PipelineDeps,
): ReportConnector<RequestRow, RequestKey, Partial<NewRequest>, AdsReportingClient, string, Downloaded> {
  const { repo } = deps;
  return {
    store: {
      insertOnce: (key, now) =>
        repo.insertOnce(key, {
          status: 'REQUESTED',
          created_at: now,
          last_updated_at: now,
          next_check_at: now,
        }),
      write: (row, patch) =>
        repo.update(row, {
          ...(patchColumns(patch, 'last_error_message') as Partial<NewRequest>),
          last_updated_at: deps.now(),
        }),
      due: (now, limit) => repo.claimDue(now, limit, PACING.lease),
    },
    pacing: {
      firstPoll: PACING.firstPoll,
      maxStepAttempts: PACING.maxStepAttempts,
      retryDelay: (attempts) => PACING.stepRetry * 2 ** attempts,
      batch: PACING.batch,
    },
    log: deps.log,
    now: deps.now,
    texts: {
      requested: 'Ads API report requested',
      failed: 'Ads API report request failed',
      retry: 'Ads API report step failed; tried again later',
      imported: 'Ads API report imported',
      broken: 'Ads API report step failed unexpectedly',
      noun: 'report request',
    },
    failedStatus: (row, step) =>
      step === 'download'
        ? 'FAILED_DOWNLOADING'
        : step === 'import'
          ? 'FAILED_PROCESSING'
          : row.ads_report_id
            ? 'FAILED_POLLING'
            : 'FAILED_REQUEST',
    noDocument: PIPELINE_TEXT.noUrl,
    statuses: { stored: null, imported: 'SUCCESS' },
    context: (row) => ({
      clientId: row.client_id,
      profileId: row.profile_id,
      reportType: row.report_type,
      requestId: row.id,
    }),
    // 401: the access token was refused; the connector dropped it, so the next try exchanges a fresh one.
    passing: (error) =>
      error.status === null || error.status === 401 || error.status === 429 || error.status >= 500,

    async access(row) {
      const access = await adAccountFor(deps.db, deps.secrets, row.client_id, row.profile_id);
      return access.ok
        ? { ok: true, client: adsReporting(deps.connector.client(access.profile), deps.limits) }
        : access;
    },
    requested: (row) => row.ads_report_id !== null,

    async request(row, client) {
      const answer = await client.createReport(
        createReportBody({ ...row, report_type: row.report_type as AmsReportType }),
      );
      const reportId = answer.kind === 'created' ? answer.report.reportId : answer.reportId;
      return {
        patch: {
          status:
            answer.kind === 'created' && answer.report.status === 'PROCESSING' ? 'PROCESSING' : 'POLLING',
          error: answer.kind === 'duplicate' ? PIPELINE_TEXT.duplicate(reportId) : null,
          extra: { ads_report_id: reportId },
        },
        log: { adsReportId: reportId, duplicate: answer.kind === 'duplicate' },
      };
    },

    async status(row, client) {
      const report = await client.getReport(row.ads_report_id!);
      if (report.status === 'COMPLETED')
        return { kind: 'done', status: report.status, document: report.url ?? null };
      if (report.status === 'FAILED')
        return {
          kind: 'ended',
          status: 'FAILED_PROCESSING',
          error: PIPELINE_TEXT.amazonFailed(report.failureReason),
        };
      return { kind: 'pending', status: report.status };
    },
    checked: (row) => ({ extra: { polls: row.polls + 1 } }),

    /** Flagged past Amazon's documented P99 (and still checked); failed after 3 hours, and re-created once. */
    async pending(row, status, now) {
      const age = now.getTime() - row.created_at.getTime();
      if (age >= PACING.failAfter) {
        const again = row.replaces_id === null ? await repo.insertReplacement(row, now) : null;
        const error =
          PIPELINE_TEXT.stuck(Math.floor(age / HOUR), status) +
          (again ? PIPELINE_TEXT.recreated(again.id) : '');
        return { giveUp: { status: 'FAILED_POLLING', error, patch: { attempts: 0 } } };
      }
      const flag = age >= PACING.flagAfter && !row.flagged_at;
      if (flag)
        deps.log.warn(
          { ...this.context(row), minutes: Math.floor(age / MINUTE) },
          'Ads API report pending past the P99',
        );
      return {
        wait: {
          status: status === 'PROCESSING' ? 'PROCESSING' : 'POLLING',
          attempts: 0,
          // The check this answers counts (checked adds it to the row in the same write).
          nextCheckAt: new Date(now.getTime() + pollDelay(row.polls + 1)),
          ...(flag
            ? { error: PIPELINE_TEXT.flagged(Math.floor(age / MINUTE)), extra: { flagged_at: now } }
            : {}),
        },
      };
    },

    download: (_row, url, client) => client.download(url),
    isFileError: (error) => error instanceof AdsReportFileError,
    keep: (row, file) => storeReportFile(deps.files, identity(row), file.json),
    async import(row, file) {
      try {
        const outcome = await importReport(deps, { ...identity(row), rows: file.rows });
        return { status: 'IMPORTED', rows: outcome.rows };
      } catch (error) {
        if (error instanceof AmsImportError) return { status: 'FAILED', error: error.message };
        throw error;
      }
    },
  };
}

/**
 * The Ads API report pipeline's work: request each connected profile's daily Sponsored Products reports, and
 * move every pending request one step through the report lifecycle whenever its `next_check_at` is due.
 */
export function reportPipeline(deps: PipelineDeps) {
  const { repo } = deps;
  const lifecycle = reportLifecycle(adsApiReports(deps));
  const connected = (rows: AdAccountRow[]) => rows.filter((r) => adAccountAccess(r, deps.secrets).ok);

  return {
    advance: lifecycle.advance,

    /** Profiles whose store has a usable Ads API connection: one worker run each. */
    eligibleProfiles: async () => connected(await adAccountRows(deps.db)),

    /** The dispatcher's worker runs: one per eligible profile, named by its client and id. */
    async accounts() {
      return (await this.eligibleProfiles()).map((p) => ({
        clientId: p.client_id,
        kwargs: { client_id: p.client_id, profile_id: p.profile_id },
      }));
    },

    /** One worker run: the profile its kwargs name. */
    requestFor(ctx: JobContext) {
      const clientId = Number(ctx.kwargs.client_id ?? ctx.clientId);
      const profileId = ctx.kwargs.profile_id;
      if (!Number.isSafeInteger(clientId) || typeof profileId !== 'string' || profileId === '')
        throw new JobFailure('client_id or profile_id is missing from the kwargs', 'BAD_KWARGS', ctx.kwargs);
      return this.requestForProfile(clientId, profileId);
    },

    /** One profile's daily requests (each type and window once), each created at Amazon at once. */
    async requestForProfile(
      clientId: number,
      profileId: string,
    ): Promise<{ requested: number; skipped?: string }> {
      const [profile] = connected(await adAccountRows(deps.db, { clientId, profileId }));
      if (!profile)
        return { requested: 0, skipped: `profile ${profileId} has no usable Amazon Ads API connection` };
      const { start, end } = requestWindow(deps.now(), await repo.timeZoneOf(clientId, profileId));
      const requested = await lifecycle.requestEach(
        AMS_REPORT_TYPE_IDS.map((reportType) => ({
          client_id: clientId,
          profile_id: profileId,
          report_type: reportType,
          report_start_date: start,
          report_end_date: end,
        })),
      );
      return { requested };
    },

    /** The poll worker: every pending request whose check is due (claimed for a lease), one step each. */
    poll: lifecycle.poll,
  };
}
export type ReportPipeline = ReturnType<typeof reportPipeline>;

export interface AmsReportsDeps extends ReportConnectorDeps {
  config: Pick<Config, 'ADS_API_ENDPOINT' | 'ADS_TOKEN_URL'> & FileStorageConfig;
  /** Tests pass a connector on the local fake and download bounds. */
  connector?: AdsApiConnector;
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
