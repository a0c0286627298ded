import { AUTO_ORDERING_TEXT, type AutoOrderingRow } from '@marketdesk/contracts/auto-ordering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportFixture, writeReportFixture } from '../../../test/fixtures/auto-ordering';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, todayUtc } from '../../platform/report-scope';

/** Who may call the report: module auto_ordering, the client's and the user's warehouse, the user's brands. */

let t: TestApp;
let f: ReportFixture;
let other: ReportFixture;
const who: Record<string, Record<string, string>> = {};
const today = todayUtc();
const PATH = '/warehouse-marketplaces/admin/multi-channel-sales-report';

const call = (
  headers: Record<string, string>,
  o: { clientId?: number; warehouseId?: number; start?: string; end?: string; coverage?: string } = {},
) =>
  t.app.inject({
    method: 'GET',
    url:
      `${PATH}?client_id=${o.clientId ?? f.clientId}&warehouse_id=${o.warehouseId ?? f.warehouseId}` +
      `&start_date=${o.start ?? `${addDays(today, -29)}T00:00:00`}&end_date=${o.end ?? `${today}T23:59:59`}` +
      `&coverage_days=${o.coverage ?? '30'}`,
    headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  f = await writeReportFixture(t, mulberry32(3), today);
  other = await writeReportFixture(t, mulberry32(4), today);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['auto_ordering:view'] });
  who.admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  who.noModule = await t.auth((await t.make.member(f.clientId, { permissions: ['view:tickets'] })).user.id);
  const seller = await t.make.member(f.clientId, { permissions: ['auto_ordering:view'] });
  await t.make.assign.warehouse(seller.user.id, { client_id: f.clientId, pk_warehouse_id: f.warehouseId });
  for (const mp of f.mpIds) await t.make.assign.marketplace(seller.user.id, mp);
  await t.make.assign.brand(seller.user.id, f.brandIds[0]!);
  who.seller = await t.auth(seller.user.id);
  const elsewhere = await t.make.member(f.clientId, { permissions: ['auto_ordering:view'] });
  await t.make.assign.warehouse(elsewhere.user.id, {
    client_id: f.clientId,
    pk_warehouse_id: f.otherWarehouseId,
  });
  who.elsewhere = await t.auth(elsewhere.user.id);
  await t.make.role(other.clientId, { name: 'Client Admin', permissions: ['auto_ordering:view'] });
  who.otherAdmin = await t.auth((await t.make.member(other.clientId, { roleName: 'Client Admin' })).user.id);
}, 120_000);
afterAll(() => t?.close());

describe('permissions', () => {
  it('answers 401 without a sign-in and 403 without the module auto_ordering', async () => {
    expect((await call({})).statusCode).toBe(401);
    expect((await call(who.noModule!)).statusCode).toBe(403);
    expect((await call(who.admin!)).statusCode).toBe(200);
  });

  it("never shows another client's warehouse", async () => {
    // Their warehouse under our client: not found; our client asked by someone not in it: refused.
    const res = await call(who.admin!, { warehouseId: other.warehouseId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: AUTO_ORDERING_TEXT.warehouseNotFound });
    expect((await call(who.otherAdmin!)).statusCode).toBe(403);
    expect((await call(who.otherAdmin!, { clientId: other.clientId })).statusCode).toBe(404);
    const theirs = await call(who.otherAdmin!, { clientId: other.clientId, warehouseId: other.warehouseId });
    const ids = new Set((theirs.json() as AutoOrderingRow[]).map((r) => r.fk_sku_id));
    expect(ids.size).toBeGreaterThan(0);
    for (const s of f.skus) expect(ids.has(s.id)).toBe(false);
  });

  it("refuses a warehouse that is not the user's", async () => {
    const res = await call(who.elsewhere!);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: AUTO_ORDERING_TEXT.warehouseNotFound });
    expect((await call(who.elsewhere!, { warehouseId: f.otherWarehouseId })).statusCode).toBe(200);
  });

  it("shows a brand-limited user only their brand's SKUs and those without a brand, with the same figures", async () => {
    const all = (await call(who.admin!)).json() as AutoOrderingRow[];
    const mine = (await call(who.seller!)).json() as AutoOrderingRow[];
    const expected = all.filter((r) => r.brand_id === null || r.brand_id === f.brandIds[0]);
    expect(mine).toEqual(expected);
    expect(mine.length).toBeLessThan(all.length);
  }, 60_000);
});

describe('the query rules', () => {
  it('takes dates with and without their time of day', async () => {
    const a = await call(who.admin!, { start: addDays(today, -10), end: today });
    const b = await call(who.admin!, { start: `${addDays(today, -10)}T00:00:00`, end: `${today}T23:59:59` });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  }, 60_000);

  it('answers 422 for coverage days under 1 or not whole, a start after the end and a broken date', async () => {
    for (const coverage of ['0', '-3', '1.5']) {
      const res = await call(who.admin!, { coverage });
      expect(res.statusCode, coverage).toBe(422);
      expect(JSON.stringify(res.json())).toContain(AUTO_ORDERING_TEXT.coverageMin);
    }
    const order = await call(who.admin!, {
      start: `${today}T00:00:00`,
      end: `${addDays(today, -3)}T23:59:59`,
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().detail[0].msg).toBe('start_date must not be after end_date');
    expect((await call(who.admin!, { start: '2025-02-30T00:00:00' })).statusCode).toBe(422);
    expect((await call(who.admin!, { end: '2025-05-01T12:00:00' })).statusCode).toBe(422);
    expect((await call(who.admin!, { start: '1999-12-31' })).statusCode).toBe(422);
  });
});
