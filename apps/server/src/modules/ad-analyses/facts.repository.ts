import type { AdTotals, DayWindow } from '@marketdesk/contracts/ad-analyses';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';

/**
 * The facts the advertising analyses read. Every query is bounded by one client and one of its advertising
 * profiles (the profile fixes the marketplace): a run for client A never reads client B's rows.
 */

/** An advertising profile with ad groups, and its marketplace. */
export interface AdProfileRow {
  client_id: number;
  profile_id: string;
  seller_name: string;
  mp_id: number;
  country_code: string;
  currency_code: string;
}

/** A target with its metrics summed over the evidence window. */
export interface TargetFactsRow extends AdTotals {
  target_id: string;
  target: string;
  campaign_id: string;
  ad_group_id: string;
  ad_group_name: string;
  brand_id: number | null;
  existing_bid: number | null;
  target_acos: number | null;
}

export interface SearchTermFactsRow extends TargetFactsRow {
  search_term_id: string;
  search_term: string;
  already_targeted: boolean;
  already_negated: boolean;
}

export interface AdProductStockRow {
  ad_id: string;
  campaign_id: string;
  ad_group_id: string;
  ad_group_name: string;
  brand_id: number | null;
  asin: string;
  mp_sku_code: string;
  sku_code: string | null;
  pk_product_id: number | null;
  is_retail: boolean;
  warehouse_stock: number;
  fba_stock: number;
  units_sold: number;
}

export interface RankFactsRow {
  asin: string;
  keyword: string;
  ad_group_name: string;
  brand_id: number | null;
  product_title: string | null;
  retailer_sku: string | null;
  previous_ranks: number[];
  current_ranks: number[];
}

/** One entity type's metrics summed over the window (the level is summed alone: levels overlap). */
const metricsOf = (clientId: number, profileId: string, level: 'target' | 'search_term', w: DayWindow) =>
  sql`(select entity_id, sum(impressions)::float8 as impressions, sum(clicks)::float8 as clicks,
      sum(spend)::float8 as spend, sum(sales)::float8 as sales, sum(orders)::float8 as orders,
      sum(units)::float8 as units
    from ad_metrics_daily
    where client_id = ${clientId}::int and profile_id = ${profileId} and entity_type = ${level}
      and date between ${w.from}::date and ${w.to}::date
    group by entity_id)`;

/** The ad group (alias g) serves: it and its campaign are enabled (a paused one has nothing to change). */
const SERVING = sql`g.state = 'enabled' and exists (select 1 from ad_campaigns c where c.client_id = g.client_id
  and c.profile_id = g.profile_id and c.campaign_id = g.campaign_id and c.state = 'enabled')`;

const GROUP_COLUMNS = sql`g.ad_group_name, g.fk_brand_id as brand_id, g.target_acos::float8 as target_acos,
  m.impressions, m.clicks, m.spend, m.sales, m.orders, m.units`;

