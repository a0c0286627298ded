import { type ContentPresence, presenceOf } from '@marketdesk/contracts/catalogue';
import {
  adRatios,
  dailySalesRate,
  detectFocusedIssues,
  FOCUSED_THRESHOLDS,
  type FocusedDailyPoint,
  type FocusedSkuAnalysis,
  type FocusedSkuMetrics,
  focusedRiskLevel,
  netMargin,
  returnRatePercent,
  roundFigure,
  stockCoverageDays,
  trendSlope,
  velocityPercentage,
} from '@marketdesk/contracts/focused-sku';
import type { ProductCatalogue } from '../catalogue';
import type { AdsRow, CostRow, DailySalesRow, ProductFactsRow, StockRow } from './analysis-facts.repository';
import { trafficGroup } from './analysis-traffic';
import type { TrafficPeriodRow } from './analysis-traffic.repository';

/**
 * One analysis record from the facts of one product (issue 19 item 2; contracts focused-sku-record). Every
 * derived figure and every issue comes from contracts' focused-sku-rules; this file only gathers the inputs.
 */

export interface RecordFacts {
  marketplace: { pk_mp_id: number; name: string; currency_code: string };
  date: string;
  /** When the analysis ran (stamps the issues). */
  analysedAt: string;
  product: ProductFactsRow;
  daily: readonly DailySalesRow[];
  unitsReturned: number;
  stock: StockRow | undefined;
  cost: CostRow | undefined;
  ads: AdsRow | undefined;
  catalogue: ProductCatalogue | undefined;
  /** The Business Report periods of the product (none: no traffic group). */
  traffic?: readonly TrafficPeriodRow[];
}

const money = (n: number) => roundFigure(n, 2);
const { windowDays, recentDays } = FOCUSED_THRESHOLDS;

