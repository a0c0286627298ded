import { describe, expect, it } from 'vitest';
import { type FocusedSkuPatch, focusedSkuFixture } from '../test/focused-sku';
import type { FocusedIssue } from './focused-sku-record';
import {
  acosTone,
  adRatios,
  buyboxIssue,
  contentGapIssue,
  conversionDropIssue,
  detectFocusedIssues,
  focusedRiskLevel,
  marginTone,
  profitabilityIssue,
  profitTone,
  returnRateIssue,
  returnRatePercent,
  riskBorderTone,
  stockCoverageDays,
  stockCoverageTone,
  stockoutIssue,
  FOCUSED_THRESHOLDS as T,
  trendSlope,
  velocityPercentage,
} from './focused-sku-rules';
import {
  focusedTicketBatches,
  focusedTicketEntries,
  ISSUE_TICKET_TYPE,
  isUnmappedSku,
  unmappedSkuItems,
} from './focused-sku-tickets';
import { ticketTypeDef } from './tickets/types';
import { ticketItemInput } from './tickets/writes';

const healthy = () => focusedSkuFixture();
const sku = (patch: FocusedSkuPatch = {}) => focusedSkuFixture(patch);
const coverage = (days: number) => sku({ inventory: { stock_coverage_days: days } });
/** Price 100, so the profit is its own percent of the price. */
const profit = (net: number | null) => sku({ profitability: { selling_price: 100, net_margin: net } });
const returns = (rate: number) => sku({ returns: { return_rate_30d: rate } });
const idq = (score: number | null) => sku({ catalogue: { idq_score: score, missing_attributes: ['model'] } });

describe('the healthy SKU', () => {
  it('has no issue and low risk', () => {
    expect(detectFocusedIssues(healthy())).toEqual([]);
    expect(focusedRiskLevel([])).toBe('low');
  });
});

describe('STOCKOUT_RISK: coverage under 15 days, high', () => {
  it('fires just below the threshold', () => {
    const i = stockoutIssue(coverage(14.9));
    expect(i?.issue_type).toBe('STOCKOUT_RISK');
    expect(i?.priority).toBe('high');
    expect(i?.title).toBe('Stockout Risk');
    expect(i?.details).toMatchObject({ stock_coverage_days: 14.9, threshold_days: 15 });
  });
  it('does not fire at or above it', () => {
    expect(stockoutIssue(coverage(T.stockoutCoverageDays))).toBeNull();
    expect(stockoutIssue(coverage(15.1))).toBeNull();
  });
  it('says out of stock at 0', () => {
    const i = stockoutIssue(sku({ inventory: { stock_coverage_days: 0, total_available: 0 } }));
    expect(i?.description).toBe('Out of stock (coverage under 15 days).');
  });
  it('computes coverage: 0 without stock, the cap without sales, one decimal, never above 365', () => {
    expect(stockCoverageDays(0, 5)).toBe(0);
    expect(stockCoverageDays(10, 0)).toBe(365);
    expect(stockCoverageDays(29, 2)).toBe(14.5);
    expect(stockCoverageDays(100_000, 1)).toBe(365);
    // 29.95 / 2 = 14.975 is shown as 15.0 and judged as shown: no issue
    expect(stockoutIssue(coverage(stockCoverageDays(29.95, 2)))).toBeNull();
  });
});

describe('LOW_PROFITABILITY: profit under 15 % of the price; high < 5, medium 5–10, low above 10', () => {
  it('does not fire at 15 % or above', () => {
    expect(profitabilityIssue(profit(15))).toBeNull();
    expect(profitabilityIssue(profit(15.01))).toBeNull();
  });
  it('fires just below 15 %, low', () => {
    expect(profitabilityIssue(profit(14.99))?.priority).toBe('low');
  });
  it('grades by the list margin colours', () => {
    expect(profitabilityIssue(profit(10.01))?.priority).toBe('low');
    expect(profitabilityIssue(profit(10))?.priority).toBe('medium');
    expect(profitabilityIssue(profit(5))?.priority).toBe('medium');
    expect(profitabilityIssue(profit(4.99))?.priority).toBe('high');
    expect(profitabilityIssue(profit(-3))?.priority).toBe('high');
  });
  it('needs a known price and profit', () => {
    expect(profitabilityIssue(profit(null))).toBeNull();
    expect(profitabilityIssue(sku({ profitability: { selling_price: 0, net_margin: -1 } }))).toBeNull();
  });
});

