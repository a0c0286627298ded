import { z } from 'zod';
import {
  AMS_REPORT_STATUSES,
  AMS_REPORT_TYPE_IDS,
  AMS_REPORT_TYPES,
  type AmsReportType,
  isAmsFailedStatus,
  isAmsFinishedStatus,
  isAmsPendingStatus,
} from './ams-reports';
import { idParam, text } from './primitives';

/**
 * AMS Reports Pull Status (/marketing/report-status; spec 03 sections 2, 3, 4, 5, 7, 8 and 9; issue 21 item 3):
 * a monitor of the Ads API report requests. The filter, the row and the counts, the tabs, the texts exactly and
 * the rules every figure follows, written once here and used by the server (answers) and the web (display).
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 03 section 9)

export const REPORT_STATUS_PAGE_SIZES = [10, 25, 50] as const;
export const REPORT_STATUS_DEFAULT_PAGE_SIZE = 50;
/** The default range: the last 7 days, today included. */
export const REPORT_STATUS_DEFAULT_DAYS = 7;
/** The longest window one call reads (ours: the spec shows none; a year keeps the answer bounded). */
export const REPORT_STATUS_MAX_DAYS = 366;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 03 sections 2 and 8 exactly; the rest ours)

export const REPORT_STATUS_TEXT = {
  title: 'AMS Reports Pull Status',
  getStatus: 'Get Status',
  empty: 'No report data found for the selected filters. Click "Get Status" to begin.',
  typesFailed: 'Could not load report types filter.',
  statusFailed: 'Failed to fetch report statuses.',
  invalidRange: 'Please select a valid date range.',
  /** Ours: the spec shows no text for a window longer than the limit. */
  tooLong: `The date range can span at most ${REPORT_STATUS_MAX_DAYS} days.`,
  /** Ours: a profile that is not the caller's (another client's, or not assigned). */
  profileNotFound: 'Profile not found',
  /** Ours (issue 29 item 4): the client has no Ads API account connected, so the pipeline is off. */
  pipelineOff:
    'No Amazon Ads API account is connected for this client, so the report pipeline is off: no report is requested or checked, and a request still pending will not move on.',
} as const;

/** The summary cards, in order (spec 03 section 2). */
export const REPORT_STATUS_CARDS = {
  successful: 'Successful',
  failed: 'Failed',
  pending: 'Pending',
  total_polls: 'Total Polls',
  avg_polls: 'Average Polls',
  avg_processing_time_minutes: 'Average Turn Around Time',
  average_reports_per_day: 'Reports per Day',
} as const;

/** The tabs (spec 03 section 2) and which statuses each shows (section 4). */
export const REPORT_STATUS_TABS = ['All', 'Failed', 'Pending', 'Successful'] as const;
export type ReportStatusTab = (typeof REPORT_STATUS_TABS)[number];

/** The groups of spec 03 section 4: any status starting with FAILED is failed. */
export type ReportStatusGroup = 'successful' | 'failed' | 'pending';
export function reportStatusGroup(status: string): ReportStatusGroup {
  if (isAmsFailedStatus(status)) return 'failed';
  if (isAmsPendingStatus(status)) return 'pending';
  return 'successful';
}

export function inReportStatusTab(tab: ReportStatusTab, status: string): boolean {
  if (tab === 'All') return true;
  return reportStatusGroup(status) === tab.toLowerCase();
}

/** The list's columns, in order (spec 03 section 2). */
export const REPORT_STATUS_COLUMNS = [
  'ID',
  'Data Start Date',
  'Data End Date',
  'Seller Name',
  'Profile ID',
  'Report Type',
  'Status',
  'Report Request Time',
  'Status Last Updated',
  'Turn Around Time in minutes',
  'Error Message',
] as const;

// ---------------------------------------------------------------------------------------------------------
// Rules (each figure computed once, here)

const MINUTE = 60_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A request's turn-around time in minutes: last_updated_at − created_at, for finished statuses only (SUCCESS
 * and FAILED_*; spec 03 section 4); null while pending. Two decimals.
 */
export function turnAroundMinutes(row: TimedRow): number | null {
  const exact = exactTurnAround(row);
  return exact === null ? null : round2(exact);
}

interface TimedRow {
  status: string;
  created_at: string;
  last_updated_at: string;
}

function exactTurnAround(row: TimedRow): number | null {
  if (!isAmsFinishedStatus(row.status)) return null;
  const ms = Date.parse(row.last_updated_at) - Date.parse(row.created_at);
  return Number.isFinite(ms) ? Math.max(0, ms) / MINUTE : null;
}

/** A request still pending this long after it was made is flagged (Amazon documents a P99 of 15 minutes). */
export const REPORT_STATUS_FLAG_MINUTES = 15;

/**
 * Whether a request is flagged (issue 29 item 4): the pipeline flagged it, or it is still pending
 * REPORT_STATUS_FLAG_MINUTES after it was made, whether or not a check has looked at it since (the pipeline off).
 */
export function isFlaggedRequest(
  row: { status: string; created_at: string; flagged_at_set: boolean },
  now: Date,
): boolean {
  if (row.flagged_at_set) return true;
  if (!isAmsPendingStatus(row.status)) return false;
  return now.getTime() - Date.parse(row.created_at) >= REPORT_STATUS_FLAG_MINUTES * MINUTE;
}

