import { createHash } from 'node:crypto';
import type { AmsReportType } from '@marketdesk/contracts/ams-reports';
import { sql } from 'drizzle-orm';
import type { AdMetricInput } from '../../db/facts';
import { json, pgArray, rowsOf, type Tx } from '../../db/facts/executor';
import { type Parsed, targetKind } from './report-rows';

/**
 * The writes of one Sponsored Products report inside the import's transaction: the ad entities (campaigns, ad
 * groups, advertised products, targets, search terms: inserted or updated, never deleted) and the metric rows of
 * its level.
 */

const lower = (v: string | null) => (v ? v.toLowerCase() : null);
const money = (cents: number) => (cents / 100).toFixed(2);
/** A search term's id: the one already stored for it (ad group, target, text), else derived from those. */
const searchTermKey = (adGroupId: string, targetId: string | null, term: string) =>
  `${adGroupId}\u001f${targetId ?? ''}\u001f${term}`;
const derivedSearchTermId = (key: string) =>
  `st-${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;

interface Metrics {
  impressions: number;
  clicks: number;
  cost: number;
  sales7d: number;
  purchases7d: number;
  unitsSoldClicks7d: number;
}
const metricsOf = (r: Metrics) => ({
  impressions: r.impressions,
  clicks: r.clicks,
  spend: money(r.cost),
  sales: money(r.sales7d),
  orders: r.purchases7d,
  units: r.unitsSoldClicks7d,
});
/** Who and what a report is: the profile it belongs to, its type and the days it covers. */
export interface ReportIdentity {
  clientId: number;
  profileId: string;
  reportType: AmsReportType;
  startDate: string;
  endDate: string;
}

export async function upsertParents(
  tx: Tx,
  input: ReportIdentity,
  rows: Parsed<AmsReportType>[],
  currency: string,
) {
  const isCampaigns = input.reportType === 'spCampaigns';
  const campaigns = new Map<string, Record<string, unknown>>();
  const groups = new Map<string, Record<string, unknown>>();
  for (const r of rows) {
    const c = r as Parsed<'spCampaigns'>;
    campaigns.set(r.campaignId, {
      campaign_id: r.campaignId,
      campaign_name: r.campaignName,
      currency_code: r.campaignBudgetCurrencyCode ?? currency,
      state: isCampaigns ? lower(c.campaignStatus) : null,
      budget: isCampaigns ? (c.campaignBudgetAmount ?? null) : null,
    });
    groups.set(r.adGroupId, {
      ad_group_id: r.adGroupId,
      campaign_id: r.campaignId,
      ad_group_name: r.adGroupName,
      state: isCampaigns ? lower(c.adStatus) : null,
    });
  }
  await tx.execute(sql`
    insert into ad_campaigns (client_id, profile_id, campaign_id, campaign_name, currency_code, state, budget)
    select ${input.clientId}, ${input.profileId}, x.campaign_id, coalesce(x.campaign_name, 'Campaign ' || x.campaign_id),
      x.currency_code, coalesce(x.state, 'enabled'), x.budget
    from jsonb_to_recordset(${json([...campaigns.values()])})
      as x(campaign_id text, campaign_name text, currency_code text, state text, budget numeric)
    on conflict (client_id, profile_id, campaign_id) do update set
      campaign_name = coalesce(${sql.raw("nullif(excluded.campaign_name, 'Campaign ' || excluded.campaign_id)")}, ad_campaigns.campaign_name),
      state = case when ${isCampaigns}::boolean then excluded.state else ad_campaigns.state end,
      budget = case when ${isCampaigns}::boolean then coalesce(excluded.budget, ad_campaigns.budget) else ad_campaigns.budget end`);
  await tx.execute(sql`
    insert into ad_groups (client_id, profile_id, ad_group_id, campaign_id, ad_group_name, state)
    select ${input.clientId}, ${input.profileId}, x.ad_group_id, x.campaign_id,
      coalesce(x.ad_group_name, 'Ad group ' || x.ad_group_id), coalesce(x.state, 'enabled')
    from jsonb_to_recordset(${json([...groups.values()])})
      as x(ad_group_id text, campaign_id text, ad_group_name text, state text)
    on conflict (client_id, profile_id, ad_group_id) do update set
      ad_group_name = coalesce(${sql.raw("nullif(excluded.ad_group_name, 'Ad group ' || excluded.ad_group_id)")}, ad_groups.ad_group_name),
      state = case when ${isCampaigns}::boolean then excluded.state else ad_groups.state end`);
}

/** The report's own entities (products, targets, search terms) and its metric rows. */
export async function entitiesAndMetrics(
  tx: Tx,
  input: ReportIdentity,
  rows: Parsed<AmsReportType>[],
): Promise<AdMetricInput[]> {
  const { clientId, profileId } = input;
  const base = (r: Parsed<AmsReportType>) => ({
    profile_id: profileId,
    date: r.date,
    campaign_id: r.campaignId,
    ad_group_id: r.adGroupId,
  });
  switch (input.reportType) {
    case 'spCampaigns': {
      const byCampaignDay = new Map<string, Metrics & { campaignId: string; date: string }>();
      const out: AdMetricInput[] = [];
      for (const r of rows) {
        out.push({ ...base(r), entity_type: 'ad_group', entity_id: r.adGroupId, ...metricsOf(r) });
        const key = `${r.campaignId}|${r.date}`;
        const sum = byCampaignDay.get(key) ?? {
          campaignId: r.campaignId,
          date: r.date,
          impressions: 0,
          clicks: 0,
          cost: 0,
          sales7d: 0,
          purchases7d: 0,
          unitsSoldClicks7d: 0,
        };
        for (const k of [
          'impressions',
          'clicks',
          'cost',
          'sales7d',
          'purchases7d',
          'unitsSoldClicks7d',
        ] as const)
          sum[k] += r[k];
        byCampaignDay.set(key, sum);
      }
      for (const s of byCampaignDay.values())
        out.push({
          profile_id: profileId,
          entity_type: 'campaign',
          entity_id: s.campaignId,
          date: s.date,
          campaign_id: s.campaignId,
          ad_group_id: null,
          ...metricsOf(s),
        });
      return out;
    }
    case 'spAdvertisedProduct': {
      const products = new Map<string, Record<string, unknown>>();
      for (const r of rows as Parsed<'spAdvertisedProduct'>[])
        products.set(r.adId, {
          ad_id: r.adId,
          ad_group_id: r.adGroupId,
          campaign_id: r.campaignId,
          asin: r.advertisedAsin,
          sku_code: r.advertisedSku,
        });
      await tx.execute(sql`
        insert into ad_products (client_id, profile_id, ad_id, ad_group_id, campaign_id, asin, sku_code, fk_sku_id)
        select ${clientId}, ${profileId}, x.ad_id, x.ad_group_id, x.campaign_id, x.asin, x.sku_code, s.pk_sku_id
        from jsonb_to_recordset(${json([...products.values()])})
          as x(ad_id text, ad_group_id text, campaign_id text, asin text, sku_code text)
        left join lateral (
          select k.pk_sku_id from skus k where k.client_id = ${clientId} and k.sku_code = x.sku_code
          order by k.pk_sku_id limit 1
        ) s on true
        on conflict (client_id, profile_id, ad_id) do update set
          ad_group_id = excluded.ad_group_id, campaign_id = excluded.campaign_id,
          asin = coalesce(excluded.asin, ad_products.asin), sku_code = coalesce(excluded.sku_code, ad_products.sku_code),
          fk_sku_id = coalesce(excluded.fk_sku_id, ad_products.fk_sku_id)`);
      return rows.map((r) => ({
        ...base(r),
        entity_type: 'ad_product' as const,
        entity_id: (r as Parsed<'spAdvertisedProduct'>).adId,
        ...metricsOf(r),
      }));
    }
    case 'spTargeting': {
      const targets = new Map<string, Record<string, unknown>>();
      for (const r of rows as Parsed<'spTargeting'>[]) {
        const kind = targetKind(r.keywordType);
        targets.set(r.keywordId, {
          target_id: r.keywordId,
          ad_group_id: r.adGroupId,
          campaign_id: r.campaignId,
          target: (kind.keyword ? r.keyword : r.targeting) ?? r.keyword ?? r.targeting ?? r.keywordId,
          target_type: kind.target_type,
          match_type: kind.keyword ? lower(r.matchType ?? r.keywordType) : null,
          state: lower(r.adKeywordStatus),
          bid: r.keywordBid ?? null,
        });
      }
      await tx.execute(sql`
        insert into ad_targets (client_id, profile_id, target_id, ad_group_id, campaign_id, target, target_type,
          match_type, state, bid)
        select ${clientId}, ${profileId}, x.target_id, x.ad_group_id, x.campaign_id, x.target, x.target_type,
          x.match_type, coalesce(x.state, 'enabled'), x.bid
        from jsonb_to_recordset(${json([...targets.values()])})
          as x(target_id text, ad_group_id text, campaign_id text, target text, target_type text, match_type text,
            state text, bid numeric)
        on conflict (client_id, profile_id, target_id) do update set
          ad_group_id = excluded.ad_group_id, campaign_id = excluded.campaign_id, target = excluded.target,
          target_type = excluded.target_type, match_type = excluded.match_type,
          state = coalesce(${sql.raw("nullif(excluded.state, '')")}, ad_targets.state),
          bid = coalesce(excluded.bid, ad_targets.bid)`);
      return rows.map((r) => ({
        ...base(r),
        entity_type: 'target' as const,
        entity_id: (r as Parsed<'spTargeting'>).keywordId,
        ...metricsOf(r),
      }));
    }
    case 'spSearchTerm': {
      const typed = rows as Parsed<'spSearchTerm'>[];
      const groupIds = [...new Set(typed.map((r) => r.adGroupId))];
      const known = new Map<string, string>();
      for (const s of await rowsOf<{ k: string; search_term_id: string }>(
        tx,
        sql`select ad_group_id || chr(31) || coalesce(target_id, '') || chr(31) || search_term as k, search_term_id
          from ad_search_terms where client_id = ${clientId} and profile_id = ${profileId}
          and ad_group_id = any(${pgArray(groupIds)}::text[])`,
      ))
        known.set(s.k, s.search_term_id);
      const terms = new Map<string, Record<string, unknown>>();
      const ids = typed.map((r) => {
        const key = searchTermKey(r.adGroupId, r.keywordId, r.searchTerm);
        const termId = known.get(key) ?? derivedSearchTermId(key);
        terms.set(termId, {
          search_term_id: termId,
          ad_group_id: r.adGroupId,
          campaign_id: r.campaignId,
          target_id: r.keywordId,
          search_term: r.searchTerm,
          keyword: r.keyword ?? r.targeting,
        });
        return termId;
      });
      await tx.execute(sql`
        insert into ad_search_terms (client_id, profile_id, search_term_id, ad_group_id, campaign_id, target_id,
          search_term, keyword)
        select ${clientId}, ${profileId}, x.search_term_id, x.ad_group_id, x.campaign_id, x.target_id, x.search_term,
          x.keyword
        from jsonb_to_recordset(${json([...terms.values()])})
          as x(search_term_id text, ad_group_id text, campaign_id text, target_id text, search_term text, keyword text)
        on conflict (client_id, profile_id, search_term_id) do update set
          keyword = coalesce(excluded.keyword, ad_search_terms.keyword)`);
      return typed.map((r, i) => ({
        ...base(r),
        entity_type: 'search_term' as const,
        entity_id: ids[i]!,
        ...metricsOf(r),
      }));
    }
  }
}
