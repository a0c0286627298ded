import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, member, vendorSetup, xlsx } from '../../../test/fixtures/vendor-orders';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { rollupDifferences } from '../../db/facts/recompute';

let t: TestApp;
let s: Awaited<ReturnType<typeof vendorSetup>>;
let buyer: Caller;
let viewer: Caller;
let req: ReturnType<typeof call>;

const NN_HEADER = [
  'po_id',
  'nin',
  'purchase_date',
  'quantity_ordered',
  'quantity_shipped',
  'item_price',
  'amount_tax',
  'amount_delivered',
  'buying_cost',
  'currency_code',
];
const GOOD = [
  ['NPO-1', 'N001', '2025-04-01', 10, 4, 500, 25, 200, 300, 'AED'],
  ['NPO-1', 'N002', '2025-04-01', 5, 5, 250, 12.5, 250, 150, 'AED'],
];

beforeAll(async () => {
  t = await createTestApp();
  s = await vendorSetup(t);
  req = call(t, s.clientId);
  buyer = await member(
    t,
    s.clientId,
    ['view:purchase_orders', 'create:purchase_orders', 'delete:purchase_orders'],
    [s.az, s.nn],
  );
  viewer = await member(t, s.clientId, ['view:purchase_orders'], [s.az, s.nn]);
});
afterAll(() => t?.close());

const nnLines = async () =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int n from orders where mp_id = ${s.nn} and client_id = ${s.clientId}`,
    )
  )[0]!.n;

describe('Purchase Order Management (server)', () => {
  it('answers the fill rate of each PO on its lines, recomputed from the rows (shipped over ordered)', async () => {
    const page = (await req('GET', '/az/purchaseorders', viewer, { mp_id: String(s.az), size: '50' })).json();
    expect(page.total).toBe(3);
    const expected = await rowsOf<{ order_id: string; rate: number }>(
      t.db,
      sql`select order_id, sum(coalesce(quantity_shipped, 0))::float8 / sum(quantity_ordered) rate from orders
        where client_id = ${s.clientId} and mp_id = ${s.az} and order_type = 'PO' group by order_id`,
    );
    const rate = new Map(expected.map((e) => [e.order_id, e.rate]));
    expect(rate.get('PO-A')).toBeCloseTo(0.7); // (6 + 8) / (12 + 8)
    expect(rate.get('PO-B')).toBe(0); // nothing shipped yet
    for (const item of page.items) expect(item.fill_rate).toBeCloseTo(rate.get(item.po_id)!);
    const sorted = (
      await req('GET', '/az/purchaseorders', viewer, {
        mp_id: String(s.az),
        sort: [{ field: 'fill_rate', sort: 'asc' }],
      })
    ).json();
    expect(sorted.items[0].po_id).toBe('PO-B');
  });

  it('NN upload: one bad row refuses the file with {po_id, type, message} and writes nothing', async () => {
    const bad = await xlsx(NN_HEADER, [...GOOD, ['NPO-2', '', '2025-04-02', 3, 5, 'x', 0, 0, 0, 'AED']]);
    const res = await req('POST', '/noon/purchase-order/upload', buyer, { mp_id: String(s.nn) }, bad);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toMatch(/^Found \d+ validation errors\.$/);
    expect(body.errors.length).toBeGreaterThan(0);
    for (const e of body.errors) expect(e).toMatchObject({ row: 4, po_id: 'NPO-2', type: 'validation' });
    expect(body.errors.map((e: { message: string }) => e.message).join(' ')).toContain('NIN is required.');
    expect(await nnLines()).toBe(0);
  });

  it('NN upload: a good file writes every line; the same file again changes nothing; rollups stay exact', async () => {
    const good = await xlsx(NN_HEADER, GOOD);
    const first = await req('POST', '/noon/purchase-order/upload', buyer, { mp_id: String(s.nn) }, good);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      detail: 'File uploaded and processed successfully.',
      inserted: 2,
      updated: 0,
    });
    const again = (
      await req('POST', '/noon/purchase-order/upload', buyer, { mp_id: String(s.nn) }, good)
    ).json();
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    const page = (await req('GET', '/noon/purchase-order', viewer, { mp_id: String(s.nn) })).json();
    expect(page.items.map((i: { fill_rate: number }) => i.fill_rate)).toEqual([0.6, 0.6]); // 9 of 15
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('refuses the upload without create:purchase_orders, for AZ, an unassigned marketplace or another client', async () => {
    const good = await xlsx(NN_HEADER, GOOD);
    expect(
      (await req('POST', '/noon/purchase-order/upload', viewer, { mp_id: String(s.nn) }, good)).statusCode,
    ).toBe(403);
    expect(
      (await req('POST', '/noon/purchase-order/upload', buyer, { mp_id: String(s.az) }, good)).statusCode,
    ).toBe(404);
    const unassigned = await member(t, s.clientId, ['create:purchase_orders'], [s.az]);
    expect(
      (await req('POST', '/noon/purchase-order/upload', unassigned, { mp_id: String(s.nn) }, good))
        .statusCode,
    ).toBe(403);
    const outsider = call(t, s.other);
    expect(
      (await outsider('POST', '/noon/purchase-order/upload', buyer, { mp_id: String(s.nn) }, good))
        .statusCode,
    ).toBe(403);
  });

  it('deletes PO lines with delete:purchase_orders only, all or none, within the client; rollups follow', async () => {
    const key = JSON.stringify(['PO-B', 'B01']);
    expect(
      (await req('DELETE', '/az/purchaseorders', viewer, { mp_id: String(s.az) }, { keys: [key] }))
        .statusCode,
    ).toBe(403);
    const mixed = await req(
      'DELETE',
      '/az/purchaseorders',
      buyer,
      { mp_id: String(s.az) },
      { keys: [key, JSON.stringify(['PO-X', 'B01'])] },
    );
    expect(mixed.statusCode).toBe(404);
    const count = async (c: number) =>
      (
        await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int n from orders where client_id = ${c} and order_id = 'PO-B'`,
        )
      )[0]!.n;
    expect(await count(s.clientId)).toBe(1);
    const ok = await req('DELETE', '/az/purchaseorders', buyer, { mp_id: String(s.az) }, { keys: [key] });
    expect(ok.json()).toEqual({ deleted: 1 });
    expect(await count(s.clientId)).toBe(0);
    expect(await count(s.other)).toBe(1);
    expect(await rollupDifferences(t.db)).toEqual([]);
  });
});
