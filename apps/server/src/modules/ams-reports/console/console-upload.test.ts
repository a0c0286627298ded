import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCsv,
  consoleDay,
  dollars,
  reportXlsx,
  SEARCH_TERM_HEADER,
  searchTermXlsx,
  sheetOf,
  sumOf,
  TARGETING_HEADER,
  targetingRows,
  targetingXlsx,
  termRows,
} from '../../../../test/fixtures/ams-console';
import { multipart } from '../../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { pgArray, rowsOf } from '../../../db/facts/executor';
import { addDays, todayUtc } from '../../../platform/report-dates';
import { xlsxBuffer } from '../../../platform/spreadsheets/xlsx-download';
import { runAdAnalysis } from '../../ad-analyses';

/** Console reports and bulk files as Amazon writes them, for a profile fed by nothing else. */
let t: TestApp;
let clientId: number;
let sa: Record<string, string>;
const profiles: Record<
  'uk' | 'us' | 'in',
  { profile_id: string; mp_id: number; country: string; currency: string }
> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  sa = await t.auth((await t.make.user({ is_sa: true })).id);
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  for (const [key, country, currency] of [
    ['uk', 'GB', 'GBP'],
    ['us', 'US', 'USD'],
    ['in', 'IN', 'INR'],
  ] as const) {
    const mp = await t.make.marketplace({
      short_code: `AZ_${key.toUpperCase()}${tag}`,
      country_code: country,
      currency_code: currency,
    });
    const p = await t.make.profile(clientId, mp.pk_mp_id);
    profiles[key] = { profile_id: p.profile_id, mp_id: mp.pk_mp_id, country, currency };
  }
}, 60_000);
afterAll(() => t?.close());

function upload(fileName: string, content: Buffer, profile = profiles.uk.profile_id) {
  const body = multipart(fileName, content);
  const q = new URLSearchParams({ client_id: String(clientId), profile_id: profile });
  return t.app.inject({
    method: 'POST',
    url: `/ams-reports/console-upload?${q}`,
    headers: { ...sa, ...body.headers },
    payload: body.payload,
  });
}

/** What one level of a profile holds (amounts in cents). */
const held = async (profile: string, level: string, table = 'ad_metrics_daily') =>
  (
    await rowsOf<Record<string, number>>(
      t.db,
      sql`select count(*)::int as n, coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(clicks), 0)::int as clicks,
        coalesce(round(sum(spend) * 100), 0)::int as spend, coalesce(round(sum(sales) * 100), 0)::int as sales,
        coalesce(sum(orders), 0)::int as orders, coalesce(sum(units), 0)::int as units,
        coalesce(min(attribution_days), 0)::int as attribution_days
      from ${sql.raw(table)} where client_id = ${clientId} and profile_id = ${profile} and entity_type = ${level}`,
    )
  )[0]!;

const money = (cents: number) => cents / 100;