/** The number of calendar days from start to end, both included (0 when end precedes start). */
export function daysInRange(start: string, end: string): number {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(days) && days >= 0 ? days + 1 : 0;
}

// ---------------------------------------------------------------------------------------------------------
// Calls (spec 03 section 7)

const rangeDate = z
  .string({ error: REPORT_STATUS_TEXT.invalidRange })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_STATUS_TEXT.invalidRange)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '2000-01-01';
  }, REPORT_STATUS_TEXT.invalidRange);

const reportType = z.enum(AMS_REPORT_TYPE_IDS as [AmsReportType, ...AmsReportType[]]);

/**
 * GET /reports/status: the window of request days (both required; the end not before the start: checked by the
 * server with the same text, as the query schema stays a plain object), optionally one marketplace, one profile
 * (of that marketplace) and report types (repeated; none: all four).
 */
export const reportStatusQuery = z.object({
  start_date: rangeDate,
  end_date: rangeDate,
  mp_id: idParam().optional(),
  profile_id: text(100).min(1).optional(),
  report_types: z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(reportType))
    .pipe(z.array(reportType).max(AMS_REPORT_TYPES.length)),
});
export type ReportStatusQuery = z.input<typeof reportStatusQuery>;

/** GET /reports/types. */
export const reportTypesAnswer = z.object({
  report_types: z.array(z.object({ id: reportType, label: z.string() })),
});

/**
 * GET /reports/pipeline (ours, issue 29 item 4): whether the client has an Ads API account connected (a profile
 * whose store holds usable Ads API credentials); when none, the pipeline is off and `message` says so.
 */
export const reportPipelineAnswer = z.object({ connected: z.boolean(), message: z.string().nullable() });
export type ReportPipelineAnswer = z.infer<typeof reportPipelineAnswer>;

/** GET /reports/profiles?mp_id= (ours: the spec does not show the Profile picker's call). */
export const reportProfilesQuery = z.object({ mp_id: idParam() });
export const reportProfile = z.object({
  profile_id: z.string(),
  seller_name: z.string(),
  seller_type: z.string(),
  mp_id: z.number(),
});
export type ReportProfile = z.infer<typeof reportProfile>;
export const reportProfilesAnswer = z.object({ profiles: z.array(reportProfile) });

/**
 * A report status row (spec 03 section 3) and ours beside it: polls, turn_around_minutes (null while pending)
 * and flagged (pending past Amazon's documented P99 of 15 minutes).
 */
export const reportStatusRow = z.object({
  id: z.number(),
  report_start_date: z.string(),
  report_end_date: z.string(),
  seller_name: z.string(),
  profile_id: z.string(),
  report_type: z.string(),
  status: z.enum(AMS_REPORT_STATUSES).or(z.string()),
  created_at: z.string(),
  last_updated_at: z.string(),
  last_error_message: z.string().nullable(),
  polls: z.number(),
  turn_around_minutes: z.number().nullable(),
  flagged: z.boolean(),
});
export type ReportStatusRow = z.infer<typeof reportStatusRow>;

/**
 * Counts (spec 03 section 3): successful, failed (any FAILED*), pending (REQUESTED, POLLING, PROCESSING);
 * total_polls; avg_polls = total_polls ÷ rows; avg_processing_time_minutes = mean exact turn-around of the
 * finished rows (null when none finished); average_reports_per_day = rows ÷ the days of the window (start to end, both
 * included, the end capped to today). Averages to two decimals.
 */
export const reportStatusCounts = z.object({
  successful: z.number(),
  failed: z.number(),
  pending: z.number(),
  total_polls: z.number(),
  avg_polls: z.number(),
  avg_processing_time_minutes: z.number().nullable(),
  average_reports_per_day: z.number(),
});
export type ReportStatusCounts = z.infer<typeof reportStatusCounts>;

/** Requests per request day (UTC) and group, every day of the window (ours: the chart of reports per day). */
export const reportStatusDay = z.object({
  date: z.string(),
  successful: z.number(),
  failed: z.number(),
  pending: z.number(),
});
export type ReportStatusDay = z.infer<typeof reportStatusDay>;

export const reportStatusAnswer = z.object({
  datagrid_rows: z.array(reportStatusRow),
  counts: reportStatusCounts,
  per_day: z.array(reportStatusDay),
});
export type ReportStatusAnswer = z.infer<typeof reportStatusAnswer>;

/** The counts of a set of rows over a window of `days` days (the one computation of them). */
export function reportStatusCountsOf(
  rows: readonly (TimedRow & { polls: number })[],
  days: number,
): ReportStatusCounts {
  let successful = 0;
  let failed = 0;
  let pending = 0;
  let polls = 0;
  let finished = 0;
  let minutes = 0;
  for (const r of rows) {
    const g = reportStatusGroup(r.status);
    if (g === 'successful') successful++;
    else if (g === 'failed') failed++;
    else pending++;
    polls += r.polls;
    const exact = exactTurnAround(r);
    if (exact !== null) {
      finished++;
      minutes += exact;
    }
  }
  return {
    successful,
    failed,
    pending,
    total_polls: polls,
    avg_polls: rows.length ? round2(polls / rows.length) : 0,
    avg_processing_time_minutes: finished ? round2(minutes / finished) : null,
    average_reports_per_day: days > 0 ? round2(rows.length / days) : 0,
  };
}
