import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  one,
  orderId,
  type VaultClient,
  vaultClient,
  vaultMarketplaces,
  vaultUser,
} from '../../../test/fixtures/data-vault';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertRows, listingDaysOfOrders, refreshListingRollups } from '../../db/facts';
import { rollupDifferences } from '../../db/facts/recompute';
import { settlements, skus } from '../../db/schema';

let t: TestApp;
let a: VaultClient;
let b: VaultClient;
type Caller = { id: number; headers: Record<string, string> };
let editor: Caller;

const EVERYTHING = [
  ...[
    'sku',
    'product',
    'price',
    'orders',
    'commissions',
    'returns',
    'settlements',
    'purchase_orders',
  ].flatMap((area) => [`view:${area}`, `modify:${area}`]),
];

beforeAll(async () => {
  t = await createTestApp();
  const mp = await vaultMarketplaces(t);
  a = await vaultClient(t, mp);
  b = await vaultClient(t, mp);
  editor = await vaultUser(t, a.clientId, EVERYTHING, Object.values(mp));
});
afterAll(() => t?.close());

const put = (path: string, body: unknown, who: Caller = editor, q: Record<string, number> = {}) => {
  const params = new URLSearchParams({ client_id: String(a.clientId) });
  for (const [k, v] of Object.entries(q)) params.set(k, String(v));
  return t.app.inject({
    method: 'PUT',
    url: `${path}?${params}`,
    headers: who.headers,
    payload: body as object,
  });
};
const get = async (path: string, q: Record<string, unknown>, who: Caller = editor) => {
  const params = new URLSearchParams({ client_id: String(a.clientId) });
  for (const [k, v] of Object.entries(q)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return (await t.app.inject({ method: 'GET', url: `${path}?${params}`, headers: who.headers })).json();
};
const orderKey = (client: VaultClient, n: number) => JSON.stringify([orderId(client.clientId, n), '1']);
const orderRow = (client: VaultClient, n: number) =>
  one<{ item_price: string; order_status: string | null; quantity_shipped: number }>(
    t,
    sql`select item_price::text, order_status, quantity_shipped from orders
      where client_id = ${client.clientId} and order_id = ${orderId(client.clientId, n)}`,
  );

describe('orders', () => {
  it('saves edited rows through the fact writer: rollups equal a recomputation afterwards', async () => {
    const before = await one<{ s: string }>(
      t,
      sql`select sum(sales_r)::text as s from sales_daily_brand where client_id = ${a.clientId}`,
    );
    const res = await put(
      '/az/data/orders',
      [
        { _key: orderKey(a, 0), item_price: '110.5', order_status: 'Shipped' },
        { _key: orderKey(a, 3), order_status: 'Shipped' }, // was Cancelled: now counts
      ],
      editor,
      { mp_id: a.mp.az },
    );
    expect(res.json()).toEqual({ updated: 2 });
    expect(await orderRow(a, 0)).toMatchObject({ item_price: '110.50' });
    const after = await one<{ s: string }>(
      t,
      sql`select sum(sales_r)::text as s from sales_daily_brand where client_id = ${a.clientId}`,
    );
    expect(Number(after.s) - Number(before.s)).toBeCloseTo(100.5 + 13, 2);
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('answers the row messages (422) with rows counted from 1, and writes none of the rows', async () => {
    const res = await put(
      '/az/data/orders',
      [
        { _key: orderKey(a, 1), item_price: '20' },
        { _key: orderKey(a, 2), quantity_shipped: 5, amount_tax: 'lots' },
      ],
      editor,
      { mp_id: a.mp.az },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'Found 2 validation errors',
      errors: [
        { row: 2, type: 'text', message: 'Tax amount must be a valid number.', field: 'amount_tax' },
        {
          row: 2,
          type: 'text',
          message: 'Quantity shipped cannot exceed quantity ordered.',
          field: 'quantity_shipped',
        },
      ],
    });
    expect((await orderRow(a, 1)).item_price).toBe('11.00');
  });

  it('refuses never-editable columns and unknown columns, whatever the permissions', async () => {
    const locked = await put('/az/data/orders', [{ _key: orderKey(a, 1), order_id: 'X' }], editor, {
      mp_id: a.mp.az,
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ detail: 'You do not have the permission to edit column Order ID' });
    const asin = await put('/az/data/orders', [{ _key: orderKey(a, 1), asin: 'X' }], editor, {
      mp_id: a.mp.az,
    });
    expect(asin.json().detail).toBe('You do not have the permission to edit column ASIN');
    const unknown = await put('/az/data/orders', [{ _key: orderKey(a, 1), client_id: 9 }], editor, {
      mp_id: a.mp.az,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({
      loc: ['body', 0, 'client_id'],
      msg: 'Unknown column client_id',
    });
  });

  it('refuses a marketplace the user is not assigned (403) and another client (403), changing nothing', async () => {
    const elsewhere = await vaultUser(t, a.clientId, EVERYTHING, [a.mp.bo]);
    const res = await put('/az/data/orders', [{ _key: orderKey(a, 6), item_price: '1' }], elsewhere, {
      mp_id: a.mp.az,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have access to this marketplace' });
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/az/data/orders?client_id=${b.clientId}&mp_id=${a.mp.az}`,
      headers: editor.headers,
      payload: [{ _key: orderKey(b, 6), item_price: '1' }],
    });
    expect(foreign.statusCode).toBe(403);
    expect((await orderRow(a, 6)).item_price).toBe('16.00');
    expect((await orderRow(b, 6)).item_price).toBe('16.00');
  });

  it("answers 404 for another client's row key and changes nothing, also when mixed with own rows", async () => {
    const res = await put(
      '/az/data/orders',
      [
        { _key: orderKey(a, 5), item_price: '1' },
        { _key: orderKey(b, 5), item_price: '1' },
      ],
      editor,
      { mp_id: a.mp.az },
    );
    expect(res.statusCode).toBe(404);
    expect((await orderRow(a, 5)).item_price).toBe('15.00');
    expect((await orderRow(b, 5)).item_price).toBe('15.00');
    for (const key of ['not json', '[1]', '["a","b","c"]', JSON.stringify([orderId(a.clientId, 14), '1'])]) {
      // A PO line is not a row of the orders grid either.
      expect(
        (await put('/az/data/orders', [{ _key: key, item_price: '1' }], editor, { mp_id: a.mp.az }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await put('/az/data/orders', [{ _key: orderKey(a, 5), item_price: '1' }], editor, { mp_id: a.mp.bo }))
        .statusCode,
    ).toBe(404);
  });
});

describe('settlements', () => {
  it("an edited settlement line changes its order's payment in the listing rollup, equal to a recomputation", async () => {
    const order = orderId(a.clientId, 5);
    await insertRows(t.db, settlements, [
      {
        client_id: a.clientId,
        mp_id: a.mp.az,
        settlement_id: 'S-AZ',
        deposit_date: '2024-04-02',
        order_id: order,
        order_item_id: '1',
        transaction_type: 'Order',
        amount: '12.00',
        currency_code: 'USD',
      },
    ]);
    await refreshListingRollups(t.db, a.clientId, {
      keys: await listingDaysOfOrders(t.db, a.clientId, a.mp.az, [order]),
    });
    const paid = async () =>
      (
        await one<{ p: string }>(
          t,
          sql`select coalesce(sum(paid), 0)::text as p from sales_daily_listing
            where client_id = ${a.clientId} and identifier = 'B05'`,
        )
      ).p;
    expect(await paid()).toBe('12.00');
    const page = await get('/az/data/settlements', { mp_id: a.mp.az });
    const row = (page.items as { _key: string; settlement_id: string }[]).find(
      (r) => r.settlement_id === 'S-AZ',
    )!;
    expect(
      (
        await put('/az/data/settlements', [{ _key: row._key, amount: 30 }], editor, { mp_id: a.mp.az })
      ).json(),
    ).toEqual({
      updated: 1,
    });
    expect(await paid()).toBe('30.00');
    // Not deposited after all: no payment.
    await put('/az/data/settlements', [{ _key: row._key, deposit_date: null }], editor, { mp_id: a.mp.az });
    expect(await paid()).toBe('0.00');
    expect(await rollupDifferences(t.db)).toEqual([]);
  });
});

describe('area permissions per column', () => {
  it('product columns need modify:product, price columns modify:price (403 names the column label)', async () => {
    const productsOnly = await vaultUser(t, a.clientId, ['view:product', 'modify:product'], [a.mp.bo]);
    const page = await get(
      '/bol/data/productprice',
      { mp_id: a.mp.bo, sort: [{ field: 'sku_code', sort: 'asc' }] },
      productsOnly,
    );
    const [first, , , fourth] = page.items as { _key: string }[];
    const priced = await put(
      '/bol/data/productprice',
      [{ _key: first!._key, regular_price: 9 }],
      productsOnly,
      { mp_id: a.mp.bo },
    );
    expect(priced.statusCode).toBe(403);
    expect(priced.json()).toEqual({ detail: 'You do not have the permission to edit column Regular Price' });
    const titled = await put(
      '/bol/data/productprice',
      [{ _key: first!._key, title: 'New title' }],
      productsOnly,
      { mp_id: a.mp.bo },
    );
    expect(titled.json()).toEqual({ updated: 1 });
    // A product without a price row gets one, in the marketplace's currency.
    const fresh = await put(
      '/bol/data/productprice',
      [{ _key: fourth!._key, regular_price: '7.25', vat_rate: '0.21' }],
      editor,
      {
        mp_id: a.mp.bo,
      },
    );
    expect(fresh.json()).toEqual({ updated: 1 });
    const after = await get('/bol/data/productprice', {
      mp_id: a.mp.bo,
      sort: [{ field: 'sku_code', sort: 'asc' }],
    });
    expect(after.items[0]).toMatchObject({ title: 'New title' });
    expect(after.items[3]).toMatchObject({ regular_price: 7.25, vat_rate: 0.21 });
  });

  it('each grid checks its own area: orders, fees, returns, settlements, SKU, SKU cost, NN purchase orders', async () => {
    const readAll = EVERYTHING.filter((c) => c.startsWith('view:'));
    const viewer = await vaultUser(t, a.clientId, readAll, Object.values(a.mp));
    const cases: [string, Record<string, number>, string, string, unknown][] = [
      ['/az/data/orders', { mp_id: a.mp.az }, 'order_status', 'Order Status', 'Lost'],
      ['/az/data/commission', { mp_id: a.mp.az }, 'fee_fixed', 'Fixed Fee', 1.5],
      ['/az/data/returns', { mp_id: a.mp.az }, 'claim_id', 'Claim ID', 'CL1'],
      ['/otto/data/settlements', { mp_id: a.mp.ot }, 'transaction_type', 'Transaction Type', 'Fee'],
      ['/noon/purchase-order', { mp_id: a.mp.nn }, 'amount_delivered', 'Delivered amount', 77],
    ];
    for (const [path, q, field, label, value] of cases) {
      const row = (await get(path, q)).items[0] as { _key: string };
      const denied = await put(path, [{ _key: row._key, [field]: value }], viewer, q);
      expect(denied.json(), path).toEqual({
        detail: `You do not have the permission to edit column ${label}`,
      });
      expect((await put(path, [{ _key: row._key, [field]: value }], editor, q)).json(), path).toEqual({
        updated: 1,
      });
      expect((await get(path, q)).items[0][field], path).toEqual(value);
    }
    const sku = (await get('/data/sku', { sort: [{ field: 'sku_code', sort: 'asc' }] })).items[0] as {
      _key: string;
    };
    expect((await put('/data/save', [{ _key: sku._key, weight_g: '12.5' }], viewer)).statusCode).toBe(403);
    expect((await put('/data/save', [{ _key: sku._key, brand_name: 'X' }], editor)).json().detail).toBe(
      'You do not have the permission to edit column Brand',
    );
    expect(
      (
        await put(
          '/data/save',
          [{ _key: sku._key, weight_g: '12.5', keywords: 'red  mug', is_fragile: 'true' }],
          editor,
        )
      ).json(),
    ).toEqual({ updated: 1 });
    expect((await get('/data/sku', { sort: [{ field: 'sku_code', sort: 'asc' }] })).items[0]).toMatchObject({
      weight_g: 12.5,
      keywords: ['red', 'mug'],
      is_fragile: true,
    });
    const bad = await put('/data/save', [{ _key: sku._key, sku_name: ' ', is_eol: 'perhaps' }], editor);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Name is required.',
      'End of Life must be true or false.',
    ]);
    const cost = (await get('/data/sku/cost', {})).items[0] as { _key: string };
    expect((await put('/data/save-cost', [{ _key: cost._key, purchase_cost: 3 }], viewer)).statusCode).toBe(
      403,
    );
    expect(
      (await put('/data/save-cost', [{ _key: cost._key, purchase_cost: 3, status: 'ok' }], editor)).json(),
    ).toEqual({
      updated: 1,
    });
  });

  it('SKU and SKU Cost show, export and edit only the SKUs of the user’s brands (and unbranded ones)', async () => {
    const m = await t.make.member(a.clientId, { permissions: EVERYTHING });
    await t.make.assign.brand(m.user.id, (await t.make.brand()).pk_brand_id);
    const limited = { id: m.user.id, headers: await t.auth(m.user.id) };
    expect((await get('/data/sku', {}, limited)).total).toBe(0);
    expect((await get('/data/sku/cost', {}, limited)).total).toBe(0);
    const sku = (await get('/data/sku', { sort: [{ field: 'sku_code', sort: 'asc' }] })).items[0] as {
      _key: string;
    };
    expect((await put('/data/save', [{ _key: sku._key, weight_g: '7' }], limited)).statusCode).toBe(404);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/data/sku/download?client_id=${a.clientId}`,
      headers: limited.headers,
    });
    expect(exported.statusCode).toBe(404);
    // An unbranded SKU (uploaded before its brand is set) is seen by everyone who sees SKUs.
    await t.db.insert(skus).values({ client_id: a.clientId, sku_code: 'NO-BRAND-1', sku_name: 'Loose' });
    expect((await get('/data/sku', {}, limited)).items.map((r: { sku_code: string }) => r.sku_code)).toEqual([
      'NO-BRAND-1',
    ]);
    await t.make.assign.brand(m.user.id, a.brandId);
    expect((await get('/data/sku', {}, limited)).total).toBe(7);
    expect((await get('/data/sku/cost', {}, limited)).total).toBe(4);
    await t.db.delete(skus).where(sql`sku_code = 'NO-BRAND-1'`);
  });

  it('fee fractions above 1 answer the spec message; AZ purchase orders have no save route', async () => {
    const fee = (await get('/az/data/commission', { mp_id: a.mp.az })).items[0] as { _key: string };
    const res = await put('/az/data/commission', [{ _key: fee._key, fee_variable_frac: 1.5 }], editor, {
      mp_id: a.mp.az,
    });
    expect(res.json().errors).toEqual([
      {
        row: 1,
        type: 'text',
        message: 'Fixed Fee must be out of 1.0 (a fraction)',
        field: 'fee_variable_frac',
      },
    ]);
    const po = await t.app.inject({
      method: 'PUT',
      url: `/az/purchaseorders?client_id=${a.clientId}&mp_id=${a.mp.az}`,
      headers: editor.headers,
      payload: [{ _key: '["x","1"]', item_price: 1 }],
    });
    expect(po.statusCode).toBe(404);
    expect(await rollupDifferences(t.db)).toEqual([]);
  });
});
