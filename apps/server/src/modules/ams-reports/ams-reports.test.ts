import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { AMS_REPORT_TYPE_IDS } from '@marketdesk/contracts/ams-reports';
import { scheduledJobOps as ops } from '@marketdesk/contracts/operations/scheduled-jobs';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AdsApiFake, startAdsApiFake } from '../../../test/ads-api-fake';
import { createTestApp, type TestApp, testConfig, testSecrets } from '../../../test/helper';
import { jobRunErrors, memoryLogger, runJobNow } from '../../../test/scheduled';
import { rowsOf } from '../../db/facts/executor';
import { rollupDifferences } from '../../db/facts/recompute';
import { adReportRequests, skus, stores } from '../../db/schema';
import { adsApiConnector } from '../../platform/connectors';
import { filesFor } from '../../platform/files';
import { AMS_REPORT_TASKS, amsReportsJobs } from './jobs';
import { PACING, PIPELINE_TEXT } from './pipeline';

const MINUTE = 60_000;
const {
  dispatcher: REQUEST_REPORTS_JOB,
  worker: PROFILE_REPORTS_JOB,
  poller: POLL_REPORTS_JOB,
} = AMS_REPORT_TASKS.names;
const dataDir = mkdtempSync(join(tmpdir(), 'md-ads-api-'));

let t: TestApp;
let fake: AdsApiFake;
let clock: Date;
let delays: number[];
let logLines: string[];
let sa: { authorization: string };
let clientA: number;
let clientB: number;
let profileA: string;
let profileB: string;
let quietProfile: string;
/** The account's data changes (Amazon restated a day) when this is set. */
let restated = false;

// ---- The advertising accounts' data, as Amazon would report it (the fake keeps the requested columns) ----

