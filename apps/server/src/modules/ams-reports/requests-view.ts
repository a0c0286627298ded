import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { pgArray, rowsOf } from '../../db/facts/executor';
import type { SecretBox } from '../../lib/secrets';
import { adAccountAccess, adAccountRows } from '../../platform/ad-accounts';
import { type ProfileScope, withinProfiles } from '../../platform/profile-scope';

/**
 * The pipeline's report requests as the AMS Reports Pull Status screen reads them: one shape, read here, beside
 * the pipeline that writes them (queries only; access is decided by the caller, the profiles by the platform's
 * profile scope).
 */

/** One report request with its profile's seller, as read (instants as the driver gives them). */
export interface ReportRequestView {
  id: number;
  report_start_date: string;
  report_end_date: string;
  seller_name: string;
  profile_id: string;
  report_type: string;
  status: string;
  created_at: Date | string;
  last_updated_at: Date | string;
  last_error_message: string | null;
  polls: number;
  flagged: boolean;
}

export function amsReportRequests(db: Executor) {
  return {
    /**
     * The requests made (created_at, UTC days) from `start` to `end` within the limit, optionally one profile
     * and some report types; newest first.
     */
    async list(
      limit: ProfileScope,
      q: { start: string; end: string; profileId?: string; reportTypes: readonly string[] },
    ): Promise<ReportRequestView[]> {
      const rows = await rowsOf<ReportRequestView>(
        db,
        sql`select r.id, r.report_start_date::text as report_start_date,
                   r.report_end_date::text as report_end_date, sp.seller_name, r.profile_id, r.report_type,
                   r.status, r.created_at, r.last_updated_at, r.last_error_message, r.polls,
                   r.flagged_at is not null as flagged
              from ad_report_requests r
              join seller_profiles sp on sp.client_id = r.client_id and sp.profile_id = r.profile_id
             where r.client_id = ${limit.clientId}::int
               and ${withinProfiles(limit)}
               and r.created_at >= (${q.start}::date)::timestamp at time zone 'UTC'
               and r.created_at < (${q.end}::date + 1)::timestamp at time zone 'UTC'
               and (${q.profileId ?? null}::text is null or r.profile_id = ${q.profileId ?? null}::text)
               and (${q.reportTypes.length === 0}::boolean
                    or r.report_type = any(${pgArray(q.reportTypes)}::text[]))
             order by r.created_at desc, r.id desc`,
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), polls: Number(r.polls) }));
    },

    /** Whether a profile of the client reaches a usable Ads API connection (the pipeline's own rule). */
    async connected(clientId: number, secrets: SecretBox): Promise<boolean> {
      const rows = await adAccountRows(db, { clientId });
      return rows.some((row) => adAccountAccess(row, secrets).ok);
    },
  };
}
