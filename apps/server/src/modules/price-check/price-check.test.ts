import type { PriceCheckFocusedRow, PriceCheckOrderedRow } from '@marketdesk/contracts/price-check';
import { PRICE_CHECK_TEXT as T } from '@marketdesk/contracts/price-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PriceCheckFixture, writePriceCheckFixture } from '../../../test/fixtures/price-check';
import { expectedFocused, expectedOrdered, readRaw } from '../../../test/fixtures/price-check-oracle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, todayUtc } from '../../platform/report-scope';
import { priceCheck } from '.';

/**
 * Price Check (issue 20 item 2) through HTTP: every figure of both tabs recomputed from the raw rows (the
 * oracle), the module flag with the spec's 403 texts, the user's marketplaces and brands, other clients, and the
 * date rules answered 422 with the screen's texts.
 */

let t: TestApp;
let f: PriceCheckFixture;
let otherClient: number;
const who: Record<string, Record<string, string>> = {};
const PERM = 'mp_func:price_check';

const get = (url: string, headers: Record<string, string>, clientId = f.clientId) =>
  t.app.inject({ method: 'GET', url: `${url}&client_id=${clientId}`, headers });
const focused = (headers: Record<string, string>, mpId = f.mpId, clientId = f.clientId) =>
  get(`/price-check/focused?mp_id=${mpId}`, headers, clientId);
const ordered = (
  headers: Record<string, string>,
  start: string,
  end: string,
  mpId = f.mpId,
  clientId = f.clientId,
) => get(`/price-check/ordered?mp_id=${mpId}&start_date=${start}&end_date=${end}`, headers, clientId);

beforeAll(async () => {
  // Only this module: the other reports of issue 20 are built beside it in the same tree.
  t = await createTestApp({ modules: [priceCheck.routes!] });
  f = await writePriceCheckFixture(t, mulberry32(20), todayUtc());
  otherClient = (await t.make.client()).pk_client_id;
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: [PERM] });
  who.admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  who.noModule = await t.auth((await t.make.member(f.clientId, { permissions: ['view:tickets'] })).user.id);
  const seller = await t.make.member(f.clientId, { permissions: [PERM] });
  await t.make.assign.marketplace(seller.user.id, f.mpId);
  who.seller = await t.auth(seller.user.id);
  const elsewhere = await t.make.member(f.clientId, { permissions: [PERM] });
  await t.make.assign.marketplace(elsewhere.user.id, f.otherMpId);
  who.elsewhere = await t.auth(elsewhere.user.id);
  const branded = await t.make.member(f.clientId, { permissions: [PERM] });
  await t.make.assign.marketplace(branded.user.id, f.mpId);
  await t.make.assign.brand(branded.user.id, f.brandIds[0]!);
  who.branded = await t.auth(branded.user.id);
  await t.make.role(otherClient, { name: 'Client Admin', permissions: [PERM] });
  who.otherAdmin = await t.auth((await t.make.member(otherClient, { roleName: 'Client Admin' })).user.id);
}, 120_000);
afterAll(() => t?.close());

