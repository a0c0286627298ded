import { describe, expect, it } from 'vitest';
import {
  nextDay,
  orderTypesText,
  PARTNER_MARKETPLACE_DEFAULT_PAGE_SIZE,
  PARTNER_MARKETPLACE_PAGE_SIZES,
  PARTNER_SKU_DEFAULT_PAGE_SIZE,
  PARTNER_SKU_PAGE_SIZES,
  partnerCoverageTone,
  partnerExportName,
  partnerMarketplacesAnswer,
  partnerProfitTone,
  partnerSkusQuery,
  partnerSummaryAnswer,
  partnerViewFilterError,
  partnerViewQuery,
  profitLoss,
  profitLossCents,
  stockCoverageDays,
  PARTNER_VIEW_TEXT as TX,
} from './partner-view';

describe('profit and loss', () => {
  it('is sales − commission − fees − buying cost − advertising spend − returns', () => {
    expect(
      profitLossCents({
        sales: 10000,
        commission: 1500,
        fees: 300,
        buying_cost: 4000,
        advertising_spend: 700,
        returns: 500,
      }),
    ).toBe(3000);
  });
  it('is exact to the cent in the currency and may be negative', () => {
    expect(
      profitLoss({
        sales: 0.3,
        commission: 0.1,
        fees: 0.2,
        buying_cost: 0,
        advertising_spend: 0,
        returns: 0,
      }),
    ).toBe(0);
    expect(
      profitLoss({
        sales: 10,
        commission: 1.11,
        fees: 2.22,
        buying_cost: 7,
        advertising_spend: 0.5,
        returns: 0.01,
      }),
    ).toBe(-0.84);
    expect(
      profitLoss({ sales: 0, commission: 0, fees: 0, buying_cost: 0, advertising_spend: 0, returns: 0 }),
    ).toBe(0);
  });
});

describe('colours', () => {
  it('stock coverage under 60 days is red, 60 and over plain', () => {
    expect(partnerCoverageTone(59.9)).toBe('error');
    expect(partnerCoverageTone(0)).toBe('error');
    expect(partnerCoverageTone(60)).toBe('default');
    expect(partnerCoverageTone(null)).toBe('default');
    expect(partnerCoverageTone(undefined)).toBe('default');
  });
  it('profit is green when positive, else red', () => {
    expect(partnerProfitTone(0.01)).toBe('success');
    expect(partnerProfitTone(0)).toBe('error');
    expect(partnerProfitTone(-5)).toBe('error');
  });
});

describe('filters', () => {
  const today = '2025-06-30';
  const f = (start_date: string, end_date: string, warehouse_id: number | null = 1) => ({
    warehouse_id,
    start_date,
    end_date,
  });
  it('requires a date range and a warehouse with the spec texts', () => {
    expect(partnerViewFilterError(f('', '2025-06-01'), today)).toBe('Please select a date range');
    expect(partnerViewFilterError(f('2025-06-01', '2025-06-02', null), today)).toBe(
      'Please select a warehouse',
    );
  });
  it('needs one day at least, the end not after today, the start from 2000-01-01', () => {
    expect(partnerViewFilterError(f('2025-06-01', '2025-06-02'), today)).toBeNull();
    expect(partnerViewFilterError(f('2025-06-01', '2025-06-01'), today)).toBe(TX.endNotAfterStart);
    expect(partnerViewFilterError(f('2025-06-02', '2025-06-01'), today)).toBe(TX.endNotAfterStart);
    expect(partnerViewFilterError(f('2025-06-29', '2025-06-30'), today)).toBeNull();
    expect(partnerViewFilterError(f('2025-06-30', '2025-07-01'), today)).toBe(TX.endAfterToday);
    expect(partnerViewFilterError(f('1999-12-31', '2000-01-05'), today)).toBe(TX.startBeforeEarliest);
    expect(partnerViewFilterError(f('2000-01-01', '2000-01-02'), today)).toBeNull();
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });
  it('parses the queries with USD by default', () => {
    const q = partnerViewQuery.parse({ warehouse_id: '3', start_date: '2025-06-01', end_date: '2025-06-30' });
    expect(q).toEqual({
      warehouse_id: 3,
      start_date: '2025-06-01',
      end_date: '2025-06-30',
      currency_code: 'USD',
    });
    expect(partnerViewQuery.safeParse({ ...q, currency_code: 'XYZ' }).success).toBe(false);
    expect(partnerSkusQuery.safeParse(q).success).toBe(false);
    expect(partnerSkusQuery.parse({ ...q, marketplace_id: '7' }).marketplace_id).toBe(7);
  });
  it('refuses a missing warehouse or date with the spec texts, and a date before 2000 with ours', () => {
    const issues = (v: Record<string, unknown>) =>
      partnerViewQuery.safeParse(v).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
    expect(issues({})).toEqual([
      ['warehouse_id', 'Please select a warehouse'],
      ['start_date', 'Please select a date range'],
      ['end_date', 'Please select a date range'],
    ]);
    expect(issues({ warehouse_id: '', start_date: '', end_date: '2025-01-02' })).toEqual([
      ['warehouse_id', 'Please select a warehouse'],
      ['start_date', 'Please select a date range'],
    ]);
    expect(issues({ warehouse_id: 2, start_date: '1999-12-31', end_date: '2000-01-02' })).toEqual([
      ['start_date', TX.startBeforeEarliest],
    ]);
  });
});

