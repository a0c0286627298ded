import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { pgArray, rowsOf } from '../../db/facts/executor';

/** The queries of AMS Reports Pull Status (queries only; access decided in the service). */

/** One ad_report_requests row with its profile's seller, as read (instants as the driver gives them). */
export interface RequestRow {
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

export interface ProfileRow {
  profile_id: string;
  seller_name: string;
  seller_type: string;
  mp_id: number;
}

/** What a read may see: the client, its marketplaces (null: all) and profiles (null: all). */
export interface ProfileLimit {
  clientId: number;
  mpIds: readonly number[] | null;
  profileIds: readonly string[] | null;
}

const limitSql = (l: ProfileLimit) => sql`
  sp.client_id = ${l.clientId}::int
  and (${l.mpIds === null}::boolean or sp.fk_mp_id = any(${pgArray(l.mpIds ?? [])}::int[]))
  and (${l.profileIds === null}::boolean or sp.profile_id = any(${pgArray(l.profileIds ?? [])}::text[]))`;

export function reportStatusRepository(db: Executor) {
  return {
    /** The profiles a user is assigned in a client (user_profiles). */
    async assignedProfiles(userId: number, clientId: number): Promise<string[]> {
      const rows = await rowsOf<{ profile_id: string }>(
        db,
        sql`select profile_id from user_profiles
             where user_id = ${userId}::int and client_id = ${clientId}::int order by profile_id`,
      );
      return rows.map((r) => r.profile_id);
    },

    /** The profiles within the limit (optionally one), by seller name then profile id. */
    async profiles(limit: ProfileLimit, profileId?: string): Promise<ProfileRow[]> {
      const rows = await rowsOf<ProfileRow>(
        db,
        sql`select sp.profile_id, sp.seller_name, sp.seller_type, sp.fk_mp_id as mp_id
              from seller_profiles sp
             where ${limitSql(limit)}
               and (${profileId ?? null}::text is null or sp.profile_id = ${profileId ?? null}::text)
             order by sp.seller_name, sp.profile_id`,
      );
      return rows.map((r) => ({ ...r, mp_id: Number(r.mp_id) }));
    },

    /**
     * The requests made (created_at, UTC days) from `start` to `end` within the limit, optionally one profile
     * and some report types; newest first.
     */
    async requests(
      limit: ProfileLimit,
      q: { start: string; end: string; profileId?: string; reportTypes: readonly string[] },
    ): Promise<RequestRow[]> {
      const rows = await rowsOf<RequestRow>(
        db,
        sql`select r.id, r.report_start_date::text as report_start_date,
                   r.report_end_date::text as report_end_date, sp.seller_name, r.profile_id, r.report_type,
                   r.status, r.created_at, r.last_updated_at, r.last_error_message, r.polls,
                   r.flagged_at is not null as flagged
              from ad_report_requests r
              join seller_profiles sp on sp.client_id = r.client_id and sp.profile_id = r.profile_id
             where r.client_id = ${limit.clientId}::int
               and ${limitSql(limit)}
               and r.created_at >= (${q.start}::date)::timestamp at time zone 'UTC'
               and r.created_at < (${q.end}::date + 1)::timestamp at time zone 'UTC'
               and (${q.profileId ?? null}::text is null or r.profile_id = ${q.profileId ?? null}::text)
               and (${q.reportTypes.length === 0}::boolean
                    or r.report_type = any(${pgArray(q.reportTypes)}::text[]))
             order by r.created_at desc, r.id desc`,
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), polls: Number(r.polls) }));
    },
  };
}
