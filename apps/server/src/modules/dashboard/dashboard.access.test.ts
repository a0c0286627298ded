import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSkus } from '../../../test/fixtures/dashboard';
import { createTestApp, type TestApp } from '../../../test/helper';
import { writeOrderLines } from '../../db/facts';
import { addDays, todayUtc } from './dashboard.scope';

let t: TestApp;
let clientA: number;
let clientB: number;
let viewer: Record<string, string>;
let noDashboard: Record<string, string>;
let skuReader: Record<string, string>;
let limited: Record<string, string>;
let admin: Record<string, string>;
let brandIds: number[];

const today = todayUtc();
const range = `start_date=${addDays(today, -10)}&end_date=${today}`;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const DASHBOARD = ['/dashboard/sales/daily', '/dashboard/marketing/daily', '/dashboard/forecast'];

beforeAll(async () => {
  t = await createTestApp();
  clientA = (await t.make.client()).pk_client_id;
  clientB = (await t.make.client()).pk_client_id;
  brandIds = [(await t.make.brand()).pk_brand_id, (await t.make.brand()).pk_brand_id];
  viewer = await t.auth((await t.make.member(clientA, { permissions: ['dashboard:view'] })).user.id);
  noDashboard = await t.auth((await t.make.member(clientA, { permissions: ['view:tickets'] })).user.id);
  const reader = await t.make.member(clientA, { permissions: ['view:sku'] });
  for (const id of brandIds) await t.make.assign.brand(reader.user.id, id);
  skuReader = await t.auth(reader.user.id);
  await t.make.role(clientA, { name: 'Client Admin', permissions: ['dashboard:view'] });
  admin = await t.auth((await t.make.member(clientA, { roleName: 'Client Admin' })).user.id);
  const l = await t.make.member(clientA, { permissions: ['dashboard:view'] });
  await t.make.assign.brand(l.user.id, brandIds[0]!);
  limited = await t.auth(l.user.id);
  await writeSkus(t, clientA, brandIds, 9);
  await writeSkus(t, clientB, brandIds, 9);
});
afterAll(() => t?.close());

describe('permission', () => {
  it('answers 403 without dashboard:view on every dashboard call, and 200 with it', async () => {
    for (const path of DASHBOARD) {
      const denied = await get(`${path}?client_id=${clientA}&${range}`, noDashboard);
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json()).toEqual({ detail: expect.any(String) });
      expect((await get(`${path}?client_id=${clientA}&${range}`, viewer)).statusCode, path).toBe(200);
    }
  });

  it("refuses another client's id (403) and anonymous callers (401)", async () => {
    for (const path of [...DASHBOARD, '/data/sku/suggestions']) {
      expect((await get(`${path}?client_id=${clientB}&${range}&search=SKU`, viewer)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: `${path}?client_id=${clientA}&${range}` })).statusCode,
      ).toBe(401);
    }
  });
});

describe('validation', () => {
  it('refuses a start date after the end date with a clear 422', async () => {
    const res = await get(
      `/dashboard/sales/daily?client_id=${clientA}&start_date=2025-03-02&end_date=2025-03-01`,
      viewer,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ['query', 'start_date'], msg: 'start_date must not be after end_date', type: 'date_order' },
      ],
    });
  });

  it('refuses impossible dates, a bad format, a missing date and an unknown currency (422)', async () => {
    for (const q of [
      'start_date=2025-02-30&end_date=2025-03-01',
      'start_date=2025/02/01&end_date=2025-03-01',
      'end_date=2025-03-01',
      `${range}&currency_code=XYZ`,
      `${range}&mp_id=abc`,
    ]) {
      const res = await get(`/dashboard/marketing/daily?client_id=${clientA}&${q}`, viewer);
      expect(res.statusCode, q).toBe(422);
      expect(Array.isArray(res.json().detail), q).toBe(true);
    }
  });

  it('refuses a forecast metric or granularity it does not know (422)', async () => {
    for (const q of ['metric=profit', 'granularity=Hourly', 'forecast_periods=0']) {
      const res = await get(`/dashboard/forecast?client_id=${clientA}&${range}&${q}`, viewer);
      expect(res.statusCode, q).toBe(422);
    }
  });

  it('answers 422 rather than dropping money when a currency has no exchange rate at all', async () => {
    const mp = await t.make.marketplace({ short_code: `SE-${Date.now()}`, currency_code: 'SEK' });
    const client = (await t.make.client()).pk_client_id;
    await t.make.role(client, { name: 'Client Admin', permissions: ['dashboard:view'] });
    const who = await t.auth((await t.make.member(client, { roleName: 'Client Admin' })).user.id);
    await writeOrderLines(t.db, client, [
      {
        mp_id: mp.pk_mp_id,
        order_id: 'O1',
        order_item_id: '1',
        purchase_date: today,
        quantity_ordered: 1,
        item_price: 10,
        currency_code: 'SEK',
      },
    ]);
    const res = await get(`/dashboard/sales/daily?client_id=${client}&${range}&currency_code=EUR`, who);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['query', 'currency_code'], type: 'missing_rate' });
  });
});