describe('stock coverage and exports', () => {
  it('is stock ÷ (units ÷ days), 1 decimal; null without stock or sales', () => {
    expect(stockCoverageDays(120, 30, 30)).toBe(120);
    expect(stockCoverageDays(10, 3, 7)).toBe(23.3);
    expect(stockCoverageDays(0, 5, 10)).toBe(0);
    expect(stockCoverageDays(null, 5, 10)).toBeNull();
    expect(stockCoverageDays(50, 0, 10)).toBeNull();
  });
  it('names the files after the level, warehouse, marketplace and window', () => {
    expect(partnerExportName('marketplaces', 'Main DC', '2025-06-01', '2025-06-30')).toBe(
      'partner_view_marketplaces_Main_DC_2025-06-01_to_2025-06-30.csv',
    );
    expect(partnerExportName('skus', 'Main DC', '2025-06-01', '2025-06-30', 'AZ_US')).toBe(
      'partner_view_skus_Main_DC_AZ_US_2025-06-01_to_2025-06-30.csv',
    );
  });
});

describe('constants, texts, answers', () => {
  it('keeps the page sizes and texts of the spec', () => {
    expect(PARTNER_MARKETPLACE_PAGE_SIZES).toEqual([5, 10, 25]);
    expect(PARTNER_MARKETPLACE_DEFAULT_PAGE_SIZE).toBe(10);
    expect(PARTNER_SKU_PAGE_SIZES).toEqual([25, 50, 100]);
    expect(PARTNER_SKU_DEFAULT_PAGE_SIZE).toBe(25);
    expect(TX.accessRestricted).toBe('Access Restricted');
    expect(TX.noPermission).toBe('You do not have permission to access the Partner View module.');
    expect(TX.breadcrumb).toBe('Marketplace Level');
    expect(TX.fetchFailed).toBe('Failed to fetch partner view data');
    expect(TX.skuFetchFailed).toBe('Failed to fetch SKU data');
    expect(TX.exported).toBe('Export successful');
  });
  it('joins the order types present', () => {
    expect(orderTypesText({ df: 2, po: 1 })).toBe('po,df');
    expect(orderTypesText({ others: 0 })).toBe('');
  });
  it('validates the answers', () => {
    const summary = {
      sales_amount: 100,
      units_sold: 4,
      total_commission: 15,
      total_fees: 3,
      buying_cost: 40,
      payment_received: 60,
      payment_to_receive: 20,
      profit_loss: 30,
      returns_count: 1,
      returns_amount: 5,
      ams_sales: 10,
      order_types_count: { po: 1, others: 3 },
    };
    expect(partnerSummaryAnswer.safeParse({ data: summary }).success).toBe(true);
    expect(
      partnerSummaryAnswer.safeParse({ data: { ...summary, order_types_count: { xx: 1 } } }).success,
    ).toBe(false);
    const row = {
      ...summary,
      marketplace_id: 1,
      marketplace_name: 'Amazon US',
      marketplace_code: 'AZ_US',
      order_types: 'po,others',
    };
    expect(partnerMarketplacesAnswer.safeParse({ data: [row] }).success).toBe(true);
    expect(partnerMarketplacesAnswer.safeParse({ data: [summary] }).success).toBe(false);
  });
});
