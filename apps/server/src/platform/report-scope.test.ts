import { resolvePermissions } from '@marketdesk/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { writeOrderLines } from '../db/facts';
import { skus } from '../db/schema';
import { addDays, resolveScope, todayUtc } from './report-scope';
import type { RequestContext } from './tenancy';

/**
 * The report scope resolver (platform/report-scope) on a real database: its marketplace checks and refusals,
 * the date window, and the one brand rule as the dashboard and the Data Vault answer it.
 */
let t: TestApp;
let clientId: number;
let az: number;
let nn: number;
let other: number;
let mine: number;
let theirs: number;
let plain: { id: number; headers: Record<string, string> };
let admin: { id: number; headers: Record<string, string> };

const today = todayUtc();
const ctxOf = (id: number, isClientAdmin = false): RequestContext => ({
  user: {
    id,
    email: '',
    first_name: '',
    last_name: '',
    is_sa: false,
    is_active: true,
  } as RequestContext['user'],
  clientId,
  permissions: {
    ...resolvePermissions({ codes: [], roleNames: [], isSuperAdmin: false }),
    isClientAdmin,
  },
});
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}client_id=${clientId}`,
    headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  az = (await t.make.marketplace()).pk_mp_id;
  nn = (await t.make.marketplace({ name: 'Noon Test', short_code: `NN_${Date.now()}` })).pk_mp_id;
  other = (await t.make.marketplace()).pk_mp_id;
  mine = (await t.make.brand()).pk_brand_id;
  theirs = (await t.make.brand()).pk_brand_id;

  const m = await t.make.member(clientId, { permissions: ['dashboard:view', 'view:sku'] });
  await t.make.assign.marketplace(m.user.id, az);
  await t.make.assign.marketplace(m.user.id, nn);
  await t.make.assign.brand(m.user.id, mine);
  plain = { id: m.user.id, headers: await t.auth(m.user.id) };
  await t.make.role(clientId, { name: 'Client Admin', permissions: ['dashboard:view', 'view:sku'] });
  const a = await t.make.member(clientId, { roleName: 'Client Admin' });
  admin = { id: a.user.id, headers: await t.auth(a.user.id) };

  // One SKU of the user's brand, one of another brand, one without a brand; a sale of each, and one of a code
  // the catalogue does not know (brand 0 in the rollups).
  await t.db.insert(skus).values([
    { client_id: clientId, sku_code: 'MINE-SKU', sku_name: 'Mine', fk_brand_id: mine },
    { client_id: clientId, sku_code: 'THEIRS-SKU', sku_name: 'Theirs', fk_brand_id: theirs },
    { client_id: clientId, sku_code: 'LOOSE-SKU', sku_name: 'Loose', fk_brand_id: null },
  ]);
  await writeOrderLines(
    t.db,
    clientId,
    ['MINE-SKU', 'THEIRS-SKU', 'LOOSE-SKU', 'NOT-A-SKU'].map((sku_code, i) => ({
      mp_id: az,
      order_id: `O${i}`,
      order_item_id: '1',
      sku_code,
      purchase_date: today,
      quantity_ordered: 1,
      item_price: 10 ** i,
      currency_code: 'USD',
    })),
  );
});
afterAll(() => t?.close());

describe('resolveScope: the marketplace', () => {
  it('refuses an unknown marketplace with 404 by default, or with the screen’s refusal', async () => {
    await expect(resolveScope(t.db, ctxOf(plain.id), { mpId: 2_000_000_000 })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Marketplace not found',
    });
    const screen = Object.assign(new Error('No such marketplace'), { statusCode: 404 });
    await expect(
      resolveScope(t.db, ctxOf(plain.id), { mpId: 2_000_000_000, refusals: { unknown: () => screen } }),
    ).rejects.toBe(screen);
  });

  it('refuses a marketplace of another family (404, before the assignment is looked at)', async () => {
    await expect(resolveScope(t.db, ctxOf(plain.id), { mpId: nn, family: 'AZ' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Marketplace not found',
    });
    await expect(resolveScope(t.db, ctxOf(admin.id, true), { mpId: az, family: 'NN' })).rejects.toMatchObject(
      {
        statusCode: 404,
      },
    );
    await expect(
      resolveScope(t.db, ctxOf(plain.id), { mpId: nn, family: (f) => f.prefix === 'AZ' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await resolveScope(t.db, ctxOf(plain.id), { mpId: nn, family: 'NN' })).family?.prefix).toBe('NN');
  });

  it('refuses a marketplace not assigned to a plain user (403, or the screen’s refusal)', async () => {
    await expect(resolveScope(t.db, ctxOf(plain.id), { mpId: other })).rejects.toMatchObject({
      statusCode: 403,
      message: 'You do not have access to this marketplace',
    });
    await expect(
      resolveScope(t.db, ctxOf(plain.id), {
        mpId: other,
        refusals: { notYours: () => Object.assign(new Error('Not yours'), { statusCode: 404 }) },
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Not yours' });
    const ok = await resolveScope(t.db, ctxOf(plain.id), { mpId: az, family: 'AZ' });
    expect(ok).toMatchObject({ clientId, mpIds: [az], brandIds: [mine] });
    expect(ok.marketplace.pk_mp_id).toBe(az);
  });

  it('lets a client admin read every marketplace and brand; narrows a plain user’s filters to theirs', async () => {
    const all = await resolveScope(t.db, ctxOf(admin.id, true), { mpId: other });
    expect(all).toMatchObject({ mpIds: [other], brandIds: null, warehouseIds: null, empty: false });
    expect(await resolveScope(t.db, ctxOf(admin.id, true))).toMatchObject({ mpIds: null, brandIds: null });
    expect(await resolveScope(t.db, ctxOf(plain.id))).toMatchObject({
      mpIds: [az, nn].sort((a, b) => a - b),
    });
    const narrowed = await resolveScope(t.db, ctxOf(plain.id), {
      marketplaces: [az, other],
      brands: [theirs],
    });
    expect(narrowed).toMatchObject({ mpIds: [az], brandIds: [], empty: true });
  });
});

describe('resolveScope: the date window', () => {
  it('refuses a date before 2000-01-01 and a start after the end (422)', async () => {
    await expect(
      resolveScope(t.db, ctxOf(plain.id), { dates: { start: '1999-12-31', end: '2000-01-10' } }),
    ).rejects.toMatchObject({
      statusCode: 422,
      validation: [{ instancePath: '/start_date', keyword: 'date_range' }],
    });
    await expect(
      resolveScope(t.db, ctxOf(plain.id), { dates: { start: '2025-03-02', end: '2025-03-01' } }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'start_date must not be after end_date' });
    await expect(
      resolveScope(t.db, ctxOf(plain.id), { dates: { start: '2025-02-30', end: '2025-03-01' } }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Not a valid calendar date' });
    const first = await resolveScope(t.db, ctxOf(plain.id), {
      dates: { start: '2000-01-01', end: '2000-01-01' },
    });
    expect(first.dates).toEqual({ start: '2000-01-01', end: '2000-01-01' });
  });

  it('caps an end after today to today; a window wholly after today is empty', async () => {
    const capped = await resolveScope(t.db, ctxOf(plain.id), {
      dates: { start: addDays(today, -3), end: addDays(today, 30) },
    });
    expect(capped).toMatchObject({ dates: { start: addDays(today, -3), end: today }, empty: false });
    const future = await resolveScope(t.db, ctxOf(plain.id), {
      dates: { start: addDays(today, 1), end: addDays(today, 5) },
    });
    expect(future.empty).toBe(true);
  });
});

describe('the one brand rule: a brand-limited user sees their brands and rows without a brand', () => {
  it('dashboard: the limited user’s sales leave out other brands only; a brand filter reads exactly its brands', async () => {
    const url = `/dashboard/sales/daily?start_date=${addDays(today, -1)}&end_date=${today}`;
    const limited = await get(url, plain.headers);
    expect(limited.statusCode).toBe(200);
    // Their brand's sale (1), the SKU without a brand (100) and the code the catalogue lacks (1000), not THEIRS (10).
    expect(limited.json().summary.total_sales_amount).toBe(1101);
    // Choosing their brand in the filter: that brand's rows only.
    expect((await get(`${url}&brand_id=${mine}`, plain.headers)).json().summary.total_sales_amount).toBe(1);
    const unlimited = await get(url, admin.headers);
    expect(unlimited.json().summary.total_sales_amount).toBe(1111);
    // Asking for another brand does not widen the limit.
    expect((await get(`${url}&brand_id=${theirs}`, plain.headers)).json().summary.total_sales_amount).toBe(0);
    const codes = async (h: Record<string, string>) =>
      (await get('/data/sku/suggestions?search=SKU', h))
        .json()
        .suggestions.map((s: { sku_code: string }) => s.sku_code);
    expect(await codes(plain.headers)).toEqual(['LOOSE-SKU', 'MINE-SKU']);
    expect(await codes(admin.headers)).toEqual(['LOOSE-SKU', 'MINE-SKU', 'THEIRS-SKU']);
  });

  it('Data Vault: the SKU grid shows the limited user their brand’s SKUs and those without one; the unlimited every SKU', async () => {
    const codes = async (h: Record<string, string>) =>
      (await get('/data/sku', h))
        .json()
        .items.map((r: { sku_code: string }) => r.sku_code)
        .sort();
    expect(await codes(plain.headers)).toEqual(['LOOSE-SKU', 'MINE-SKU']);
    expect(await codes(admin.headers)).toEqual(['LOOSE-SKU', 'MINE-SKU', 'THEIRS-SKU']);
  });
});
