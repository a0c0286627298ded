import { SKU_COMPARISON_TEXT } from '@marketdesk/contracts/sku-comparison';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { skuComparisons, skus } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';

type Caller = { id: number; headers: Record<string, string> };

let t: TestApp;
let clientId: number;
let otherClient: number;
let mp: { az: number; eb: number; ot: number; ebByName: number; unassigned: number };
let sku: { own: number; theirs: number; otherBrand: number };
let recorder: Caller;
let viewer: Caller;
let noModule: Caller;
let brandLimited: Caller;
let brands: number[];

const record = {
  sku_code: 'CMP-OWN-1',
  client_retailer_sku: 'B0CLIENT01',
  comp1_retailer_sku: 'B0COMP0001',
  comp2_retailer_sku: 'B0COMP0002',
  client_price: 19.99,
  comp1_price: 18.49,
  comp2_price: 21.5,
  client_delivery_days: 2,
  comp1_delivery_days: 3,
  comp2_delivery_days: 5,
  client_ranking: 4,
  client_review: 'Good reviews',
  deal_present: true,
  coupon_present: false,
  ams_present: true,
  catalog_issues: 'image_title',
};

async function member(permissions: string[], mpIds: number[], client = clientId): Promise<Caller> {
  const { user } = await t.make.member(client, { permissions });
  for (const id of mpIds) await t.make.assign.marketplace(user.id, id);
  return { id: user.id, headers: await t.auth(user.id) };
}

const post = (who: Caller, mpId: number, body: unknown, client = clientId) =>
  t.app.inject({
    method: 'POST',
    url: `/channelreports/sku-data?client_id=${client}&mp_id=${mpId}`,
    headers: who.headers,
    payload: body as object,
  });

const history = (who: Caller, q: Record<string, string | number>, client = clientId) =>
  t.app.inject({
    method: 'GET',
    url: `/channelreports/sku-data/user-history?${new URLSearchParams({ client_id: String(client), ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])) })}`,
    headers: who.headers,
  });

const stored = (id: number) =>
  rowsOf<Record<string, unknown>>(t.db, sql`select * from sku_comparisons where pk_id = ${id}::int`);

beforeAll(async () => {
  t = await createTestApp();
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const market = async (code: string, name: string) =>
    (await t.make.marketplace({ short_code: `${code}_${tag}`, name: `${name} ${tag}` })).pk_mp_id;
  mp = {
    az: await market('AZ', 'Amazon'),
    eb: await market('EB', 'Auction'),
    ot: await market('OT', 'Market'),
    ebByName: await market('XX', 'eBay'),
    unassigned: await market('BO', 'Bol'),
  };
  clientId = (await t.make.client()).pk_client_id;
  otherClient = (await t.make.client()).pk_client_id;
  const mine = await t.make.brand();
  const notMine = await t.make.brand();
  const [own, theirs, otherBrand] = await t.db
    .insert(skus)
    .values([
      { client_id: clientId, sku_code: 'CMP-OWN-1', sku_name: 'Own kettle', fk_brand_id: mine.pk_brand_id },
      { client_id: otherClient, sku_code: 'CMP-THEIRS-1', sku_name: 'Their kettle' },
      {
        client_id: clientId,
        sku_code: 'CMP-BRAND-2',
        sku_name: 'Other brand',
        fk_brand_id: notMine.pk_brand_id,
      },
    ])
    .returning();
  sku = { own: own!.pk_sku_id, theirs: theirs!.pk_sku_id, otherBrand: otherBrand!.pk_sku_id };
  const all = [mp.az, mp.eb, mp.ot, mp.ebByName];
  recorder = await member(['channel_report:create'], all);
  viewer = await member(['channel_report:view'], all);
  noModule = await member(['view:tickets'], all);
  brandLimited = await member(['channel_report:create'], all);
  await t.make.assign.brand(brandLimited.id, mine.pk_brand_id);
  // THE BRAND RULE: users read their brands' SKUs (and those without a brand).
  for (const b of [mine, notMine]) await t.make.assign.brand(recorder.id, b.pk_brand_id);
  brands = [mine.pk_brand_id];
});
afterAll(() => t?.close());

