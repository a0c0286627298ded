import { AMS_TEXT } from '@marketdesk/contracts/ad-actions';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/facts';
import { rowsOf } from '../db/facts/executor';
import type { SecretBox } from '../lib/secrets';
import type { AdsApiProfile } from './connectors';

/**
 * Which advertising account an advertising profile reaches (issue 21): the Amazon Ads API connection of its
 * store. A profile's store is the client's store on the profile's marketplace whose account type is the
 * profile's seller type (seller or vendor); of several, the one named like the profile's seller, then the
 * oldest. The store holds the Ads API client and refresh token (`stores.ads_*`, encrypted) and `ads_enabled`.
 * Decrypted credentials live only in the answer: never logged, stored or put in an error.
 */

export const AD_ACCOUNT_TEXT = {
  /** The result of an accepted action on a profile without a connected account (issue 21 item 6). */
  notConnected: AMS_TEXT.marketdeskOnly,
  noStore: 'No store of this client sells on the profile’s marketplace with the profile’s seller type',
  disabled: 'The Ads API is disabled for the profile’s store',
  missing: 'The profile’s store has no Ads API credentials',
  unreadable: 'The store’s Ads API secrets cannot be read (the secrets key has changed); enter them again',
} as const;

export interface AdAccountRow {
  client_id: number;
  profile_id: string;
  seller_name: string;
  country_code: string;
  mp_id: number;
  store_id: number | null;
  ads_enabled: boolean | null;
  ads_client_id: string | null;
  ads_client_secret_enc: string | null;
  ads_refresh_enc: string | null;
}

export type AdAccountAccess =
  | { ok: true; profile: AdsApiProfile; storeId: number; sellerName: string }
  | { ok: false; reason: string };

/** The profiles (all clients, or one client's, or one profile) with their store's Ads API connection columns. */
export async function adAccountRows(
  db: Executor,
  filter: { clientId?: number; profileId?: string } = {},
): Promise<AdAccountRow[]> {
  return rowsOf<AdAccountRow>(
    db,
    sql`
      select sp.client_id, sp.profile_id, sp.seller_name, m.country_code, m.pk_mp_id as mp_id,
             s.pk_store_id as store_id, s.ads_enabled, s.ads_client_id, s.ads_client_secret_enc, s.ads_refresh_enc
        from seller_profiles sp
        join marketplaces m on m.pk_mp_id = sp.fk_mp_id
        left join lateral (
          select st.* from stores st
           where st.client_id = sp.client_id and st.mp_id = sp.fk_mp_id and st.account_type = sp.seller_type
           order by (st.store_name = sp.seller_name) desc, st.pk_store_id
           limit 1
        ) s on true
       where (${filter.clientId ?? null}::int is null or sp.client_id = ${filter.clientId ?? null}::int)
         and (${filter.profileId ?? null}::text is null or sp.profile_id = ${filter.profileId ?? null}::text)
       order by sp.client_id, sp.profile_id`,
  );
}

/** Whether the connector may call the Ads API for this profile, with its decrypted credentials when it may. */
export function adAccountAccess(row: AdAccountRow, secrets: SecretBox): AdAccountAccess {
  if (row.store_id === null) return { ok: false, reason: AD_ACCOUNT_TEXT.noStore };
  if (!row.ads_enabled) return { ok: false, reason: AD_ACCOUNT_TEXT.disabled };
  if (!row.ads_client_id || !row.ads_client_secret_enc || !row.ads_refresh_enc)
    return { ok: false, reason: AD_ACCOUNT_TEXT.missing };
  try {
    return {
      ok: true,
      storeId: row.store_id,
      sellerName: row.seller_name,
      profile: {
        countryCode: row.country_code,
        profileId: row.profile_id,
        credentials: {
          clientId: row.ads_client_id,
          clientSecret: secrets.decrypt(row.ads_client_secret_enc),
          refreshToken: secrets.decrypt(row.ads_refresh_enc),
        },
      },
    };
  } catch {
    return { ok: false, reason: AD_ACCOUNT_TEXT.unreadable };
  }
}

/** One profile's access (a profile of another client is not found: `noStore`). */
export async function adAccountFor(
  db: Executor,
  secrets: SecretBox,
  clientId: number,
  profileId: string,
): Promise<AdAccountAccess> {
  const [row] = await adAccountRows(db, { clientId, profileId });
  return row ? adAccountAccess(row, secrets) : { ok: false, reason: AD_ACCOUNT_TEXT.noStore };
}
