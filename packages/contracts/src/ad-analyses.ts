import { stockCoverageDays } from './focused-sku-rules';

/**
 * The advertising analyses that raise T11, T12 and T14 tickets (issue 21 item 5): every threshold and every
 * rule, each written once as a pure function. The server reads the facts and raises the tickets; what a row is
 * and why is decided here. Money is in the profile marketplace's currency; ACOS, CTR and conversion are
 * fractions (0.25 = 25 %).
 */

/** The evidence every T11 rule reads. */
export const AD_EVIDENCE = {
  /** Metrics of the last 28 days ... */
  windowDays: 28,
  /** ... ending before the advertising data's restatement window: today−3 and later are never read. */
  restatementDays: 3,
  /** A rule acts only on an entity with at least this many clicks in the window. */
  minClicks: 10,
} as const;

export const T11_THRESHOLDS = {
  /** The target ACOS of an ad group without one (no AdGroup Master upload yet). */
  defaultTargetAcos: 0.3,
  /** A converting search term: at least this many orders, at an ACOS at or under the ad group's target. */
  goodTermMinOrders: 2,
  /** A search term with at least this many clicks and no sale is negated. */
  noSaleTermClicks: 20,
  /** A search term whose ACOS is at least this multiple of the target is negated. */
  farAboveFactor: 2,
  /** A target is off its target ACOS when ACOS ÷ target ACOS is outside 1 ± this (20 %). */
  acosTolerance: 0.2,
} as const;

export const T12_THRESHOLDS = {
  /** Short of stock: (warehouse stock + FBA stock) ÷ average daily units covers fewer days than this. */
  minCoverageDays: 14,
  /** The average daily units are those of the last 30 days (ending yesterday). */
  salesWindowDays: 30,
  /** Lost the Buy Box: won in fewer than this percent of its snapshots ... */
  minBuyBoxWinPercent: 50,
  /** ... of the last 7 days. */
  buyBoxWindowDays: 7,
} as const;

export const T14_THRESHOLDS = {
  /** A week's rank is the average of its daily keyword ranks (rounded), over the 7 days ending yesterday. */
  weekDays: 7,
  /** A week needs at least this many ranked days to be compared. */
  minRankedDays: 3,
  /** Dropped: the rank went down (its number up) by at least this many positions ... */
  minDropPositions: 5,
  /** ... and by at least this share of the previous week's rank. */
  minDropShare: 0.25,
} as const;

/** One marketplace's Sponsored Products keyword/target bid limits, in its currency. */
export interface BidLimits {
  currency: string;
  min: number;
  max: number;
}

/**
 * Sponsored Products bid limits by marketplace (country code of the marketplace). Source: the "Bid" model of the
 * Amazon Ads Sponsored Products API v3 (its table "maximum allowable bid (in local currency) for keywords by
 * marketplace": US, CA, UK, DE, FR, ES, IT 0.02–1000; JP 2–100000; AU 0.10–1410; AE 0.24–184), and Amazon Ads'
 * published bid constraints for India (1–5000 INR). A marketplace not listed uses DEFAULT_BID_LIMITS.
 */
export const AD_BID_LIMITS: Readonly<Record<string, BidLimits>> = {
  US: { currency: 'USD', min: 0.02, max: 1000 },
  CA: { currency: 'CAD', min: 0.02, max: 1000 },
  GB: { currency: 'GBP', min: 0.02, max: 1000 },
  DE: { currency: 'EUR', min: 0.02, max: 1000 },
  FR: { currency: 'EUR', min: 0.02, max: 1000 },
  ES: { currency: 'EUR', min: 0.02, max: 1000 },
  IT: { currency: 'EUR', min: 0.02, max: 1000 },
  JP: { currency: 'JPY', min: 2, max: 100000 },
  AU: { currency: 'AUD', min: 0.1, max: 1410 },
  AE: { currency: 'AED', min: 0.24, max: 184 },
  IN: { currency: 'INR', min: 1, max: 5000 },
};
/** The US limits, for a marketplace the table does not list (in that marketplace's currency). */
export const DEFAULT_BID_LIMITS = { min: 0.02, max: 1000 } as const;