describe('every figure recomputed from the raw rows', () => {
  it('focused tab: current price, fee rule, cost known today in euros, profit', async () => {
    const res = await focused(who.admin!);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as PriceCheckFocusedRow[];
    const raw = await readRaw(t.db, f.clientId, f.mpId);
    const expected = expectedFocused(raw, f.today, null);
    expect(rows).toEqual(expected);
    // The fixture has every case: no price, no fee rule, no cost, costs converted from dollars, a loss.
    expect(rows.length).toBeGreaterThan(8);
    expect(rows.some((r) => r.selling_price === null)).toBe(true);
    expect(rows.some((r) => r.commission_fee === null && r.selling_price !== null)).toBe(true);
    expect(rows.some((r) => r.buying_price === null)).toBe(true);
    expect(rows.some((r) => r.profit !== null && r.profit < 0)).toBe(true);
    expect(rows.filter((r) => r.profit_percentage !== null).length).toBeGreaterThan(3);
    // Never the other marketplace's listings, never an unfocused one.
    expect(new Set(rows.map((r) => r.asin)).size).toBe(rows.length);
  });

  it('ordered tab: each order line with the cost valid on its day, fee parts, taxes, profit (random windows)', async () => {
    const raw = await readRaw(t.db, f.clientId, f.mpId);
    const r = mulberry32(7);
    const windows: [string, string][] = [[addDays(f.today, -40), f.today]];
    for (let i = 0; i < 3; i++) {
      const a = r.int(0, 40);
      const b = r.int(0, 40);
      windows.push([addDays(f.today, -Math.max(a, b)), addDays(f.today, -Math.min(a, b))]);
    }
    for (const [start, end] of windows) {
      const res = await ordered(who.admin!, start, end);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), `${start}..${end}`).toEqual(expectedOrdered(raw, start, end, null));
    }
    const all = (await ordered(who.admin!, addDays(f.today, -40), f.today)).json() as PriceCheckOrderedRow[];
    expect(all.length).toBeGreaterThan(100);
    expect(all.some((x) => x.other_fees === null)).toBe(true);
    expect(all.some((x) => x.taxes === 0) && all.some((x) => (x.taxes ?? 0) > 0)).toBe(true);
  });

  it('a cost change inside the window: orders before it take the older cost, orders after it the newer', async () => {
    const rows = (await ordered(who.admin!, addDays(f.today, -40), f.today)).json() as PriceCheckOrderedRow[];
    const raw = await readRaw(t.db, f.clientId, f.mpId);
    // SKU 0: a dollar cost 50 days ago, a euro cost 12 days ago at a serving warehouse (and a newer one at a
    // warehouse not serving the marketplace, never taken).
    const sku0 = raw.orders.find((o) => o.identifier === f.identifiers[0])?.sku_code;
    const lines = raw.orders.filter(
      (o) => o.sku_code === sku0 && o.type === 'R' && !/cancel/i.test(o.status ?? '') && o.q > 0,
    );
    const unitOf = (o: (typeof lines)[number]) =>
      rows.find((x) => x.order_id === o.order_id && x.sku === o.sku_code)!.buying_price! / o.q;
    const before = lines.filter((o) => o.date < addDays(f.today, -12));
    const after = lines.filter((o) => o.date >= addDays(f.today, -12));
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    const euroCost = raw.costs.find((c) => c.sku === lines[0]!.sku && c.cur === 'EUR')!;
    const landed = euroCost.purchase! + (euroCost.ship ?? 0) + (euroCost.extra ?? 0);
    for (const o of after) expect(unitOf(o)).toBeCloseTo(landed, 2);
    for (const o of before) expect(unitOf(o)).not.toBeCloseTo(landed, 2);
  });

  it('before any cost was written the first written one stands; without a cost the profit is unknown', async () => {
    const rows = (await ordered(who.admin!, addDays(f.today, -40), f.today)).json() as PriceCheckOrderedRow[];
    const raw = await readRaw(t.db, f.clientId, f.mpId);
    const counted = (sku: string) =>
      raw.orders.filter((o) => o.sku_code === sku && o.type === 'R' && !/cancel/i.test(o.status ?? ''));
    // SKU 5: its only cost was written 4 days ago; older orders are priced with it too.
    const late = raw.products.find((p) => p.identifier === f.identifiers[5])!.sku_code;
    const old = counted(late).filter((o) => o.date < addDays(f.today, -4));
    expect(old.length).toBeGreaterThan(0);
    for (const o of old) {
      const row = rows.find((x) => x.order_id === o.order_id && x.sku === late)!;
      expect(row.buying_price).not.toBeNull();
    }
    // SKU 7: no cost at all.
    const none = raw.products.find((p) => p.identifier === f.identifiers[7])!.sku_code;
    const lines = rows.filter((x) => x.sku === none);
    expect(lines.length).toBeGreaterThan(0);
    for (const x of lines)
      expect([x.buying_price, x.profit, x.profit_percentage]).toEqual([null, null, null]);
  });
});

