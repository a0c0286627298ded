import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  consoleCsv,
  reportXlsx,
  SEARCH_TERM_HEADER,
  searchTermXlsx,
  sumOf,
  TARGETING_HEADER,
  targetingRows,
  targetingXlsx,
  termRows,
} from '../../../../test/fixtures/ams-console';
import { money, useConsoleApp } from '../../../../test/fixtures/ams-console-app';
import { pgArray, rowsOf } from '../../../db/facts/executor';
import { addDays, todayUtc } from '../../../platform/report-dates';
import { runAdAnalysis } from '../../ad-analyses';

/** Search term and targeting reports (daily and summary) as Amazon writes them, and files that are none. */
const c = useConsoleApp({ tasks: true });

describe('search term and targeting reports (.xlsx, UK, daily)', () => {
  const terms = termRows();
  const targets = targetingRows(terms);
  const days = terms.map((r) => r.date).sort();
  const period = { start: days[0]!, end: days.at(-1)! };

  it('detects each kind, stores every row and answers the sums of the file', async () => {
    const res = await c.upload('Sponsored Products Search term report.xlsx', await searchTermXlsx(terms));
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
    const { n, attribution_days, ...stored } = await c.held(c.profiles.uk.profile_id, 'search_term');
    expect(n).toBe(terms.length);
    expect(stored).toEqual(s);
    expect(attribution_days).toBe(7);

    const res2 = await c.upload('Sponsored Products Targeting report.xlsx', await targetingXlsx(targets));
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json()).toMatchObject({
      report_type: 'targeting',
      rows: targets.length,
      inserted: targets.length,
    });
    const { n: n2, attribution_days: _, ...storedTargets } = await c.held(c.profiles.uk.profile_id, 'target');
    expect(n2).toBe(targets.length);
    expect(storedTargets).toEqual(sumOf(targets));
  });

  it('finds the entities by name: the targeting report meets the targets the search term report created', async () => {
    const [counted] = await rowsOf<Record<string, number>>(
      c.t.db,
      sql`select (select count(*)::int from ad_campaigns where client_id = ${c.clientId} and profile_id = ${c.profiles.uk.profile_id}) as campaigns,
        (select count(*)::int from ad_groups where client_id = ${c.clientId} and profile_id = ${c.profiles.uk.profile_id}) as groups,
        (select count(*)::int from ad_targets where client_id = ${c.clientId} and profile_id = ${c.profiles.uk.profile_id}) as "targetCount",
        (select count(*)::int from ad_search_terms where client_id = ${c.clientId} and profile_id = ${c.profiles.uk.profile_id}) as terms`,
    );
    expect(counted).toEqual({ campaigns: 2, groups: 4, targetCount: 8, terms: 17 });
    const [auto] = await rowsOf<{ target_type: string; match_type: string | null }>(
      c.t.db,
      sql`select target_type, match_type from ad_targets where client_id = ${c.clientId} and target = 'close-match' limit 1`,
    );
    expect(auto).toEqual({ target_type: 'auto', match_type: null });
  });

  it('the same files again change nothing', async () => {
    const again = (await c.upload('st.xlsx', await searchTermXlsx(terms))).json();
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: terms.length });
    const again2 = (await c.upload('tg.xlsx', await targetingXlsx(targets))).json();
    expect(again2).toMatchObject({ inserted: 0, updated: 0, unchanged: targets.length });
  });

  it("AMS View's totals per ad group over the file's period equal the file's sums", async () => {
    const q = new URLSearchParams({
      client_id: String(c.clientId),
      seller_id: c.profiles.uk.profile_id,
      start_date: period.start,
      end_date: period.end,
    });
    const res = await c.t.app.inject({ method: 'GET', url: `/ams-view/ad-groups?${q}`, headers: c.sa });
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

  it("AMS View's ad-groups export (a background task) holds the same figures", async () => {
    const q = new URLSearchParams({
      client_id: String(c.clientId),
      seller_id: c.profiles.uk.profile_id,
      start_date: period.start,
      end_date: period.end,
    });
    const started = await c.t.app.inject({
      method: 'GET',
      url: `/ams-view/ad-groups/export?${q}`,
      headers: c.sa,
    });
    expect(started.statusCode, started.body).toBe(200);
    let status: { status?: string; result?: string | null } = {};
    for (let i = 0; i < 120 && status.status !== 'SUCCESS' && status.status !== 'FAILURE'; i++) {
      await new Promise((done) => setTimeout(done, 250));
      const s = await c.t.app.inject({
        method: 'POST',
        url: `/tasks/task-status?client_id=${c.clientId}`,
        headers: c.sa,
        payload: { task_ids: [started.json().task_id] },
      });
      status = s.json()[0] ?? {};
    }
    expect(status.status).toBe('SUCCESS');
    const [header, ...lines] = (await c.t.app.inject({ method: 'GET', url: status.result! })).body
      .slice(1)
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const name = header!.indexOf('Ad Group Name');
    const clicks = header!.indexOf('Clicks');
    // Ad group names repeat across campaigns (the export has no campaign column): compared as sorted pairs.
    const groups = new Map<string, number>();
    for (const r of targets)
      groups.set(`${r.campaign}|${r.adGroup}`, (groups.get(`${r.campaign}|${r.adGroup}`) ?? 0) + r.clicks);
    const expected = [...groups].map(([k, n]) => `${k.split('|')[1]}:${n}`).sort();
    expect(lines.map((l) => `${l[name]}:${Number(l[clicks])}`).sort()).toEqual(expected);
  });

  it('T11, T12 and T14 run on the profile; T11 negates the term that never sells', async () => {
    const profile = {
      client_id: c.clientId,
      profile_id: c.profiles.uk.profile_id,
      seller_name: 'UK',
      mp_id: c.profiles.uk.mp_id,
      country_code: 'GB',
      currency_code: 'GBP',
    };
    const t11 = await runAdAnalysis(c.t.db, 'T11', profile, todayUtc());
    expect(t11.flagged).toBeGreaterThan(0);
    expect(t11.ticketIds.length).toBeGreaterThan(0);
    const [item] = await rowsOf<{ n: number }>(
      c.t.db,
      sql`select count(*)::int as n from ticket_items
        where client_id = ${c.clientId} and ticket_id = any(${pgArray(t11.ticketIds)}::int[]) and data::text like '%free kettle%'`,
    );
    expect(item!.n).toBe(1);
    await expect(runAdAnalysis(c.t.db, 'T12', profile, todayUtc())).resolves.toMatchObject({ flagged: 0 });
    await expect(runAdAnalysis(c.t.db, 'T14', profile, todayUtc())).resolves.toMatchObject({ flagged: 0 });
  });

  it('a file with one bad row is refused whole: 422 naming the row, nothing written', async () => {
    const before = await c.held(c.profiles.uk.profile_id, 'search_term');
    // Every row changed, and the sixth row's clicks text that is no number.
    const bad = terms.map((r) => ({ ...r, impressions: r.impressions + 1 }));
    const broken = await reportXlsx(
      SEARCH_TERM_HEADER,
      bad,
      'Sponsored Product Search Term R',
      'GBP',
      (h, i) => (h === 'Clicks' && i === 5 ? 'n/a' : undefined),
    );
    const res = await c.upload('bad.xlsx', broken);
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain("Clicks: 'n/a' is not a whole number");
    expect(await c.held(c.profiles.uk.profile_id, 'search_term')).toEqual(before);
  });

  it('a file in another currency than the profile is refused', async () => {
    const res = await c.upload('usd.xlsx', await searchTermXlsx(terms.slice(0, 2), 'USD'));
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain("Currency USD is not the profile's currency (GBP)");
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
    const res = await c.upload('summary.xlsx', file, c.profiles.us.profile_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'targeting',
      inserted: rows.length,
      period: { start, end },
    });
    expect((await c.held(c.profiles.us.profile_id, 'target')).n).toBe(0);
    const {
      n,
      attribution_days: _,
      ...stored
    } = await c.held(c.profiles.us.profile_id, 'target', 'ad_metrics_period');
    expect(n).toBe(rows.length);
    expect(stored).toEqual(sumOf(rows));

    const groups = async (from: string, to: string) => {
      const q = new URLSearchParams({
        client_id: String(c.clientId),
        seller_id: c.profiles.us.profile_id,
        start_date: from,
        end_date: to,
      });
      const r = await c.t.app.inject({ method: 'GET', url: `/ams-view/ad-groups?${q}`, headers: c.sa });
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

describe('files that are no console download', () => {
  it('an unknown header is refused naming what it found and the kinds known', async () => {
    const res = await c.upload('orders.csv', consoleCsv(['"order-id","sku","quantity"', '"1","A","2"']));
    expect(res.statusCode, res.body).toBe(422);
    const { detail } = res.json() as { detail: string };
    expect(detail).toContain('Its header is: order-id | sku | quantity');
    expect(detail).toContain(
      'Known kinds: Search term report, Targeting report, Advertised product report, Campaign report, Placement report, Purchased product report, Bulk file',
    );
  });

  it('a 30-day window is not read', async () => {
    const res = await c.upload(
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
    const res = await c.upload('report.pdf', Buffer.from('%PDF-1.4'));
    expect(res.statusCode).toBe(400);
  });
});
