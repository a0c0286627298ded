import { ADGROUP_MASTER_COLUMNS, type AdGroupMasterRow } from '@marketdesk/contracts/adgroup-master';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { adCampaigns, adGroups } from '../../db/schema';
import { withinBrands } from '../../platform/report-scope';

export interface MasterProfile {
  profile_id: string;
  seller_name: string;
  seller_type: string;
  fk_mp_id: number;
  short_code: string;
  currency_code: string;
}

/** ILIKE pattern that matches the text literally ('%' and '_' are not wildcards). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The campaign columns the master writes (besides its key). */
export const CAMPAIGN_COLUMNS = [
  'campaign_name',
  'state',
  'budget',
  'currency_code',
  'targeting_type',
  'fk_brand_id',
] as const;
/** The ad group columns the master writes (besides its key): its campaign, name, state, brand and own fields. */
export const AD_GROUP_COLUMNS = [
  'campaign_id',
  'ad_group_name',
  'state',
  'fk_brand_id',
  // Every master column from ad_group_type on is the ad group's own field, stored under the same name.
  ...ADGROUP_MASTER_COLUMNS.slice(ADGROUP_MASTER_COLUMNS.indexOf('ad_group_type')),
] as const;

/** An upsert's SET: each column from the row that conflicted. */
const fromExcluded = (columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)]));

export type CampaignWrite = Omit<
  typeof adCampaigns.$inferInsert,
  'campaign_type' | 'start_date' | 'end_date'
>;
export type AdGroupWrite = Omit<typeof adGroups.$inferInsert, 'pk_ad_group' | 'default_bid'>;

/** Queries of the AdGroup Master; `ex` is the request's (or the approval's) transaction where one is open. */
export const adgroupMasterRepository = {
  /**
   * One profile of the client with its marketplace, whoever asks: the approval's read (the reviewer need not be
   * assigned to it). What a caller may see is platform/profile-scope's.
   */
  async profile(ex: Executor, clientId: number, profileId: string) {
    const [row] = await rowsOf<MasterProfile>(
      ex,
      sql`select sp.profile_id, sp.seller_name, sp.seller_type, sp.fk_mp_id, m.short_code, m.currency_code
            from seller_profiles sp join marketplaces m on m.pk_mp_id = sp.fk_mp_id
           where sp.client_id = ${clientId} and sp.profile_id = ${profileId}`,
    );
    return row ?? null;
  },

  /**
   * The client's brands by name (trimmed, lower case; the lowest id where names repeat): the brands of its
   * SKUs and of its advertising, within the brand limit (null: no limit).
   */
  async brands(ex: Executor, clientId: number, limit: readonly number[] | null) {
    const rows = await rowsOf<{ id: number; name: string }>(
      ex,
      sql`select b.pk_brand_id as id, lower(trim(b.brand_name)) as name from brands b
           where b.pk_brand_id in (
                   select fk_brand_id from skus where client_id = ${clientId}
                   union select fk_brand_id from ad_campaigns where client_id = ${clientId}
                   union select fk_brand_id from ad_groups where client_id = ${clientId})
             and ${withinBrands(sql`b.pk_brand_id`, limit)}
           order by b.pk_brand_id desc`,
    );
    return new Map(rows.map((r) => [r.name, r.id]));
  },

  /** The profile's ad groups whose brand is outside the limit (a brand-limited user may not overwrite them). */
  async foreignAdGroups(ex: Executor, clientId: number, profileId: string, limit: readonly number[] | null) {
    if (limit === null) return new Set<string>();
    const rows = await rowsOf<{ ad_group_id: string }>(
      ex,
      sql`select g.ad_group_id from ad_groups g
            join ad_campaigns c on c.client_id = g.client_id and c.profile_id = g.profile_id
                               and c.campaign_id = g.campaign_id
           where g.client_id = ${clientId} and g.profile_id = ${profileId}
             and not ${withinBrands(sql`coalesce(g.fk_brand_id, c.fk_brand_id)`, limit)}`,
    );
    return new Set(rows.map((r) => r.ad_group_id));
  },

  /**
   * One page of the profile's master rows (ad groups with their campaign and brand), by campaign name, ad group
   * name and row id; `search` matches ids, names, brand, category, subcategory and state (contains).
   */
  async list(
    ex: Executor,
    o: {
      clientId: number;
      profileId: string;
      brandLimit: readonly number[] | null;
      search: string;
      offset: number;
      limit: number;
    },
  ): Promise<{ items: AdGroupMasterRow[]; total: number }> {
    const pattern = contains(o.search);
    const searched =
      o.search === ''
        ? sql`true`
        : sql`concat_ws(' ', g.ad_group_id, g.ad_group_name, c.campaign_id, c.campaign_name, b.brand_name,
                 g.category, g.subcategory, g.state, g.ad_group_type) ilike ${pattern}`;
    const where = sql`g.client_id = ${o.clientId} and g.profile_id = ${o.profileId}
      and ${withinBrands(sql`coalesce(g.fk_brand_id, c.fk_brand_id)`, o.brandLimit)} and ${searched}`;
    const from = sql`from ad_groups g
      join ad_campaigns c on c.client_id = g.client_id and c.profile_id = g.profile_id and c.campaign_id = g.campaign_id
      left join brands b on b.pk_brand_id = coalesce(g.fk_brand_id, c.fk_brand_id)`;
    const [count] = await rowsOf<{ total: number }>(
      ex,
      sql`select count(*)::int as total ${from} where ${where}`,
    );
    const items = await rowsOf<AdGroupMasterRow>(
      ex,
      sql`select g.pk_ad_group::float8 as pk_ad_group, g.ad_group_id, g.ad_group_name, b.brand_name,
                 c.campaign_name, c.campaign_id, g.state, c.budget::float8 as budget, c.currency_code,
                 g.ad_group_type, coalesce(g.targeting_type, c.targeting_type) as targeting_type,
                 g.target_acos::float8 as target_acos, g.target_ctr::float8 as target_ctr,
                 g.target_conversion::float8 as target_conversion, g.asp::float8 as asp, g.category,
                 g.subcategory, g.exact_match_adgroup_name, g.product_target_adgroup_name,
                 g.profile_id as fk_profile_id
          ${from} where ${where}
          order by c.campaign_name, g.ad_group_name, g.pk_ad_group
          limit ${o.limit} offset ${o.offset}`,
    );
    return { items, total: count?.total ?? 0 };
  },

  async upsertCampaigns(ex: Executor, rows: readonly CampaignWrite[]) {
    if (rows.length === 0) return;
    await ex
      .insert(adCampaigns)
      .values([...rows])
      .onConflictDoUpdate({
        target: [adCampaigns.client_id, adCampaigns.profile_id, adCampaigns.campaign_id],
        set: fromExcluded(CAMPAIGN_COLUMNS),
      });
  },

  async upsertAdGroups(ex: Executor, rows: readonly AdGroupWrite[]) {
    if (rows.length === 0) return;
    await ex
      .insert(adGroups)
      .values([...rows])
      .onConflictDoUpdate({
        target: [adGroups.client_id, adGroups.profile_id, adGroups.ad_group_id],
        set: fromExcluded(AD_GROUP_COLUMNS),
      });
  },
};
