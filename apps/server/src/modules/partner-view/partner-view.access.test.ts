import { PARTNER_VIEW_TEXT as TX } from '@marketdesk/contracts/partner-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerWorld, writePartnerWorld } from '../../../test/fixtures/partner-view';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * Who may call the partner view and what: business_view only (403 with the screen's text), the caller's own
 * client and warehouses (another client's warehouse is not found), the warehouse's marketplaces only, and the
 * date rule of spec 03 section 5 (422 with the screen's texts).
 */
let t: TestApp;
let world: PartnerWorld;
const h = {} as Record<
  'admin' | 'seller' | 'noPermission' | 'otherClient' | 'noWarehouse',
  Record<string, string>
>;
const today = todayUtc();
const FROM = addDays(today, -20);

beforeAll(async () => {
  t = await createTestApp();
  world = await writePartnerWorld(t, mulberry32(3), { from: FROM, days: 20 });
  await t.make.role(world.clientA, { name: 'Client Admin', permissions: ['business_view:view'] });
  h.admin = await t.auth((await t.make.member(world.clientA, { roleName: 'Client Admin' })).user.id);
  const seller = await t.make.member(world.clientA, { permissions: ['business_view:view'] });
  await t.make.assign.marketplace(seller.user.id, world.markets[0]!.id);
  await t.make.assign.marketplace(seller.user.id, world.markets[1]!.id);
  await t.make.assign.warehouse(seller.user.id, world.w);
  h.seller = await t.auth(seller.user.id);
  const bare = await t.make.member(world.clientA, { permissions: ['dashboard:view', 'partner_view:view'] });
  h.noPermission = await t.auth(bare.user.id);
  h.otherClient = await t.auth(
    (await t.make.member(world.clientB, { permissions: ['business_view:view'] })).user.id,
  );
  const noWh = await t.make.member(world.clientA, { permissions: ['business_view:view'] });
  await t.make.assign.marketplace(noWh.user.id, world.markets[0]!.id);
  h.noWarehouse = await t.auth(noWh.user.id);
}, 180_000);
afterAll(() => t?.close());

const get = (path: string, headers: Record<string, string>, q: Record<string, string | number> = {}) =>
  t.app.inject({
    url: `${path}?${new URLSearchParams(
      Object.entries({
        client_id: world.clientA,
        warehouse_id: world.w.pk_warehouse_id,
        start_date: addDays(today, -7),
        end_date: today,
        ...q,
      }).map(([k, v]) => [k, String(v)]),
    )}`,
    headers,
  });
const detail = (res: { json(): unknown }) => (res.json() as { detail: unknown }).detail;
const messages = (res: { json(): unknown }) => (detail(res) as { msg: string }[]).map((d) => d.msg);

describe('partner view access', () => {
  it('needs business_view: 403 with the screen text on every call', async () => {
    for (const path of ['/partner-view/summary', '/partner-view/marketplaces']) {
      const res = await get(path, h.noPermission);
      expect(res.statusCode, path).toBe(403);
      expect(detail(res)).toBe(TX.noPermission);
    }
    const skus = await get('/partner-view/skus', h.noPermission, { marketplace_id: world.markets[0]!.id });
    expect(skus.statusCode).toBe(403);
  });

  it("refuses another client's members and another client's warehouse", async () => {
    expect((await get('/partner-view/summary', h.otherClient)).statusCode).toBe(403);
    const foreign = await get('/partner-view/summary', h.admin, { warehouse_id: world.wB.pk_warehouse_id });
    expect(foreign.statusCode).toBe(404);
    expect(detail(foreign)).toBe('Warehouse not found');
    // B's member asking with B's client for A's warehouse: not found either.
    const res = await get('/partner-view/marketplaces', h.otherClient, {
      client_id: world.clientB,
      warehouse_id: world.w.pk_warehouse_id,
    });
    expect(res.statusCode).toBe(404);
  });

  it("limits a user to their warehouses and the warehouse's marketplaces they hold", async () => {
    expect(
      (await get('/partner-view/summary', h.seller, { warehouse_id: world.w2.pk_warehouse_id })).statusCode,
    ).toBe(404);
    expect((await get('/partner-view/summary', h.noWarehouse)).statusCode).toBe(404);
    const mps = await get('/partner-view/marketplaces', h.seller);
    expect(mps.statusCode).toBe(200);
    expect(
      (mps.json() as { data: { marketplace_id: number }[] }).data.map((m) => m.marketplace_id).sort(),
    ).toEqual([world.markets[0]!.id, world.markets[1]!.id].sort());
    const admin = await get('/partner-view/marketplaces', h.admin);
    expect((admin.json() as { data: unknown[] }).data).toHaveLength(3);
    // Served by the warehouse but not the seller's: 403; not served by it: 404.
    expect(
      (await get('/partner-view/skus', h.seller, { marketplace_id: world.markets[2]!.id })).statusCode,
    ).toBe(403);
    expect(
      (await get('/partner-view/skus', h.admin, { marketplace_id: world.markets[3]!.id })).statusCode,
    ).toBe(404);
    expect(
      (await get('/partner-view/skus', h.seller, { marketplace_id: world.markets[0]!.id })).statusCode,
    ).toBe(200);
  });

  it('answers the date rules with 422 and the screen texts', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ start_date: today, end_date: today }, TX.endNotAfterStart],
      [{ start_date: addDays(today, -1), end_date: addDays(today, -3) }, TX.endNotAfterStart],
      [{ start_date: addDays(today, -3), end_date: addDays(today, 1) }, TX.endAfterToday],
      [{ start_date: '1999-12-30', end_date: '2000-01-05' }, TX.startBeforeEarliest],
      [{ start_date: '', end_date: today }, TX.dateRangeRequired],
      [{ warehouse_id: '' }, TX.warehouseRequired],
    ];
    for (const [q, text] of cases) {
      const res = await get('/partner-view/summary', h.admin, q);
      expect(res.statusCode, JSON.stringify(q)).toBe(422);
      expect(messages(res)).toContain(text);
    }
    // One day is enough: yesterday to today.
    expect(
      (await get('/partner-view/summary', h.admin, { start_date: addDays(today, -1), end_date: today }))
        .statusCode,
    ).toBe(200);
  });
});
