import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';

/** The queries of the AMS view; every one is bound to the client and the seller (profile) checked before. */

/** What one grid reads: the seller, the window, the brands (null: all) and, below the ad groups, the ad group. */
export interface AmsReadScope {
  clientId: number;
  profileId: string;
  start: string;
  end: string;
  brandIds: number[] | null;
}

/** Summed metrics as SQL answers them (numeric and bigint arrive as text on both drivers). */
export interface SumsSql {
  impressions: string | number;
  clicks: string | number;
  spend: string | number;
  sales: string | number;
  orders: string | number;
  units: string | number;
}

type Level = 'ad_product' | 'target' | 'search_term';

/**
 * The metric rows of these levels in the window: the daily rows, and the summaries of console reports
 * (`ad_metrics_period`) whose whole period lies in the window, for an entity without daily rows in that period
 * (a day is never counted twice).
 */
const windowRows = (s: AmsReadScope, levels: readonly Level[], groups?: SQL) => sql`
  select d.entity_type, d.entity_id, d.ad_group_id, d.impressions, d.clicks, d.spend, d.sales, d.orders, d.units
  from ad_metrics_daily d
  where d.client_id = ${s.clientId}::int and d.profile_id = ${s.profileId}::text
    and d.entity_type = any(${`{${levels.join(',')}}`}::text[]) and d.date between ${s.start}::date and ${s.end}::date
    ${groups ? sql`and d.ad_group_id in (${groups})` : sql``}
  union all
  select p.entity_type, p.entity_id, p.ad_group_id, p.impressions, p.clicks, p.spend, p.sales, p.orders, p.units
  from ad_metrics_period p
  where p.client_id = ${s.clientId}::int and p.profile_id = ${s.profileId}::text
    and p.entity_type = any(${`{${levels.join(',')}}`}::text[])
    and p.start_date >= ${s.start}::date and p.end_date <= ${s.end}::date
    ${groups ? sql`and p.ad_group_id in (${groups})` : sql``}
    and not exists (select 1 from ad_metrics_daily x where x.client_id = p.client_id and x.profile_id = p.profile_id
      and x.entity_type = p.entity_type and x.entity_id = p.entity_id and x.date between p.start_date and p.end_date)`;

/** The sums of one level per entity over the window (a sub-select keyed by entity_id). */
const levelSums = (s: AmsReadScope, level: Level) => sql`
  select d.entity_id,
    sum(d.impressions)::bigint as impressions, sum(d.clicks)::bigint as clicks,
    sum(d.spend)::numeric as spend, sum(d.sales)::numeric as sales,
    sum(d.orders)::bigint as orders, sum(d.units)::bigint as units
  from (${windowRows(s, [level])}) d
  group by d.entity_id`;

/**
 * An ad group without advertised products (a profile fed only by console search term and targeting reports)
 * has no ad_product level: its figures are its targets' level, else its search terms' (one level, never both).
 * Only those ad groups' rows are read: an API-fed profile has none, and its target and search term rows are
 * its largest.
 */
const fallbackSums = (s: AmsReadScope) => sql`
  select distinct on (d.ad_group_id) d.ad_group_id,
    sum(d.impressions)::bigint as impressions, sum(d.clicks)::bigint as clicks,
    sum(d.spend)::numeric as spend, sum(d.sales)::numeric as sales,
    sum(d.orders)::bigint as orders, sum(d.units)::bigint as units
  from (${windowRows(
    s,
    ['target', 'search_term'],
    sql`select g.ad_group_id from ad_groups g
      where g.client_id = ${s.clientId}::int and g.profile_id = ${s.profileId}::text
        and not exists (select 1 from ad_products ap where ap.client_id = g.client_id
          and ap.profile_id = g.profile_id and ap.ad_group_id = g.ad_group_id)`,
  )}) d
  group by d.ad_group_id, d.entity_type
  order by d.ad_group_id, d.entity_type = 'search_term'`;

const zeros = (m: string) =>
  sql.raw(`coalesce(${m}.impressions, 0) as impressions, coalesce(${m}.clicks, 0) as clicks,
  coalesce(${m}.spend, 0) as spend, coalesce(${m}.sales, 0) as sales,
  coalesce(${m}.orders, 0) as orders, coalesce(${m}.units, 0) as units`);