describe('GET /data/sku/suggestions', () => {
  const suggest = (search: string, headers: Record<string, string>, clientId = clientA) =>
    get(`/data/sku/suggestions?client_id=${clientId}&search=${encodeURIComponent(search)}`, headers);

  it('answers an empty list below 3 characters (spaces do not count)', async () => {
    for (const search of ['', 'C', 'SK', '  S  ']) {
      const res = await suggest(search, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ suggestions: [] });
    }
  });

  it("matches code or name case-insensitively, only the client's SKUs, codes starting with the text first", async () => {
    const byCode = (await suggest(`c${clientA}-sku-00`, admin)).json().suggestions;
    expect(byCode.map((s: { sku_code: string }) => s.sku_code)).toEqual(
      Array.from({ length: 9 }, (_, i) => `C${clientA}-SKU-00${i}`),
    );
    expect(byCode[0]).toEqual({
      sku_code: `C${clientA}-SKU-000`,
      sku_name: `Product 0 of client ${clientA}`,
    });
    const byName = (await suggest('PRODUCT 3 OF', admin)).json().suggestions;
    expect(byName).toEqual([{ sku_code: `C${clientA}-SKU-003`, sku_name: `Product 3 of client ${clientA}` }]);
    // Client B's SKUs never show, even when named exactly.
    expect((await suggest(`C${clientB}-SKU`, admin)).json()).toEqual({ suggestions: [] });
    // LIKE wildcards are plain characters.
    expect((await suggest('%%%', admin)).json()).toEqual({ suggestions: [] });
  });

  it("limits to the user's brands (none assigned: none), and admits a data permission instead of the dashboard one", async () => {
    const mine = (await suggest('Product', limited)).json().suggestions as { sku_code: string }[];
    // writeSkus alternates the two brands and leaves the last SKU without one: brand 0 owns SKUs 0, 2, 4, 6; the
    // SKU without a brand (8) is seen by every brand-limited user (the one brand rule, platform/report-scope).
    expect(mine.map((s) => s.sku_code)).toEqual([0, 2, 4, 6, 8].map((i) => `C${clientA}-SKU-00${i}`));
    // SKUs of both brands and the one without a brand.
    expect((await suggest('Product', skuReader)).json().suggestions).toHaveLength(9);
    expect((await suggest('Product', viewer)).json()).toEqual({ suggestions: [] });
    expect((await suggest('Product', noDashboard)).statusCode).toBe(403);
  });

  it('serves the SKU comparison form: channel_report:create admits, channel_report:view alone does not', async () => {
    const recorder = await t.make.member(clientA, { permissions: ['channel_report:create'] });
    for (const id of brandIds) await t.make.assign.brand(recorder.user.id, id);
    expect((await suggest('Product', await t.auth(recorder.user.id))).json().suggestions).toHaveLength(9);
    const onlyView = await t.make.member(clientA, { permissions: ['channel_report:view'] });
    expect((await suggest('Product', await t.auth(onlyView.user.id))).statusCode).toBe(403);
  });

  it('answers at most 20 suggestions', async () => {
    const client = (await t.make.client()).pk_client_id;
    await writeSkus(t, client, brandIds, 30);
    await t.make.role(client, { name: 'Client Admin', permissions: ['dashboard:view'] });
    const ca = await t.auth((await t.make.member(client, { roleName: 'Client Admin' })).user.id);
    const res = (await suggest('SKU', ca, client)).json().suggestions as { sku_code: string }[];
    expect(res.map((s) => s.sku_code)).toEqual(
      Array.from({ length: 20 }, (_, i) => `C${client}-SKU-${String(i).padStart(3, '0')}`),
    );
  });
});
