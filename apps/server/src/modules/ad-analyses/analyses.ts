import {
  AD_EVIDENCE,
  adFigures,
  bidLimitsFor,
  effectiveTargetAcos,
  evidenceWindow,
  rankDropped,
  rankWeeks,
  type StockVerdict,
  salesWindow,
  searchTermVerdict,
  stockVerdict,
  type T11Verdict,
  T12_THRESHOLDS,
  targetVerdict,
  weekRank,
} from '@marketdesk/contracts/ad-analyses';
import type { Executor } from '../../db/facts';
import { catalogueRepository } from '../catalogue';
import {
  type AdProductStockRow,
  type AdProfileRow,
  adAnalysisFacts,
  type TargetFactsRow,
} from './facts.repository';

/**
 * The three analyses of one advertising profile on `today` (YYYY-MM-DD): the facts read, each rule of contracts
 * applied, one ticket item per row. Which rows an open ticket already holds is the raiser's business.
 */

type Item = Record<string, unknown>;
const r2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The spec's common item keys (spec 03 section 3), plus the profile's marketplace currency (ours): a row's bids
 * and amounts are in it, and the ticket shows them so.
 */
const common = (p: AdProfileRow, brandId: number | null, retailerSku: string | null): Item => ({
  client_id: p.client_id,
  mp_id: p.mp_id,
  currency_code: p.currency_code,
  brand_id: brandId,
  profile_id: p.profile_id,
  retailer_sku: retailerSku,
  comments: '',
  fk_owner_id: null,
  owner_name: null,
});

/** Each advertised product's stock verdict (THE stock rule), with its Buy Box win percentage of the window. */
export async function adProductVerdicts(
  ex: Executor,
  p: AdProfileRow,
  today: string,
): Promise<{ row: AdProductStockRow; buyBox: number | null; dailyUnits: number; verdict: StockVerdict }[]> {
  const sales = salesWindow(today);
  const rows = await adAnalysisFacts(ex).adProductStock(p.client_id, p.profile_id, p.mp_id, sales);
  const productIds = [...new Set(rows.flatMap((r) => (r.pk_product_id === null ? [] : [r.pk_product_id])))];
  const wins = productIds.length
    ? await catalogueRepository(ex).buyBoxWinPercentages(
        { clientId: p.client_id, mpId: p.mp_id, productIds },
        T12_THRESHOLDS.buyBoxWindowDays,
        new Date(`${today}T00:00:00.000Z`),
      )
    : [];
  const winOf = new Map(wins.map((w) => [w.fk_product_id, w.win_percentage]));
  return rows.map((row) => {
    const dailyUnits = row.units_sold / T12_THRESHOLDS.salesWindowDays;
    const buyBox = row.pk_product_id === null ? null : (winOf.get(row.pk_product_id) ?? null);
    const verdict = stockVerdict({
      isRetail: row.is_retail,
      warehouseStock: row.warehouse_stock,
      fbaStock: row.fba_stock,
      dailyUnits,
      buyBoxWinPercentage: buyBox,
    });
    return { row, buyBox, dailyUnits, verdict };
  });
}

/** T12: one row per enabled advertised product short of stock or without the Buy Box (Pause AdProduct). */
export async function t12Items(ex: Executor, p: AdProfileRow, today: string): Promise<Item[]> {
  const verdicts = await adProductVerdicts(ex, p, today);
  return verdicts
    .filter((v) => v.verdict.reasons.length > 0)
    .map(({ row, buyBox, dailyUnits, verdict }) => ({
      ...common(p, row.brand_id, row.sku_code),
      ad_id: row.ad_id,
      campaign_id: row.campaign_id,
      adgroup_id: row.ad_group_id,
      ad_group_name: row.ad_group_name,
      mp_sku_code: row.mp_sku_code,
      asin: row.asin,
      warehouse_stock: row.is_retail ? row.warehouse_stock : null,
      fba_stock: row.is_retail ? row.fba_stock : null,
      buybox_win_percentage: buyBox,
      is_retail: row.is_retail,
      rule: verdict.reasons.join(','),
      evidence: {
        sales_window: salesWindow(today),
        units_sold: row.units_sold,
        daily_units: r2(dailyUnits),
        stock_coverage_days: verdict.coverageDays,
        min_coverage_days: T12_THRESHOLDS.minCoverageDays,
        buybox_window_days: T12_THRESHOLDS.buyBoxWindowDays,
        min_buybox_win_percentage: T12_THRESHOLDS.minBuyBoxWinPercent,
      },
    }));
}

