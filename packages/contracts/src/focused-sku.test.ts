import { describe, expect, it } from 'vitest';
import { type FocusedSkuPatch, focusedSkuFixture } from '../test/focused-sku';
import {
  analyzeSkusQuery,
  DEFAULT_FOCUSED_FILTERS,
  detectFocusedIssues,
  FOCUSED_SKU_TEXT,
  focusedExportRow,
  focusedListQueryOf,
  focusedSkuAnalysis,
  focusedSkuListQuery,
  focusedSkuManagerListQuery,
  focusedSkuSearchQuery,
  velocityArrow,
} from './focused-sku';

/** A record with a stockout issue and a lost Buy Box (its issues as listed, not recomputed). */
const record = (patch: FocusedSkuPatch = {}) =>
  focusedSkuFixture({
    asin: 'B0ABC',
    rating: 4.2,
    risk_level: 'high',
    buybox_win_percentage: 0,
    sales: { revenue_30d: 1200.5, velocity_percentage: 10 },
    inventory: { total_available: 20, fba_available_quantity: 5, stock_coverage_days: 10 },
    buybox: { is_winning: false, is_buy_box_winner: false, selling_price: 19 },
    issues: [
      {
        issue_type: 'STOCKOUT_RISK',
        priority: 'high',
        title: 'Stockout Risk',
        description: 'x',
        details: { stock_coverage_days: 10 },
        created_at: '2026-11-25T00:00:00Z',
      },
    ],
    ...patch,
  });

describe('queries', () => {
  it('analyze-skus: all as text, repeated asins, the refresh limit by default, at most 1000', () => {
    expect(analyzeSkusQuery.parse({ mp_id: '3' })).toEqual({ mp_id: 3, all: false, limit: 20, asins: [] });
    expect(analyzeSkusQuery.parse({ mp_id: '3', all: 'true', limit: '1000', asins: 'B1' })).toEqual({
      mp_id: 3,
      all: true,
      limit: 1000,
      asins: ['B1'],
    });
    expect(analyzeSkusQuery.safeParse({ mp_id: '3', limit: '1001' }).success).toBe(false);
    expect(analyzeSkusQuery.safeParse({ mp_id: '3', all: 'yes' }).success).toBe(false);
  });
  it('list: the spec defaults, and a filter state travels flat', () => {
    const q = focusedSkuListQuery.parse({ mp_id: '3' });
    expect(q).toMatchObject({ sortBy: 'sales30Day', sortOrder: 'desc', page: 1, size: 12 });
    expect(q).toMatchObject({
      profitMarginMin: 0,
      profitMarginMax: 100,
      stockCoverageMax: 365,
      ratingMax: 5,
    });
    const sent = focusedListQueryOf(3, {
      ...DEFAULT_FOCUSED_FILTERS,
      riskLevel: ['high'],
      issues: ['CONTENT_GAP'],
    });
    expect(focusedSkuListQuery.parse(sent)).toMatchObject({ riskLevel: ['high'], issues: ['CONTENT_GAP'] });
    expect(focusedSkuListQuery.safeParse({ mp_id: '3', ratingMax: '5.1' }).success).toBe(false);
    expect(focusedSkuListQuery.safeParse({ mp_id: '3', sortBy: 'title' }).success).toBe(false);
  });
  it('manage: 100 per page by default, at most 200; search at most 50 and not empty', () => {
    expect(focusedSkuManagerListQuery.parse({ mp_id: '3' })).toMatchObject({ page: 1, size: 100 });
    expect(focusedSkuManagerListQuery.safeParse({ mp_id: '3', size: '201' }).success).toBe(false);
    expect(focusedSkuSearchQuery.parse({ mp_id: '3', search: 'kettle' }).size).toBe(50);
    expect(focusedSkuSearchQuery.safeParse({ mp_id: '3', search: '  ' }).success).toBe(false);
  });
});

describe('screen helpers', () => {
  it('export row', () => {
    expect(focusedExportRow(record())).toMatchObject({
      sales30Day: 1200.5,
      profitMargin: 35,
      stockLevel: 20,
      stockCoverage: 10,
      buyBoxPercentage: 0,
      adSpend: 40,
      acos: 40,
      issue_count: 1,
    });
  });
});

describe('the 30d Sales arrow', () => {
  it('points only for a real change: none without sales (no velocity) or at 0', () => {
    expect(velocityArrow(12.5)).toBe('up');
    expect(velocityArrow(-3)).toBe('down');
    expect(velocityArrow(null)).toBeNull();
    expect(velocityArrow(0)).toBeNull();
  });
});

describe('the record', () => {
  it('parses as the schema, and the fixture raises no issue', () => {
    expect(focusedSkuAnalysis.parse(record())).toEqual(record());
    expect(detectFocusedIssues(focusedSkuFixture())).toEqual([]);
  });
});

describe('texts', () => {
  it('fill in N and {asin} as written', () => {
    expect(FOCUSED_SKU_TEXT.analyzedSuccessfully(3)).toBe('Successfully analyzed 3 SKU(s)');
    expect(FOCUSED_SKU_TEXT.noDetails('B0ABC')).toBe('No details found for SKU B0ABC');
    expect(FOCUSED_SKU_TEXT.apiReportsLine(10, 4)).toBe('API reports: 10 SKUs | Currently showing: 4 SKUs');
    expect(FOCUSED_SKU_TEXT.exportedSuccessfully(2)).toBe('2 SKUs exported successfully!');
  });
});