describe('POST /channelreports/sku-data', () => {
  it('records the comparison against the client’s SKU, as the user, on the marketplace', async () => {
    const res = await post(recorder, mp.az, record);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ ...record, marketplace_id: mp.az, id: expect.any(Number) });
    const [row] = await stored(answer.id);
    expect(row).toMatchObject({
      client_id: clientId,
      mp_id: mp.az,
      fk_sku_id: sku.own,
      fk_user_id: recorder.id,
      sku_code: 'CMP-OWN-1',
      client_retailer_sku: 'B0CLIENT01',
      comp1_price: '18.49',
      comp2_delivery_days: 5,
      client_ranking: 4,
      client_review: 'Good reviews',
      deal_present: true,
      coupon_present: false,
      ams_present: true,
      catalog_issues: 'image_title',
    });
  });

  it('answers 404 with the spec’s text for a code the client has no SKU of (another client’s included)', async () => {
    for (const code of ['NO-SUCH-SKU', 'CMP-THEIRS-1']) {
      const res = await post(recorder, mp.az, { ...record, sku_code: code });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(SKU_COMPARISON_TEXT.skuNotFound);
    }
  });

  it('a brand-limited user finds only their brands’ SKUs', async () => {
    expect((await post(brandLimited, mp.az, record)).statusCode).toBe(201);
    const res = await post(brandLimited, mp.az, { ...record, sku_code: 'CMP-BRAND-2' });
    expect(res.statusCode).toBe(404);
    expect((await post(recorder, mp.az, { ...record, sku_code: 'CMP-BRAND-2' })).statusCode).toBe(201);
  });

  it('refuses without channel_report:create with the spec’s text, and writes nothing', async () => {
    const before = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from sku_comparisons`);
    const res = await post(viewer, mp.az, record);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(SKU_COMPARISON_TEXT.uploadForbidden);
    const after = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from sku_comparisons`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses another client, an unassigned marketplace and an unknown one', async () => {
    expect((await post(recorder, mp.az, record, otherClient)).statusCode).toBe(403);
    // A member of the other client cannot record the first client's SKU there either.
    const theirs = await member(['channel_report:create'], [mp.az], otherClient);
    expect((await post(theirs, mp.az, record, otherClient)).statusCode).toBe(404);
    expect((await post(recorder, mp.unassigned, record)).statusCode).toBe(403);
    expect((await post(recorder, 2_000_000_000, record)).statusCode).toBe(404);
  });

  it('validates with a 422: exactly one catalog issue, nonzero prices, days and ranking', async () => {
    const bad = [
      { catalog_issues: ['image', 'title'] },
      { catalog_issues: 'bad' },
      { catalog_issues: undefined },
      { client_price: 0 },
      { comp2_price: -5 },
      { comp1_delivery_days: 0 },
      { client_ranking: 0 },
      { client_ranking: 2.5 },
      { comp1_retailer_sku: ' ' },
      { sku_code: '' },
    ];
    for (const patch of bad) {
      const res = await post(recorder, mp.az, { ...record, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
    }
    const res = await post(recorder, mp.az, { ...record, catalog_issues: 'grid' });
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'catalog_issues'],
      msg: SKU_COMPARISON_TEXT.selectCatalogIssue,
    });
  });

  it('EB and OT take the two identifier fields joined with |; others take one value', async () => {
    const joined = {
      ...record,
      client_retailer_sku: '123456789|V-1',
      comp1_retailer_sku: '223456789|V-2',
      comp2_retailer_sku: '323456789|V-3',
    };
    for (const id of [mp.eb, mp.ot, mp.ebByName]) {
      const ok = await post(recorder, id, joined);
      expect(ok.statusCode, ok.body).toBe(201);
      expect((await stored(ok.json().id))[0]).toMatchObject({
        client_retailer_sku: '123456789|V-1',
        comp2_retailer_sku: '323456789|V-3',
      });
      for (const value of ['123456789', '123456789|', '|V-1', '1|2|3']) {
        const res = await post(recorder, id, { ...joined, comp1_retailer_sku: value });
        expect(res.statusCode, `${id} ${value}`).toBe(422);
        expect(res.json().detail[0].loc).toEqual(['body', 'comp1_retailer_sku']);
      }
    }
    expect((await post(recorder, mp.az, { ...record, client_retailer_sku: 'B0PLAIN' })).statusCode).toBe(201);
  });
});

