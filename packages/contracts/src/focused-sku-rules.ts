import { IDQ_POOR_BELOW } from './catalogue';
import {
  FOCUSED_FILTER_RANGES,
  type FocusedIssuePriority,
  type FocusedIssueType,
  type FocusedRiskLevel,
} from './focused-sku-model';
import type { FocusedIssue, FocusedSkuAnalysis } from './focused-sku-record';

/**
 * The rules of the focused-SKU analysis, written once (issue 19 item 2; spec 02 sections 2, 5 and 9): how the
 * derived figures are computed, which metrics raise which issue at which priority, the risk level those issues
 * make, and the colours the screen shows. The server's analysis, its tickets (focused-sku-tickets) and the
 * screen all call these; no threshold is written anywhere else. A rule judges the figure as shown (rounded as
 * the record stores it), so what a user reads and what was judged never disagree.
 */

/** Every threshold, named. Spec 02 section 9's colour rules unless marked "ours". */
export const FOCUSED_THRESHOLDS = {
  /** Coverage colours: above 60 days green, above 30 info (blue/green), 15 or more orange, below 15 red. */
  coverageGoodDays: 60,
  coverageFairDays: 30,
  /** STOCKOUT_RISK below this coverage (the red band). */
  stockoutCoverageDays: 15,
  /** AGED_STOCK: units at FBA older than this many days (long-term storage and aged-inventory surcharges). */
  agedStockDays: 180,
  /** Ours: AGED_STOCK is high priority when the aged units are at least this share of the FBA stock. */
  agedStockSevereShare: 0.5,
  /** Ours: the coverage of stock that does not sell (and the top of the filter's 0–365 range). */
  coverageCapDays: FOCUSED_FILTER_RANGES.stockCoverage.max,
  /** HIGH_RETURN_RATE above this return rate (percent of units sold; red above it). */
  returnRatePercent: 5,
  /** Ours: above twice the red line a high return rate is high priority. */
  returnRateSeverePercent: 10,
  /** LOW_PROFITABILITY: profit per unit under this percent of the selling price (profit green from it). */
  profitMinPercent: 15,
  /** List margin colours: above 10 green, 5 or more orange, else red; they also grade LOW_PROFITABILITY. */
  marginGoodPercent: 10,
  marginFairPercent: 5,
  /** ACOS above this is red on the card. */
  acosRedPercent: 30,
  /**
   * Ours: CONTENT_GAP under this IDQ score (0–100): the "poor content" line of the IDQ rule (contracts/catalogue
   * IDQ_POOR_BELOW, issue 19 item 1). Medium priority under contentIdqPoor (more than 60 of 100 points missing).
   */
  contentIdqMin: IDQ_POOR_BELOW,
  contentIdqPoor: 40,
  /** Ours: this many high-priority issues make a SKU's risk critical. */
  criticalHighIssues: 2,
  /** CONVERSION_DROP when the week's unit session percentage is at most this share of the week before's. */
  conversionKeptShare: 2 / 3,
  /** Ours: a conversion that halved (or worse) week over week is high priority. */
  conversionHalvedShare: 1 / 2,
  /** The days of a week, the period the conversion rule compares. */
  trafficWeekDays: 7,
  /** Days of the 30-day window (daily sales rate, velocity). */
  windowDays: 30,
  recentDays: 7,
} as const;
const T = FOCUSED_THRESHOLDS;

/** Rounds a figure to `digits` decimals, as the record stores it. */
export const roundFigure = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON) * f) / f;
};
const round = roundFigure;
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? '-' : String(round(n, 2)));

// ---------------------------------------------------------------------------------------------------------
// Derived figures

/** Units per day over the 30 days. */
export const dailySalesRate = (units30d: number): number => round(units30d / T.windowDays, 4);

/**
 * Days the available stock lasts at the daily rate, one decimal: 0 without stock; 365 (the cap) for stock that
 * does not sell; never above 365.
 */
export function stockCoverageDays(totalAvailable: number, dailyRate: number): number {
  if (totalAvailable <= 0) return 0;
  if (dailyRate <= 0) return T.coverageCapDays;
  return Math.min(T.coverageCapDays, round(totalAvailable / dailyRate, 1));
}

/** Returned units as a percent of units sold in the 30 days, two decimals; 0 when nothing sold. */
export const returnRatePercent = (returned: number, sold: number): number =>
  sold > 0 ? round((returned / sold) * 100, 2) : 0;

/** Profit per unit as a percent of the selling price, two decimals; null without both or without a price. */
export function profitMarginPercent(netMargin: number | null, sellingPrice: number | null): number | null {
  if (netMargin === null || sellingPrice === null || sellingPrice <= 0) return null;
  return round((netMargin / sellingPrice) * 100, 2);
}

