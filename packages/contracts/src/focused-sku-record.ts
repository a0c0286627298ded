import { z } from 'zod';
import { FOCUSED_ISSUE_PRIORITIES, FOCUSED_ISSUE_TYPES, FOCUSED_RISK_LEVELS } from './focused-sku-model';

/** Focused SKUs: the analysis record of one marketplace SKU (spec 02 section 3) and its export row. */

const money = z.number();
const maybe = <T extends z.ZodType>(t: T) => t.nullable();

/** One day of a daily series: its date (YYYY-MM-DD) and value (units or revenue). */
export const focusedDailyPoint = z.object({ date: z.string(), value: z.number() });
export type FocusedDailyPoint = z.infer<typeof focusedDailyPoint>;

export const focusedSales = z.object({
  units_7d: z.number().int(),
  revenue_7d: money,
  units_30d: z.number().int(),
  revenue_30d: money,
  /** The last 7 days' daily rate against the 30 days' (percent; + faster, − slower); null without sales. */
  velocity_percentage: maybe(z.number()),
  /** Least-squares slope of the daily units over the 30 days (units per day per day). */
  trend_slope: z.number(),
  /** 30 points, oldest first, days without sales at 0. */
  daily_sales: z.array(focusedDailyPoint),
  daily_revenue: z.array(focusedDailyPoint),
});
export type FocusedSales = z.infer<typeof focusedSales>;

export const focusedProfitability = z.object({
  /** Per unit, in the marketplace currency. Null when the SKU has no price. */
  selling_price: maybe(money),
  /** Per unit, from the fee rules; null without a fee rule. */
  commission_amount: maybe(money),
  /** Per unit, from the SKU costs; null without a cost. */
  buying_cost: maybe(money),
  /** Profit per unit: selling_price − commission_amount − buying_cost; null when any of them is. */
  net_margin: maybe(money),
  /** Where selling_price came from (e.g. sale_price, regular_price, fees, orders). */
  price_source: maybe(z.string()),
});
export type FocusedProfitability = z.infer<typeof focusedProfitability>;

export const focusedInventory = z.object({
  /** Every available unit (warehouses plus FBA). */
  total_available: z.number().int(),
  fba_available_quantity: z.number().int(),
  /** Days the available stock lasts at daily_sales_rate (focused-sku-rules: stockCoverageDays). */
  stock_coverage_days: z.number(),
  /** units_30d / 30. */
  daily_sales_rate: z.number(),
  /**
   * FBA units older than 180 days: Amazon's inventory age report of the marketplace (its 181-270, 271-365 and
   * 365+ day buckets), else the FBA stock's own ages; null when neither states any (and in records stored before).
   */
  aged_over_180_units: maybe(z.number().int()).optional(),
});
export type FocusedInventory = z.infer<typeof focusedInventory>;

export const focusedReturns = z.object({
  /** Percent of units_sold_30d (focused-sku-rules: returnRatePercent). */
  return_rate_30d: z.number(),
  units_returned_30d: z.number().int(),
  units_sold_30d: z.number().int(),
});
export type FocusedReturns = z.infer<typeof focusedReturns>;

export const focusedCatalogue = z.object({
  reviews_average_rating: maybe(z.number()),
  reviews_count: maybe(z.number().int()),
  /** Content quality score, 0–100; null when the listing content is unknown. */
  idq_score: maybe(z.number()),
  sales_rank: maybe(z.number().int()),
  image_count: z.number().int(),
  bullet_count: z.number().int(),
  has_a_plus: z.boolean(),
  /** The attributes the IDQ score found missing (brand, model, color, …). */
  missing_attributes: z.array(z.string()),
  product_type: maybe(z.string()),
  has_brand: z.boolean(),
  has_model: z.boolean(),
  has_color: z.boolean(),
  has_size: z.boolean(),
  has_variation: z.boolean(),
  has_dimensions: z.boolean(),
});
export type FocusedCatalogue = z.infer<typeof focusedCatalogue>;

/** Buy Box and pricing from the latest snapshot; the flags are null without one. */
export const focusedBuybox = z.object({
  is_winning: maybe(z.boolean()),
  /** The same flag under its other name. */
  is_buy_box_winner: maybe(z.boolean()),
  /** The Buy Box price: ours when winning, the winner's when lost. */
  selling_price: maybe(money),
  our_selling_price: maybe(money),
  /** Ours (beside the spec's list): the lowest other offer's price, null without competitors (ticket T2). */
  competitor_selling_price: maybe(money),
  competitor_count: maybe(z.number().int()),
  is_prime: maybe(z.boolean()),
});
export type FocusedBuybox = z.infer<typeof focusedBuybox>;

