import { CURRENCIES } from '@marketdesk/contracts/constants';
import { marketingAnswer, salesAnswer } from '@marketdesk/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Market,
  writeFacts,
  writeMarkets,
  writeRates,
  writeSkus,
} from '../../../test/fixtures/dashboard';
import {
  differences,
  expectedMarketing,
  expectedSales,
  type OracleQuery,
  type Raw,
  readRaw,
} from '../../../test/fixtures/dashboard-oracle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, earlier, todayUtc } from './dashboard.scope';

/**
 * Every KPI and daily value of the sales and marketing answers, for randomly drawn filter sets, equals what the
 * raw rows say (recomputed by test/fixtures/dashboard-oracle.ts), for an admin and for a user limited to some marketplaces
 * and brands, while a second client's facts sit on the same marketplaces and days.
 */
let t: TestApp;
let raw: Raw;
let clientA: number;
let clientB: number;
let markets: Market[];
let onlyB: Market;
let brandIds: number[];
let skuCodesA: string[];
let skuCodesB: string[];
const users = {} as Record<
  'admin' | 'limited',
  { headers: Record<string, string>; mps: number[] | null; brands: number[] | null }
>;

const today = todayUtc();
const FROM = addDays(today, -70);
const DAYS = 78; // up to a week after today: those rows must never show

beforeAll(async () => {
  const r = mulberry32(4_2133);
  t = await createTestApp();
  markets = await writeMarkets(t, r, 5);
  const b = await t.make.marketplace({ short_code: `NN_AE-${r.digits(5)}`, currency_code: 'AED' });
  onlyB = { id: b.pk_mp_id, currency: 'AED' };
  brandIds = [];
  for (let i = 0; i < 3; i++) brandIds.push((await t.make.brand()).pk_brand_id);
  await writeRates(t, r, FROM, addDays(FROM, DAYS));

  clientA = (await t.make.client({ name: 'Figures A' })).pk_client_id;
  clientB = (await t.make.client({ name: 'Figures B' })).pk_client_id;
  skuCodesA = await writeSkus(t, clientA, brandIds, 14);
  skuCodesB = await writeSkus(t, clientB, brandIds, 6);
  await writeFacts(t, r, { clientId: clientA, skuCodes: skuCodesA }, markets, { from: FROM, days: DAYS });
  await writeFacts(t, r, { clientId: clientB, skuCodes: skuCodesB }, [...markets, onlyB], {
    from: FROM,
    days: DAYS,
  });
  raw = await readRaw(t.db, clientA);

  // A client admin sees every marketplace and brand of the client (their role holds every permission).
  await t.make.role(clientA, { name: 'Client Admin', permissions: ['dashboard:view'] });
  const admin = await t.make.member(clientA, { roleName: 'Client Admin' });
  users.admin = { headers: await t.auth(admin.user.id), mps: null, brands: null };
  const limited = await t.make.member(clientA, { permissions: ['dashboard:view'] });
  const mps = [markets[0]!.id, markets[1]!.id, markets[3]!.id];
  const brands = [brandIds[0]!, brandIds[2]!];
  for (const id of mps) await t.make.assign.marketplace(limited.user.id, id);
  for (const id of brands) await t.make.assign.brand(limited.user.id, id);
  users.limited = { headers: await t.auth(limited.user.id), mps, brands };
}, 120_000);
afterAll(() => t?.close());

interface Draw {
  start: string;
  end: string;
  mp_id: number[];
  brand_id: number[];
  sku: string[];
  currency_code: string;
}

function draw(r: ReturnType<typeof mulberry32>): Draw {
  const a = addDays(FROM, r.int(-5, DAYS));
  const b = addDays(a, r.int(0, 40));
  const some = <T>(items: T[], p: number) => (r.next() < p ? r.sample(items, r.int(1, items.length)) : []);
  return {
    start: a,
    end: b,
    mp_id: some([...markets.map((m) => m.id), onlyB.id], 0.5),
    brand_id: some(brandIds, 0.4),
    // Unknown codes and another client's codes match nothing.
    sku: some([...skuCodesA.slice(0, 8), 'NOT-A-SKU', skuCodesB[0]!], 0.35),
    currency_code: r.pick(CURRENCIES),
  };
}

const url = (path: string, clientId: number, d: Draw) => {
  const p = new URLSearchParams({
    client_id: String(clientId),
    start_date: d.start,
    end_date: d.end,
    currency_code: d.currency_code,
  });
  for (const id of d.mp_id) p.append('mp_id', String(id));
  for (const id of d.brand_id) p.append('brand_id', String(id));
  for (const s of d.sku) p.append('sku', s);
  return `${path}?${p}`;
};

/** The access rule of the service, written out independently: requested ∩ allowed, nothing requested = all allowed. */
function effective(d: Draw, who: (typeof users)['admin']): OracleQuery {
  const narrow = (req: number[], allowed: number[] | null) =>
    req.length === 0 ? allowed : allowed ? req.filter((x) => allowed.includes(x)) : req;
  return {
    start: d.start,
    end: earlier(d.end, today),
    mpIds: narrow(d.mp_id, who.mps),
    brandIds: narrow(d.brand_id, who.brands),
    brandFilter: d.brand_id.length > 0,
    skus: d.sku,
    currency: d.currency_code,
  };
}

