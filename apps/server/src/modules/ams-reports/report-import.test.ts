import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { adCampaigns, adGroups, adSearchTerms } from '../../db/schema';
import { filesFor } from '../../platform/files';
import { dayIn, pollDelay, requestWindow } from './pipeline';
import { AmsImportError, importReport, parseReportRows, targetKind } from './report-import';
import { createReportBody, REPORT_SPECS } from './report-specs';

let t: TestApp;
let clientId: number;
let profileId: string;
/** The import's database and file store (it runs through the upload pipeline, which keeps the file). */
const deps = () => ({ db: t.db, files: filesFor({ config: t.config, db: t.db }) });

const row = (o: Record<string, unknown> = {}) => ({
  date: '2025-03-06',
  campaignId: 501,
  campaignName: 'Kitchen',
  campaignBudgetCurrencyCode: 'USD',
  adGroupId: 601,
  adGroupName: 'Mugs',
  impressions: 120,
  clicks: 6,
  cost: 3.3,
  purchases7d: 1,
  sales7d: 19.9,
  unitsSoldClicks7d: 2,
  ...o,
});

const termMetrics = () =>
  rowsOf<{ entity_id: string; date: string; clicks: number }>(
    t.db,
    sql`select entity_id, date::text, clicks from ad_metrics_daily
      where client_id = ${clientId} and entity_type = 'search_term' order by date, entity_id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  const mp = await t.make.marketplace();
  profileId = (await t.make.profile(clientId, mp.pk_mp_id)).profile_id;
});
afterAll(() => t.close());

describe('reading a report’s rows', () => {
  it('takes ids as numbers or text, missing metrics as 0, amounts in cents; a bad row names itself', () => {
    const [parsed] = parseReportRows('spAdvertisedProduct', [
      row({ adId: 9001, advertisedAsin: 'B0X', advertisedSku: null, clicks: null }),
    ]);
    expect(parsed).toMatchObject({ campaignId: '501', adId: '9001', clicks: 0, cost: 330, sales7d: 1990 });
    expect(() => parseReportRows('spTargeting', [row({ keywordId: 1 }), row()])).toThrow(
      new AmsImportError('Row 2 of the spTargeting report cannot be read: keywordId Invalid input'),
    );
    expect(() => parseReportRows('spCampaigns', [row({ date: '06/03/2025' })])).toThrow(
      /^Row 1 of the spCampaigns report cannot be read: date/,
    );
  });

  it('tells keywords, automatic targets and product targets apart', () => {
    expect(targetKind('EXACT')).toEqual({ target_type: 'keyword', keyword: true });
    expect(targetKind('TARGETING_EXPRESSION_PREDEFINED')).toEqual({ target_type: 'auto', keyword: false });
    expect(targetKind('TARGETING_EXPRESSION')).toEqual({ target_type: 'product', keyword: false });
  });

  it('asks Amazon for every column its import reads', () => {
    for (const [type, spec] of Object.entries(REPORT_SPECS)) {
      const body = createReportBody({
        id: 7,
        profile_id: 'P',
        report_type: type as keyof typeof REPORT_SPECS,
        report_start_date: '2025-03-06',
        report_end_date: '2025-03-09',
      });
      expect(body.name).toBe(`Marketdesk ${type} 2025-03-06..2025-03-09 #7`);
      for (const column of [
        'date',
        'campaignId',
        'adGroupId',
        'cost',
        'sales7d',
        'purchases7d',
        'unitsSoldClicks7d',
      ])
        expect(spec.columns).toContain(column);
    }
  });
});