/** The bid limits of a marketplace by its country code (UK is GB). */
export function bidLimitsFor(countryCode: string, currency: string): BidLimits {
  const code = countryCode.trim().toUpperCase() === 'UK' ? 'GB' : countryCode.trim().toUpperCase();
  return AD_BID_LIMITS[code] ?? { currency, ...DEFAULT_BID_LIMITS };
}

const round = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round((n + Number.EPSILON) * f) / f;
};
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A window of whole days, both ends included (YYYY-MM-DD). */
export interface DayWindow {
  from: string;
  to: string;
}

/** The T11 evidence window on `today`: the 28 days ending today−4 (today−3 and later are still restated). */
export function evidenceWindow(today: string): DayWindow {
  const to = addDays(today, -(AD_EVIDENCE.restatementDays + 1));
  return { from: addDays(to, -(AD_EVIDENCE.windowDays - 1)), to };
}

/** The stock rule's sales window on `today`: the 30 days ending yesterday. */
export function salesWindow(today: string): DayWindow {
  const to = addDays(today, -1);
  return { from: addDays(to, -(T12_THRESHOLDS.salesWindowDays - 1)), to };
}

/** T14's two weeks on `today`: this week (the 7 days ending yesterday) and the 7 days before. */
export function rankWeeks(today: string): { previous: DayWindow; current: DayWindow } {
  const to = addDays(today, -1);
  const from = addDays(to, -(T14_THRESHOLDS.weekDays - 1));
  return {
    current: { from, to },
    previous: { from: addDays(from, -T14_THRESHOLDS.weekDays), to: addDays(from, -1) },
  };
}

/** An entity's summed metrics over the window. */
export interface AdTotals {
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
  units: number;
}

/** The figures a T11 row shows (spec 03: ctr, conversion, acos as fractions; cpc money). */
export interface AdFigures extends AdTotals {
  ctr: number;
  conversion: number;
  cpc: number;
  /** spend ÷ sales; null without sales. */
  acos: number | null;
}

/**
 * ctr = clicks ÷ impressions, conversion = orders ÷ clicks (as the AMS View computes it), cpc = spend ÷ clicks,
 * acos = spend ÷ sales.
 */
export function adFigures(m: AdTotals): AdFigures {
  return {
    ...m,
    spend: round(m.spend, 2),
    sales: round(m.sales, 2),
    ctr: m.impressions > 0 ? round(m.clicks / m.impressions, 4) : 0,
    conversion: m.clicks > 0 ? round(m.orders / m.clicks, 4) : 0,
    cpc: m.clicks > 0 ? round(m.spend / m.clicks, 2) : 0,
    acos: m.sales > 0 ? round(m.spend / m.sales, 4) : null,
  };
}

/** A bid within the marketplace's limits, two decimals. */
export function clampBid(bid: number, limits: BidLimits): number {
  return round(Math.min(limits.max, Math.max(limits.min, bid)), 2);
}

/** The bid that brings ACOS to the target at the same conversion: CPC × target ACOS ÷ ACOS (two decimals). */
export function proposedBid(cpc: number, targetAcos: number, acos: number): number {
  return round((cpc * targetAcos) / acos, 2);
}

/** The ad group's target ACOS, or the stated default when it has none (null, zero or not a number). */
export function effectiveTargetAcos(targetAcos: number | null | undefined): number {
  return typeof targetAcos === 'number' && Number.isFinite(targetAcos) && targetAcos > 0
    ? targetAcos
    : T11_THRESHOLDS.defaultTargetAcos;
}

export type T11Rule =
  | 'converting_search_term'
  | 'clicks_without_sales'
  | 'acos_far_above_target'
  | 'raise_bid_under_target'
  | 'lower_bid_over_target'
  | 'pause_bid_below_minimum'
  | 'pause_spend_without_sales';

/** What a T11 rule decided for one entity: a 'good' or 'bad' row with its new bid, or nothing (null). */
export interface T11Verdict {
  action_type: 'good' | 'bad';
  rule: T11Rule;
  /** The suggested bid (within the limits), or null where the row proposes no bid (negate, pause). */
  new_bid: number | null;
}