describe('sales and marketing figures equal the raw rows', () => {
  it('for 40 random filter sets, as an admin and as a user limited to some marketplaces and brands', async () => {
    const r = mulberry32(7);
    let nonEmpty = 0;
    for (let i = 0; i < 40; i++) {
      const d = draw(r);
      const who = i % 2 === 0 ? users.admin : users.limited;
      const f = effective(d, who);
      const sales = await t.app.inject({
        method: 'GET',
        url: url('/dashboard/sales/daily', clientA, d),
        headers: who.headers,
      });
      expect(sales.statusCode, sales.body).toBe(200);
      expect(() => salesAnswer.strict().parse(sales.json())).not.toThrow();
      const expected = expectedSales(raw, f);
      expect(differences(sales.json(), expected), JSON.stringify(d)).toEqual([]);
      const ads = await t.app.inject({
        method: 'GET',
        url: url('/dashboard/marketing/daily', clientA, d),
        headers: who.headers,
      });
      expect(ads.statusCode, ads.body).toBe(200);
      expect(() => marketingAnswer.strict().parse(ads.json())).not.toThrow();
      expect(differences(ads.json(), expectedMarketing(raw, f)), JSON.stringify(d)).toEqual([]);
      if (Object.keys(expected.daily).length > 0) nonEmpty++;
    }
    // Not vacuous: most draws have figures.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('sums R, PO and DF into total_sales_amount and counts returned units, over the whole range in USD', async () => {
    const d: Draw = { start: FROM, end: today, mp_id: [], brand_id: [], sku: [], currency_code: 'USD' };
    const res = (
      await t.app.inject({
        method: 'GET',
        url: url('/dashboard/sales/daily', clientA, d),
        headers: users.admin.headers,
      })
    ).json();
    const days = Object.values(
      res.daily as Record<
        string,
        Record<string, { sales_R: number; sales_PO: number; sales_DF: number; num_returns: number }>
      >,
    ).flatMap(Object.values);
    const total = days.reduce((s, x) => s + x.sales_R + x.sales_PO + x.sales_DF, 0);
    expect(Math.abs(res.summary.total_sales_amount - total)).toBeLessThan(0.01 * days.length);
    expect(res.summary.total_returns).toBe(days.reduce((s, x) => s + x.num_returns, 0));
    expect(days.some((x) => x.sales_PO > 0) && days.some((x) => x.sales_DF > 0)).toBe(true);
    expect(res.summary.total_returns).toBeGreaterThan(0);
  });

  it('caps the end date to today: rows dated after today never show', async () => {
    const future: Draw = {
      start: FROM,
      end: addDays(today, 30),
      mp_id: [],
      brand_id: [],
      sku: [],
      currency_code: 'EUR',
    };
    const capped: Draw = { ...future, end: today };
    for (const path of ['/dashboard/sales/daily', '/dashboard/marketing/daily']) {
      const a = await t.app.inject({
        method: 'GET',
        url: url(path, clientA, future),
        headers: users.admin.headers,
      });
      const b = await t.app.inject({
        method: 'GET',
        url: url(path, clientA, capped),
        headers: users.admin.headers,
      });
      expect(a.json()).toEqual(b.json());
      const dates = Object.values(a.json().daily as Record<string, object>).flatMap(Object.keys);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.every((x) => x <= today)).toBe(true);
    }
    // The facts do reach past today, so the cap is what kept them out.
    expect(raw.orders.some((o) => o.date > today)).toBe(true);
    const tomorrow: Draw = { ...future, start: addDays(today, 1) };
    const none = await t.app.inject({
      method: 'GET',
      url: url('/dashboard/sales/daily', clientA, tomorrow),
      headers: users.admin.headers,
    });
    expect(none.json()).toEqual({ summary: { total_sales_amount: 0, total_returns: 0 }, daily: {} });
  });

  it("never shows another client's rows, and a limited user asking only for foreign ids gets nothing", async () => {
    const all: Draw = { start: FROM, end: today, mp_id: [], brand_id: [], sku: [], currency_code: 'USD' };
    const a = (
      await t.app.inject({
        method: 'GET',
        url: url('/dashboard/sales/daily', clientA, all),
        headers: users.admin.headers,
      })
    ).json();
    expect(Object.keys(a.daily)).not.toContain(String(onlyB.id));
    const forB = await t.app.inject({
      method: 'GET',
      url: url('/dashboard/sales/daily', clientB, all),
      headers: users.admin.headers,
    });
    expect(forB.statusCode).toBe(403);

    const outside: Draw = { ...all, mp_id: [markets[2]!.id], brand_id: [brandIds[1]!] };
    const limited = await t.app.inject({
      method: 'GET',
      url: url('/dashboard/sales/daily', clientA, outside),
      headers: users.limited.headers,
    });
    expect(limited.json()).toEqual({ summary: { total_sales_amount: 0, total_returns: 0 }, daily: {} });
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: url('/dashboard/sales/daily', clientA, all),
        headers: users.limited.headers,
      })
    ).json();
    expect(Object.keys(mine.daily).sort()).toEqual(users.limited.mps!.map(String).sort());
    expect(mine.summary.total_sales_amount).toBeLessThan(a.summary.total_sales_amount);
  });
});