describe('HIGH_RETURN_RATE: over 5 %, medium; over 10 %, high', () => {
  it('does not fire at 5 % or below', () => {
    expect(returnRateIssue(returns(5))).toBeNull();
    expect(returnRateIssue(returns(4.99))).toBeNull();
  });
  it('fires just above, medium, and high above 10 %', () => {
    expect(returnRateIssue(returns(5.01))?.priority).toBe('medium');
    expect(returnRateIssue(returns(10))?.priority).toBe('medium');
    expect(returnRateIssue(returns(10.01))?.priority).toBe('high');
  });
  it('computes the rate on units sold, 0 without sales', () => {
    expect(returnRatePercent(1, 20)).toBe(5);
    expect(returnRatePercent(3, 0)).toBe(0);
  });
});

describe('BUYBOX_LOSS: not winning, high', () => {
  it('fires only on a lost Buy Box', () => {
    const lost = sku({ buybox: { is_winning: false, selling_price: 18, our_selling_price: 21 } });
    expect(buyboxIssue(lost)).toMatchObject({ issue_type: 'BUYBOX_LOSS', priority: 'high' });
    expect(buyboxIssue(healthy())).toBeNull();
    expect(buyboxIssue(sku({ buybox: { is_winning: null } }))).toBeNull();
  });
});

/** A week at `now` % after one at `before` % (Business Reports). */
const conversion = (now: number | null, before: number | null) => ({
  ...healthy(),
  traffic: {
    period_start: '2026-11-24',
    period_end: '2026-11-30',
    sessions: 1000,
    page_views: 1200,
    units_ordered: 0,
    unit_session_percentage: now,
    buy_box_percentage: 98,
    previous_period_start: before === null ? null : '2026-11-17',
    previous_sessions: before === null ? null : 900,
    previous_unit_session_percentage: before,
  },
});

describe('CONVERSION_DROP: unit session % a third lower week over week, medium; halved, high', () => {
  it('does not fire for a smaller fall, a rise, or without the week before', () => {
    expect(conversionDropIssue(conversion(6.67, 10))).toBeNull();
    expect(conversionDropIssue(conversion(12, 10))).toBeNull();
    expect(conversionDropIssue(conversion(2, null))).toBeNull();
    expect(conversionDropIssue(conversion(0, 0))).toBeNull();
    expect(conversionDropIssue(healthy())).toBeNull();
  });
  it('fires at two thirds of the week before, medium; high at half or less', () => {
    expect(conversionDropIssue(conversion(6, 9))?.priority).toBe('medium');
    expect(conversionDropIssue(conversion(5.01, 10))?.priority).toBe('medium');
    expect(conversionDropIssue(conversion(5, 10))?.priority).toBe('high');
    expect(conversionDropIssue(conversion(6, 10))?.description).toBe(
      'Unit session percentage fell from 10% to 6% week over week (40% lower; 1000 sessions in the week to 2026-11-30).',
    );
    expect(detectFocusedIssues(conversion(0, 10)).map((i) => i.issue_type)).toEqual(['CONVERSION_DROP']);
  });
});

describe('CONTENT_GAP: IDQ under 60, low; under 40, medium', () => {
  it('does not fire at 60 or above', () => {
    expect(contentGapIssue(idq(T.contentIdqMin))).toBeNull();
    expect(contentGapIssue(idq(60.1))).toBeNull();
  });
  it('fires just below 60, low; medium under 40', () => {
    expect(contentGapIssue(idq(59.9))?.priority).toBe('low');
    expect(contentGapIssue(idq(40))?.priority).toBe('low');
    expect(contentGapIssue(idq(39.9))?.priority).toBe('medium');
    expect(contentGapIssue(idq(35))?.description).toBe('IDQ score 35 is under 60; missing: model.');
  });
  it('needs a score', () => {
    expect(contentGapIssue(idq(null))).toBeNull();
  });
});