const DAYS = Array.from({ length: 20 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`);
const round2 = (n: number) => Math.round(n * 100) / 100;
const metrics = (seed: number) => ({
  impressions: 100 + seed * 7,
  clicks: 3 + (seed % 7),
  cost: round2(0.37 * seed + 0.11),
  purchases7d: seed % 3,
  sales7d: round2(12.49 * (seed % 3)),
  unitsSoldClicks7d: (seed % 3) + (seed % 2),
  // Columns the pipeline does not ask for: the fake leaves them out of the file.
  purchases14d: 99,
  sales14d: 999.99,
});

/** Every row of a profile for a report type, over 20 days: two campaigns, three ad groups. */
function accountRows(type: string, profileId: string): Record<string, unknown>[] {
  const p = profileId.slice(-4);
  const camp = (n: number) => ({
    campaignId: Number(`7${p}0${n}`),
    campaignName: `${profileId} campaign ${n}`,
    campaignBudgetCurrencyCode: 'USD',
  });
  const groups = [
    { ...camp(1), adGroupId: Number(`8${p}01`), adGroupName: `${profileId} group 1` },
    { ...camp(1), adGroupId: Number(`8${p}02`), adGroupName: `${profileId} group 2` },
    { ...camp(2), adGroupId: Number(`8${p}03`), adGroupName: `${profileId} group 3` },
  ];
  const out: Record<string, unknown>[] = [];
  DAYS.forEach((date, d) => {
    groups.forEach((g, i) => {
      const seed = d * 11 + i * 5 + Number(p.slice(-1));
      if (type === 'spCampaigns')
        out.push({
          date,
          ...g,
          campaignStatus: 'ENABLED',
          campaignBudgetAmount: 25,
          adStatus: i === 1 ? 'PAUSED' : 'ENABLED',
          ...metrics(seed),
        });
      if (type === 'spAdvertisedProduct')
        out.push({
          date,
          ...g,
          adId: Number(`9${p}0${i}`),
          advertisedAsin: `B0TEST${p}${i}`,
          advertisedSku: i === 0 ? 'MUG-1' : `SKU-${p}-${i}`,
          ...metrics(seed + 1),
        });
      if (type === 'spTargeting' || type === 'spSearchTerm') {
        const targets = [
          { keywordId: Number(`6${p}0${i}1`), keyword: `mug ${i}`, keywordType: 'EXACT', matchType: 'EXACT' },
          {
            keywordId: Number(`6${p}0${i}2`),
            targeting: 'close-match',
            keywordType: 'TARGETING_EXPRESSION_PREDEFINED',
          },
        ];
        targets.forEach((target, k) => {
          if (restated && date === '2025-03-08' && i === 0 && k === 1) return; // no longer reported
          const m = metrics(seed + k + 2);
          if (restated && date === '2025-03-08' && i === 0 && k === 0) m.clicks += 100;
          if (type === 'spTargeting')
            out.push({ date, ...g, ...target, keywordBid: 0.75 + k, adKeywordStatus: 'ENABLED', ...m });
          else
            for (const term of [`big mug ${i}`, `coffee mug ${k}`])
              out.push({ date, ...g, ...target, searchTerm: term, ...metrics(seed + k + term.length) });
        });
      }
    });
  });
  return out;
}

// ---- Helpers ----

/**
 * Several tests import every report of both profiles: each import reads its file on its own worker thread
 * (platform/uploads runImport), and under vitest every worker first loads the TypeScript loader (a second or two
 * a report on a loaded machine), so these tests get more than the default 30 seconds.
 */
const IMPORTS_TIMEOUT = 120_000;

/** Runs a task now through the jobs console, as an operator would, and waits for it (and its fanned-out runs). */
const runJob = (name: string) => runJobNow(t, sa, name);

/** Moves the clock and runs the poll worker, as the 5-minute schedule does. */
async function pollAfter(ms: number) {
  clock = new Date(clock.getTime() + ms);
  const { run } = await runJob(POLL_REPORTS_JOB);
  const errors = await jobRunErrors(t, run.pk_job_run_id);
  expect({ status: run.status, errors }).toEqual({ status: 'SUCCESS', errors: [] });
  return run;
}

const requests = (clientId: number, where: SQL = sql`true`) =>
  t.db
    .select()
    .from(adReportRequests)
    .where(and(eq(adReportRequests.client_id, clientId), where))
    .orderBy(adReportRequests.id);

const LEVEL_OF: Record<string, string[]> = {
  spCampaigns: ['ad_group', 'campaign'],
  spTargeting: ['target'],
  spSearchTerm: ['search_term'],
  spAdvertisedProduct: ['ad_product'],
};

interface Sums {
  impressions: number;
  clicks: number;
  spend: string;
  sales: string;
  orders: number;
  units: number;
  n: number;
}
/** The stored metrics of a level, summed over a window. */
async function storedSums(clientId: number, profileId: string, level: string, start: string, end: string) {
  const [row] = await rowsOf<Sums>(
    t.db,
    sql`select coalesce(sum(impressions), 0)::int impressions, coalesce(sum(clicks), 0)::int clicks,
        coalesce(sum(spend), 0)::numeric(14,2)::text spend, coalesce(sum(sales), 0)::numeric(14,2)::text sales,
        coalesce(sum(orders), 0)::int orders, coalesce(sum(units), 0)::int units, count(*)::int n
      from ad_metrics_daily where client_id = ${clientId} and profile_id = ${profileId} and entity_type = ${level}
        and date between ${start}::date and ${end}::date`,
  );
  return row!;
}
/** The same sums recomputed from raw report rows (cost → spend, sales7d → sales, purchases7d → orders, ...). */
function rawSums(rows: Record<string, unknown>[]): Omit<Sums, 'n'> {
  const sum = (k: string) => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);
  const cents = (k: string) => rows.reduce((s, r) => s + Math.round(Number(r[k] ?? 0) * 100), 0);
  return {
    impressions: sum('impressions'),
    clicks: sum('clicks'),
    spend: (cents('cost') / 100).toFixed(2),
    sales: (cents('sales7d') / 100).toFixed(2),
    orders: sum('purchases7d'),
    units: sum('unitsSoldClicks7d'),
  };
}
const inWindow = (rows: Record<string, unknown>[], start: string, end: string) =>
  rows.filter((r) => (r.date as string) >= start && (r.date as string) <= end);

async function connect(clientId: number, mpId: number, profileId: string) {
  const c = fake.credentials;
  await t.db.insert(stores).values({
    client_id: clientId,
    mp_id: mpId,
    seller_id: `S${profileId}`,
    store_name: `Store ${profileId}`,
    account_type: 'seller',
    ads_enabled: true,
    ads_client_id: c.clientId,
    ads_client_secret_enc: testSecrets.encrypt(c.clientSecret),
    ads_refresh_enc: testSecrets.encrypt(c.refreshToken),
  });
}

beforeAll(async () => {
  fake = await startAdsApiFake();
  fake.rows((type, o) => accountRows(type, o.profileId));
  clock = new Date('2025-03-10T06:20:00Z');
  delays = [];
  logLines = [];
  // The real logger configuration (redaction included), writing into memory.
  const log = memoryLogger(logLines);
  const connector = adsApiConnector({
    config: { ADS_API_ENDPOINT: fake.url, ADS_TOKEN_URL: `${fake.url}/auth/o2/token` },
    log,
    now: () => clock,
    http: { sleep: async (ms) => void delays.push(ms) },
  });
  t = await createTestApp({
    env: { DATA_DIR: dataDir },
    scheduled: (db) => ({
      jobs: amsReportsJobs({
        db,
        config: testConfig({ DATA_DIR: dataDir }),
        secrets: testSecrets,
        log,
        connector,
        now: () => clock,
      }),
    }),
  });
  sa = await t.auth((await t.make.user({ is_sa: true })).id);
  clientA = (await t.make.client()).pk_client_id;
  clientB = (await t.make.client()).pk_client_id;
  const mp = await t.make.marketplace({ timezone: 'UTC' });
  const other = await t.make.marketplace({
    country_code: 'DE',
    currency_code: 'EUR',
    timezone: 'Europe/Berlin',
  });
  profileA = (await t.make.profile(clientA, mp.pk_mp_id, { profile_id: '3220000001001' })).profile_id;
  profileB = (await t.make.profile(clientB, mp.pk_mp_id, { profile_id: '3220000002002' })).profile_id;
  // A profile of client A on a marketplace where its store has no Ads API connection: never requested.
  quietProfile = (await t.make.profile(clientA, other.pk_mp_id, { profile_id: '3220000003003' })).profile_id;
  await t.db.insert(skus).values({ client_id: clientA, sku_code: 'MUG-1', sku_name: 'Mug' });
  // Stored for later: connected once the "off" test has run.
  (globalThis as { connectAll?: () => Promise<void> }).connectAll = async () => {
    await connect(clientA, mp.pk_mp_id, profileA);
    await connect(clientB, mp.pk_mp_id, profileB);
  };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('without an Amazon Ads API connection (the demo)', () => {
  it('is registered off with the reason in the console, and a run calls nothing', async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: ops.summary.path, headers: sa })).json().jobs as {
      job_name: string;
      comments: string;
      cron_schedule: string | null;
      job_enabled: boolean;
    }[];
    for (const name of [REQUEST_REPORTS_JOB, PROFILE_REPORTS_JOB, POLL_REPORTS_JOB])
      expect(jobs.find((j) => j.job_name === name)).toMatchObject({
        comments: `Off: ${PIPELINE_TEXT.off}`,
        job_enabled: false,
      });
    expect(jobs.find((j) => j.job_name === REQUEST_REPORTS_JOB)!.cron_schedule).toBe('20 6 * * *');
    const { run, children } = await runJob(REQUEST_REPORTS_JOB);
    expect(run).toMatchObject({ status: 'FINISHED', result: `Nothing done: ${PIPELINE_TEXT.off}` });
    expect(children).toEqual([]);
    expect(fake.calls).toEqual([]);
  });
});

describe('with connected profiles, end to end in the scheduler against the protocol fake', {
  timeout: IMPORTS_TIMEOUT,
}, () => {
  beforeAll(async () => {
    await (globalThis as { connectAll?: () => Promise<void> }).connectAll!();
  });
  afterEach(() => fake.reset());

  it('fans out one run per connected profile, each requesting the four reports for yesterday and the restatement window', async () => {
    const { run, children } = await runJob(REQUEST_REPORTS_JOB);
    expect(run).toMatchObject({ status: 'FINISHED', result: '2 profile run(s) queued' });
    expect(children.map((c) => [c.client_id, c.status, c.result]).sort()).toEqual(
      [
        [clientA, 'SUCCESS', '4 report(s) requested'],
        [clientB, 'SUCCESS', '4 report(s) requested'],
      ].sort(),
    );
    const rows = await requests(clientA);
    expect(rows.map((r) => r.report_type).sort()).toEqual([...AMS_REPORT_TYPE_IDS].sort());
    for (const r of rows)
      expect(r).toMatchObject({
        profile_id: profileA,
        report_start_date: '2025-03-06',
        report_end_date: '2025-03-09',
        status: 'POLLING',
        polls: 0,
        last_error_message: null,
      });
    expect(rows.every((r) => typeof r.ads_report_id === 'string')).toBe(true);
    expect((await requests(clientB)).every((r) => r.profile_id === profileB)).toBe(true);
    expect(fake.reports().some((r) => r.profileId === quietProfile)).toBe(false);

    const create = fake.calls.find(
      (c) =>
        c.path === '/reporting/reports' && JSON.parse(c.body).configuration?.reportTypeId === 'spSearchTerm',
    )!;
    expect(create.headers['content-type']).toBe('application/vnd.createasyncreportrequest.v3+json');
    expect(JSON.parse(create.body)).toMatchObject({
      startDate: '2025-03-06',
      endDate: '2025-03-09',
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        groupBy: ['searchTerm'],
        reportTypeId: 'spSearchTerm',
        timeUnit: 'DAILY',
        format: 'GZIP_JSON',
      },
    });

    // The same day again: nothing is requested twice.
    const again = await runJob(REQUEST_REPORTS_JOB);
    expect(again.children.map((c) => c.result)).toEqual(['0 report(s) requested', '0 report(s) requested']);
    expect(await requests(clientA)).toHaveLength(4);
  });

  it('polls PENDING → PROCESSING → COMPLETED, downloads, stores and imports every report (SUCCESS)', async () => {
    // Nothing is due before the first check: no call.
    const before = fake.calls.length;
    clock = new Date(clock.getTime() + 30_000);
    await runJob(POLL_REPORTS_JOB);
    expect(fake.calls.length).toBe(before);

    await pollAfter(5 * MINUTE);
    expect(new Set((await requests(clientA)).map((r) => r.status))).toEqual(new Set(['POLLING']));
    await pollAfter(5 * MINUTE);
    expect(new Set((await requests(clientA)).map((r) => r.status))).toEqual(new Set(['PROCESSING']));
    await pollAfter(5 * MINUTE);
    for (const clientId of [clientA, clientB])
      for (const r of await requests(clientId))
        expect(r).toMatchObject({
          status: 'SUCCESS',
          polls: 3,
          attempts: 0,
          last_error_message: null,
          next_check_at: null,
          flagged_at: null,
        });
  });

  it('stores what the files hold: metrics of each level recomputed from the raw rows, and the file sums equal them', async () => {
    const files = filesFor({ config: t.config, db: t.db });
    for (const [clientId, profileId] of [
      [clientA, profileA],
      [clientB, profileB],
    ] as const)
      for (const r of await requests(clientId)) {
        const raw = inWindow(accountRows(r.report_type, profileId), '2025-03-06', '2025-03-09');
        expect(r.imported_rows).toBe(raw.length);
        const [level] = LEVEL_OF[r.report_type]!;
        const stored = await storedSums(clientId, profileId, level!, '2025-03-06', '2025-03-09');
        expect({ ...stored, n: undefined }).toEqual({ ...rawSums(raw), n: undefined });
        expect(stored.n).toBe(raw.length);
        // The stored file (platform/files) holds the decompressed report: its sums are what was stored.
        const opened = await files.openFile(clientId, r.file_id!);
        expect(opened.file).toMatchObject({
          kind: 'report',
          name: `${r.report_type}_${profileId}_2025-03-06_2025-03-09.json`,
        });
        const fileRows = JSON.parse(await text(opened.stream)) as Record<string, unknown>[];
        expect(rawSums(fileRows)).toEqual({ ...stored, n: undefined });
        expect(fileRows).toHaveLength(raw.length);
        expect(fileRows.every((row) => !('sales14d' in row))).toBe(true);
      }
    // The campaign level is its ad groups summed, one row per campaign and day.
    const campaigns = await storedSums(clientA, profileA, 'campaign', '2025-03-06', '2025-03-09');
    const groups = await storedSums(clientA, profileA, 'ad_group', '2025-03-06', '2025-03-09');
    expect({ ...campaigns, n: 0 }).toEqual({ ...groups, n: 0 });
    expect([campaigns.n, groups.n]).toEqual([8, 12]);
    // Nothing outside the window.
    expect((await storedSums(clientA, profileA, 'target', '2025-03-01', '2025-03-05')).n).toBe(0);
    // The ads rollups the fact writer keeps agree with the daily metrics.
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('writes the ad entities of each profile into its own client only, mapping the report columns', async () => {
    const entities = (clientId: number) =>
      rowsOf<{ kind: string; n: number; profiles: string[] }>(
        t.db,
        sql`select kind, count(*)::int n, array_agg(distinct profile_id) profiles from (
            select 'campaign' kind, profile_id from ad_campaigns where client_id = ${clientId}
            union all select 'ad_group', profile_id from ad_groups where client_id = ${clientId}
            union all select 'ad_product', profile_id from ad_products where client_id = ${clientId}
            union all select 'target', profile_id from ad_targets where client_id = ${clientId}
            union all select 'search_term', profile_id from ad_search_terms where client_id = ${clientId}
            union all select 'metric', profile_id from ad_metrics_daily where client_id = ${clientId}
          ) x group by kind order by kind`,
      );
    const a = await entities(clientA);
    const b = await entities(clientB);
    expect(a.map((r) => [r.kind, r.n])).toEqual([
      ['ad_group', 3],
      ['ad_product', 3],
      ['campaign', 2],
      ['metric', 4 * (2 + 3 + 3 + 6 + 12)],
      ['search_term', 12],
      ['target', 6],
    ]);
    expect(a.every((r) => r.profiles.length === 1 && r.profiles[0] === profileA)).toBe(true);
    expect(b.every((r) => r.profiles.length === 1 && r.profiles[0] === profileB)).toBe(true);

    const [group] = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select g.ad_group_name, g.state, g.campaign_id, c.campaign_name, c.state campaign_state, c.budget::text,
          c.currency_code from ad_groups g join ad_campaigns c using (client_id, profile_id, campaign_id)
        where g.client_id = ${clientA} and g.ad_group_id = '8100102'`,
    );
    expect(group).toEqual({
      ad_group_name: `${profileA} group 2`,
      state: 'paused',
      campaign_id: '7100101',
      campaign_name: `${profileA} campaign 1`,
      campaign_state: 'enabled',
      budget: '25.00',
      currency_code: 'USD',
    });
    const targets = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select target_id, target, target_type, match_type, bid::text from ad_targets
        where client_id = ${clientA} and ad_group_id = '8100101' order by target_id`,
    );
    expect(targets).toEqual([
      { target_id: '61001001', target: 'mug 0', target_type: 'keyword', match_type: 'exact', bid: '0.75' },
      { target_id: '61001002', target: 'close-match', target_type: 'auto', match_type: null, bid: '1.75' },
    ]);
    const [product] = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select p.asin, p.sku_code, s.sku_code mapped from ad_products p left join skus s on s.pk_sku_id = p.fk_sku_id
        where p.client_id = ${clientA} and p.ad_id = '9100100'`,
    );
    expect(product).toEqual({ asin: 'B0TEST10010', sku_code: 'MUG-1', mapped: 'MUG-1' });
    // One day of one target, column by column: cost → spend, sales7d → sales, purchases7d → orders,
    // unitsSoldClicks7d → units.
    const rawDay = accountRows('spTargeting', profileA).find(
      (r) => r.date === '2025-03-07' && r.keywordId === 61001001,
    )!;
    const [day] = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select impressions::int, clicks, spend::text, sales::text, orders, units, campaign_id, ad_group_id
        from ad_metrics_daily where client_id = ${clientA} and entity_type = 'target' and entity_id = '61001001'
          and date = '2025-03-07'`,
    );
    expect(day).toEqual({
      impressions: rawDay.impressions,
      clicks: rawDay.clicks,
      spend: Number(rawDay.cost).toFixed(2),
      sales: Number(rawDay.sales7d).toFixed(2),
      orders: rawDay.purchases7d,
      units: rawDay.unitsSoldClicks7d,
      campaign_id: '7100101',
      ad_group_id: '8100101',
    });
  });

  it('re-pulls the restatement window the next day: restated days replace their metrics, entities stay', async () => {
    restated = true;
    clock = new Date('2025-03-11T06:20:00Z');
    const { children } = await runJob(REQUEST_REPORTS_JOB);
    expect(children.map((c) => c.result)).toEqual(['4 report(s) requested', '4 report(s) requested']);
    await pollAfter(5 * MINUTE);
    await pollAfter(5 * MINUTE);
    await pollAfter(5 * MINUTE);
    const fresh = await requests(clientA, sql`report_start_date = '2025-03-07'`);
    expect(fresh.map((r) => [r.report_end_date, r.status])).toEqual(
      Array.from({ length: 4 }, () => ['2025-03-10', 'SUCCESS']),
    );
    const metric = (id: string, date: string) =>
      rowsOf<{ clicks: number }>(
        t.db,
        sql`select clicks from ad_metrics_daily where client_id = ${clientA} and entity_type = 'target'
          and entity_id = ${id} and date = ${date}::date`,
      );
    // 03-08: the auto target is no longer reported (its row is gone); the keyword's clicks were restated.
    expect(await metric('61001002', '2025-03-08')).toEqual([]);
    const rawKeyword = accountRows('spTargeting', profileA).find(
      (r) => r.date === '2025-03-08' && r.keywordId === 61001001,
    )!;
    expect(await metric('61001001', '2025-03-08')).toEqual([{ clicks: rawKeyword.clicks }]);
    // 03-06 is outside the new window: untouched (the auto target's day stays).
    expect(await metric('61001002', '2025-03-06')).toHaveLength(1);
    // The target itself is never deleted.
    expect(
      (
        await rowsOf(
          t.db,
          sql`select 1 from ad_targets where client_id = ${clientA} and target_id = '61001002'`,
        )
      ).length,
    ).toBe(1);
    // The new window's sums are its raw rows' sums, level by level.
    for (const type of AMS_REPORT_TYPE_IDS)
      expect({
        ...(await storedSums(clientA, profileA, LEVEL_OF[type]![0]!, '2025-03-07', '2025-03-10')),
        n: 0,
      }).toEqual({ ...rawSums(inWindow(accountRows(type, profileA), '2025-03-07', '2025-03-10')), n: 0 });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('records Amazon’s failures: refused request, failed report, corrupt download; flags a stuck report and re-creates it once', async () => {
    clock = new Date('2025-03-12T06:20:00Z');
    fake.refuse('spAdvertisedProduct', 400, 'columns advertisedSkuX is not supported');
    fake.script('spTargeting', ['PENDING', 'FAILED'], 'Internal error generating the report');
    fake.corrupt('spSearchTerm');
    fake.script('spCampaigns', ['PENDING']);
    const metricsBefore = await storedSums(clientA, profileA, 'search_term', '2025-03-01', '2025-03-20');
    await runJob(REQUEST_REPORTS_JOB);
    const day = sql`report_end_date = '2025-03-11'`;
    const of = async (type: string) =>
      (await requests(clientA, sql`${day} and report_type = ${type}`)).at(-1)!;
    expect(await of('spAdvertisedProduct')).toMatchObject({
      status: 'FAILED_REQUEST',
      ads_report_id: null,
      next_check_at: null,
      last_error_message: 'createReport was refused: 400 400: columns advertisedSkuX is not supported',
    });
    await pollAfter(5 * MINUTE);
    await pollAfter(5 * MINUTE);
    expect(await of('spTargeting')).toMatchObject({
      status: 'FAILED_PROCESSING',
      polls: 2,
      next_check_at: null,
      last_error_message: 'Amazon could not generate the report: Internal error generating the report',
    });
    // Still PENDING past Amazon's 15-minute P99: flagged once, and still checked.
    await pollAfter(10 * MINUTE);
    const flagged = await of('spCampaigns');
    expect(flagged.status).toBe('POLLING');
    expect(flagged.flagged_at).toEqual(clock);
    expect(flagged.last_error_message).toBe(PIPELINE_TEXT.flagged(20));
    expect(flagged.next_check_at!.getTime()).toBeGreaterThan(clock.getTime());
    expect(await of('spSearchTerm')).toMatchObject({
      status: 'FAILED_DOWNLOADING',
      file_id: null,
      imported_rows: null,
      next_check_at: null,
      last_error_message:
        'The report file is not gzip data (it does not start with the gzip signature 1f 8b; it starts with 3c3f)',
    });
    expect(await storedSums(clientA, profileA, 'search_term', '2025-03-01', '2025-03-20')).toEqual(
      metricsBefore,
    );
    const pollsAtFlag = flagged.polls;
    for (let i = 0; i < 4; i++) await pollAfter(15 * MINUTE);
    const still = await of('spCampaigns');
    expect(still.polls).toBeGreaterThan(pollsAtFlag);
    expect(still.flagged_at).toEqual(flagged.flagged_at);

    // After 3 hours: failed, and re-created once (replaces_id); the re-creation is a new report at Amazon.
    clock = new Date(flagged.created_at.getTime() + PACING.failAfter);
    await pollAfter(MINUTE);
    const [gaveUp, again] = await requests(clientA, sql`${day} and report_type = 'spCampaigns'`);
    expect(gaveUp).toMatchObject({ status: 'FAILED_POLLING', next_check_at: null });
    expect(gaveUp!.last_error_message).toBe(
      `${PIPELINE_TEXT.stuck(3, 'PENDING')}${PIPELINE_TEXT.recreated(again!.id)}`,
    );
    expect(again).toMatchObject({
      replaces_id: gaveUp!.id,
      status: 'REQUESTED',
      report_start_date: '2025-03-08',
    });
    await pollAfter(5 * MINUTE);
    const recreated = (await requests(clientA, sql`id = ${again!.id}::int`))[0]!;
    expect(recreated.status).toBe('POLLING');
    expect(recreated.ads_report_id).not.toBe(gaveUp!.ads_report_id);
    // The re-creation is stuck too: after 3 more hours it fails and is not re-created again.
    clock = new Date(recreated.created_at.getTime() + PACING.failAfter + MINUTE);
    await pollAfter(MINUTE);
    const all = await requests(clientA, sql`${day} and report_type = 'spCampaigns'`);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ status: 'FAILED_POLLING', next_check_at: null });
    expect(all[1]!.last_error_message).toBe(PIPELINE_TEXT.stuck(3, 'PENDING'));
  });

  it('waits out throttling, tries a 5xx step again later, and attaches a 425 duplicate instead of re-requesting', async () => {
    clock = new Date('2025-03-13T06:20:00Z');
    delays = [];
    // Throttled twice with Retry-After 30 s (the shared policy waits exactly that), then created.
    fake.throttle(2, 30);
    const created = fake.reports().length;
    await runJob(REQUEST_REPORTS_JOB);
    expect(delays.slice(0, 2)).toEqual([30_000, 30_000]);
    const day = sql`report_end_date = '2025-03-12'`;
    expect((await requests(clientA, day)).concat(await requests(clientB, day)).map((r) => r.status)).toEqual(
      Array.from({ length: 8 }, () => 'POLLING'),
    );
    expect(fake.reports().length - created).toBe(8);

    // A new day; every create is answered 503 (5 tries each): the requests wait, with the reason.
    clock = new Date('2025-03-14T06:20:00Z');
    fake.fail(1000);
    await runJob(REQUEST_REPORTS_JOB);
    fake.fail(0);
    const waiting = await requests(clientA, sql`report_end_date = '2025-03-13'`);
    for (const r of waiting)
      expect(r).toMatchObject({
        status: 'REQUESTED',
        attempts: 1,
        ads_report_id: null,
        last_error_message: 'createReport failed after 5 attempts: 503 503: Service Unavailable',
        next_check_at: new Date(clock.getTime() + PACING.stepRetry),
      });
    // The next due run creates them; one create's answer is lost after Amazon made it: the shared policy
    // re-sends it, Amazon answers 425 naming the report, and the request is attached to that report.
    fake.loseCreateAnswers(1);
    const before = fake.reports().length;
    await pollAfter(5 * MINUTE);
    const made = fake.reports().slice(before);
    expect(made).toHaveLength(8);
    const rows = (await requests(clientA, sql`report_end_date = '2025-03-13'`)).concat(
      await requests(clientB, sql`report_end_date = '2025-03-13'`),
    );
    expect(rows.every((r) => r.status === 'POLLING' && r.attempts === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.ads_report_id))).toEqual(new Set(made.map((m) => m.reportId)));
    const attached = rows.filter((r) => r.last_error_message !== null);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.last_error_message).toBe(PIPELINE_TEXT.duplicate(attached[0]!.ads_report_id!));
    // And the attached report is polled and imported like any other.
    await pollAfter(5 * MINUTE);
    await pollAfter(5 * MINUTE);
    await pollAfter(5 * MINUTE);
    expect(
      (await requests(clientA, sql`id = ${attached[0]!.id}::int`)).concat(
        await requests(clientB, sql`id = ${attached[0]!.id}::int`),
      )[0],
    ).toMatchObject({ status: 'SUCCESS' });
  });

  it('tries a step refused with 401 again later with a fresh token', async () => {
    clock = new Date('2025-03-15T06:20:00Z');
    await runJob(REQUEST_REPORTS_JOB);
    const day = sql`report_end_date = '2025-03-14'`;
    const rows = () =>
      Promise.all([requests(clientA, day), requests(clientB, day)]).then(([a, b]) => a.concat(b));
    expect((await rows()).map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 'POLLING'));
    // Amazon no longer takes the cached access token: the first status call is refused, the connector drops the
    // token, and the next call exchanges a fresh one.
    fake.revokeTokens();
    const tokens = fake.count(/^\/auth\/o2\/token$/);
    await pollAfter(5 * MINUTE);
    // (Any pending request: the first one the poller checks meets the refusal.)
    const everyRequest = async () => (await requests(clientA)).concat(await requests(clientB));
    const refused = (await everyRequest()).filter((r) => r.last_error_message?.includes(' 401 '));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      attempts: 1,
      last_error_message: 'getReport was refused: 401 401: Not authorized',
    });
    expect(fake.count(/^\/auth\/o2\/token$/)).toBe(tokens + 1);
    await pollAfter(5 * MINUTE);
    const again = (await everyRequest()).find((r) => r.id === refused[0]!.id)!;
    expect(again).toMatchObject({ attempts: 0, polls: refused[0]!.polls + 1 });
    expect(again.last_error_message ?? '').not.toContain(' 401 ');
  });

  it('never writes a secret, a token or a presigned signature to the log', () => {
    const all = logLines.join('');
    expect(all).toContain('Ads API report requested');
    expect(all).toContain('connector throttled; backing off');
    for (const secret of [
      fake.credentials.clientSecret,
      fake.credentials.refreshToken,
      'Atza|ads-fake-access',
      'adsfakesignature',
      '/download/',
    ])
      expect(all).not.toContain(secret);
  });
});