export function adAnalysisFacts(ex: Executor) {
  return {
    /** Profiles with at least one ad group, optionally one client's or one profile. */
    profiles(only: { clientId?: number; profileId?: string } = {}): Promise<AdProfileRow[]> {
      return rowsOf<AdProfileRow>(
        ex,
        sql`select sp.client_id, sp.profile_id, sp.seller_name, sp.fk_mp_id as mp_id, m.country_code, m.currency_code
          from seller_profiles sp join marketplaces m on m.pk_mp_id = sp.fk_mp_id
          where exists (select 1 from ad_groups g where g.client_id = sp.client_id and g.profile_id = sp.profile_id)
            ${only.clientId !== undefined ? sql`and sp.client_id = ${only.clientId}::int` : sql``}
            ${only.profileId !== undefined ? sql`and sp.profile_id = ${only.profileId}` : sql``}
          order by sp.client_id, sp.profile_id`,
      );
    },

    /** Enabled targets of serving ad groups with metrics in the window, their bid (own, else the ad group's default) and target ACOS. */
    targets(clientId: number, profileId: string, w: DayWindow): Promise<TargetFactsRow[]> {
      return rowsOf<TargetFactsRow>(
        ex,
        sql`select t.target_id, t.target, t.campaign_id, t.ad_group_id,
            coalesce(t.bid, g.default_bid)::float8 as existing_bid, ${GROUP_COLUMNS}
          from ad_targets t
          join ad_groups g on g.client_id = t.client_id and g.profile_id = t.profile_id and g.ad_group_id = t.ad_group_id
          join ${metricsOf(clientId, profileId, 'target', w)} m on m.entity_id = t.target_id
          where t.client_id = ${clientId}::int and t.profile_id = ${profileId} and t.state = 'enabled'
            and ${SERVING}
          order by t.target_id`,
      );
    },

    /**
     * Search terms with metrics in the window; the bid of the target that matched; whether the term is already a
     * keyword target of the profile (any state but archived) or an enabled negative keyword of its ad group.
     */
    searchTerms(clientId: number, profileId: string, w: DayWindow): Promise<SearchTermFactsRow[]> {
      return rowsOf<SearchTermFactsRow>(
        ex,
        sql`select s.search_term_id, s.search_term, coalesce(s.target_id, '') as target_id,
            coalesce(t.target, s.keyword, '') as target, s.campaign_id, s.ad_group_id,
            coalesce(t.bid, g.default_bid)::float8 as existing_bid, ${GROUP_COLUMNS},
            exists (select 1 from ad_targets k where k.client_id = s.client_id and k.profile_id = s.profile_id
              and k.target_type = 'keyword' and k.state <> 'archived'
              and lower(trim(k.target)) = lower(trim(s.search_term))) as already_targeted,
            exists (select 1 from ad_negative_keywords n where n.client_id = s.client_id
              and n.profile_id = s.profile_id and n.ad_group_id = s.ad_group_id and n.state = 'enabled'
              and lower(trim(n.keyword_text)) = lower(trim(s.search_term))) as already_negated
          from ad_search_terms s
          join ad_groups g on g.client_id = s.client_id and g.profile_id = s.profile_id and g.ad_group_id = s.ad_group_id
          left join ad_targets t on t.client_id = s.client_id and t.profile_id = s.profile_id and t.target_id = s.target_id
          join ${metricsOf(clientId, profileId, 'search_term', w)} m on m.entity_id = s.search_term_id
          where s.client_id = ${clientId}::int and s.profile_id = ${profileId} and ${SERVING}
          order by s.search_term_id`,
      );
    },

    /**
     * Enabled advertised products of serving ad groups with their stock: the listing of the profile's marketplace with the ad's ASIN
     * (the one of the ad's SKU first), its SKU (the ad's, else the listing's; none: not retail), warehouse stock
     * of that SKU in the warehouses serving the marketplace, FBA stock (available) of its seller SKU or SKU code
     * on the marketplace, and the SKU's units sold on the marketplace in the sales window (sales_daily_sku).
     */
    adProductStock(clientId: number, profileId: string, mpId: number, sales: DayWindow) {
      return rowsOf<AdProductStockRow>(
        ex,
        sql`select a.ad_id, a.campaign_id, a.ad_group_id, g.ad_group_name, g.fk_brand_id as brand_id,
            coalesce(a.asin, '') as asin, coalesce(nullif(p.mp_sku_code, ''), a.sku_code, p.sku_code, '') as mp_sku_code,
            k.sku_code, p.pk_product_id, (k.pk_sku_id is not null) as is_retail,
            coalesce(w.units, 0)::int as warehouse_stock, coalesce(f.units, 0)::int as fba_stock,
            coalesce(s.units, 0)::int as units_sold
          from ad_products a
          join ad_groups g on g.client_id = a.client_id and g.profile_id = a.profile_id and g.ad_group_id = a.ad_group_id
          left join lateral (
            select pr.pk_product_id, pr.mp_sku_code, pr.sku_code, pr.fk_sku_id from products pr
            where pr.client_id = a.client_id and pr.mp_id = ${mpId}::int and pr.identifier = a.asin
            order by (pr.sku_code = a.sku_code) desc, pr.pk_product_id limit 1
          ) p on true
          left join skus k on k.client_id = a.client_id and k.pk_sku_id = coalesce(a.fk_sku_id, p.fk_sku_id)
          left join lateral (
            select sum(st.quantity) as units from stock st
            where st.client_id = a.client_id and st.sku_code = k.sku_code
              and st.fk_warehouse_id in (select wm.warehouse_id from warehouse_marketplaces wm
                where wm.client_id = a.client_id and wm.mp_id = ${mpId}::int)
          ) w on true
          left join lateral (
            select sum(fs.available) as units from fba_stock fs
            where fs.client_id = a.client_id and fs.mp_id = ${mpId}::int
              and fs.sku_code in (nullif(p.mp_sku_code, ''), k.sku_code)
          ) f on true
          left join lateral (
            select sum(d.units_r + d.units_po + d.units_df) as units from sales_daily_sku d
            where d.client_id = a.client_id and d.mp_id = ${mpId}::int and d.sku_id = k.pk_sku_id
              and d.date between ${sales.from}::date and ${sales.to}::date
          ) s on true
          where a.client_id = ${clientId}::int and a.profile_id = ${profileId} and a.state = 'enabled'
            and ${SERVING}
          order by a.ad_id`,
      );
    },

    /**
     * The keyword ranks of each advertised ASIN of the profile (its listings' catalogue snapshots on the
     * profile's marketplace) in the two weeks, per ASIN and keyword.
     */
    ranks(
      clientId: number,
      profileId: string,
      mpId: number,
      weeks: { previous: DayWindow; current: DayWindow },
    ) {
      const { previous: p, current: c } = weeks;
      return rowsOf<RankFactsRow>(
        ex,
        sql`with adv as (
            select a.asin, string_agg(distinct g.ad_group_name, ', ' order by g.ad_group_name) as ad_group_name,
              min(g.fk_brand_id) as brand_id
            from ad_products a
            join ad_groups g on g.client_id = a.client_id and g.profile_id = a.profile_id and g.ad_group_id = a.ad_group_id
            where a.client_id = ${clientId}::int and a.profile_id = ${profileId} and a.state = 'enabled'
              and coalesce(a.asin, '') <> '' and ${SERVING}
            group by a.asin
          )
          select adv.asin, s.keyword, adv.ad_group_name, adv.brand_id, max(pr.title) as product_title,
            min(pr.sku_code) as retailer_sku,
            coalesce(array_agg(s.keyword_rank order by s.date) filter (where s.date <= ${p.to}::date), '{}') as previous_ranks,
            coalesce(array_agg(s.keyword_rank order by s.date) filter (where s.date >= ${c.from}::date), '{}') as current_ranks
          from adv
          join products pr on pr.client_id = ${clientId}::int and pr.mp_id = ${mpId}::int and pr.identifier = adv.asin
          join catalogue_snapshots s on s.client_id = pr.client_id and s.fk_product_id = pr.pk_product_id
            and s.date between ${p.from}::date and ${c.to}::date
            and s.keyword is not null and s.keyword_rank is not null
          group by adv.asin, s.keyword, adv.ad_group_name, adv.brand_id
          order by adv.asin, s.keyword`,
      );
    },

    /** The items of the client's open (PENDING, INPROGRESS) tickets of the type for the profile. */
    openItems(clientId: number, type: string, profileId: string) {
      return rowsOf<{ data: Record<string, unknown> }>(
        ex,
        sql`select i.data from tickets t
          join ticket_items i on i.client_id = t.client_id and i.ticket_id = t.pk_ticket_id
          where t.client_id = ${clientId}::int and t.fk_ticket_type_id = ${type}
            and t.status in ('PENDING', 'INPROGRESS') and i.data->>'profile_id' = ${profileId}`,
      );
    },
  };
}

export type AdAnalysisFacts = ReturnType<typeof adAnalysisFacts>;