/** Advertising (AMS) of 7 and 30 days. Ratios are null when their denominator is 0 (focused-sku-rules: adRatios). */
export const focusedAds = z.object({
  spend_7d: money,
  sales_7d: money,
  acos_7d: maybe(z.number()),
  roas_7d: maybe(z.number()),
  impressions_7d: z.number().int(),
  clicks_7d: z.number().int(),
  ctr_7d: maybe(z.number()),
  cpc_7d: maybe(z.number()),
  spend_30d: money,
  sales_30d: money,
  acos_30d: maybe(z.number()),
  roas_30d: maybe(z.number()),
  impressions_30d: z.number().int(),
  clicks_30d: z.number().int(),
  ctr_30d: maybe(z.number()),
  cpc_30d: maybe(z.number()),
});
export type FocusedAds = z.infer<typeof focusedAds>;

/**
 * Traffic and conversion from the Business Reports uploaded for the SKU (modules/business-report): the latest
 * stored period ending on or before the analysis day, and the period just before it when both are weeks (the
 * CONVERSION_DROP rule compares them). Absent (null) while no report of the SKU is stored.
 */
export const focusedTraffic = z.object({
  period_start: z.string(),
  period_end: z.string(),
  sessions: z.number().int(),
  page_views: z.number().int(),
  units_ordered: z.number().int(),
  /** Units ordered per session, percent (Amazon's Unit Session Percentage); null without sessions. */
  unit_session_percentage: maybe(z.number()),
  buy_box_percentage: maybe(z.number()),
  /** The week before, when the latest period is a week and the week before it is stored too. */
  previous_period_start: maybe(z.string()),
  previous_sessions: maybe(z.number().int()),
  previous_unit_session_percentage: maybe(z.number()),
});
export type FocusedTraffic = z.infer<typeof focusedTraffic>;

/** JSON values an issue's details may hold (the metrics it was judged on and the threshold). */
export const focusedIssueDetails = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export const focusedIssue = z.object({
  issue_type: z.enum(FOCUSED_ISSUE_TYPES),
  priority: z.enum(FOCUSED_ISSUE_PRIORITIES),
  title: z.string(),
  description: z.string(),
  details: focusedIssueDetails,
  created_at: z.string(),
});
export type FocusedIssue = z.infer<typeof focusedIssue>;

export const focusedSkuAnalysis = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** The marketplace's product identifier (ASIN on AZ; EAN, item number, … elsewhere). */
  asin: z.string(),
  seller_sku: maybe(z.string()),
  title: maybe(z.string()),
  main_image_url: maybe(z.string()),
  marketplace: z.string(),
  mp_id: z.number().int(),
  currency_code: maybe(z.string()),
  category: maybe(z.string()),
  brand: maybe(z.string()),
  rating: maybe(z.number()),
  reviewCount: maybe(z.number().int()),
  keywordRank: maybe(z.number().int()),
  /** When the facts behind the record last changed (ISO instant). */
  lastUpdated: maybe(z.string()),
  /** The day the analysis ran (YYYY-MM-DD); results are kept per day. */
  analysis_date: z.string(),
  risk_level: z.enum(FOCUSED_RISK_LEVELS),
  focused_sku: z.boolean(),
  isFocused: z.boolean(),
  /** Share of the 30 days' Buy Box snapshots won (percent); null without one. Cards show the flag (100 or 0). */
  buybox_win_percentage: maybe(z.number()),
  /** Units per day over the 30 days. */
  sales_velocity_30d: z.number(),
  sales: focusedSales,
  profitability: focusedProfitability,
  inventory: focusedInventory,
  returns: focusedReturns,
  catalogue: focusedCatalogue,
  buybox: focusedBuybox,
  ams: focusedAds,
  /** Records stored before Business Reports were read have none. */
  traffic: focusedTraffic.nullish(),
  issues: z.array(focusedIssue),
});
export type FocusedSkuAnalysis = z.infer<typeof focusedSkuAnalysis>;

/** The computed fields an exported report adds to a record (section 3). */
export const focusedSkuExportRow = z.object({
  asin: z.string(),
  seller_sku: maybe(z.string()),
  title: maybe(z.string()),
  brand: maybe(z.string()),
  category: maybe(z.string()),
  marketplace: z.string(),
  analysis_date: z.string(),
  risk_level: z.enum(FOCUSED_RISK_LEVELS),
  issue_count: z.number().int(),
  sales30Day: z.number(),
  profitMargin: maybe(z.number()),
  stockLevel: z.number(),
  stockCoverage: z.number(),
  returnRate: z.number(),
  buyBoxPercentage: maybe(z.number()),
  adSpend: z.number(),
  adSales: z.number(),
  acos: maybe(z.number()),
  velocity: maybe(z.number()),
});
export type FocusedSkuExportRow = z.infer<typeof focusedSkuExportRow>;
