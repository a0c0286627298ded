import { describe, expect, it } from 'vitest';
import {
  AD_BID_LIMITS,
  AD_EVIDENCE,
  type AdTotals,
  adFigures,
  adRowKey,
  bidLimitsFor,
  clampBid,
  effectiveTargetAcos,
  evidenceWindow,
  proposedBid,
  rankDropped,
  rankWeeks,
  type SearchTermInput,
  salesWindow,
  searchTermVerdict,
  stockVerdict,
  T11_THRESHOLDS,
  T12_THRESHOLDS,
  type TargetInput,
  targetVerdict,
  weekRank,
} from './ad-analyses';

const US = AD_BID_LIMITS.US!;
/** Totals with `clicks` clicks at 0.50 a click, `orders` orders worth `sales`. */
const totals = (clicks: number, sales: number, orders = sales > 0 ? 2 : 0): AdTotals => ({
  impressions: clicks * 50,
  clicks,
  spend: clicks * 0.5,
  sales,
  orders,
  units: orders,
});
const term = (t: AdTotals, o: Partial<SearchTermInput> = {}): SearchTermInput => ({
  figures: adFigures(t),
  targetAcos: 0.25,
  limits: US,
  alreadyTargeted: false,
  alreadyNegated: false,
  shortOfStock: false,
  ...o,
});
const target = (t: AdTotals, o: Partial<TargetInput> = {}): TargetInput => ({
  figures: adFigures(t),
  existingBid: 0.6,
  targetAcos: 0.25,
  limits: US,
  shortOfStock: false,
  ...o,
});

