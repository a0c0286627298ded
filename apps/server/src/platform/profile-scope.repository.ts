import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Executor } from '../db/facts';
import { pgArray, rowsOf } from '../db/facts/executor';

/** The queries of the profile scope (platform/profile-scope.ts); nothing else reads these for access. */

/** One advertising profile (seller_profiles) as a caller sees it, with its marketplace. */
export interface VisibleProfile {
  profile_id: string;
  seller_name: string;
  seller_type: string;
  mp_id: number;
  mp_name: string;
  short_code: string;
  country_code: string;
  currency_code: string;
}

/**
 * Which profiles a read may touch: the client's, on these marketplaces (null: every one), and, unless `userId` is
 * null (client admins, super admins), only those assigned to that user (user_profiles).
 */
export interface ProfileScope {
  clientId: number;
  mpIds: readonly number[] | null;
  userId: number | null;
}

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * THE PROFILE RULE as SQL, on a seller_profiles row (aliased `alias`, default `sp`), for the queries that join
 * profiles to their data (report requests, metrics): true exactly for the profiles of the scope.
 */
export function withinProfiles(scope: ProfileScope, alias = 'sp'): SQL {
  if (!ALIAS.test(alias)) throw new Error(`withinProfiles: bad alias ${alias}`);
  const sp = sql.raw(alias);
  const onMarketplaces =
    scope.mpIds === null ? sql`true` : sql`${sp}.fk_mp_id = any(${pgArray(scope.mpIds)}::int[])`;
  const assigned =
    scope.userId === null
      ? sql`true`
      : sql`exists (select 1 from user_profiles up where up.client_id = ${sp}.client_id
              and up.profile_id = ${sp}.profile_id and up.user_id = ${scope.userId}::int)`;
  return sql`(${sp}.client_id = ${scope.clientId}::int and ${onMarketplaces} and ${assigned})`;
}

export function profileScopeRepository(db: Db | Executor) {
  return {
    /** The short codes of the marketplaces (null: every one), to test their family. */
    marketplaceCodes(mpIds: readonly number[] | null) {
      return rowsOf<{ pk_mp_id: number; short_code: string }>(
        db,
        sql`select pk_mp_id, short_code from marketplaces
             where ${mpIds === null ? sql`true` : sql`pk_mp_id = any(${pgArray(mpIds)}::int[])`}
             order by pk_mp_id`,
      );
    },

    /** The profiles of the scope (optionally one), by marketplace name, seller name and profile id. */
    async profiles(scope: ProfileScope, profileId?: string): Promise<VisibleProfile[]> {
      const rows = await rowsOf<VisibleProfile>(
        db,
        sql`select sp.profile_id, sp.seller_name, sp.seller_type, m.pk_mp_id as mp_id, m.name as mp_name,
                   m.short_code, m.country_code, m.currency_code
              from seller_profiles sp join marketplaces m on m.pk_mp_id = sp.fk_mp_id
             where ${withinProfiles(scope)}
               and (${profileId ?? null}::text is null or sp.profile_id = ${profileId ?? null}::text)
             order by m.name, sp.seller_name, sp.profile_id`,
      );
      return rows.map((r) => ({ ...r, mp_id: Number(r.mp_id) }));
    },
  };
}