/** The 30 days ending on `date`, oldest first (YYYY-MM-DD). */
export function windowDates(date: string): string[] {
  const end = Date.parse(`${date}T00:00:00Z`);
  return Array.from({ length: windowDays }, (_, i) =>
    new Date(end - (windowDays - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Daily units and revenue over the window, days without sales at 0. */
function series(date: string, rows: readonly DailySalesRow[]) {
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const days = windowDates(date);
  const units: FocusedDailyPoint[] = days.map((d) => ({ date: d, value: byDay.get(d)?.units ?? 0 }));
  const revenue: FocusedDailyPoint[] = days.map((d) => ({
    date: d,
    value: money(byDay.get(d)?.revenue ?? 0),
  }));
  return { units, revenue };
}

const sum = (points: readonly FocusedDailyPoint[]) => points.reduce((s, p) => s + p.value, 0);

/**
 * The selling price per unit and where it came from: the sale price while its sale runs on the analysis day,
 * else the regular price, else the fee rule's selling price, else the 30 days' average order price; none
 * without any of them.
 */
export function sellingPrice(
  p: ProductFactsRow,
  units30d: number,
  revenue30d: number,
): { price: number | null; source: string | null } {
  if (p.sale_active && p.sale_price !== null) return { price: p.sale_price, source: 'sale_price' };
  if (p.regular_price !== null) return { price: p.regular_price, source: 'regular_price' };
  if (p.fee_selling_price !== null) return { price: p.fee_selling_price, source: 'fees' };
  if (units30d > 0) return { price: money(revenue30d / units30d), source: 'orders' };
  return { price: null, source: null };
}

/**
 * The fee rule applied to the selling price, the way the fee estimate (fees.estimate_total) is computed:
 * price × fee_variable_frac + fee_fixed + fee_shipping, blank terms as 0. Null without a rule or a price.
 */
export function commission(p: ProductFactsRow, price: number | null): number | null {
  if (!p.has_fee_rule || price === null) return null;
  return money(price * (p.fee_variable_frac ?? 0) + (p.fee_fixed ?? 0) + (p.fee_shipping ?? 0));
}

const NO_PRESENCE: ContentPresence = {
  has_brand: false,
  has_model: false,
  has_color: false,
  has_size: false,
  has_variation: false,
  has_dimensions: false,
  has_a_plus: false,
  image_count: 0,
  bullet_count: 0,
};

function catalogueGroup(c: ProductCatalogue | undefined): FocusedSkuAnalysis['catalogue'] {
  const presence = c?.content ? (c.presence ?? presenceOf(c.content)) : NO_PRESENCE;
  const s = c?.snapshot ?? null;
  return {
    reviews_average_rating: s?.reviews_average_rating ?? null,
    reviews_count: s?.reviews_count ?? null,
    idq_score: s?.idq_score ?? null,
    sales_rank: s?.sales_rank ?? null,
    image_count: presence.image_count,
    bullet_count: presence.bullet_count,
    has_a_plus: presence.has_a_plus,
    missing_attributes: [...(s?.missing_attributes ?? [])],
    product_type: c?.content?.product_type ?? null,
    has_brand: presence.has_brand,
    has_model: presence.has_model,
    has_color: presence.has_color,
    has_size: presence.has_size,
    has_variation: presence.has_variation,
    has_dimensions: presence.has_dimensions,
  };
}

function buyboxGroup(c: ProductCatalogue | undefined): FocusedSkuAnalysis['buybox'] {
  const b = c?.buy_box ?? null;
  if (!b) {
    return {
      is_winning: null,
      is_buy_box_winner: null,
      selling_price: null,
      our_selling_price: null,
      competitor_selling_price: null,
      competitor_count: null,
      is_prime: null,
    };
  }
  return {
    is_winning: b.is_buy_box_winner,
    is_buy_box_winner: b.is_buy_box_winner,
    selling_price: b.is_buy_box_winner ? b.our_selling_price : b.competitor_selling_price,
    our_selling_price: b.our_selling_price,
    competitor_selling_price: b.competitor_selling_price,
    competitor_count: b.competitor_count,
    is_prime: b.is_prime,
  };
}

function adsGroup(a: AdsRow | undefined): FocusedSkuAnalysis['ams'] {
  const r = {
    spend_7d: money(a?.spend_7d ?? 0),
    sales_7d: money(a?.sales_7d ?? 0),
    impressions_7d: a?.impressions_7d ?? 0,
    clicks_7d: a?.clicks_7d ?? 0,
    spend_30d: money(a?.spend_30d ?? 0),
    sales_30d: money(a?.sales_30d ?? 0),
    impressions_30d: a?.impressions_30d ?? 0,
    clicks_30d: a?.clicks_30d ?? 0,
  };
  const d7 = adRatios({
    spend: r.spend_7d,
    sales: r.sales_7d,
    impressions: r.impressions_7d,
    clicks: r.clicks_7d,
  });
  const d30 = adRatios({
    spend: r.spend_30d,
    sales: r.sales_30d,
    impressions: r.impressions_30d,
    clicks: r.clicks_30d,
  });
  return {
    spend_7d: r.spend_7d,
    sales_7d: r.sales_7d,
    acos_7d: d7.acos,
    roas_7d: d7.roas,
    impressions_7d: r.impressions_7d,
    clicks_7d: r.clicks_7d,
    ctr_7d: d7.ctr,
    cpc_7d: d7.cpc,
    spend_30d: r.spend_30d,
    sales_30d: r.sales_30d,
    acos_30d: d30.acos,
    roas_30d: d30.roas,
    impressions_30d: r.impressions_30d,
    clicks_30d: r.clicks_30d,
    ctr_30d: d30.ctr,
    cpc_30d: d30.cpc,
  };
}

/** The newest of ISO instants and dates (null when all are). */
const newest = (...xs: (string | null | undefined)[]) =>
  xs.filter((x): x is string => !!x).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;

/** The whole analysis record of one product (its `id` is the stored row's, set when stored). */
export function buildRecord(f: RecordFacts): FocusedSkuAnalysis {
  const p = f.product;
  const { units, revenue } = series(f.date, f.daily);
  const recent = (points: FocusedDailyPoint[]) => points.slice(windowDays - recentDays);
  const units30d = sum(units);
  const units7d = sum(recent(units));
  const revenue30d = money(sum(revenue));
  const sales: FocusedSkuAnalysis['sales'] = {
    units_7d: units7d,
    revenue_7d: money(sum(recent(revenue))),
    units_30d: units30d,
    revenue_30d: revenue30d,
    velocity_percentage: velocityPercentage(units7d, units30d),
    trend_slope: trendSlope(units.map((u) => u.value)),
    daily_sales: units,
    daily_revenue: revenue,
  };

  const { price, source } = sellingPrice(p, units30d, revenue30d);
  const commissionAmount = commission(p, price);
  const buyingCost = f.cost?.buying_cost ?? null;
  const profitability: FocusedSkuAnalysis['profitability'] = {
    selling_price: price,
    commission_amount: commissionAmount,
    buying_cost: buyingCost,
    net_margin: netMargin(price, commissionAmount, buyingCost),
    price_source: source,
  };

  const fba = f.stock?.fba_available ?? 0;
  const rate = dailySalesRate(units30d);
  const totalAvailable = (f.stock?.warehouse_units ?? 0) + fba;
  const inventory: FocusedSkuAnalysis['inventory'] = {
    total_available: totalAvailable,
    fba_available_quantity: fba,
    stock_coverage_days: stockCoverageDays(totalAvailable, rate),
    daily_sales_rate: rate,
    aged_over_180_units: f.stock?.aged_over_180 ?? null,
  };
  const returns: FocusedSkuAnalysis['returns'] = {
    return_rate_30d: returnRatePercent(f.unitsReturned, units30d),
    units_returned_30d: f.unitsReturned,
    units_sold_30d: units30d,
  };
  const catalogue = catalogueGroup(f.catalogue);
  const buybox = buyboxGroup(f.catalogue);
  const traffic = trafficGroup(f.traffic);
  const metrics: FocusedSkuMetrics = { sales, profitability, inventory, returns, catalogue, buybox, traffic };
  const issues = detectFocusedIssues(metrics).map((i) => ({ ...i, created_at: f.analysedAt }));
  const content = f.catalogue?.content ?? null;
  const snapshot = f.catalogue?.snapshot ?? null;

  return {
    id: 0,
    product_id: p.pk_product_id,
    asin: p.identifier,
    seller_sku: p.mp_sku_code || p.sku_code || null,
    title: p.title ?? content?.title ?? null,
    main_image_url: content?.image_urls[0] ?? p.main_image_url,
    marketplace: f.marketplace.name,
    mp_id: f.marketplace.pk_mp_id,
    currency_code: f.marketplace.currency_code,
    category: p.category ?? content?.category ?? null,
    brand: p.brand ?? content?.brand ?? null,
    rating: catalogue.reviews_average_rating,
    reviewCount: catalogue.reviews_count,
    keywordRank: snapshot?.keyword_rank ?? null,
    lastUpdated: newest(p.updated_at, f.stock?.as_of, f.catalogue?.buy_box?.taken_at, content?.valid_from),
    analysis_date: f.date,
    risk_level: focusedRiskLevel(issues),
    focused_sku: p.focused_sku,
    isFocused: p.focused_sku,
    buybox_win_percentage: f.catalogue?.buybox_win_percentage ?? null,
    sales_velocity_30d: rate,
    sales,
    profitability,
    inventory,
    returns,
    catalogue,
    buybox,
    ams: adsGroup(f.ads),
    traffic,
    issues,
  };
}