describe('risk level', () => {
  const of = (...p: FocusedIssue['priority'][]) => focusedRiskLevel(p.map((priority) => ({ priority })));
  it('is low with low issues only, medium from one medium, high from one high, critical from two', () => {
    expect(of('low', 'low', 'low')).toBe('low');
    expect(of('low', 'medium')).toBe('medium');
    expect(of('medium', 'medium', 'medium')).toBe('medium');
    expect(of('high', 'medium', 'low')).toBe('high');
    expect(of('high', 'high')).toBe('critical');
  });
  it('follows the rules on a whole SKU', () => {
    const s = sku({ inventory: { stock_coverage_days: 3 }, buybox: { is_winning: false } });
    expect(focusedRiskLevel(detectFocusedIssues(s))).toBe('critical');
  });
});

describe('colours', () => {
  it('borders: high and critical red, medium orange, otherwise green', () => {
    expect(riskBorderTone('critical')).toBe('error');
    expect(riskBorderTone('high')).toBe('error');
    expect(riskBorderTone('medium')).toBe('warning');
    expect(riskBorderTone('low')).toBe('success');
  });
  it('coverage: above 60 green, above 30 info, 15 or more orange, below 15 red', () => {
    expect([60.1, 60, 30.1, 30, 15, 14.9].map(stockCoverageTone)).toEqual([
      'success',
      'info',
      'info',
      'warning',
      'warning',
      'error',
    ]);
  });
  it('profit green from 15 % of the price; list margin above 10 green, 5 or more orange', () => {
    expect(profitTone(15, 100)).toBe('success');
    expect(profitTone(14.99, 100)).toBe('error');
    expect(profitTone(null, 100)).toBe('default');
    expect([10.01, 10, 5, 4.99, null].map(marginTone)).toEqual([
      'success',
      'warning',
      'warning',
      'error',
      'default',
    ]);
  });
  it('ACOS above 30 red', () => {
    expect([30.01, 30, null].map(acosTone)).toEqual(['error', 'default', 'default']);
  });
});

describe('derived figures', () => {
  it('ad ratios, null on a zero denominator', () => {
    expect(adRatios({ spend: 30, sales: 100, impressions: 1000, clicks: 20 })).toEqual({
      acos: 30,
      roas: 3.33,
      ctr: 2,
      cpc: 1.5,
    });
    expect(adRatios({ spend: 0, sales: 0, impressions: 0, clicks: 0 })).toEqual({
      acos: null,
      roas: null,
      ctr: null,
      cpc: null,
    });
  });
  it('velocity and trend', () => {
    expect(velocityPercentage(14, 60)).toBe(0);
    expect(velocityPercentage(28, 60)).toBe(100);
    expect(velocityPercentage(0, 0)).toBeNull();
    expect(trendSlope([1, 2, 3, 4])).toBe(1);
    expect(trendSlope([5])).toBe(0);
  });
});