export function amsRepository(db: Executor) {
  const rows = <T>(q: SQL) => rowsOf<T>(db, q);
  return {
    /** One ad group of the seller within the brands, or nothing. */
    adGroup: async (s: Omit<AmsReadScope, 'start' | 'end'>, adGroupId: string) => {
      const [row] = await rows<{ ad_group_id: string }>(sql`
        select g.ad_group_id from ad_groups g
        where g.client_id = ${s.clientId}::int and g.profile_id = ${s.profileId}::text
          and g.ad_group_id = ${adGroupId}::text and ${withinBrands(sql`g.fk_brand_id`, s.brandIds)}`);
      return row ?? null;
    },

    /** One target of the ad group, or nothing. */
    target: async (s: Omit<AmsReadScope, 'start' | 'end'>, adGroupId: string, targetId: string) => {
      const [row] = await rows<{ target_id: string; target: string }>(sql`
        select target_id, target from ad_targets
        where client_id = ${s.clientId}::int and profile_id = ${s.profileId}::text
          and ad_group_id = ${adGroupId}::text and target_id = ${targetId}::text`);
      return row ?? null;
    },

    /** Every ad group of the seller within the brands, with the ad_product-level sums of its products. */
    adGroups: (s: AmsReadScope) =>
      rows<
        SumsSql & {
          ad_group_id: string;
          ad_group_name: string;
          status: string;
          campaign_id: string;
          campaign_name: string;
          seller_name: string;
        }
      >(sql`
        with m as (
          select ap.ad_group_id,
            sum(x.impressions)::bigint as impressions, sum(x.clicks)::bigint as clicks,
            sum(x.spend)::numeric as spend, sum(x.sales)::numeric as sales,
            sum(x.orders)::bigint as orders, sum(x.units)::bigint as units
          from (${levelSums(s, 'ad_product')}) x
          join ad_products ap on ap.client_id = ${s.clientId}::int and ap.profile_id = ${s.profileId}::text
            and ap.ad_id = x.entity_id
          group by ap.ad_group_id
          union all
          (${fallbackSums(s)})
        )
        select g.ad_group_id, g.ad_group_name, g.state as status, g.campaign_id, c.campaign_name,
          sp.seller_name, ${zeros('m')}
        from ad_groups g
        join ad_campaigns c on c.client_id = g.client_id and c.profile_id = g.profile_id
          and c.campaign_id = g.campaign_id
        join seller_profiles sp on sp.client_id = g.client_id and sp.profile_id = g.profile_id
        left join m on m.ad_group_id = g.ad_group_id
        where g.client_id = ${s.clientId}::int and g.profile_id = ${s.profileId}::text
          and ${withinBrands(sql`g.fk_brand_id`, s.brandIds)}
        order by g.ad_group_name, g.ad_group_id`),

    /** The ad group's advertised products with their ad_product-level sums (SKU name from the client's SKU). */
    adProducts: (s: AmsReadScope, adGroupId: string) =>
      rows<
        SumsSql & {
          ad_id: string;
          sku_code: string | null;
          sku_name: string | null;
          asin: string | null;
          status: string;
        }
      >(sql`
        select ap.ad_id, coalesce(ap.sku_code, k.sku_code) as sku_code, k.sku_name, ap.asin, ap.state as status,
          ${zeros('m')}
        from ad_products ap
        left join skus k on k.client_id = ap.client_id and k.pk_sku_id = ap.fk_sku_id
        left join (${levelSums(s, 'ad_product')}) m on m.entity_id = ap.ad_id
        where ap.client_id = ${s.clientId}::int and ap.profile_id = ${s.profileId}::text
          and ap.ad_group_id = ${adGroupId}::text
        order by coalesce(ap.sku_code, k.sku_code), ap.asin, ap.ad_id`),

    /** The ad group's targets with their target-level sums. */
    targets: (s: AmsReadScope, adGroupId: string) =>
      rows<
        SumsSql & {
          target_id: string;
          target: string;
          type: string;
          match_type: string | null;
          status: string;
          bid: string | null;
        }
      >(sql`
        select t.target_id, t.target, t.target_type as type, t.match_type, t.state as status, t.bid, ${zeros('m')}
        from ad_targets t
        left join (${levelSums(s, 'target')}) m on m.entity_id = t.target_id
        where t.client_id = ${s.clientId}::int and t.profile_id = ${s.profileId}::text
          and t.ad_group_id = ${adGroupId}::text
        order by t.target, t.target_id`),

    /** The ad group's search terms (of one target, when given) with their search_term-level sums. */
    searchTerms: (s: AmsReadScope, adGroupId: string, targetId: string | null) =>
      rows<
        SumsSql & {
          search_term_id: string;
          search_term: string;
          keyword: string | null;
          target_id: string | null;
        }
      >(sql`
        select st.search_term_id, st.search_term, st.keyword, st.target_id, ${zeros('m')}
        from ad_search_terms st
        left join (${levelSums(s, 'search_term')}) m on m.entity_id = st.search_term_id
        where st.client_id = ${s.clientId}::int and st.profile_id = ${s.profileId}::text
          and st.ad_group_id = ${adGroupId}::text
          and (${targetId}::text is null or st.target_id = ${targetId}::text)
        order by coalesce(m.spend, 0) desc, st.search_term, st.search_term_id`),

    /** The ad group's negative keywords. */
    negatives: (s: Omit<AmsReadScope, 'start' | 'end'>, adGroupId: string) =>
      rows<{
        keyword_id: string;
        keyword_text: string;
        match_type: string;
        status: string;
        bid: string | null;
      }>(sql`
        select keyword_id, keyword_text, match_type, state as status, bid
        from ad_negative_keywords
        where client_id = ${s.clientId}::int and profile_id = ${s.profileId}::text
          and ad_group_id = ${adGroupId}::text
        order by keyword_text, keyword_id`),
  };
}

export type AmsRepository = ReturnType<typeof amsRepository>;
