import { AMS_COLUMNS, AMS_TEXT, type AmsTotals } from '@marketdesk/contracts/ams-view';
import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AmsFixture, amsFixture, type RawMetric, rawMetrics } from '../../../test/fixtures/ams-view';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { addDays } from '../../platform/report-dates';

let t: TaskTestApp;
let f: AmsFixture;
let raw: RawMetric[];
const who: Record<'admin' | 'viewer' | 'noPerm' | 'otherAdmin', { authorization: string }> = {} as never;

beforeAll(async () => {
  t = await createTaskTestApp();
  f = await amsFixture(t);
  raw = await rawMetrics(t, f.clientId);
  const admin = await t.make.member(f.clientId, {
    roleName: CLIENT_ADMIN_ROLE,
    permissions: ['ams_view:view'],
  });
  const viewer = await t.make.member(f.clientId, { permissions: ['ams_view:view'] });
  await t.make.assign.marketplace(viewer.user.id, f.mp.pk_mp_id);
  await t.make.assign.brand(viewer.user.id, f.brand1.pk_brand_id);
  await t.make.assign.profile(viewer.user.id, { client_id: f.clientId, profile_id: f.P.profile_id });
  const noPerm = await t.make.member(f.clientId, { permissions: ['marketing:ams_reports_status:view'] });
  const otherAdmin = await t.make.member(f.otherClientId, { roleName: CLIENT_ADMIN_ROLE });
  who.admin = await t.auth(admin.user.id);
  who.viewer = await t.auth(viewer.user.id);
  who.noPerm = await t.auth(noPerm.user.id);
  who.otherAdmin = await t.auth(otherAdmin.user.id);
}, 120_000);

afterAll(async () => t?.close());

type Headers = { authorization: string } | Record<string, never>;
const get = (headers: Headers, path: string, q: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams({ client_id: String(f.clientId) });
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, v);
  return t.app.inject({ method: 'GET', url: `${path}?${params}`, headers });
};

const window30 = () => ({ start_date: addDays(f.today, -29), end_date: f.today });
const q = (o: Record<string, string | undefined> = {}) => ({
  seller_id: f.P.profile_id,
  ...window30(),
  ...o,
});

/** The oracle: sums of one level's raw rows of the seller over the window, by entity. */
function sums(level: string, ids: string[], profile = f.P.profile_id, w = window30()) {
  const s = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 };
  for (const m of raw) {
    if (m.profile_id !== profile || m.entity_type !== level || !ids.includes(m.entity_id)) continue;
    if (m.date < w.start_date || m.date > w.end_date) continue;
    s.impressions += m.impressions;
    s.clicks += m.clicks;
    s.spend += m.spend;
    s.sales += m.sales;
    s.orders += m.orders;
    s.units += m.units;
  }
  return s;
}

type Row = Record<string, number | string | null>;
function expectFigures(row: Row, s: ReturnType<typeof sums>) {
  expect(row.impressions).toBe(s.impressions);
  expect(row.clicks).toBe(s.clicks);
  expect(row.spend).toBeCloseTo(s.spend, 2);
  expect(row.sales).toBeCloseTo(s.sales, 2);
  expect(row.units).toBe(s.units);
  expect(row.orders).toBe(s.orders);
  const pct = (a: number, b: number) => (b === 0 ? null : (a / b) * 100);
  const check = (v: unknown, e: number | null) =>
    e === null ? expect(v).toBeNull() : expect(v as number).toBeCloseTo(e, 6);
  check(row.ctr, pct(s.clicks, s.impressions));
  check(row.conversion, pct(s.orders, s.clicks));
  check(row.acos, pct(s.spend, s.sales));
  check(row.cpc, s.clicks === 0 ? null : s.spend / s.clicks);
}
function expectTotals(totals: AmsTotals, parts: ReturnType<typeof sums>[]) {
  const s = parts.reduce((a, p) => ({
    impressions: a.impressions + p.impressions,
    clicks: a.clicks + p.clicks,
    spend: a.spend + p.spend,
    sales: a.sales + p.sales,
    orders: a.orders + p.orders,
    units: a.units + p.units,
  }));
  expect(totals.total_impressions).toBe(s.impressions);
  expect(totals.total_clicks).toBe(s.clicks);
  expect(totals.total_spend).toBeCloseTo(s.spend, 2);
  expect(totals.total_sales).toBeCloseTo(s.sales, 2);
  expect(totals.total_units).toBe(s.units);
  expect(totals.avg_ctr!).toBeCloseTo((s.clicks / s.impressions) * 100, 6);
  expect(totals.avg_acos!).toBeCloseTo((s.spend / s.sales) * 100, 6);
  expect(totals.avg_conversion!).toBeCloseTo((s.orders / s.clicks) * 100, 6);
}