/** The T11 row of one target or search term the rules flagged. */
function t11Item(
  p: AdProfileRow,
  row: TargetFactsRow,
  kind: { item_type: 'searchterm' | 'target'; text: string; extra?: Item },
  verdict: T11Verdict,
  targetAcos: number,
  minBid: number,
  window: { from: string; to: string },
): Item {
  const f = adFigures(row);
  const metrics = {
    impressions: f.impressions,
    clicks: f.clicks,
    ctr: f.ctr,
    units: f.units,
    orders: f.orders,
    conversion: f.conversion,
    spend: f.spend,
    cpc: f.cpc,
    sales: f.sales,
    acos: f.acos,
  };
  return {
    ...common(p, row.brand_id, null),
    seller_name: p.seller_name,
    item_type: kind.item_type,
    action_type: verdict.action_type,
    existing_bid: row.existing_bid === null ? null : r2(row.existing_bid),
    new_bid: verdict.new_bid,
    min_bid: minBid,
    targeting_id: row.target_id,
    campaign_id: row.campaign_id,
    adgroup_id: row.ad_group_id,
    adgroup_name: row.ad_group_name,
    target_or_search_term: kind.text,
    ...metrics,
    metrics: { ...metrics, window },
    rule: verdict.rule,
    evidence: {
      window,
      clicks: f.clicks,
      orders: f.orders,
      spend: f.spend,
      sales: f.sales,
      acos: f.acos,
      cpc: f.cpc,
      target_acos: targetAcos,
      min_clicks: AD_EVIDENCE.minClicks,
      ...kind.extra,
    },
  };
}

/**
 * T11: the profile's targets and search terms of the evidence window through the two rules; an ad group with a
 * product short of stock (T12's rule) gets no 'good' row (no raised bid, no new target).
 */
export async function t11Items(ex: Executor, p: AdProfileRow, today: string): Promise<Item[]> {
  const facts = adAnalysisFacts(ex);
  const window = evidenceWindow(today);
  const limits = bidLimitsFor(p.country_code, p.currency_code);
  const shortGroups = new Set(
    (await adProductVerdicts(ex, p, today))
      .filter((v) => v.verdict.shortOfStock)
      .map((v) => v.row.ad_group_id),
  );
  const items: Item[] = [];
  for (const row of await facts.targets(p.client_id, p.profile_id, window)) {
    const targetAcos = effectiveTargetAcos(row.target_acos);
    const shortOfStock = shortGroups.has(row.ad_group_id);
    const verdict = targetVerdict({
      figures: adFigures(row),
      existingBid: row.existing_bid,
      targetAcos,
      limits,
      shortOfStock,
    });
    if (verdict)
      items.push(
        t11Item(
          p,
          row,
          { item_type: 'target', text: row.target, extra: { short_of_stock: shortOfStock } },
          verdict,
          targetAcos,
          limits.min,
          window,
        ),
      );
  }
  for (const row of await facts.searchTerms(p.client_id, p.profile_id, window)) {
    const targetAcos = effectiveTargetAcos(row.target_acos);
    const shortOfStock = shortGroups.has(row.ad_group_id);
    const verdict = searchTermVerdict({
      figures: adFigures(row),
      targetAcos,
      limits,
      alreadyTargeted: row.already_targeted,
      alreadyNegated: row.already_negated,
      shortOfStock,
    });
    if (verdict)
      items.push(
        t11Item(
          p,
          row,
          {
            item_type: 'searchterm',
            text: row.search_term,
            extra: {
              search_term_id: row.search_term_id,
              matched_target: row.target,
              short_of_stock: shortOfStock,
            },
          },
          verdict,
          targetAcos,
          limits.min,
          window,
        ),
      );
  }
  return items;
}

/** T14: advertised ASINs whose average keyword rank dropped past the threshold from last week to this one. */
export async function t14Items(ex: Executor, p: AdProfileRow, today: string): Promise<Item[]> {
  const weeks = rankWeeks(today);
  const rows = await adAnalysisFacts(ex).ranks(p.client_id, p.profile_id, p.mp_id, weeks);
  return rows.flatMap((row) => {
    const previous = weekRank(row.previous_ranks);
    const current = weekRank(row.current_ranks);
    if (!rankDropped(previous, current)) return [];
    return [
      {
        ...common(p, row.brand_id, row.retailer_sku),
        item_id: `RK-${weeks.current.to}-${p.profile_id}-${row.asin}-${row.keyword}`.slice(0, 200),
        ad_group_name: row.ad_group_name,
        asin: row.asin,
        product_title: row.product_title,
        previous_week_rank: previous,
        new_rank: current,
        keyword: row.keyword,
        rule: 'keyword_rank_drop',
        evidence: {
          previous_week: weeks.previous,
          current_week: weeks.current,
          previous_ranks: row.previous_ranks,
          current_ranks: row.current_ranks,
        },
      },
    ];
  });
}
