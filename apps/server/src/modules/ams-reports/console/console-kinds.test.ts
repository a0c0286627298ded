import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sheetOf } from '../../../../test/fixtures/ams-console';
import { useConsoleApp } from '../../../../test/fixtures/ams-console-app';
import { rowsOf } from '../../../db/facts/executor';
import { addDays, todayUtc } from '../../../platform/report-dates';

/** Advertised product, placement and purchased product reports. */
const c = useConsoleApp();

describe('advertised product, placement and purchased product reports', () => {
  const day = (n: number) => new Date(`${addDays(todayUtc(), n)}T00:00:00Z`);

  it('India advertised products (no SKU column, 14 days, (₹) headers): the ad_product level and the ads rollups', async () => {
    const header = [
      'Date',
      'Portfolio name',
      'Currency',
      'Campaign Name',
      'Ad Group Name',
      'Advertised ASIN',
      'Impressions',
      'Clicks',
      'Click-Thru Rate (CTR)',
      'Cost Per Click (CPC)',
      'Spend',
      '14 Day Total Sales (₹)',
      'Total Advertising Cost of Sales (ACoS)',
      'Total Return on Advertising Spend (RoAS)',
      '14 Day Total Orders (#)',
      '14 Day Total Units (#)',
      '14 Day Conversion Rate',
      '14 Day Advertised ASIN Units (#)',
      '14 Day Brand Halo ASIN Units (#)',
      '14 Day Advertised ASIN Sales (₹)',
      '14 Day Brand Halo ASIN Sales (₹)',
    ];
    const rows = [
      [
        day(-9),
        '',
        'INR',
        'Chai Kettle',
        'Auto',
        'B0CHAI0001',
        900,
        30,
        0.0333,
        4.11,
        123.45,
        2999,
        0.04,
        24.3,
        2,
        3,
        0.0667,
        3,
        0,
        2999,
        0,
      ],
      [
        day(-9),
        '',
        'INR',
        'Chai Kettle',
        'Auto',
        'B0CHAI0002',
        100,
        2,
        0.02,
        5,
        10,
        0,
        '',
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
      ],
      [
        day(-8),
        '',
        'INR',
        'Chai Kettle',
        'Auto',
        'B0CHAI0001',
        1200,
        41,
        0.0342,
        3.9,
        159.9,
        5998.5,
        0.0267,
        37.5,
        4,
        5,
        0.0976,
        5,
        1,
        5000,
        998.5,
      ],
    ];
    const res = await c.upload(
      'Advertised product.xlsx',
      await sheetOf(header, rows, 'Sponsored Product Advertised Pr'),
      c.profiles.in.profile_id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'advertised_product',
      rows: 3,
      inserted: 3,
      attribution_days: 14,
      totals: {
        impressions: 2200,
        clicks: 73,
        spend: 293.35,
        sales: 8997.5,
        orders: 6,
        units: 8,
        currency: 'INR',
      },
    });
    const { n, attribution_days, ...stored } = await c.held(c.profiles.in.profile_id, 'ad_product');
    expect({ n, attribution_days, ...stored }).toEqual({
      n: 3,
      attribution_days: 14,
      impressions: 2200,
      clicks: 73,
      spend: 29_335,
      sales: 899_750,
      orders: 6,
      units: 8,
    });
    const [rollup] = await rowsOf<{ spend: number; sales: number }>(
      c.t.db,
      sql`select round(sum(ams_spend) * 100)::int as spend, round(sum(ams_sales) * 100)::int as sales from ads_daily_sku
        where client_id = ${c.clientId} and mp_id = ${c.profiles.in.mp_id}`,
    );
    expect(rollup).toEqual({ spend: 29_335, sales: 899_750 });
    const products = await rowsOf<{ asin: string; sku_code: string | null }>(
      c.t.db,
      sql`select asin, sku_code from ad_products where client_id = ${c.clientId} and profile_id = ${c.profiles.in.profile_id} order by asin`,
    );
    expect(products).toEqual([
      { asin: 'B0CHAI0001', sku_code: null },
      { asin: 'B0CHAI0002', sku_code: null },
    ]);
  });

  it("placement: each campaign's figures per placement", async () => {
    const header = [
      'Date',
      'Portfolio name',
      'Currency',
      'Campaign Name',
      'Bidding strategy',
      'Placement',
      'Impressions',
      'Clicks',
      'Cost Per Click (CPC)',
      'Spend',
      '7 Day Total Sales ',
      'Total Advertising Cost of Sales (ACoS) ',
      'Total Return on Advertising Spend (RoAS)',
      '7 Day Total Orders (#)',
      '7 Day Total Units (#)',
    ];
    const rows = [
      [
        day(-12),
        '',
        'USD',
        'Mugs, glass',
        'Fixed bids',
        'Top of Search on-Amazon',
        500,
        12,
        0.5,
        6,
        39.98,
        0.15,
        6.66,
        2,
        2,
      ],
      [
        day(-12),
        '',
        'USD',
        'Mugs, glass',
        'Fixed bids',
        'Detail Page on-Amazon',
        300,
        4,
        0.25,
        1,
        0,
        '',
        0,
        0,
        0,
      ],
      [
        day(-12),
        '',
        'USD',
        'Mugs, glass',
        'Fixed bids',
        'Other on-Amazon',
        200,
        1,
        0.4,
        0.4,
        19.99,
        0.02,
        49.98,
        1,
        1,
      ],
    ];
    const res = await c.upload(
      'Placement.xlsx',
      await sheetOf(header, rows, 'Sponsored Product Placement Rep'),
      c.profiles.us.profile_id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ report_type: 'placement', rows: 3, inserted: 3 });
    const { n, attribution_days: _, ...stored } = await c.held(c.profiles.us.profile_id, 'placement');
    expect({ n, ...stored }).toEqual({
      n: 3,
      impressions: 1000,
      clicks: 17,
      spend: 740,
      sales: 5997,
      orders: 3,
      units: 3,
    });
  });

  it('purchased product: read and added up, every row named as not stored', async () => {
    const header = [
      'Date',
      'Portfolio name',
      'Currency',
      'Campaign Name',
      'Ad Group Name',
      'Advertised SKU',
      'Advertised ASIN',
      'Targeting',
      'Match Type',
      'Purchased ASIN',
      '7 Day Other SKU Units (#)',
      '7 Day Other SKU Orders (#)',
      '7 Day Other SKU Sales ',
    ];
    const rows = [
      [
        day(-12),
        '',
        'USD',
        'Mugs, glass',
        'Glass',
        'MUG-1',
        'B0MUG00001',
        'mug',
        'BROAD',
        'B0SAUCER01',
        2,
        1,
        15.5,
      ],
      [
        day(-11),
        '',
        'USD',
        'Mugs, glass',
        'Glass',
        'MUG-1',
        'B0MUG00001',
        'mug',
        'BROAD',
        'B0SPOON001',
        1,
        1,
        4.25,
      ],
    ];
    const before = await rowsOf<{ n: number }>(
      c.t.db,
      sql`select count(*)::int as n from ad_metrics_daily where client_id = ${c.clientId}`,
    );
    const res = await c.upload(
      'Purchased product.xlsx',
      await sheetOf(header, rows, 'Sponsored Product Purchased Pro'),
      c.profiles.us.profile_id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'purchased_product',
      rows: 2,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      skipped: [{ rows: 2 }],
      totals: { impressions: 0, clicks: 0, spend: 0, sales: 19.75, orders: 2, units: 3, currency: 'USD' },
    });
    expect(res.json().skipped[0].reason).toContain('already in the advertised products');
    expect(
      await rowsOf(
        c.t.db,
        sql`select count(*)::int as n from ad_metrics_daily where client_id = ${c.clientId}`,
      ),
    ).toEqual(before);
  });
});