describe('sellers', () => {
  it("lists the client's advertising profiles to an admin and only the assigned ones to others", async () => {
    const res = await get(who.admin, '/ams-view/sellers');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { seller_id: string }[]).map((s) => s.seller_id).sort();
    expect(ids).toEqual([f.P.profile_id, f.P2.profile_id].sort());
    const mine = (await get(who.viewer, '/ams-view/sellers')).json() as Record<string, unknown>[];
    expect(mine).toEqual([
      {
        seller_id: f.P.profile_id,
        seller_name: f.P.seller_name,
        mp_name: f.mp.name,
        mp_id: f.mp.pk_mp_id,
        country_code: 'DE',
        currency_code: 'EUR',
      },
    ]);
  });
});

describe('figures (recomputed from the raw daily metrics)', () => {
  it('ad groups: the ad_product level of their products, zeros without metrics, totals over the rows', async () => {
    const res = await get(who.admin, '/ams-view/ad-groups', q());
    expect(res.statusCode, res.body).toBe(200);
    const { items, totals } = res.json() as { items: Row[]; totals: AmsTotals };
    expect(items.map((x) => [x.ad_group_id, x.status, x.seller_name, x.campaign_name])).toEqual([
      ['G1', 'enabled', f.P.seller_name, 'Camp 1'],
      ['G2', 'paused', f.P.seller_name, 'Camp 1'],
      ['G3', 'archived', f.P.seller_name, 'Camp 1'],
    ]);
    const g1 = sums('ad_product', ['AD1', 'AD2']);
    const g2 = sums('ad_product', ['AD3']);
    expectFigures(items[0]!, g1);
    expectFigures(items[1]!, g2);
    expectFigures(items[2]!, sums('ad_product', []));
    expect(items[2]!.impressions).toBe(0);
    expectTotals(totals, [g1, g2]);
  });

  it('the default window is the last 7 days', async () => {
    const res = await get(who.admin, '/ams-view/ad-groups', { seller_id: f.P.profile_id });
    const { items } = res.json() as { items: Row[] };
    expectFigures(
      items[0]!,
      sums('ad_product', ['AD1', 'AD2'], f.P.profile_id, {
        start_date: addDays(f.today, -6),
        end_date: f.today,
      }),
    );
  });

  it('ASINs: SKU code and name, ASIN, status and the ad_product level', async () => {
    const { items, totals } = (await get(who.admin, '/ams-view/ad-products/G1', q())).json() as {
      items: Row[];
      totals: AmsTotals;
    };
    expect(items.map((x) => [x.ad_id, x.sku_code, x.sku_name, x.asin, x.status])).toEqual([
      ['AD1', 'SKU-1', 'Kettle 1.7 l', 'B000000001', 'enabled'],
      ['AD2', null, null, 'B000000002', 'paused'],
    ]);
    expectFigures(items[0]!, sums('ad_product', ['AD1']));
    expectFigures(items[1]!, sums('ad_product', ['AD2']));
    expectTotals(totals, [sums('ad_product', ['AD1']), sums('ad_product', ['AD2'])]);
  });

  it('targets: target, type, status and bid with the target level; a paused target without metrics shows zeros', async () => {
    const { items, totals } = (await get(who.admin, '/ams-view/targets/G1', q())).json() as {
      items: Row[];
      totals: AmsTotals;
    };
    expect(items.map((x) => [x.target_id, x.target, x.type, x.match_type, x.status, x.bid])).toEqual([
      ['T2', 'asin="B0X"', 'product', null, 'paused', 1.1],
      ['T1', 'kettle', 'keyword', 'exact', 'enabled', 0.85],
    ]);
    expectFigures(items[1]!, sums('target', ['T1']));
    expect(items[0]).toMatchObject({ impressions: 0, clicks: 0, spend: 0, ctr: null, acos: null, cpc: null });
    expectTotals(totals, [sums('target', ['T1'])]);
  });

  it('search terms: the search_term level, all of the ad group or those of one target', async () => {
    const all = (await get(who.admin, '/ams-view/search-terms/G1', q())).json() as {
      items: Row[];
      totals: AmsTotals;
    };
    expect(all.items.map((x) => x.search_term_id).sort()).toEqual(['S1', 'S2', 'S3']);
    for (const row of all.items) expectFigures(row, sums('search_term', [row.search_term_id as string]));
    expectTotals(all.totals, [sums('search_term', ['S1', 'S2', 'S3'])]);
    const one = (await get(who.admin, '/ams-view/search-terms/G1', q({ target: 'T1' }))).json() as {
      items: Row[];
      totals: AmsTotals;
    };
    expect(one.items.map((x) => x.search_term_id).sort()).toEqual(['S1', 'S2']);
    expect(one.items.every((x) => x.keyword === 'kettle' && x.target_id === 'T1')).toBe(true);
    expectTotals(one.totals, [sums('search_term', ['S1', 'S2'])]);
    const other = await get(who.admin, '/ams-view/search-terms/G1', q({ target: 'T3' }));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: AMS_TEXT.targetNotFound });
  });

  it('negative keywords: keyword text, match type, status and bid (no dates)', async () => {
    const res = await get(who.admin, '/ams-view/negatives/G1', { seller_id: f.P.profile_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          keyword_id: 'N1',
          keyword_text: 'cheap',
          match_type: 'negativeExact',
          status: 'enabled',
          bid: null,
        },
        {
          keyword_id: 'N2',
          keyword_text: 'used kettle',
          match_type: 'negativePhrase',
          status: 'archived',
          bid: 0.2,
        },
      ],
    });
  });

  it('a changed bid or state of a target shows at once', async () => {
    await t.db.execute(
      sql`update ad_targets set bid = 0.62, state = 'paused' where client_id = ${f.clientId} and profile_id = ${f.P.profile_id} and target_id = 'T1'`,
    );
    const { items } = (await get(who.admin, '/ams-view/targets/G1', q())).json() as { items: Row[] };
    expect(items.find((x) => x.target_id === 'T1')).toMatchObject({ bid: 0.62, status: 'paused' });
    await t.db.execute(
      sql`update ad_targets set bid = 0.85, state = 'enabled' where client_id = ${f.clientId} and profile_id = ${f.P.profile_id} and target_id = 'T1'`,
    );
  });
});