export interface SearchTermInput {
  figures: AdFigures;
  targetAcos: number;
  limits: BidLimits;
  /** The term is already a keyword target of the profile. */
  alreadyTargeted: boolean;
  /** The term is already a negative keyword of its ad group. */
  alreadyNegated: boolean;
  /** A product of its ad group is short of stock (T12's rule): no 'good' row, which would spend more on it. */
  shortOfStock: boolean;
}

/**
 * T11 search terms, with at least AD_EVIDENCE.minClicks clicks:
 * - good (Add new target): orders ≥ 2 and ACOS ≤ target ACOS, not yet a keyword of the profile, and its ad group
 *   not short of stock; new_bid = the term's CPC within the marketplace's limits;
 * - bad (Move to negative): no sale with clicks ≥ 20, or ACOS ≥ 2 × target ACOS; not already negated.
 */
export function searchTermVerdict(i: SearchTermInput): T11Verdict | null {
  const T = T11_THRESHOLDS;
  const f = i.figures;
  if (f.clicks < AD_EVIDENCE.minClicks) return null;
  if (f.sales <= 0) {
    if (f.clicks < T.noSaleTermClicks || i.alreadyNegated) return null;
    return { action_type: 'bad', rule: 'clicks_without_sales', new_bid: null };
  }
  const acos = f.acos ?? 0;
  if (acos >= T.farAboveFactor * i.targetAcos)
    return i.alreadyNegated ? null : { action_type: 'bad', rule: 'acos_far_above_target', new_bid: null };
  if (f.orders >= T.goodTermMinOrders && acos <= i.targetAcos && !i.alreadyTargeted && !i.shortOfStock)
    return { action_type: 'good', rule: 'converting_search_term', new_bid: clampBid(f.cpc, i.limits) };
  return null;
}

export interface TargetInput {
  figures: AdFigures;
  /** The target's bid (its own, else its ad group's default bid), null when neither is known. */
  existingBid: number | null;
  targetAcos: number;
  limits: BidLimits;
  /** A product of its ad group is short of stock (T12's rule): its bid is never raised. */
  shortOfStock: boolean;
}

/**
 * T11 targets, with at least AD_EVIDENCE.minClicks clicks:
 * - clicks without sales → bad, pause;
 * - ACOS within target × (1 ± 20 %) → nothing;
 * - otherwise new bid = CPC × target ACOS ÷ ACOS. Over target: below the marketplace's minimum → bad, pause;
 *   else bad, lower to it (only when lower than the bid). Under target: good, raise to it within the maximum,
 *   only when higher than the bid and never when the ad group is short of stock.
 */
export function targetVerdict(i: TargetInput): T11Verdict | null {
  const f = i.figures;
  if (f.clicks < AD_EVIDENCE.minClicks) return null;
  if (f.sales <= 0) return { action_type: 'bad', rule: 'pause_spend_without_sales', new_bid: null };
  const acos = f.acos ?? 0;
  const ratio = acos / i.targetAcos;
  if (Math.abs(ratio - 1) <= T11_THRESHOLDS.acosTolerance) return null;
  const bid = proposedBid(f.cpc, i.targetAcos, acos);
  if (ratio > 1) {
    if (bid < i.limits.min) return { action_type: 'bad', rule: 'pause_bid_below_minimum', new_bid: null };
    const lower = clampBid(bid, i.limits);
    if (i.existingBid !== null && lower >= i.existingBid) return null;
    return { action_type: 'bad', rule: 'lower_bid_over_target', new_bid: lower };
  }
  if (i.shortOfStock) return null;
  const higher = clampBid(bid, i.limits);
  if (i.existingBid !== null && higher <= i.existingBid) return null;
  return { action_type: 'good', rule: 'raise_bid_under_target', new_bid: higher };
}