/** Profit per unit: price less commission and buying cost; null when any is unknown. */
export function netMargin(
  price: number | null,
  commission: number | null,
  cost: number | null,
): number | null {
  if (price === null || commission === null || cost === null) return null;
  return round(price - commission - cost, 2);
}

/** Buy Box shown as 100 or 0 from the winner flag; null without a snapshot. */
export const buyBoxPercentage = (isWinning: boolean | null): number | null =>
  isWinning === null ? null : isWinning ? 100 : 0;

/** ACOS and CTR in percent, ROAS as a multiple, CPC in money; each null when its denominator is 0. */
export function adRatios(a: { spend: number; sales: number; impressions: number; clicks: number }) {
  const div = (x: number, y: number, k = 1) => (y > 0 ? round((x / y) * k, 2) : null);
  return {
    acos: div(a.spend, a.sales, 100),
    roas: div(a.sales, a.spend),
    ctr: div(a.clicks, a.impressions, 100),
    cpc: div(a.spend, a.clicks),
  };
}

/** The last 7 days' daily rate against the 30 days', in percent (+ faster); null without 30-day sales. */
export function velocityPercentage(units7d: number, units30d: number): number | null {
  if (units30d <= 0) return null;
  return round((units7d / T.recentDays / (units30d / T.windowDays) - 1) * 100, 2);
}