describe('tickets', () => {
  const problem = () =>
    sku({
      inventory: { total_available: 20, fba_available_quantity: 8, stock_coverage_days: 10 },
      profitability: { selling_price: 20, net_margin: 2 },
      returns: { return_rate_30d: 12 },
      buybox: {
        is_winning: false,
        selling_price: 19.9,
        our_selling_price: 21,
        competitor_selling_price: 18.5,
      },
      catalogue: { idq_score: 55, missing_attributes: ['color', 'size'] },
    });

  it('maps each issue kind to its ticket type; returns raise none', () => {
    expect(ISSUE_TICKET_TYPE).toEqual({
      CONTENT_GAP: 'T1',
      BUYBOX_LOSS: 'T2',
      STOCKOUT_RISK: 'T5',
      LOW_PROFITABILITY: 'T7',
      HIGH_RETURN_RATE: null,
      CONVERSION_DROP: null,
      AGED_STOCK: null,
    });
  });

  it('builds the items with the fields of each type, in its column order', () => {
    const entries = focusedTicketEntries(problem());
    expect(entries.map((e) => e.type).sort()).toEqual(['T1', 'T2', 'T5', 'T7']);
    const by = Object.fromEntries(entries.map((e) => [e.type, e.item]));
    expect(by.T1).toEqual({ retailer_sku: 'B000TEST01', idq_score: 55, missing_attributes: 'color, size' });
    expect(by.T2).toEqual({
      retailer_sku: 'B000TEST01',
      our_selling_price: 21,
      competitor_selling_price: 18.5,
    });
    expect(by.T5).toEqual({
      retailer_sku: 'B000TEST01',
      warehouse_stock: 12,
      fba_stock: 8,
      total_warehouse_sales: 60,
      current_coverage: 10,
    });
    expect(by.T7).toEqual({ retailer_sku: 'B000TEST01', selling_price: 20, net_margin: 2 });
    for (const e of entries) {
      expect(Object.keys(e.item)).toEqual(ticketTypeDef(e.type)?.columns);
      expect(ticketItemInput.safeParse(e.item).success).toBe(true);
    }
  });

  it('raises a ticket exactly when the analysis rule fires (same threshold)', () => {
    const at = (days: number) => focusedTicketEntries(coverage(days)).map((e) => e.type);
    expect(at(14.9)).toEqual(['T5']);
    expect(at(15)).toEqual([]);
    const atProfit = (net: number) => focusedTicketEntries(profit(net)).map((e) => e.type);
    expect(atProfit(14.99)).toEqual(['T7']);
    expect(atProfit(15)).toEqual([]);
    const atIdq = (score: number) => focusedTicketEntries(idq(score)).map((e) => e.type);
    expect(atIdq(59.9)).toEqual(['T1']);
    expect(atIdq(T.contentIdqMin)).toEqual([]);
    expect(focusedTicketEntries(returns(50))).toEqual([]);
  });

  it('batches one item per SKU and type, leaving out SKUs on open tickets', () => {
    const a = problem();
    const b = { ...problem(), asin: 'B000TEST02' };
    const batches = focusedTicketBatches([a, b, a], (type) => new Set(type === 'T2' ? ['B000TEST01'] : []));
    expect(batches.T5?.map((i) => i.retailer_sku)).toEqual(['B000TEST01', 'B000TEST02']);
    expect(batches.T2?.map((i) => i.retailer_sku)).toEqual(['B000TEST02']);
    expect(batches.T4).toBeUndefined();
    expect(focusedTicketBatches([healthy()])).toEqual({});
  });

  it('T4: marketplace SKUs that map to no catalogue SKU, once each', () => {
    const catalogue = new Set(['SKU-1']);
    expect(isUnmappedSku('SKU-1', catalogue)).toBe(false);
    expect(isUnmappedSku(' SKU-1 ', catalogue)).toBe(false);
    expect(isUnmappedSku('SKU-9', catalogue)).toBe(true);
    expect(isUnmappedSku(null, catalogue)).toBe(true);
    expect(isUnmappedSku('  ', catalogue)).toBe(true);
    const items = unmappedSkuItems(
      [
        { retailer_sku: 'A1', marketplace_sku: 'MS-1', sku_code: 'SKU-1' },
        { retailer_sku: 'A2', marketplace_sku: 'MS-2', sku_code: null },
        { retailer_sku: 'A2', marketplace_sku: 'MS-2b', sku_code: null },
        { retailer_sku: 'A3', marketplace_sku: 'MS-3', sku_code: 'GONE' },
        { retailer_sku: 'A4', marketplace_sku: 'MS-4', sku_code: 'GONE' },
      ],
      catalogue,
      new Set(['A4']),
    );
    expect(items).toEqual([
      { retailer_sku: 'A2', marketplace_sku: 'MS-2' },
      { retailer_sku: 'A3', marketplace_sku: 'MS-3' },
    ]);
    for (const item of items) expect(Object.keys(item)).toEqual(ticketTypeDef('T4')?.columns);
  });
});
