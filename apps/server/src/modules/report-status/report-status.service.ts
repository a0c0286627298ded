import { AMS_REPORT_TYPES } from '@marketdesk/contracts/ams-reports';
import {
  daysInRange,
  isFlaggedRequest,
  REPORT_STATUS_MAX_DAYS,
  REPORT_STATUS_TEXT,
  type ReportPipelineAnswer,
  type ReportStatusAnswer,
  type ReportStatusDay,
  type ReportStatusRow,
  reportStatusCountsOf,
  reportStatusGroup,
  turnAroundMinutes,
} from '@marketdesk/contracts/report-status';
import type { Executor } from '../../db/facts';
import type { SecretBox } from '../../lib/secrets';
import { notFound, queryInvalid } from '../../platform/errors';
import { type ProfileScope, profileScope, profilesWithin } from '../../platform/profile-scope';
import { addDays, resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { amsReportRequests, type ReportRequestView } from '../ams-reports';

/**
 * AMS Reports Pull Status: who reads what, and the answer's figures (the rules are the contract's).
 *
 * Scope: the caller's client; a marketplace asked for is checked by the report scope resolver (exists, Amazon,
 * the user's); without one, the user's marketplaces (admins: all). Profiles: admins read every profile of the
 * client; everyone else the profiles assigned to them (user_profiles) on their marketplaces. A profile asked for
 * outside that (another client's, not assigned, of another marketplace) answers 404, never data.
 */

const AMAZON = 'AZ' as const;
const notYourProfile = () => notFound(REPORT_STATUS_TEXT.profileNotFound);

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The profile rule (platform/profile-scope); a marketplace asked for must be Amazon's (AZ). */
const profileLimit = (db: Executor, ctx: RequestContext, mpId?: number): Promise<ProfileScope> =>
  profileScope(db, ctx, mpId === undefined ? {} : { mpId, family: AMAZON });

/** A row as answered; `now` decides whether a pending one is flagged (the contract's rule). */
export function toStatusRow(r: ReportRequestView, now: Date = new Date()): ReportStatusRow {
  const created_at = iso(r.created_at);
  const last_updated_at = iso(r.last_updated_at);
  return {
    id: r.id,
    report_start_date: r.report_start_date,
    report_end_date: r.report_end_date,
    seller_name: r.seller_name,
    profile_id: r.profile_id,
    report_type: r.report_type,
    status: r.status,
    created_at,
    last_updated_at,
    last_error_message: r.last_error_message,
    polls: r.polls,
    turn_around_minutes: turnAroundMinutes({ status: r.status, created_at, last_updated_at }),
    flagged: isFlaggedRequest({ status: r.status, created_at, flagged_at_set: r.flagged }, now),
  };
}

/** Every day of the window with its requests by group (request day = created_at's UTC date). */
export function perDay(rows: readonly ReportStatusRow[], start: string, end: string): ReportStatusDay[] {
  const days = new Map<string, ReportStatusDay>();
  for (let d = start; d <= end; d = addDays(d, 1))
    days.set(d, { date: d, successful: 0, failed: 0, pending: 0 });
  for (const r of rows) {
    const day = days.get(r.created_at.slice(0, 10));
    if (day) day[reportStatusGroup(r.status)]++;
  }
  return [...days.values()];
}

export function reportStatusService(db: Executor, secrets: SecretBox) {
  const requests = amsReportRequests(db);
  return {
    /** Whether a profile of the client reaches a usable Ads API connection (the pipeline's own rule). */
    async pipeline(ctx: RequestContext): Promise<ReportPipelineAnswer> {
      const connected = await requests.connected(ctx.clientId, secrets);
      return { connected, message: connected ? null : REPORT_STATUS_TEXT.pipelineOff };
    },

    types() {
      return { report_types: AMS_REPORT_TYPES.map((t) => ({ id: t.id, label: t.label })) };
    },

    async profiles(ctx: RequestContext, mpId: number) {
      const rows = await profilesWithin(db, await profileLimit(db, ctx, mpId));
      return {
        profiles: rows.map(({ profile_id, seller_name, seller_type, mp_id }) => ({
          profile_id,
          seller_name,
          seller_type,
          mp_id,
        })),
      };
    },

    async status(
      ctx: RequestContext,
      q: {
        start_date: string;
        end_date: string;
        mp_id?: number;
        profile_id?: string;
        report_types: readonly string[];
      },
    ): Promise<ReportStatusAnswer> {
      const texts = {
        invalid: REPORT_STATUS_TEXT.invalidRange,
        beforeEarliest: REPORT_STATUS_TEXT.invalidRange,
        startAfterEnd: REPORT_STATUS_TEXT.invalidRange,
      };
      const scope = await resolveScope(db, ctx, { dates: { start: q.start_date, end: q.end_date, texts } });
      const dates = scope.dates!;
      if (daysInRange(q.start_date, q.end_date) > REPORT_STATUS_MAX_DAYS)
        throw queryInvalid('end_date', REPORT_STATUS_TEXT.tooLong, 'date_range');
      const limit = await profileLimit(db, ctx, q.mp_id);
      if (q.profile_id !== undefined && (await profilesWithin(db, limit, q.profile_id)).length === 0)
        throw notYourProfile();
      const now = new Date();
      const rows =
        dates.start > dates.end
          ? []
          : (
              await requests.list(limit, {
                start: dates.start,
                end: dates.end,
                profileId: q.profile_id,
                reportTypes: q.report_types,
              })
            ).map((r) => toStatusRow(r, now));
      const days = daysInRange(dates.start, dates.end);
      return {
        datagrid_rows: rows,
        counts: reportStatusCountsOf(rows, days),
        per_day: days > 0 ? perDay(rows, dates.start, dates.end) : [],
      };
    },
  };
}