describe('windows', () => {
  it('evidence: the 28 days ending today−4 (today−3 and later are restated)', () => {
    expect(evidenceWindow('2026-11-26')).toEqual({ from: '2026-10-26', to: '2026-11-22' });
    expect(AD_EVIDENCE.windowDays).toBe(28);
  });
  it('sales: the 30 days ending yesterday; rank weeks: the 7 days ending yesterday and the 7 before', () => {
    expect(salesWindow('2026-03-01')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(rankWeeks('2026-11-26')).toEqual({
      current: { from: '2026-11-19', to: '2026-11-25' },
      previous: { from: '2026-11-12', to: '2026-11-18' },
    });
  });
});

describe('figures and bids', () => {
  it('computes ctr, conversion, cpc and acos; no acos without sales', () => {
    expect(
      adFigures({ impressions: 1000, clicks: 40, spend: 30, sales: 120, orders: 5, units: 6 }),
    ).toMatchObject({
      ctr: 0.04,
      conversion: 0.125,
      cpc: 0.75,
      acos: 0.25,
    });
    expect(adFigures(totals(10, 0)).acos).toBeNull();
  });
  it('new bid = CPC × target ACOS ÷ ACOS, clamped within the marketplace limits', () => {
    expect(proposedBid(0.8, 0.25, 0.5)).toBe(0.4);
    expect(clampBid(0.015, US)).toBe(0.02);
    expect(clampBid(1200, US)).toBe(1000);
    expect(clampBid(0.456, US)).toBe(0.46);
    expect(bidLimitsFor('IN', 'INR')).toEqual({ currency: 'INR', min: 1, max: 5000 });
    expect(bidLimitsFor('UK', 'GBP')).toEqual(AD_BID_LIMITS.GB);
    expect(bidLimitsFor('TR', 'TRY')).toEqual({ currency: 'TRY', min: 0.02, max: 1000 });
  });
  it('falls back to the default target ACOS', () => {
    expect(effectiveTargetAcos(null)).toBe(T11_THRESHOLDS.defaultTargetAcos);
    expect(effectiveTargetAcos(0)).toBe(T11_THRESHOLDS.defaultTargetAcos);
    expect(effectiveTargetAcos(0.18)).toBe(0.18);
  });
});

describe('T11 search terms', () => {
  it('acts only from the minimum of clicks', () => {
    // 9 clicks, converting: below the evidence; 10: a good row.
    expect(searchTermVerdict(term(totals(9, 100)))).toBeNull();
    expect(searchTermVerdict(term(totals(10, 100)))).toEqual({
      action_type: 'good',
      rule: 'converting_search_term',
      new_bid: 0.5,
    });
  });
  it('converting: orders at the minimum and ACOS at the target; not when targeted, short of stock, or 1 order', () => {
    // spend 5, sales 20: ACOS exactly 0.25 = target.
    expect(searchTermVerdict(term(totals(10, 20)))?.action_type).toBe('good');
    expect(searchTermVerdict(term(totals(10, 19.9)))).toBeNull(); // ACOS just above target
    expect(searchTermVerdict(term(totals(10, 100, 1)))).toBeNull();
    expect(searchTermVerdict(term(totals(10, 100), { alreadyTargeted: true }))).toBeNull();
    expect(searchTermVerdict(term(totals(10, 100), { shortOfStock: true }))).toBeNull();
  });
  it('the good bid is the CPC clamped to the limits', () => {
    const cheap = { ...totals(10, 100), spend: 0.1 };
    expect(searchTermVerdict(term(cheap))?.new_bid).toBe(0.02);
    expect(searchTermVerdict(term(cheap, { limits: AD_BID_LIMITS.IN! }))?.new_bid).toBe(1);
  });
  it('clicks without sales: 19 no, 20 yes (bad), unless already negated', () => {
    expect(searchTermVerdict(term(totals(T11_THRESHOLDS.noSaleTermClicks - 1, 0)))).toBeNull();
    expect(searchTermVerdict(term(totals(T11_THRESHOLDS.noSaleTermClicks, 0)))).toEqual({
      action_type: 'bad',
      rule: 'clicks_without_sales',
      new_bid: null,
    });
    expect(searchTermVerdict(term(totals(20, 0), { alreadyNegated: true }))).toBeNull();
  });
  it('ACOS far above target: just below 2× no, at 2× bad', () => {
    // spend 5: ACOS 0.5 at sales 10 (2× the 0.25 target); sales 10.1 → 0.495.
    expect(searchTermVerdict(term(totals(10, 10.1)))).toBeNull();
    expect(searchTermVerdict(term(totals(10, 10)))?.rule).toBe('acos_far_above_target');
  });
});

describe('T11 targets', () => {
  it('acts only from the minimum of clicks; spend without sales pauses', () => {
    expect(targetVerdict(target(totals(9, 0)))).toBeNull();
    expect(targetVerdict(target(totals(10, 0)))).toEqual({
      action_type: 'bad',
      rule: 'pause_spend_without_sales',
      new_bid: null,
    });
  });
  it('within the tolerance nothing; just past it a bid change', () => {
    // spend 5; target 0.25; tolerance 20 %: ACOS 0.30 (sales 16.67) within, 0.3012 (sales 16.6) over.
    expect(targetVerdict(target(totals(10, 5 / 0.3)))).toBeNull();
    expect(targetVerdict(target(totals(10, 16.6)))).toEqual({
      action_type: 'bad',
      rule: 'lower_bid_over_target',
      new_bid: proposedBid(0.5, 0.25, 0.3012),
    });
    // ACOS 0.20 (sales 25) within; 0.1996 (sales 25.05) under → raise.
    expect(targetVerdict(target(totals(10, 25)))).toBeNull();
    expect(targetVerdict(target(totals(10, 25.05)))).toEqual({
      action_type: 'good',
      rule: 'raise_bid_under_target',
      new_bid: 0.63,
    });
  });
  it('a lowered bid under the minimum pauses; a raised bid stops at the maximum', () => {
    // ACOS 100× target: CPC 0.5 × 0.25 ÷ 25 = 0.005 < 0.02.
    expect(targetVerdict(target(totals(10, 0.2)))?.rule).toBe('pause_bid_below_minimum');
    const rich = { ...totals(10, 1_000_000), spend: 50_000 };
    expect(targetVerdict(target(rich, { existingBid: 10 }))?.new_bid).toBe(1000);
  });
  it('never raises the bid of an ad group short of stock', () => {
    expect(targetVerdict(target(totals(10, 100), { shortOfStock: true }))).toBeNull();
    // Lowering is still proposed.
    expect(targetVerdict(target(totals(10, 10), { shortOfStock: true }))?.action_type).toBe('bad');
  });
  it('proposes no change that is not one (a raise under the bid, a cut over it)', () => {
    expect(targetVerdict(target(totals(10, 100), { existingBid: 5 }))).toBeNull();
    expect(targetVerdict(target(totals(10, 10), { existingBid: 0.1 }))).toBeNull();
  });
});

describe('T12 stock rule', () => {
  const base = { isRetail: true, warehouseStock: 10, fbaStock: 4, dailyUnits: 1, buyBoxWinPercentage: 80 };
  it('short of stock under 14 days of coverage: 13 yes, 14 no', () => {
    expect(stockVerdict({ ...base, warehouseStock: 9 })).toMatchObject({
      coverageDays: 13,
      shortOfStock: true,
      reasons: ['short_of_stock'],
    });
    expect(stockVerdict(base)).toMatchObject({ coverageDays: 14, shortOfStock: false, reasons: [] });
    expect(stockVerdict({ ...base, warehouseStock: 0, fbaStock: 0, dailyUnits: 0 }).shortOfStock).toBe(true);
  });
  it('lost the Buy Box under 50 %: 49.99 yes, 50 no; no snapshots no', () => {
    expect(stockVerdict({ ...base, buyBoxWinPercentage: 49.99 }).reasons).toEqual(['lost_buy_box']);
    expect(
      stockVerdict({ ...base, buyBoxWinPercentage: T12_THRESHOLDS.minBuyBoxWinPercent }).lostBuyBox,
    ).toBe(false);
    expect(stockVerdict({ ...base, buyBoxWinPercentage: null }).lostBuyBox).toBe(false);
  });
  it('a non-retail product has no stock to run out of', () => {
    expect(stockVerdict({ ...base, isRetail: false, warehouseStock: 0, fbaStock: 0 })).toMatchObject({
      coverageDays: null,
      shortOfStock: false,
    });
  });
});

describe('T14 rank drop', () => {
  it('a week needs 3 ranked days; its rank is the rounded average', () => {
    expect(weekRank([4, 5])).toBeNull();
    expect(weekRank([4, 5, 5])).toBe(5);
  });
  it('dropped at 5 positions and 25 % of the previous rank', () => {
    expect(rankDropped(10, 14)).toBe(false);
    expect(rankDropped(10, 15)).toBe(true);
    expect(rankDropped(40, 49)).toBe(false);
    expect(rankDropped(40, 50)).toBe(true);
    expect(rankDropped(null, 50)).toBe(false);
  });
});

describe('row keys', () => {
  it('are profile + targeting id + term (T11), ad id (T12), ASIN + keyword (T14), case-insensitive', () => {
    const a = {
      profile_id: 'P1',
      item_type: 'searchterm',
      targeting_id: 'T9',
      target_or_search_term: 'Red Mug',
    };
    expect(adRowKey('T11', a)).toBe(adRowKey('T11', { ...a, target_or_search_term: 'red mug ', new_bid: 1 }));
    expect(adRowKey('T11', a)).not.toBe(adRowKey('T11', { ...a, targeting_id: 'T8' }));
    expect(adRowKey('T12', { profile_id: 'P1', ad_id: 'A1' })).not.toBe(
      adRowKey('T12', { profile_id: 'P2', ad_id: 'A1' }),
    );
    expect(adRowKey('T14', { profile_id: 'P1', asin: 'B0', keyword: 'mug' })).toBe('p1|b0|mug');
  });
});