describe('who may check prices', () => {
  it('answers 403 with the tab text without the module price_check, 401 without a sign-in', async () => {
    const f1 = await focused(who.noModule!);
    expect(f1.statusCode).toBe(403);
    expect(f1.json()).toEqual({ detail: T.forbidden.focused });
    expect(f1.json().detail).toBe('You do not have permission to check price of focused skus');
    const o1 = await ordered(who.noModule!, addDays(f.today, -5), f.today);
    expect(o1.statusCode).toBe(403);
    expect(o1.json()).toEqual({ detail: 'You do not have permission to check price of ordered skus' });
    expect((await focused({})).statusCode).toBe(401);
    expect((await ordered({}, f.today, f.today)).statusCode).toBe(401);
    expect((await focused(who.seller!)).statusCode).toBe(200);
  });

  it("refuses a marketplace that is not the user's (403 with the tab text) and an unknown one (404)", async () => {
    const a = await focused(who.elsewhere!);
    expect(a.statusCode).toBe(403);
    expect(a.json()).toEqual({ detail: T.forbidden.focused });
    const b = await ordered(who.elsewhere!, f.today, f.today);
    expect(b.statusCode).toBe(403);
    expect(b.json()).toEqual({ detail: T.forbidden.ordered });
    expect((await focused(who.admin!, 987_654)).statusCode).toBe(404);
    expect((await ordered(who.admin!, f.today, f.today, 987_654)).statusCode).toBe(404);
  });

  it("shows a brand-limited user their brand's rows and unbranded ones, with the same figures", async () => {
    const raw = await readRaw(t.db, f.clientId, f.mpId);
    const limit = [f.brandIds[0]!];
    const fo = (await focused(who.branded!)).json() as PriceCheckFocusedRow[];
    expect(fo).toEqual(expectedFocused(raw, f.today, limit));
    expect(fo.length).toBeLessThan(expectedFocused(raw, f.today, null).length);
    const start = addDays(f.today, -40);
    const or = (await ordered(who.branded!, start, f.today)).json() as PriceCheckOrderedRow[];
    expect(or).toEqual(expectedOrdered(raw, start, f.today, limit));
    expect(or.length).toBeLessThan(expectedOrdered(raw, start, f.today, null).length);
  });
});

describe('other clients', () => {
  it("never answers another client's rows on the same marketplace", async () => {
    const fo = await focused(who.otherAdmin!, f.mpId, otherClient);
    expect(fo.statusCode).toBe(200);
    expect(fo.json()).toEqual([]);
    const or = await ordered(who.otherAdmin!, addDays(f.today, -40), f.today, f.mpId, otherClient);
    expect(or.statusCode).toBe(200);
    expect(or.json()).toEqual([]);
  });

  it('refuses a client the user does not belong to (403)', async () => {
    expect((await focused(who.admin!, f.mpId, otherClient)).statusCode).toBe(403);
    expect((await ordered(who.admin!, f.today, f.today, f.mpId, otherClient)).statusCode).toBe(403);
  });
});

describe('the date rules', () => {
  const msgs = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

  it('answers 422 with the screen texts: start after end, before 2000-01-01, not a date', async () => {
    const late = await ordered(who.admin!, f.today, addDays(f.today, -1));
    expect(late.statusCode).toBe(422);
    expect(msgs(late.json())).toContain('Start date cannot be after end date.');
    const early = await ordered(who.admin!, '1999-12-31', f.today);
    expect(early.statusCode).toBe(422);
    expect(msgs(early.json())).toContain(T.beforeEarliest);
    for (const bad of ['2025-02-30', '01/02/2025', '']) {
      expect((await ordered(who.admin!, bad, f.today)).statusCode, bad).toBe(422);
    }
    expect((await get(`/price-check/ordered?mp_id=${f.mpId}`, who.admin!)).statusCode).toBe(422);
    expect((await get('/price-check/focused?x=1', who.admin!)).statusCode).toBe(422);
  });

  it('caps an end after today (future days hold no orders) and answers an empty window with no rows', async () => {
    const capped = await ordered(who.admin!, addDays(f.today, -3), addDays(f.today, 30));
    expect(capped.statusCode).toBe(200);
    const raw = await readRaw(t.db, f.clientId, f.mpId);
    expect(capped.json()).toEqual(expectedOrdered(raw, addDays(f.today, -3), f.today, null));
    const future = await ordered(who.admin!, addDays(f.today, 5), addDays(f.today, 9));
    expect(future.statusCode).toBe(200);
    expect(future.json()).toEqual([]);
  });
});