describe('GET /channelreports/sku-data/user-history', () => {
  const today = todayUtc();
  /** [days ago, marketplace, client, comp1, comp2 prices, ranking, catalog issue] */
  type Seed = [number, 'az' | 'ot', number, number, number, number, string];
  const seeds: Seed[] = [
    [0, 'az', 10, 11, 12, 1, 'no_issues'],
    [0, 'ot', 20.5, 21, 22.01, 2, 'image'],
    [1, 'az', 30, 29.99, 31, 3, 'title'],
    [2, 'az', 15.25, 16, 17, 4, 'variation'],
    [2, 'az', 15.5, 16.33, 18, 5, 'a_plus_content'],
    [2, 'ot', 12, 13, 14, 6, 'image_title'],
    [4, 'az', 9.99, 10, 11, 7, 'no_issues'],
    [40, 'az', 50, 51, 52, 8, 'no_issues'], // outside the default window
  ];
  let user: Caller;

  beforeAll(async () => {
    user = await member(['channel_report:view'], [mp.az, mp.ot]);
    await t.make.assign.brand(user.id, brands[0]!);
    const other = await member(['channel_report:create'], [mp.az]);
    const row = (who: number, s: Seed) => ({
      client_id: clientId,
      mp_id: mp[s[1]],
      fk_sku_id: sku.own,
      fk_user_id: who,
      sku_code: 'CMP-OWN-1',
      client_retailer_sku: 'R1',
      comp1_retailer_sku: 'R2',
      comp2_retailer_sku: 'R3',
      client_price: String(s[2]),
      comp1_price: String(s[3]),
      comp2_price: String(s[4]),
      client_delivery_days: 1,
      comp1_delivery_days: 1,
      comp2_delivery_days: 1,
      client_ranking: s[5],
      catalog_issues: s[6],
      dt_create: new Date(Date.parse(`${addDays(today, -s[0])}T12:00:00Z`)),
    });
    await t.db.insert(skuComparisons).values(seeds.map((s) => row(user.id, s)));
    // Someone else's records never show in this user's history.
    await t.db.insert(skuComparisons).values([row(other.id, seeds[0]!), row(other.id, seeds[3]!)]);
  });

  /** The figures worked out here from the seeds, without the module's code. */
  function expected(window: { from: number; to: number }, market?: 'az' | 'ot') {
    const rows = seeds.filter(
      (s) => s[0] <= window.from && s[0] >= window.to && (!market || s[1] === market),
    );
    const byDay = new Map<string, Seed[]>();
    for (const s of rows) {
      const d = addDays(today, -s[0]);
      byDay.set(d, [...(byDay.get(d) ?? []), s]);
    }
    const days = [...byDay.keys()].sort();
    const avg = (list: Seed[], i: 2 | 3 | 4) =>
      Math.round((list.reduce((a, s) => a + s[i], 0) / list.length) * 100) / 100;
    // Streak over every record of the user (any window): consecutive days back from today.
    const all = new Set(seeds.filter((s) => !market || s[1] === market).map((s) => s[0]));
    let streak = 0;
    let start = all.has(0) ? 0 : 1;
    while (all.has(start)) {
      streak += 1;
      start += 1;
    }
    return {
      total_records: rows.length,
      active_days: days.length,
      daily_average: days.length ? Math.round((rows.length / days.length) * 10) / 10 : 0,
      current_streak: streak,
      daily_counts: days.map((d) => ({ date: d, count: byDay.get(d)!.length })),
      price_trends: days.map((d) => ({
        date: d,
        avg_client_price: avg(byDay.get(d)!, 2),
        avg_comp1_price: avg(byDay.get(d)!, 3),
        avg_comp2_price: avg(byDay.get(d)!, 4),
      })),
    };
  }

  it('answers the user’s own records of the window with the figures recomputed from the rows', async () => {
    const res = await history(user, { start_date: addDays(today, -30), end_date: addDays(today, 1) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const want = expected({ from: 30, to: 0 });
    expect(body).toMatchObject(want);
    expect(want).toMatchObject({ total_records: 7, active_days: 4, current_streak: 3, daily_average: 1.8 });
    expect(body.records).toHaveLength(7);
    expect(body.records[0]).toMatchObject({ sku_name: 'Own kettle', sku_code: 'CMP-OWN-1' });
    // Newest first.
    const dates = body.records.map((r: { date: string }) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.records.map((r: { client_ranking: number }) => r.client_ranking).sort()).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('narrows to one marketplace and to the dates; the streak is not cut by the window', async () => {
    const az = (
      await history(user, { start_date: addDays(today, -30), end_date: today, mp_id: mp.az })
    ).json();
    expect(az).toMatchObject(expected({ from: 30, to: 0 }, 'az'));
    const ot = (
      await history(user, { start_date: addDays(today, -30), end_date: today, mp_id: mp.ot })
    ).json();
    expect(ot).toMatchObject(expected({ from: 30, to: 0 }, 'ot'));
    expect(ot.current_streak).toBe(1);
    const narrow = (await history(user, { start_date: today, end_date: today })).json();
    expect(narrow).toMatchObject(expected({ from: 0, to: 0 }));
    expect(narrow.current_streak).toBe(3);
    const future = (
      await history(user, { start_date: addDays(today, 1), end_date: addDays(today, 1) })
    ).json();
    expect(future).toMatchObject({ total_records: 0, records: [], active_days: 0, current_streak: 3 });
    const old = (
      await history(user, { start_date: addDays(today, -60), end_date: addDays(today, -35) })
    ).json();
    expect(old).toMatchObject(expected({ from: 60, to: 35 }));
    expect(old.total_records).toBe(1);
  });

  it('empty for an unassigned marketplace or another client; refused without the module; 422 on bad dates', async () => {
    const none = (
      await history(user, { start_date: addDays(today, -30), end_date: today, mp_id: mp.unassigned })
    ).json();
    expect(none).toMatchObject({ total_records: 0, records: [], current_streak: 0, daily_counts: [] });
    expect(
      (await history(user, { start_date: addDays(today, -30), end_date: today }, otherClient)).statusCode,
    ).toBe(403);
    expect((await history(noModule, { start_date: addDays(today, -30), end_date: today })).statusCode).toBe(
      403,
    );
    expect((await history(user, { start_date: today, end_date: addDays(today, -1) })).statusCode).toBe(422);
    expect((await history(user, { start_date: '2026-02-30', end_date: today })).statusCode).toBe(422);
  });
});