/** Least-squares slope of a daily series (per day); 0 with fewer than two points. */
export function trendSlope(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const mx = (n - 1) / 2;
  const my = values.reduce((s, v) => s + v, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((v, x) => {
    num += (x - mx) * (v - my);
    den += (x - mx) ** 2;
  });
  return round(num / den, 4);
}

// ---------------------------------------------------------------------------------------------------------
// Issues

/** What the rules read of one SKU: its computed groups. */
export type FocusedSkuMetrics = Pick<
  FocusedSkuAnalysis,
  'sales' | 'profitability' | 'inventory' | 'returns' | 'catalogue' | 'buybox' | 'traffic'
>;
/** An issue as a rule answers it (the analysis stamps created_at). */
export type DetectedIssue = Omit<FocusedIssue, 'created_at'>;

/** Our titles (the spec names the types, not their titles). */
export const FOCUSED_ISSUE_TITLE: Record<FocusedIssueType, string> = {
  STOCKOUT_RISK: 'Stockout Risk',
  AGED_STOCK: 'Aged Stock',
  LOW_PROFITABILITY: 'Low Profitability',
  HIGH_RETURN_RATE: 'High Return Rate',
  BUYBOX_LOSS: 'Buy Box Lost',
  CONTENT_GAP: 'Content Gap',
  CONVERSION_DROP: 'Conversion Drop',
};

const issue = (
  issue_type: FocusedIssueType,
  priority: FocusedIssuePriority,
  description: string,
  details: DetectedIssue['details'],
): DetectedIssue => ({ issue_type, priority, title: FOCUSED_ISSUE_TITLE[issue_type], description, details });

/** STOCKOUT_RISK: coverage under 15 days (the red band); high priority. */
export function stockoutIssue(m: FocusedSkuMetrics): DetectedIssue | null {
  const { stock_coverage_days: days, total_available, daily_sales_rate } = m.inventory;
  if (!(days < T.stockoutCoverageDays)) return null;
  return issue(
    'STOCKOUT_RISK',
    'high',
    total_available <= 0
      ? `Out of stock (coverage under ${T.stockoutCoverageDays} days).`
      : `Stock of ${total_available} units covers ${fmt(days)} days at ${fmt(daily_sales_rate)} units/day (under ${T.stockoutCoverageDays} days).`,
    {
      stock_coverage_days: days,
      total_available,
      fba_available_quantity: m.inventory.fba_available_quantity,
      daily_sales_rate,
      threshold_days: T.stockoutCoverageDays,
    },
  );
}

/**
 * AGED_STOCK: units at FBA older than 180 days (a stock issue beside STOCKOUT_RISK: stock that does not sell
 * pays surcharges); medium, high when they are half or more of the FBA stock. Unknown ages, no issue.
 */
export function agedStockIssue(m: FocusedSkuMetrics): DetectedIssue | null {
  const aged = m.inventory.aged_over_180_units ?? null;
  if (aged === null || !(aged > 0)) return null;
  const fba = m.inventory.fba_available_quantity;
  const severe = fba > 0 && aged >= fba * T.agedStockSevereShare;
  return issue(
    'AGED_STOCK',
    severe ? 'high' : 'medium',
    `${aged} units at FBA are older than ${T.agedStockDays} days${fba > 0 ? ` (of ${fba} available)` : ''}.`,
    {
      aged_over_180_units: aged,
      fba_available_quantity: fba,
      threshold_days: T.agedStockDays,
    },
  );
}

/**
 * LOW_PROFITABILITY: profit per unit under 15 % of the selling price. Graded by the list's margin colours:
 * under 5 % (red) high, 5–10 % (orange) medium, above 10 % low. No issue while price or profit is unknown.
 */
export function profitabilityIssue(m: FocusedSkuMetrics): DetectedIssue | null {
  const { selling_price, net_margin } = m.profitability;
  const pct = profitMarginPercent(net_margin, selling_price);
  if (pct === null || !(pct < T.profitMinPercent)) return null;
  const priority: FocusedIssuePriority =
    pct < T.marginFairPercent ? 'high' : pct <= T.marginGoodPercent ? 'medium' : 'low';
  return issue(
    'LOW_PROFITABILITY',
    priority,
    `Profit of ${fmt(net_margin)} per unit is ${fmt(pct)}% of the selling price ${fmt(selling_price)} (under ${T.profitMinPercent}%).`,
    {
      selling_price,
      commission_amount: m.profitability.commission_amount,
      buying_cost: m.profitability.buying_cost,
      net_margin,
      profit_margin_percent: pct,
      threshold_percent: T.profitMinPercent,
    },
  );
}

/** HIGH_RETURN_RATE: return rate over 5 % (red); medium, high over 10 %. */
export function returnRateIssue(m: FocusedSkuMetrics): DetectedIssue | null {
  const { return_rate_30d: rate, units_returned_30d, units_sold_30d } = m.returns;
  if (!(rate > T.returnRatePercent)) return null;
  return issue(
    'HIGH_RETURN_RATE',
    rate > T.returnRateSeverePercent ? 'high' : 'medium',
    `${units_returned_30d} of ${units_sold_30d} units sold in 30 days were returned: ${fmt(rate)}% (over ${T.returnRatePercent}%).`,
    { return_rate_30d: rate, units_returned_30d, units_sold_30d, threshold_percent: T.returnRatePercent },
  );
}

/** BUYBOX_LOSS: the latest snapshot says we do not hold the Buy Box (0 %); high. No snapshot, no issue. */
export function buyboxIssue(m: FocusedSkuMetrics): DetectedIssue | null {
  const b = m.buybox;
  if (b.is_winning !== false) return null;
  return issue(
    'BUYBOX_LOSS',
    'high',
    `The Buy Box is lost: our price ${fmt(b.our_selling_price)}, lowest competitor ${fmt(b.competitor_selling_price)}, ${b.competitor_count ?? 0} competitor(s).`,
    {
      is_winning: false,
      our_selling_price: b.our_selling_price,
      buybox_selling_price: b.selling_price,
      competitor_selling_price: b.competitor_selling_price,
      competitor_count: b.competitor_count,
    },
  );
}

/** CONTENT_GAP: IDQ score under 60 (ours); medium under 40, else low. No score, no issue. */
export function contentGapIssue(m: FocusedSkuMetrics): DetectedIssue | null {
  const { idq_score: score, missing_attributes } = m.catalogue;
  if (score === null || !(score < T.contentIdqMin)) return null;
  const missing = missing_attributes.length ? `; missing: ${missing_attributes.join(', ')}` : '';
  return issue(
    'CONTENT_GAP',
    score < T.contentIdqPoor ? 'medium' : 'low',
    `IDQ score ${fmt(score)} is under ${T.contentIdqMin}${missing}.`,
    {
      idq_score: score,
      missing_attributes: [...missing_attributes],
      image_count: m.catalogue.image_count,
      bullet_count: m.catalogue.bullet_count,
      has_a_plus: m.catalogue.has_a_plus,
      threshold_score: T.contentIdqMin,
    },
  );
}

/** Units ordered per session in percent, two decimals; null without sessions. */
export const unitSessionPercentage = (units: number, sessions: number): number | null =>
  sessions > 0 ? round((units / sessions) * 100, 2) : null;

/**
 * CONVERSION_DROP: the week's unit session percentage (Business Reports) fell by a third or more against the week
 * before (at most two thirds of it); medium, high when it halved. Without both weeks, no issue.
 */
export function conversionDropIssue(m: FocusedSkuMetrics): DetectedIssue | null {
  const t = m.traffic;
  const now = t?.unit_session_percentage ?? null;
  const before = t?.previous_unit_session_percentage ?? null;
  if (!t || now === null || before === null || !(before > 0)) return null;
  if (!(now <= before * T.conversionKeptShare)) return null;
  const drop = round((1 - now / before) * 100, 2);
  return issue(
    'CONVERSION_DROP',
    now <= before * T.conversionHalvedShare ? 'high' : 'medium',
    `Unit session percentage fell from ${fmt(before)}% to ${fmt(now)}% week over week (${fmt(drop)}% lower; ${t.sessions} sessions in the week to ${t.period_end}).`,
    {
      unit_session_percentage: now,
      previous_unit_session_percentage: before,
      drop_percent: drop,
      sessions: t.sessions,
      previous_sessions: t.previous_sessions,
      period_start: t.period_start,
      period_end: t.period_end,
      threshold_share: round(T.conversionKeptShare, 4),
    },
  );
}

/** The rule of each issue type. */
export const FOCUSED_ISSUE_RULES: Record<FocusedIssueType, (m: FocusedSkuMetrics) => DetectedIssue | null> = {
  STOCKOUT_RISK: stockoutIssue,
  AGED_STOCK: agedStockIssue,
  LOW_PROFITABILITY: profitabilityIssue,
  HIGH_RETURN_RATE: returnRateIssue,
  BUYBOX_LOSS: buyboxIssue,
  CONTENT_GAP: contentGapIssue,
  CONVERSION_DROP: conversionDropIssue,
};

/** Every issue of one SKU, in the order of the spec's issue types. */
export function detectFocusedIssues(m: FocusedSkuMetrics): DetectedIssue[] {
  return Object.values(FOCUSED_ISSUE_RULES)
    .map((rule) => rule(m))
    .filter((i): i is DetectedIssue => i !== null);
}

/**
 * The risk level (ours; the spec names the levels only): critical with two or more high-priority issues, high
 * with one, medium with a medium-priority issue and no high one, low otherwise (low issues only, or none).
 */
export function focusedRiskLevel(issues: readonly Pick<FocusedIssue, 'priority'>[]): FocusedRiskLevel {
  const high = issues.filter((i) => i.priority === 'high').length;
  if (high >= T.criticalHighIssues) return 'critical';
  if (high > 0) return 'high';
  if (issues.some((i) => i.priority === 'medium')) return 'medium';
  return 'low';
}

// ---------------------------------------------------------------------------------------------------------
// Colours (MUI palette names)

export type FocusedTone = 'success' | 'info' | 'warning' | 'error' | 'default';

/** Card's left border: high red, medium orange, otherwise green; critical (ours) red like high. */
export const riskBorderTone = (risk: FocusedRiskLevel): FocusedTone =>
  risk === 'high' || risk === 'critical' ? 'error' : risk === 'medium' ? 'warning' : 'success';

/** Coverage: above 60 green, above 30 info (the card's blue/green), 15 or more orange, below 15 red. */
export function stockCoverageTone(days: number): FocusedTone {
  if (days > T.coverageGoodDays) return 'success';
  if (days > T.coverageFairDays) return 'info';
  if (days >= T.stockoutCoverageDays) return 'warning';
  return 'error';
}

/** Return rate above 5 % red, else the normal colour. */
export const returnRateTone = (rate: number): FocusedTone =>
  rate > T.returnRatePercent ? 'error' : 'default';

/** ACOS above 30 red on the card, else the normal colour. */
export const acosTone = (acos: number | null): FocusedTone =>
  acos !== null && acos > T.acosRedPercent ? 'error' : 'default';

/** Profit green when at least 15 % of the selling price, red under it; unknown in the normal colour. */
export function profitTone(net: number | null, price: number | null): FocusedTone {
  const pct = profitMarginPercent(net, price);
  if (pct === null) return 'default';
  return pct >= T.profitMinPercent ? 'success' : 'error';
}

/** List view's margin: above 10 green, 5 or more orange, else red; unknown in the normal colour. */
export function marginTone(pct: number | null): FocusedTone {
  if (pct === null) return 'default';
  if (pct > T.marginGoodPercent) return 'success';
  if (pct >= T.marginFairPercent) return 'warning';
  return 'error';
}

/** Detected Issues table (ours): high red, medium orange, low blue. */
export const FOCUSED_PRIORITY_TONE: Record<FocusedIssuePriority, FocusedTone> = {
  high: 'error',
  medium: 'warning',
  low: 'info',
};

/** The 30d Sales arrow: only for a real change (none without sales, i.e. no velocity, or at 0). */
export const velocityArrow = (velocity: number | null): 'up' | 'down' | null =>
  velocity === null || velocity === 0 ? null : velocity > 0 ? 'up' : 'down';

/** ACOS is shown only when there is ad spend. */
export const showsAcos = (spend30d: number): boolean => spend30d > 0;
