import type { MarketingAnswer, SalesAnswer } from '@marketdesk/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import { defaultFilters, toRequest } from './filters';
import { forecastErrorText, loadErrorText } from './messages';
import { dailyTotals, metricDaily, salesBreakdown } from './metrics';
import { pieSlices } from './pie';
import { detailCsvRows, detailRows } from './table';

const day = (R: number, PO = 0, DF = 0, ret = 0) => ({
  sales_R: R,
  sales_PO: PO,
  sales_DF: DF,
  num_returns: ret,
});
const SALES: SalesAnswer = {
  summary: { total_sales_amount: 181.5, total_returns: 3 },
  daily: {
    '1': { '2025-05-01': day(100, 20, 0, 2), '2025-05-02': day(50) },
    '9': { '2025-05-02': day(11.5, 0, 0, 1) },
  },
};
const MARKETING: MarketingAnswer = {
  summary: { total_ams_sales: 40, total_ams_spend: 8 },
  daily: { '1': { '2025-05-02': { ams_sales: 40, ams_spend: 8 } } },
};

describe('KPI figures', () => {
  it('shows each breakdown part only when it is not zero', () => {
    expect(salesBreakdown(SALES)).toEqual([
      { label: 'Regular', value: 161.5 },
      { label: 'PO', value: 20 },
    ]);
    expect(salesBreakdown({ ...SALES, daily: {} })).toEqual([]);
    expect(salesBreakdown({ ...SALES, daily: { '1': { '2025-05-01': day(0, 0, 5) } } })).toEqual([
      { label: 'DF', value: 5 },
    ]);
  });

  it('adds the marketplaces up per day for the mini trend', () => {
    const sales = metricDaily('sales', SALES, MARKETING);
    expect(dailyTotals(sales, ['2025-05-01', '2025-05-02', '2025-05-03'])).toEqual([120, 61.5, 0]);
    expect(dailyTotals(metricDaily('returns', SALES, MARKETING), ['2025-05-01', '2025-05-02'])).toEqual([
      2, 1,
    ]);
    expect(dailyTotals(metricDaily('ams_spend', SALES, MARKETING), ['2025-05-02'])).toEqual([8]);
  });
});

describe('share pie', () => {
  const mps = new Map([
    ['1', { name: 'Amazon US', country_code: 'US' }],
    ['2', { name: 'Amazon Canada', country_code: 'ca' }],
    ['3', { name: 'Amazon UK', country_code: 'UK' }],
    ['4', { name: 'Noon UAE', country_code: 'AE' }],
    ['5', { name: 'Kaufland', country_code: 'CZ' }],
  ]);
  const daily = new Map([
    ['1', new Map([['d', 100]])],
    ['2', new Map([['d', 50]])],
    ['3', new Map([['d', 25.555]])],
    ['4', new Map([['d', -10]])],
    ['5', new Map([['d', 0]])],
  ]);

  it('groups by marketplace and omits non-positive values', () => {
    const slices = pieSlices(daily, 'Marketplace', mps);
    expect(slices.map((s) => s.label)).toEqual(['Amazon US', 'Amazon Canada', 'Amazon UK']);
    expect(slices[2]).toEqual({ id: 'Amazon UK', label: 'Amazon UK', value: 25.56, percent: 14.56 });
  });

  it('groups by region with the table of section 9 (UK is Europe, unknown is Other)', () => {
    const byRegion = pieSlices(daily, 'Region', mps);
    expect(byRegion.map((s) => [s.label, s.value])).toEqual([
      ['North America', 150],
      ['Europe', 25.56],
    ]);
    const other = pieSlices(new Map([['5', new Map([['d', 7]])]]), 'Region', mps);
    expect(other).toEqual([{ id: 'Other', label: 'Other', value: 7, percent: 100 }]);
  });

  it('groups by country and drops a group whose sum is not positive', () => {
    const mixed = new Map([
      ['1', new Map([['d', 10]])],
      ['2', new Map([['d', -10]])],
    ]);
    const sameCountry = new Map([
      ['1', { name: 'A', country_code: 'US' }],
      ['2', { name: 'B', country_code: 'US' }],
    ]);
    expect(pieSlices(mixed, 'Country', sameCountry)).toEqual([]);
    expect(pieSlices(daily, 'Country', mps).map((s) => s.label)).toEqual(['US', 'CA', 'UK']);
  });
});

describe('details table', () => {
  it('has one row per marketplace and date from both answers, newest first', () => {
    const rows = detailRows(SALES, MARKETING, (id) => (id === '1' ? 'Amazon US' : 'Noon UAE'));
    expect(rows.map((r) => r.id)).toEqual(['1|2025-05-02', '9|2025-05-02', '1|2025-05-01']);
    expect(rows[0]).toMatchObject({ sales_amount: 50, ams_sales: 40, ams_spend: 8, returns: 0 });
    expect(rows[2]).toMatchObject({ sales_amount: 120, po_sales: 20, df_sales: 0, returns: 2 });
    expect(detailCsvRows(rows)[2]).toEqual(['Amazon US', '2025-05-01', 120, 20, 0, 2, 0, 0]);
  });
});

describe('filters', () => {
  const today = dayjs('2025-05-14');
  it('defaults to month start through today in USD without marketplace, brand or SKU', () => {
    expect(toRequest(defaultFilters(today), today)).toEqual({
      start_date: '2025-05-01',
      end_date: '2025-05-14',
      currency_code: 'USD',
      mp_id: [],
      brand_id: [],
      sku: [],
    });
  });

  it('caps an end date later than today when requesting', () => {
    const f = { ...defaultFilters(today), end: dayjs('2025-06-30'), marketplaceIds: [3, 1] };
    expect(toRequest(f, today)).toMatchObject({ end_date: '2025-05-14', mp_id: [1, 3] });
  });
});

describe('error texts', () => {
  it('maps load errors as section 8 says', () => {
    expect(loadErrorText(new ApiError(403, 'nope'))).toBe('You do not have permission to view this data');
    expect(loadErrorText(new ApiError(500, 'Database down'))).toBe('500: Database down');
    expect(loadErrorText(new ApiError(502, undefined))).toBe('Request failed with status 502');
    expect(loadErrorText(new ApiError(0, undefined))).toBe('Network error.');
    expect(loadErrorText(new TypeError('bad answer'))).toBe('An unexpected error occurred.');
  });

  it('maps forecast errors', () => {
    expect(forecastErrorText(new ApiError(500, 'x'))).toBe('Forecast request failed.');
    expect(forecastErrorText(new ApiError(0, undefined))).toBe('Forecast request failed.');
    expect(forecastErrorText(new Error('parse'))).toBe('An unexpected forecast error occurred.');
    expect(forecastErrorText(new ApiError(403, 'x'))).toBe('You do not have permission to view this data');
  });
});
