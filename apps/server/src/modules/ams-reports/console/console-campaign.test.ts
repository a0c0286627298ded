import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleCsv, consoleDay, dollars, sheetOf } from '../../../../test/fixtures/ams-console';
import { money, useConsoleApp } from '../../../../test/fixtures/ams-console-app';
import { rowsOf } from '../../../db/facts/executor';
import { todayUtc } from '../../../platform/report-dates';

/** Campaign reports (.csv as the US console wrote them in 2019, India's with Rs. amounts, re-saved in Excel). */
const c = useConsoleApp();

describe('campaign reports (.csv)', () => {
  const today = todayUtc();
  const d = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const lines = [
    {
      date: d(-12),
      name: '厨房 \\""Kettle\\"" 活动',
      status: 'ENABLED',
      budget: 2500,
      impressions: 12_345,
      clicks: 321,
      spend: 521_629,
      orders: 17,
      sales: 1_234_567,
    },
    {
      date: d(-11),
      name: '厨房 \\""Kettle\\"" 活动',
      status: 'ENABLED',
      budget: 2500,
      impressions: 9_000,
      clicks: 200,
      spend: 31_050,
      orders: 4,
      sales: 19_996,
    },
    {
      date: d(-12),
      name: 'Mugs, glass',
      status: 'PAUSED',
      budget: 1000,
      impressions: 40,
      clicks: 0,
      spend: 0,
      orders: 0,
      sales: 0,
    },
  ];
  // US 2019: BOM, CRLF, Chinese names, quotes written \"", headers with a trailing space quoted, "$5,216.29".
  const us2019 = consoleCsv([
    'Date,Start Date,End Date,Portfolio name,Campaign Type,Campaign Name,Status,Currency,Budget,Targeting Type,Bidding strategy,Impressions,Clicks,Click-Thru Rate (CTR),Spend,Cost Per Click (CPC),7 Day Total Orders (#),"Total Advertising Cost of Sales (ACoS) ","7 Day Total Sales "',
    ...lines.map((l) =>
      [
        consoleDay(l.date),
        consoleDay(d(-400)),
        '',
        'Not grouped',
        'Sponsored Products',
        `"${l.name}"`,
        l.status,
        'USD',
        dollars(l.budget * 100),
        'MANUAL',
        'Dynamic bids - down only',
        l.impressions,
        l.clicks,
        '0.0260',
        dollars(l.spend),
        dollars(l.clicks ? Math.round(l.spend / l.clicks) : 0),
        l.orders,
        l.sales ? `${((l.spend / l.sales) * 100).toFixed(2)}%` : '',
        dollars(l.sales),
      ].join(','),
    ),
  ]);
  const sums = lines.reduce(
    (s, l) => ({
      impressions: s.impressions + l.impressions,
      clicks: s.clicks + l.clicks,
      spend: s.spend + l.spend,
      sales: s.sales + l.sales,
      orders: s.orders + l.orders,
      units: 0,
    }),
    { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 },
  );

  it('US 2019: every quirk read, the campaign settings kept, the sums stored', async () => {
    const res = await c.upload('Sponsored Products Campaign report.csv', us2019, c.profiles.us.profile_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'campaign',
      rows: 3,
      inserted: 3,
      period: { start: d(-12), end: d(-11) },
      totals: { ...sums, spend: money(sums.spend), sales: money(sums.sales), currency: 'USD' },
    });
    const { n: _, attribution_days: __, ...stored } = await c.held(c.profiles.us.profile_id, 'campaign');
    expect(stored).toEqual(sums);
    const campaigns = await rowsOf<{
      campaign_name: string;
      state: string;
      budget: string;
      targeting_type: string;
    }>(
      c.t.db,
      sql`select campaign_name, state, budget::text, targeting_type from ad_campaigns
        where client_id = ${c.clientId} and profile_id = ${c.profiles.us.profile_id} order by campaign_name`,
    );
    expect(campaigns).toEqual([
      { campaign_name: 'Mugs, glass', state: 'paused', budget: '1000.00', targeting_type: 'manual' },
      {
        campaign_name: '厨房 \\"Kettle\\" 活动',
        state: 'enabled',
        budget: '2500.00',
        targeting_type: 'manual',
      },
    ]);
  });

  it('the same report re-saved in Excel (numbers, dates, no trailing zeros) answers unchanged', async () => {
    const resaved = await sheetOf(
      [
        'Date',
        'Start Date',
        'End Date',
        'Portfolio name',
        'Campaign Type',
        'Campaign Name',
        'Status',
        'Currency',
        'Budget',
        'Targeting Type',
        'Bidding strategy',
        'Impressions',
        'Clicks',
        'Click-Thru Rate (CTR)',
        'Spend',
        'Cost Per Click (CPC)',
        '7 Day Total Orders (#)',
        'Total Advertising Cost of Sales (ACoS)',
        '7 Day Total Sales',
      ],
      lines.map((l) => [
        new Date(`${l.date}T00:00:00Z`),
        new Date(`${d(-400)}T00:00:00Z`),
        null,
        'Not grouped',
        'Sponsored Products',
        l.name.replaceAll('\\""', '\\"'),
        l.status,
        'USD',
        l.budget,
        'MANUAL',
        'Dynamic bids - down only',
        l.impressions,
        l.clicks,
        0.026,
        l.spend / 100,
        l.clicks ? l.spend / l.clicks / 100 : 0,
        l.orders,
        l.sales ? l.spend / l.sales : null,
        l.sales / 100,
      ]),
      'Sponsored Product Campaign Repo',
    );
    const res = await c.upload('resaved.xlsx', resaved, c.profiles.us.profile_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
  });

  it('India: Rs. amounts, a 14-day window with (₹) headers, a summary stored as its period', async () => {
    const start = d(-40);
    const end = d(-11);
    const india = consoleCsv([
      'Date,Start Date,End Date,Portfolio name,Campaign Type,Campaign Name,Status,Currency,Budget,Targeting Type,Bidding strategy,Impressions,Last Year Impressions,Clicks,Last Year Clicks,Click-Thru Rate (CTR),Spend,Last Year Spend,Cost Per Click (CPC),Last Year Cost Per Click (CPC),14 Day Total Orders (#),Total Advertising Cost of Sales (ACoS),14 Day Total Sales (₹)',
      `,${start},${end},,Sponsored Products,Chai Kettle,ENABLED,INR,Rs.1000.0,AUTO,Fixed bids,5000,4000,120,100,2.40%,Rs.1234.5,Rs.999.0,Rs.10.29,Rs.9.99,6,41.15%,Rs.3000.0`,
      `,${start},${end},,Sponsored Products,Tea Mugs,ENABLED,INR,Rs.500.0,MANUAL,Fixed bids,700,0,9,0,1.29%,Rs.88.2,Rs.0.0,Rs.9.8,Rs.0.0,1,29.40%,Rs.300.0`,
    ]);
    const res = await c.upload('Campaign_India.csv', india, c.profiles.in.profile_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'campaign',
      rows: 2,
      inserted: 2,
      period: { start, end },
      attribution_days: 14,
      totals: {
        impressions: 5700,
        clicks: 129,
        spend: 1322.7,
        sales: 3300,
        orders: 7,
        units: 0,
        currency: 'INR',
      },
    });
    // Never spread over days: nothing daily, one row per campaign for the period.
    expect((await c.held(c.profiles.in.profile_id, 'campaign')).n).toBe(0);
    const period = await c.held(c.profiles.in.profile_id, 'campaign', 'ad_metrics_period');
    expect(period).toEqual({
      n: 2,
      impressions: 5700,
      clicks: 129,
      spend: 132_270,
      sales: 330_000,
      orders: 7,
      units: 0,
      attribution_days: 14,
    });
    expect((await c.upload('again.csv', india, c.profiles.in.profile_id)).json()).toMatchObject({
      unchanged: 2,
      inserted: 0,
    });
  });
});
