import { describe, expect, it } from 'vitest';
import {
  AMS_COLUMNS,
  AMS_TEXT,
  amsDefaultWindow,
  amsEarliestStart,
  amsExportCell,
  amsFigures,
  amsFilterError,
  amsQuery,
  amsStatusChip,
  amsTotalsOf,
  brandsLabel,
} from './ams-view';

describe('AMS view contracts', () => {
  it('status chips: Active green, Paused amber, anything else grey', () => {
    expect(amsStatusChip('enabled')).toEqual({ label: 'Active', color: 'success' });
    expect(amsStatusChip('PAUSED')).toEqual({ label: 'Paused', color: 'warning' });
    expect(amsStatusChip('archived')).toEqual({ label: 'Archived', color: 'default' });
  });

  it("brand labels: 'All Brands', 'No Brands Selected', one or two names, else the first two plus '...'", () => {
    expect(brandsLabel([], 4)).toBe('No Brands Selected');
    expect(brandsLabel(['A', 'B', 'C', 'D'], 4)).toBe('All Brands');
    expect(brandsLabel(['A'], 4)).toBe('A');
    expect(brandsLabel(['A', 'B'], 4)).toBe('A, B');
    expect(brandsLabel(['A', 'B', 'C'], 4)).toBe('A, B...');
  });

  it('the window: last 7 days by default, 90 days back at most, never in the future, start before end', () => {
    expect(amsDefaultWindow('2026-03-10')).toEqual({ start_date: '2026-03-04', end_date: '2026-03-10' });
    expect(amsEarliestStart('2026-03-10')).toBe('2025-12-10');
    const ok = { seller_id: '1', start_date: '2025-12-10', end_date: '2026-03-10' };
    expect(amsFilterError(ok, '2026-03-10')).toBeNull();
    expect(amsFilterError({ ...ok, seller_id: '' }, '2026-03-10')).toBe('Seller ID is required');
    expect(amsFilterError({ ...ok, start_date: '2025-12-09' }, '2026-03-10')).toBe(AMS_TEXT.startTooEarly);
    expect(amsFilterError({ ...ok, end_date: '2026-03-11' }, '2026-03-10')).toBe(AMS_TEXT.endInFuture);
    expect(amsFilterError({ ...ok, start_date: '2026-03-10', end_date: '2026-03-09' }, '2026-03-10')).toBe(
      AMS_TEXT.startAfterEnd,
    );
  });

  it('the query: seller required with its text, brand_ids a comma list (empty: none)', () => {
    const missing = amsQuery.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Seller ID is required');
    expect(amsQuery.safeParse({ seller_id: ' ' }).error?.issues[0]?.message).toBe('Seller ID is required');
    expect(amsQuery.parse({ seller_id: '12', brand_ids: '3, 1,3' }).brand_ids).toEqual([3, 1]);
    expect(amsQuery.parse({ seller_id: '12', brand_ids: '' }).brand_ids).toEqual([]);
    expect(amsQuery.parse({ seller_id: '12' }).brand_ids).toBeUndefined();
    expect(amsQuery.safeParse({ seller_id: '12', brand_ids: 'x' }).success).toBe(false);
  });

  it('figures: CTR, conversion and ACOS as percentages, CPC as money, null without a denominator', () => {
    const f = amsFigures({ impressions: 2000, clicks: 40, spend: 30, sales: 120, orders: 4, units: 5 });
    expect(f).toMatchObject({ ctr: 2, cpc: 0.75, conversion: 10, acos: 25 });
    expect(amsFigures({ impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 })).toMatchObject({
      ctr: null,
      cpc: null,
      conversion: null,
      acos: null,
    });
    const t = amsTotalsOf([
      { impressions: 1000, clicks: 10, spend: 5, sales: 10, orders: 1, units: 1 },
      { impressions: 3000, clicks: 30, spend: 15, sales: 90, orders: 3, units: 4 },
    ]);
    expect(t).toEqual({
      total_impressions: 4000,
      total_clicks: 40,
      total_spend: 20,
      total_sales: 100,
      avg_ctr: 1,
      avg_acos: 20,
      total_units: 5,
      avg_conversion: 10,
    });
  });

  it('export cells: status as its label, money and percentages to 2 decimals, null empty', () => {
    const [status] = AMS_COLUMNS.targets.filter((c) => c.field === 'status');
    const [ctr] = AMS_COLUMNS.targets.filter((c) => c.field === 'ctr');
    expect(amsExportCell(status!, 'paused')).toBe('Paused');
    expect(amsExportCell(ctr!, 1.23456)).toBe(1.23);
    expect(amsExportCell(ctr!, null)).toBeNull();
    expect(AMS_COLUMNS.negatives.map((c) => c.label)).toEqual([
      'Keyword Text',
      'Match Type',
      'Status',
      'Bid',
    ]);
  });
});