export interface StockInput {
  /** The advertised product is one of the client's SKUs (stock is known); a non-retail one has no stock. */
  isRetail: boolean;
  warehouseStock: number;
  fbaStock: number;
  /** Average units a day over the sales window. */
  dailyUnits: number;
  /** Buy Box win percentage (0–100) over its window; null without snapshots. */
  buyBoxWinPercentage: number | null;
}

export interface StockVerdict {
  /** Days the stock lasts (contracts' stockCoverageDays: 0 without stock, 365 for stock that does not sell). */
  coverageDays: number | null;
  shortOfStock: boolean;
  lostBuyBox: boolean;
  /** What raises a T12 row: 'short_of_stock', 'lost_buy_box'. */
  reasons: ('short_of_stock' | 'lost_buy_box')[];
}

/**
 * THE stock rule (T12, and T11's "never raise a bid on a product short of stock"): a retail product is short of
 * stock when (warehouse stock + FBA stock) ÷ average daily units covers fewer than 14 days; any product lost
 * the Buy Box when it won it in fewer than 50 % of the last 7 days' snapshots.
 */
export function stockVerdict(i: StockInput): StockVerdict {
  const coverageDays = i.isRetail ? stockCoverageDays(i.warehouseStock + i.fbaStock, i.dailyUnits) : null;
  const shortOfStock = coverageDays !== null && coverageDays < T12_THRESHOLDS.minCoverageDays;
  const lostBuyBox =
    i.buyBoxWinPercentage !== null && i.buyBoxWinPercentage < T12_THRESHOLDS.minBuyBoxWinPercent;
  const reasons: StockVerdict['reasons'] = [];
  if (shortOfStock) reasons.push('short_of_stock');
  if (lostBuyBox) reasons.push('lost_buy_box');
  return { coverageDays, shortOfStock, lostBuyBox, reasons };
}

/** A week's rank: the average of its daily ranks, rounded; null with fewer than 3 ranked days. */
export function weekRank(ranks: readonly number[]): number | null {
  if (ranks.length < T14_THRESHOLDS.minRankedDays) return null;
  return Math.round(ranks.reduce((a, b) => a + b, 0) / ranks.length);
}

/** T14: dropped when new − previous ≥ 5 positions and ≥ 25 % of the previous rank. */
export function rankDropped(previous: number | null, current: number | null): boolean {
  if (previous === null || current === null) return false;
  const drop = current - previous;
  return drop >= T14_THRESHOLDS.minDropPositions && drop >= T14_THRESHOLDS.minDropShare * previous;
}

/** The keys that make two rows of a type "the same rows" (an open ticket holding one keeps the other out). */
export function adRowKey(type: 'T11' | 'T12' | 'T14', item: Record<string, unknown>): string {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim().toLowerCase());
  if (type === 'T11')
    return [item.profile_id, item.item_type, item.targeting_id, item.target_or_search_term].map(s).join('|');
  if (type === 'T12') return [item.profile_id, item.ad_id].map(s).join('|');
  return [item.profile_id, item.asin, item.keyword].map(s).join('|');
}

/** The tickets' main descriptions: what raised them, with the thresholds. */
export const AD_ANALYSIS_DESCRIPTION = {
  T11: `Search terms and targets (advertising analysis of the ${AD_EVIDENCE.windowDays} days ending ${AD_EVIDENCE.restatementDays + 1} days ago, at least ${AD_EVIDENCE.minClicks} clicks): converting search terms to target, search terms to negate, target bids off the ad group's target ACOS by more than ${T11_THRESHOLDS.acosTolerance * 100}%.`,
  T12: `Advertised products to pause (advertising and inventory analysis): stock covering under ${T12_THRESHOLDS.minCoverageDays} days of the last ${T12_THRESHOLDS.salesWindowDays} days' sales, or a Buy Box won in under ${T12_THRESHOLDS.minBuyBoxWinPercent}% of the last ${T12_THRESHOLDS.buyBoxWindowDays} days.`,
  T14: `Keyword rank drops (weekly analysis): advertised ASINs whose average keyword rank this week fell by at least ${T14_THRESHOLDS.minDropPositions} positions and ${T14_THRESHOLDS.minDropShare * 100}% against the previous week.`,
} as const;