describe('brands', () => {
  it("limits a brand-limited user to their brands' ad groups and those without a brand", async () => {
    const { items } = (await get(who.viewer, '/ams-view/ad-groups', q())).json() as { items: Row[] };
    expect(items.map((x) => x.ad_group_id)).toEqual(['G1', 'G3']);
    for (const path of ['ad-products', 'targets', 'search-terms', 'negatives']) {
      const res = await get(who.viewer, `/ams-view/${path}/G2`, q());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: AMS_TEXT.adGroupNotFound });
    }
  });

  it('brand_ids narrows the ad groups (rows without a brand stay); an empty list matches nothing', async () => {
    const only2 = (
      (
        await get(who.admin, '/ams-view/ad-groups', q({ brand_ids: String(f.brand2.pk_brand_id) }))
      ).json() as {
        items: Row[];
      }
    ).items;
    expect(only2.map((x) => x.ad_group_id)).toEqual(['G2', 'G3']);
    const none = (await get(who.admin, '/ams-view/ad-groups', q({ brand_ids: '' }))).json() as {
      items: Row[];
      totals: AmsTotals;
    };
    expect(none.items).toEqual([]);
    expect(none.totals.total_impressions).toBe(0);
    // A brand that is not the user's narrows to nothing.
    const notMine = (
      await get(who.viewer, '/ams-view/ad-groups', q({ brand_ids: String(f.brand2.pk_brand_id) }))
    ).json() as { items: Row[] };
    expect(notMine.items).toEqual([]);
    const bad = await get(who.admin, '/ams-view/ad-groups', q({ brand_ids: '1;drop' }));
    expect(bad.statusCode).toBe(422);
  });
});

describe('validation (spec 03 section 5)', () => {
  const msg = (res: { json(): unknown }) => (res.json() as { detail: { msg: string }[] }).detail[0]!.msg;

  it('seller_id is required', async () => {
    const res = await get(who.admin, '/ams-view/ad-groups', window30());
    expect(res.statusCode).toBe(422);
    expect(msg(res)).toBe('Seller ID is required');
    expect(msg(await get(who.admin, '/ams-view/ad-groups', { ...window30(), seller_id: '' }))).toBe(
      'Seller ID is required',
    );
  });

  it('the start no earlier than 90 days back, the end not in the future, the start not after the end', async () => {
    const early = await get(who.admin, '/ams-view/ad-groups', q({ start_date: addDays(f.today, -91) }));
    expect(early.statusCode).toBe(422);
    expect(msg(early)).toBe(AMS_TEXT.startTooEarly);
    const ok = await get(who.admin, '/ams-view/ad-groups', q({ start_date: addDays(f.today, -90) }));
    expect(ok.statusCode).toBe(200);
    const future = await get(who.admin, '/ams-view/targets/G1', q({ end_date: addDays(f.today, 1) }));
    expect(future.statusCode).toBe(422);
    expect(msg(future)).toBe(AMS_TEXT.endInFuture);
    const order = await get(
      who.admin,
      '/ams-view/search-terms/G1',
      q({ start_date: addDays(f.today, -3), end_date: addDays(f.today, -5) }),
    );
    expect(order.statusCode).toBe(422);
    expect(msg(order)).toBe(AMS_TEXT.startAfterEnd);
  });
});