describe('search term and targeting reports (.xlsx, UK, daily)', () => {
  const terms = termRows();
  const targets = targetingRows(terms);
  const days = terms.map((r) => r.date).sort();
  const period = { start: days[0]!, end: days.at(-1)! };

  it('detects each kind, stores every row and answers the sums of the file', async () => {
    const res = await upload('Sponsored Products Search term report.xlsx', await searchTermXlsx(terms));
    expect(res.statusCode, res.body).toBe(200);
    const s = sumOf(terms);
    expect(res.json()).toEqual({
      report_type: 'search_term',
      rows: terms.length,
      inserted: terms.length,
      updated: 0,
      unchanged: 0,
      skipped: [],
      period,
      attribution_days: 7,
      totals: { ...s, spend: money(s.spend), sales: money(s.sales), currency: 'GBP' },
    });
    const { n, attribution_days, ...stored } = await held(profiles.uk.profile_id, 'search_term');
    expect(n).toBe(terms.length);
    expect(stored).toEqual(s);
    expect(attribution_days).toBe(7);

    const res2 = await upload('Sponsored Products Targeting report.xlsx', await targetingXlsx(targets));
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json()).toMatchObject({
      report_type: 'targeting',
      rows: targets.length,
      inserted: targets.length,
    });
    const { n: n2, attribution_days: _, ...storedTargets } = await held(profiles.uk.profile_id, 'target');
    expect(n2).toBe(targets.length);
    expect(storedTargets).toEqual(sumOf(targets));
  });

  it('finds the entities by name: the targeting report meets the targets the search term report created', async () => {
    const [counted] = await rowsOf<Record<string, number>>(
      t.db,
      sql`select (select count(*)::int from ad_campaigns where client_id = ${clientId} and profile_id = ${profiles.uk.profile_id}) as campaigns,
        (select count(*)::int from ad_groups where client_id = ${clientId} and profile_id = ${profiles.uk.profile_id}) as groups,
        (select count(*)::int from ad_targets where client_id = ${clientId} and profile_id = ${profiles.uk.profile_id}) as "targetCount",
        (select count(*)::int from ad_search_terms where client_id = ${clientId} and profile_id = ${profiles.uk.profile_id}) as terms`,
    );
    expect(counted).toEqual({ campaigns: 2, groups: 4, targetCount: 8, terms: 17 });
    const [auto] = await rowsOf<{ target_type: string; match_type: string | null }>(
      t.db,
      sql`select target_type, match_type from ad_targets where client_id = ${clientId} and target = 'close-match' limit 1`,
    );
    expect(auto).toEqual({ target_type: 'auto', match_type: null });
  });

  it('the same files again change nothing', async () => {
    const again = (await upload('st.xlsx', await searchTermXlsx(terms))).json();
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: terms.length });
    const again2 = (await upload('tg.xlsx', await targetingXlsx(targets))).json();
    expect(again2).toMatchObject({ inserted: 0, updated: 0, unchanged: targets.length });
  });

  it("AMS View's totals per ad group over the file's period equal the file's sums", async () => {
    const q = new URLSearchParams({
      client_id: String(clientId),
      seller_id: profiles.uk.profile_id,
      start_date: period.start,
      end_date: period.end,
    });
    const res = await t.app.inject({ method: 'GET', url: `/ams-view/ad-groups?${q}`, headers: sa });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      campaign_name: string;
      ad_group_name: string;
      impressions: number;
      clicks: number;
      spend: number;
      sales: number;
      orders: number;
      units: number;
    }[];
    expect(items).toHaveLength(4);
    for (const item of items) {
      const mine = targets.filter(
        (r) => r.campaign === item.campaign_name && r.adGroup === item.ad_group_name,
      );
      const s = sumOf(mine);
      expect(item).toMatchObject({ ...s, spend: money(s.spend), sales: money(s.sales) });
    }
  });

  it('T11, T12 and T14 run on the profile; T11 negates the term that never sells', async () => {
    const profile = {
      client_id: clientId,
      profile_id: profiles.uk.profile_id,
      seller_name: 'UK',
      mp_id: profiles.uk.mp_id,
      country_code: 'GB',
      currency_code: 'GBP',
    };
    const t11 = await runAdAnalysis(t.db, 'T11', profile, todayUtc());
    expect(t11.flagged).toBeGreaterThan(0);
    expect(t11.ticketIds.length).toBeGreaterThan(0);
    const [item] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ticket_items
        where client_id = ${clientId} and ticket_id = any(${pgArray(t11.ticketIds)}::int[]) and data::text like '%free kettle%'`,
    );
    expect(item!.n).toBe(1);
    await expect(runAdAnalysis(t.db, 'T12', profile, todayUtc())).resolves.toMatchObject({ flagged: 0 });
    await expect(runAdAnalysis(t.db, 'T14', profile, todayUtc())).resolves.toMatchObject({ flagged: 0 });
  });

  it('a file with one bad row is refused whole: 422 naming the row, nothing written', async () => {
    const before = await held(profiles.uk.profile_id, 'search_term');
    // Every row changed, and the sixth row's clicks text that is no number.
    const bad = terms.map((r) => ({ ...r, impressions: r.impressions + 1 }));
    const broken = await reportXlsx(
      SEARCH_TERM_HEADER,
      bad,
      'Sponsored Product Search Term R',
      'GBP',
      (h, i) => (h === 'Clicks' && i === 5 ? 'n/a' : undefined),
    );
    const res = await upload('bad.xlsx', broken);
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain("Clicks: 'n/a' is not a whole number");
    expect(await held(profiles.uk.profile_id, 'search_term')).toEqual(before);
  });

  it('a file in another currency than the profile is refused', async () => {
    const res = await upload('usd.xlsx', await searchTermXlsx(terms.slice(0, 2), 'USD'));
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain("Currency USD is not the profile's currency (GBP)");
  });
});

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
    const res = await upload('Sponsored Products Campaign report.csv', us2019, profiles.us.profile_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'campaign',
      rows: 3,
      inserted: 3,
      period: { start: d(-12), end: d(-11) },
      totals: { ...sums, spend: money(sums.spend), sales: money(sums.sales), currency: 'USD' },
    });
    const { n: _, attribution_days: __, ...stored } = await held(profiles.us.profile_id, 'campaign');
    expect(stored).toEqual(sums);
    const campaigns = await rowsOf<{
      campaign_name: string;
      state: string;
      budget: string;
      targeting_type: string;
    }>(
      t.db,
      sql`select campaign_name, state, budget::text, targeting_type from ad_campaigns
        where client_id = ${clientId} and profile_id = ${profiles.us.profile_id} order by campaign_name`,
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
    const res = await upload('resaved.xlsx', resaved, profiles.us.profile_id);
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
    const res = await upload('Campaign_India.csv', india, profiles.in.profile_id);
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
    expect((await held(profiles.in.profile_id, 'campaign')).n).toBe(0);
    const period = await held(profiles.in.profile_id, 'campaign', 'ad_metrics_period');
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
    expect((await upload('again.csv', india, profiles.in.profile_id)).json()).toMatchObject({
      unchanged: 2,
      inserted: 0,
    });
  });
});

describe('a summary targeting report (Start Date, End Date)', () => {
  it('is kept as its period, and AMS View counts it in a window that holds the whole period', async () => {
    const today = todayUtc();
    const start = addDays(today, -20);
    const end = addDays(today, -14);
    const first = termRows()[0]!.date;
    const rows = targetingRows(termRows()).filter((r) => r.date === first);
    const header = ['Start Date', 'End Date', ...TARGETING_HEADER.slice(1)];
    const file = await reportXlsx(header, rows, 'Sponsored Product Keyword Repor', 'USD', (h) =>
      h === 'Start Date'
        ? new Date(`${start}T00:00:00Z`)
        : h === 'End Date'
          ? new Date(`${end}T00:00:00Z`)
          : undefined,
    );
    const res = await upload('summary.xlsx', file, profiles.us.profile_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'targeting',
      inserted: rows.length,
      period: { start, end },
    });
    expect((await held(profiles.us.profile_id, 'target')).n).toBe(0);
    const {
      n,
      attribution_days: _,
      ...stored
    } = await held(profiles.us.profile_id, 'target', 'ad_metrics_period');
    expect(n).toBe(rows.length);
    expect(stored).toEqual(sumOf(rows));

    const groups = async (from: string, to: string) => {
      const q = new URLSearchParams({
        client_id: String(clientId),
        seller_id: profiles.us.profile_id,
        start_date: from,
        end_date: to,
      });
      const r = await t.app.inject({ method: 'GET', url: `/ams-view/ad-groups?${q}`, headers: sa });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().items as {
        campaign_name: string;
        ad_group_name: string;
        clicks: number;
        spend: number;
      }[];
    };
    const whole = await groups(start, end);
    expect(whole).toHaveLength(4);
    for (const g of whole) {
      const s = sumOf(rows.filter((r) => r.campaign === g.campaign_name && r.adGroup === g.ad_group_name));
      expect(g).toMatchObject({ clicks: s.clicks, spend: money(s.spend) });
    }
    // A window that cuts the period shows none of it: its days are not known one by one.
    expect((await groups(addDays(start, 1), end)).every((g) => g.clicks === 0)).toBe(true);
  });
});

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
    const res = await upload(
      'Advertised product.xlsx',
      await sheetOf(header, rows, 'Sponsored Product Advertised Pr'),
      profiles.in.profile_id,
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
    const { n, attribution_days, ...stored } = await held(profiles.in.profile_id, 'ad_product');
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
      t.db,
      sql`select round(sum(ams_spend) * 100)::int as spend, round(sum(ams_sales) * 100)::int as sales from ads_daily_sku
        where client_id = ${clientId} and mp_id = ${profiles.in.mp_id}`,
    );
    expect(rollup).toEqual({ spend: 29_335, sales: 899_750 });
    const products = await rowsOf<{ asin: string; sku_code: string | null }>(
      t.db,
      sql`select asin, sku_code from ad_products where client_id = ${clientId} and profile_id = ${profiles.in.profile_id} order by asin`,
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
    const res = await upload(
      'Placement.xlsx',
      await sheetOf(header, rows, 'Sponsored Product Placement Rep'),
      profiles.us.profile_id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ report_type: 'placement', rows: 3, inserted: 3 });
    const { n, attribution_days: _, ...stored } = await held(profiles.us.profile_id, 'placement');
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
      t.db,
      sql`select count(*)::int as n from ad_metrics_daily where client_id = ${clientId}`,
    );
    const res = await upload(
      'Purchased product.xlsx',
      await sheetOf(header, rows, 'Sponsored Product Purchased Pro'),
      profiles.us.profile_id,
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
      await rowsOf(t.db, sql`select count(*)::int as n from ad_metrics_daily where client_id = ${clientId}`),
    ).toEqual(before);
  });
});

describe('bulk files', () => {
  const BULK_2019 = [
    'Record ID',
    'Record Type',
    'Campaign ID',
    'Campaign',
    'Campaign Daily Budget',
    'Portfolio ID',
    'Campaign Start Date',
    'Campaign End Date',
    'Campaign Targeting Type',
    'Ad Group',
    'Max Bid',
    'Keyword or Product Targeting',
    'Product Targeting ID',
    'Match Type',
    'SKU',
    'Campaign Status',
    'Ad Group Status',
    'Status',
    'Impressions',
    'Clicks',
    'Spend',
    'Orders',
    'Total Units',
    'Sales',
    'ACoS',
    'Bidding strategy',
    'Placement Type',
    'Increase bids by placement',
  ];
  const row2019 = (o: Record<string, string>) => BULK_2019.map((h) => o[h] ?? '');

  it('2019 layout (every cell text): budgets, states and bids of the entities the reports created', async () => {
    const rows = [
      row2019({
        'Record ID': '111',
        'Record Type': 'Campaign',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Campaign Daily Budget': '25',
        'Campaign Start Date': '01/15/2026',
        'Campaign Targeting Type': 'Manual',
        'Campaign Status': 'enabled',
        Impressions: '1000',
        'Bidding strategy': 'Dynamic bidding (down only)',
      }),
      row2019({
        'Record Type': 'Campaign By Placement',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Placement Type': 'Top of search (page 1)',
        'Increase bids by placement': '50%',
      }),
      row2019({
        'Record ID': '222',
        'Record Type': 'Ad Group',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Max Bid': '0.75',
        'Ad Group Status': 'paused',
      }),
      row2019({
        'Record ID': '333',
        'Record Type': 'Keyword',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Max Bid': '1.2',
        'Keyword or Product Targeting': 'kettle',
        'Match Type': 'broad',
        Status: 'enabled',
      }),
      row2019({
        'Record ID': '334',
        'Record Type': 'Keyword',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Max Bid': '0.9',
        'Keyword or Product Targeting': 'steel kettle',
        'Match Type': 'phrase',
        Status: 'paused',
      }),
      row2019({
        'Record ID': '335',
        'Record Type': 'Keyword',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Keyword or Product Targeting': 'free',
        'Match Type': 'negative exact',
        Status: 'enabled',
      }),
      row2019({
        'Record ID': '444',
        'Record Type': 'Ad',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        SKU: 'KET-1',
        Status: 'enabled',
      }),
    ];
    const file = await xlsxBuffer({
      sheets: [
        {
          name: 'Portfolios',
          columns: [{ header: 'Portfolio ID' }, { header: 'Portfolio Name' }],
          rows: [['1', 'Not grouped']],
        },
        { name: 'Sponsored Products Campaigns', columns: BULK_2019.map((h) => ({ header: h })), rows },
        { name: 'Sponsored Brands Campaigns', columns: [{ header: 'Record ID' }], rows: [] },
      ],
    });
    const res = await upload('bulk-2019.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'bulk',
      rows: 7,
      // campaign, ad group and the kettle keyword exist (from the reports): changed; the rest is new.
      inserted: 3,
      updated: 3,
      unchanged: 0,
      skipped: [{ reason: 'Campaign By Placement rows are not read (no Marketdesk entity)', rows: 1 }],
      period: null,
    });
    const [c] = await rowsOf<Record<string, string>>(
      t.db,
      sql`select budget::text, state, campaign_id from ad_campaigns where client_id = ${clientId} and profile_id = ${profiles.uk.profile_id} and campaign_name = 'Kettles – Exact'`,
    );
    expect(c).toMatchObject({ budget: '25.00', state: 'enabled' });
    expect(c!.campaign_id).toMatch(/^cc-/);
    const targets = await rowsOf<Record<string, string>>(
      t.db,
      sql`select t.target, t.match_type, t.bid::text, t.state, g.default_bid::text as default_bid, g.state as group_state from ad_targets t join ad_groups g using (client_id, profile_id, ad_group_id) where t.client_id = ${clientId} and t.profile_id = ${profiles.uk.profile_id} and g.ad_group_name = 'Steel' and t.campaign_id = ${c!.campaign_id} and t.target_type = 'keyword' order by t.target`,
    );
    expect(targets).toEqual([
      {
        target: 'electric kettle',
        match_type: 'exact',
        bid: null,
        state: 'enabled',
        default_bid: '0.75',
        group_state: 'paused',
      },
      {
        target: 'kettle',
        match_type: 'broad',
        bid: '1.20',
        state: 'enabled',
        default_bid: '0.75',
        group_state: 'paused',
      },
      {
        target: 'steel kettle',
        match_type: 'phrase',
        bid: '0.90',
        state: 'paused',
        default_bid: '0.75',
        group_state: 'paused',
      },
    ]);
    const [neg] = await rowsOf<Record<string, string>>(
      t.db,
      sql`select keyword_id, keyword_text, match_type from ad_negative_keywords where client_id = ${clientId} and profile_id = ${profiles.uk.profile_id}`,
    );
    expect(neg).toEqual({ keyword_id: '335', keyword_text: 'free', match_type: 'negativeExact' });
    expect((await upload('bulk-2019.xlsx', file)).json()).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 6,
    });
  });

  it('current layout (Entity, Operation): new entities keep the file ids', async () => {
    const header = [
      'Product',
      'Entity',
      'Operation',
      'Campaign ID',
      'Ad Group ID',
      'Portfolio ID',
      'Ad ID',
      'Keyword ID',
      'Product Targeting ID',
      'Campaign Name',
      'Ad Group Name',
      'Campaign Name (Informational only)',
      'Ad Group Name (Informational only)',
      'Portfolio Name (Informational only)',
      'Start Date',
      'End Date',
      'Targeting Type',
      'State',
      'Campaign State (Informational only)',
      'Ad Group State (Informational only)',
      'Daily Budget',
      'SKU',
      'ASIN (Informational only)',
      'Eligibility Status (Informational only)',
      'Reason for Ineligibility (Informational only)',
      'Ad Group Default Bid',
      'Ad Group Default Bid (Informational only)',
      'Bid',
      'Keyword Text',
      'Match Type',
      'Bidding Strategy',
      'Placement',
      'Percentage',
      'Product Targeting Expression',
      'Resolved Product Targeting Expression (Informational only)',
      'Impressions',
      'Clicks',
      'Click-through Rate',
      'Spend',
      'Sales',
      'Orders',
      'Units',
      'Conversion Rate',
      'ACOS',
      'CPC',
      'ROAS',
    ];
    const row = (o: Record<string, string>) => header.map((h) => o[h] ?? '');
    const file = await xlsxBuffer({
      sheets: [
        { name: 'Portfolios', columns: [{ header: 'Portfolio ID' }], rows: [] },
        {
          name: 'Sponsored Products Campaigns',
          columns: header.map((h) => ({ header: h })),
          rows: [
            row({
              Product: 'Sponsored Products',
              Entity: 'Campaign',
              'Campaign ID': '9001',
              'Campaign Name': 'Teapots',
              'Start Date': '20260110',
              'Targeting Type': 'Auto',
              State: 'enabled',
              'Daily Budget': '12.5',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Ad Group',
              'Campaign ID': '9001',
              'Ad Group ID': '9101',
              'Ad Group Name': 'All teapots',
              'Campaign Name (Informational only)': 'Teapots',
              State: 'enabled',
              'Ad Group Default Bid': '0.4',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Product Targeting',
              'Campaign ID': '9001',
              'Ad Group ID': '9101',
              'Product Targeting ID': '9301',
              'Ad Group Name (Informational only)': 'All teapots',
              'Product Targeting Expression': 'close-match',
              State: 'enabled',
              Bid: '0.55',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Product Ad',
              'Campaign ID': '9001',
              'Ad Group ID': '9101',
              'Ad ID': '9401',
              SKU: 'TEA-1',
              'ASIN (Informational only)': 'B0TEAPOT01',
              State: 'paused',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Bidding Adjustment',
              'Campaign ID': '9001',
              Placement: 'Placement Top',
              Percentage: '20',
            }),
          ],
        },
      ],
    });
    const res = await upload('bulk-current.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'bulk',
      rows: 5,
      inserted: 4,
      updated: 0,
      skipped: [{ rows: 1 }],
    });
    const rows = await rowsOf<Record<string, string>>(
      t.db,
      sql`select c.campaign_id, c.budget::text, c.targeting_type, g.ad_group_id, g.default_bid::text as default_bid, t.target_id, t.target_type, t.bid::text as bid, p.ad_id, p.state as ad_state from ad_campaigns c join ad_groups g using (client_id, profile_id, campaign_id) join ad_targets t using (client_id, profile_id, ad_group_id) join ad_products p using (client_id, profile_id, ad_group_id) where c.client_id = ${clientId} and c.campaign_name = 'Teapots'`,
    );
    expect(rows).toEqual([
      {
        campaign_id: '9001',
        budget: '12.50',
        targeting_type: 'auto',
        ad_group_id: '9101',
        default_bid: '0.40',
        target_id: '9301',
        target_type: 'auto',
        bid: '0.55',
        ad_id: '9401',
        ad_state: 'paused',
      },
    ]);
  });
});

describe('files that are no console download', () => {
  it('an unknown header is refused naming what it found and the kinds known', async () => {
    const res = await upload('orders.csv', consoleCsv(['"order-id","sku","quantity"', '"1","A","2"']));
    expect(res.statusCode, res.body).toBe(422);
    const { detail } = res.json() as { detail: string };
    expect(detail).toContain('Its header is: order-id | sku | quantity');
    expect(detail).toContain(
      'Known kinds: Search term report, Targeting report, Advertised product report, Campaign report, Placement report, Purchased product report, Bulk file',
    );
  });

  it('a 30-day window is not read', async () => {
    const res = await upload(
      'st.csv',
      consoleCsv([
        'Date,Currency,Campaign Name,Ad Group Name,Targeting,Match Type,Customer Search Term,Impressions,Clicks,Spend,30 Day Total Sales,30 Day Total Orders (#)',
        '2026-11-01,GBP,A,B,k,EXACT,t,1,1,1,1,1',
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain('attribution windows 30 days');
  });

  it('other file types are refused before anything is read', async () => {
    const res = await upload('report.pdf', Buffer.from('%PDF-1.4'));
    expect(res.statusCode).toBe(400);
  });
});