describe('importing a report', () => {
  it('keeps a search term’s stored id (the demo’s) instead of making a second one', async () => {
    await t.db.insert(adCampaigns).values({
      client_id: clientId,
      profile_id: profileId,
      campaign_id: '501',
      campaign_name: 'Kitchen (old name)',
      currency_code: 'USD',
      state: 'paused',
    });
    await t.db.insert(adGroups).values({
      client_id: clientId,
      profile_id: profileId,
      ad_group_id: '601',
      campaign_id: '501',
      ad_group_name: 'Mugs',
      target_acos: '0.2500',
    });
    await t.db.insert(adSearchTerms).values({
      client_id: clientId,
      profile_id: profileId,
      search_term_id: '883004711',
      ad_group_id: '601',
      campaign_id: '501',
      target_id: '701',
      search_term: 'blue mug',
      keyword: 'mug',
    });
    const outcome = await importReport(deps(), {
      clientId,
      profileId,
      reportType: 'spSearchTerm',
      startDate: '2025-03-06',
      endDate: '2025-03-07',
      rows: [
        row({ keywordId: 701, keyword: 'mug', keywordType: 'BROAD', searchTerm: 'blue mug' }),
        row({ keywordId: 701, keyword: 'mug', keywordType: 'BROAD', searchTerm: 'red mug', clicks: 2 }),
        row({
          date: '2025-03-07',
          keywordId: 701,
          keyword: 'mug',
          keywordType: 'BROAD',
          searchTerm: 'blue mug',
        }),
      ],
    });
    expect(outcome).toEqual({ rows: 3, metrics: 3, replaced: 0 });
    const terms = await rowsOf<{ search_term_id: string; search_term: string }>(
      t.db,
      sql`select search_term_id, search_term from ad_search_terms where client_id = ${clientId} order by search_term`,
    );
    expect(terms[0]).toEqual({ search_term_id: '883004711', search_term: 'blue mug' });
    expect(terms[1]!.search_term_id).toMatch(/^st-[0-9a-f]{20}$/);
    expect(terms).toHaveLength(2);
    // A search-term report renames nothing it does not carry: the campaign keeps its state, the ad group its
    // master fields; the name is Amazon's.
    const [campaign] = await rowsOf<{ campaign_name: string; state: string }>(
      t.db,
      sql`select campaign_name, state from ad_campaigns where client_id = ${clientId} and campaign_id = '501'`,
    );
    expect(campaign).toEqual({ campaign_name: 'Kitchen', state: 'paused' });
    const [group] = await rowsOf<{ target_acos: string }>(
      t.db,
      sql`select target_acos::text from ad_groups where client_id = ${clientId} and ad_group_id = '601'`,
    );
    expect(group).toEqual({ target_acos: '0.2500' });
  });

  it('an empty re-pull of a day deletes that day’s metrics of the level, and leaves other days and levels', async () => {
    const before = await termMetrics();
    expect(before.map((m) => m.date)).toEqual(['2025-03-06', '2025-03-06', '2025-03-07']);
    const outcome = await importReport(deps(), {
      clientId,
      profileId,
      reportType: 'spSearchTerm',
      startDate: '2025-03-07',
      endDate: '2025-03-07',
      rows: [],
    });
    expect(outcome).toEqual({ rows: 0, metrics: 0, replaced: 1 });
    expect(await termMetrics()).toEqual(before.filter((m) => m.date === '2025-03-06'));
    expect(
      (await rowsOf(t.db, sql`select 1 from ad_search_terms where client_id = ${clientId}`)).length,
    ).toBe(2);
  });

  it('refuses a row outside the report’s range, and writes nothing of it', async () => {
    const before = await termMetrics();
    await expect(
      importReport(deps(), {
        clientId,
        profileId,
        reportType: 'spSearchTerm',
        startDate: '2025-03-06',
        endDate: '2025-03-06',
        rows: [row({ date: '2025-03-09', keywordId: 701, searchTerm: 'blue mug' })],
      }),
    ).rejects.toThrow(
      new AmsImportError(
        'The spSearchTerm report holds a row of 2025-03-09, outside its range 2025-03-06 to 2025-03-06',
      ),
    );
    expect(await termMetrics()).toEqual(before);
  });
});

describe('pacing and windows', () => {
  it('requests yesterday and the three days before it, as days of the marketplace', () => {
    expect(requestWindow(new Date('2025-03-10T06:20:00Z'))).toEqual({
      start: '2025-03-06',
      end: '2025-03-09',
    });
    // 02:00 UTC is still the previous day in New York.
    expect(requestWindow(new Date('2025-03-10T02:00:00Z'), 'America/New_York')).toEqual({
      start: '2025-03-05',
      end: '2025-03-08',
    });
    expect(dayIn(new Date('2025-03-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-03-02');
    expect(dayIn(new Date('2025-03-01T23:30:00Z'), 'Not/AZone')).toBe('2025-03-01');
  });

  it('checks a pending report after 1, 2, 4, 8 minutes, then every 15', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => pollDelay(n) / 60_000)).toEqual([1, 2, 4, 8, 15, 15]);
  });
});