describe('access', () => {
  const calls = [
    '/ams-view/sellers',
    '/ams-view/ad-groups',
    '/ams-view/ad-products/G1',
    '/ams-view/targets/G1',
    '/ams-view/search-terms/G1',
    '/ams-view/negatives/G1',
    '/ams-view/ad-groups/export',
    '/ams-view/targets/G1/export',
  ];

  it('answers 403 without ams_view:view, 401 without a sign-in, 403 to a user of another client', async () => {
    for (const path of calls) {
      expect((await get(who.noPerm, path, q())).statusCode, path).toBe(403);
      expect((await get({}, path, q())).statusCode, path).toBe(401);
      expect((await get(who.otherAdmin, path, q())).statusCode, path).toBe(403);
    }
  });

  it("never reads another client's seller, nor a seller not assigned to the user (404)", async () => {
    for (const path of calls.slice(1)) {
      const res = await get(who.admin, path, q({ seller_id: f.PB.profile_id }));
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ detail: AMS_TEXT.sellerNotFound });
      const unassigned = await get(who.viewer, path, q({ seller_id: f.P2.profile_id }));
      expect(unassigned.statusCode, path).toBe(404);
    }
    expect((await get(who.admin, '/ams-view/targets/G9', q())).statusCode).toBe(404);
  });
});

describe('exports', () => {
  async function finished(taskId: string, headers: Headers) {
    let status: { status?: string; result?: string | null; error?: string | null } = {};
    for (let i = 0; i < 120; i++) {
      const s = await t.app.inject({
        method: 'POST',
        url: `/tasks/task-status?client_id=${f.clientId}`,
        headers,
        payload: { task_ids: [taskId] },
      });
      status = (s.json() as (typeof status)[])[0] ?? {};
      if (status.status === 'SUCCESS' || status.status === 'FAILURE') break;
      await new Promise((done) => setTimeout(done, 250));
    }
    expect(status.status, JSON.stringify(status)).toBe('SUCCESS');
    const file = await t.app.inject({ method: 'GET', url: status.result! });
    expect(file.statusCode).toBe(200);
    expect(file.body.charCodeAt(0)).toBe(0xfeff);
    return file.body
      .slice(1)
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
  }

  it('each export is a background task whose CSV rows equal the grid', async () => {
    for (const [level, path, extra] of [
      ['ad-groups', '/ams-view/ad-groups', {}],
      ['targets', '/ams-view/targets/G1', {}],
      ['search-terms', '/ams-view/search-terms/G1', { target: 'T1' }],
      ['ad-products', '/ams-view/ad-products/G1', {}],
    ] as const) {
      const started = await get(who.viewer, `${path}/export`, q(extra));
      expect(started.statusCode, started.body).toBe(200);
      const lines = await finished((started.json() as { task_id: string }).task_id, who.viewer);
      const cols = AMS_COLUMNS[level];
      expect(lines[0]).toEqual(cols.map((c) => (c.format === 'money' ? `${c.label} (EUR)` : c.label)));
      const grid = ((await get(who.viewer, path, q(extra))).json() as { items: Row[] }).items;
      expect(lines.length - 1).toBe(grid.length);
      for (const [i, row] of grid.entries()) {
        const line = lines[i + 1]!;
        for (const [j, c] of cols.entries()) {
          const v = row[c.field];
          if (c.format === 'count') expect(Number(line[j])).toBe(v);
          else if (c.format === 'money' || c.format === 'percent')
            v === null ? expect(line[j]).toBe('') : expect(Number(line[j])).toBeCloseTo(v as number, 2);
        }
      }
    }
  });

  it('neutralises formula-like text and writes the status as its chip label', async () => {
    const started = await get(who.admin, '/ams-view/search-terms/G1/export', q());
    const lines = await finished((started.json() as { task_id: string }).task_id, who.admin);
    expect(lines.some((l) => l[0] === "'=cmd|calc")).toBe(true);
    const targets = await get(who.admin, '/ams-view/targets/G1/export', q());
    const rows = await finished((targets.json() as { task_id: string }).task_id, who.admin);
    expect(rows.slice(1).map((l) => l[2])).toEqual(['Paused', 'Active']);
  });

  it('an export is refused as its grid is (validation, another client)', async () => {
    const res = await get(who.admin, '/ams-view/ad-groups/export', q({ start_date: addDays(f.today, -120) }));
    expect(res.statusCode).toBe(422);
    expect(
      (await get(who.admin, '/ams-view/negatives/G1/export', q({ seller_id: f.PB.profile_id }))).statusCode,
    ).toBe(404);
  });
});
