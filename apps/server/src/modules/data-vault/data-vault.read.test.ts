import { dataVaultGridOps } from '@marketdesk/contracts/operations/data-vault';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderId,
  type VaultClient,
  vaultClient,
  vaultMarketplaces,
  vaultUser,
} from '../../../test/fixtures/data-vault';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let a: VaultClient;
let b: VaultClient;
type Caller = { id: number; headers: Record<string, string> };
let reader: Caller;
let admin: Caller;

const ALL_READ = [
  'view:sku',
  'view:product',
  'view:orders',
  'view:commissions',
  'view:returns',
  'view:settlements',
  'view:purchase_orders',
];

beforeAll(async () => {
  t = await createTestApp();
  const mp = await vaultMarketplaces(t);
  a = await vaultClient(t, mp);
  b = await vaultClient(t, mp);
  reader = await vaultUser(t, a.clientId, ALL_READ, [mp.az, mp.bo, mp.ot, mp.nn]);
  const ca = await t.make.member(a.clientId, { roleName: 'Client Admin', permissions: ALL_READ });
  admin = { id: ca.user.id, headers: await t.auth(ca.user.id) };
});
afterAll(() => t?.close());

const get = (path: string, q: Record<string, unknown>, who: Caller = reader, clientId = a.clientId) => {
  const params = new URLSearchParams({ client_id: String(clientId) });
  for (const [k, v] of Object.entries(q)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return t.app.inject({ method: 'GET', url: `${path}?${params}`, headers: who.headers });
};
const filter = (items: unknown[], logicOperator = 'and') => ({ items, logicOperator });

describe('AZ orders', () => {
  it('pages regular and DF lines of the client only, newest first, with stable keys', async () => {
    const first = await get('/az/data/orders', { mp_id: a.mp.az, size: '5' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 14, current_page: 1, next_page: 2, previous_page: null });
    expect(body.items[0]).toMatchObject({
      _key: JSON.stringify([orderId(a.clientId, 9), '1']).replace(',', ', '),
      order_id: orderId(a.clientId, 9),
      asin: 'B09',
      purchase_date: '2024-03-10',
      item_price: 19,
      last_update_date: '2024-03-20T10:00:00Z',
    });
    const keys: string[] = [];
    for (const cursor of [1, 2, 3]) {
      const page = (
        await get('/az/data/orders', { mp_id: a.mp.az, size: '5', cursor: String(cursor) })
      ).json();
      keys.push(...page.items.map((r: { _key: string }) => r._key));
    }
    expect(new Set(keys).size).toBe(14);
  });

  it('sorts by a column, filters by SKU exactly and searches text columns', async () => {
    const sorted = (
      await get('/az/data/orders', {
        mp_id: a.mp.az,
        sort: [{ field: 'item_price', sort: 'asc' }],
        size: '3',
      })
    ).json();
    expect(sorted.items.map((r: { item_price: number }) => r.item_price)).toEqual([10, 11, 12]);
    const bySku = (
      await get('/az/data/orders', {
        mp_id: a.mp.az,
        filter: filter([{ field: 'sku_code', operator: 'equals', value: a.skuCodes[1] }]),
      })
    ).json();
    expect(bySku.total).toBe(5); // lines 1, 4, 7, 10, 13 (PO lines 16 excluded)
    const orFilter = (
      await get('/az/data/orders', {
        mp_id: a.mp.az,
        filter: filter(
          [
            { field: 'order_status', operator: 'equals', value: 'Cancelled' },
            { field: 'item_price', operator: '>=', value: 23 },
          ],
          'or',
        ),
      })
    ).json();
    expect(orFilter.items.map((r: { order_id: string }) => r.order_id).sort()).toEqual(
      [3, 13].map((n) => orderId(a.clientId, n)),
    );
    const search = (await get('/az/data/orders', { mp_id: a.mp.az, search: 'b011' })).json();
    expect(search.items.map((r: { asin: string }) => r.asin)).toEqual(['B011']);
  });

  it('refuses unknown sort and filter fields and operators with 422, naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sort: [{ field: 'client_id', sort: 'asc' }] }, 'Cannot sort on client_id: no such column'],
      [
        { filter: filter([{ field: 'extras', operator: 'contains', value: 'x' }]) },
        'Cannot filter on extras: no such column',
      ],
      [
        { filter: filter([{ field: 'item_price', operator: 'contains', value: '1' }]) },
        'Operator contains is not allowed on item_price',
      ],
      [
        { filter: filter([{ field: 'purchase_date', operator: 'is', value: 'soon' }]) },
        'Filter on purchase_date needs a date (YYYY-MM-DD)',
      ],
    ];
    for (const [q, msg] of cases) {
      const res = await get('/az/data/orders', { mp_id: a.mp.az, ...q });
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().detail[0].msg).toBe(msg);
    }
    const malformed = await get('/az/data/orders', { mp_id: a.mp.az, sort: 'not json' });
    expect(malformed.statusCode).toBe(422);
    expect((await get('/az/data/orders', { mp_id: a.mp.az, size: '501' })).statusCode).toBe(422);
  });

  it('answers 404 for an unknown marketplace or one of another family, 403 for one not assigned', async () => {
    expect((await get('/az/data/orders', { mp_id: '2000000000' })).statusCode).toBe(404);
    const wrongFamily = await get('/az/data/orders', { mp_id: a.mp.bo });
    expect(wrongFamily.statusCode).toBe(404);
    expect(wrongFamily.json()).toEqual({ detail: 'Marketplace not found' });
    const limited = await vaultUser(t, a.clientId, ['view:orders'], [a.mp.bo]);
    expect((await get('/az/data/orders', { mp_id: a.mp.az }, limited)).statusCode).toBe(403);
    // A client admin sees every marketplace without assignments.
    expect((await get('/az/data/orders', { mp_id: a.mp.az }, admin)).json().total).toBe(14);
  });

  it('needs the READ code of the area', async () => {
    const noOrders = await vaultUser(t, a.clientId, ['view:product'], [a.mp.az]);
    expect((await get('/az/data/orders', { mp_id: a.mp.az }, noOrders)).statusCode).toBe(403);
    expect((await get('/az/data/orders', { mp_id: a.mp.az }, reader, b.clientId)).statusCode).toBe(403);
  });
});

describe('the other grids', () => {
  it('BO products: identifier as EAN, prices joined, searchable by title', async () => {
    const res = (
      await get('/bol/data/productprice', {
        mp_id: a.mp.bo,
        sort: [{ field: 'regular_price', sort: 'desc' }],
      })
    ).json();
    expect(res.total).toBe(6);
    expect(res.items[0]).toMatchObject({ ean: '8710000000002', regular_price: 12, sku_code: a.skuCodes[2] });
    const priced = (
      await get('/bol/data/productprice', {
        mp_id: a.mp.bo,
        filter: filter([{ field: 'regular_price', operator: 'isNotEmpty' }]),
      })
    ).json();
    expect(priced.total).toBe(3);
    expect((await get('/bol/data/productprice', { mp_id: a.mp.bo, search: 'TITLE 4' })).json().total).toBe(1);
    const priceReader = await vaultUser(t, a.clientId, ['view:price'], [a.mp.bo]);
    expect((await get('/bol/data/productprice', { mp_id: a.mp.bo }, priceReader)).statusCode).toBe(200);
  });

  it('OT settlements: the OT column set, filtered by deposit date and amount', async () => {
    const res = (
      await get('/otto/data/settlements', {
        mp_id: a.mp.ot,
        filter: filter([
          { field: 'deposit_date', operator: 'onOrAfter', value: '2024-04-15' },
          { field: 'amount_total', operator: '<', value: '200' },
        ]),
      })
    ).json();
    expect(res.total).toBe(2);
    expect(Object.keys(res.items[0]).sort()).toEqual([
      '_key',
      'amount_total',
      'deposit_date',
      'order_id',
      'product_id',
      'settlement_id',
      'sku_code',
      'transaction_type',
    ]);
    expect(res.items.map((r: { product_id: string }) => r.product_id).sort()).toEqual(['P3', 'P4']);
  });

  it('NN purchase orders: NIN, delivered amount from the line, POs only', async () => {
    const res = (
      await get('/noon/purchase-order', {
        mp_id: a.mp.nn,
        sort: [{ field: 'amount_delivered', sort: 'desc' }],
      })
    ).json();
    expect(res.total).toBe(3);
    expect(res.items[0]).toMatchObject({
      po_id: `PO-${a.clientId}-2`,
      nin: 'N002',
      amount_delivered: 52,
      item_price: 102,
    });
    const az = (await get('/az/purchaseorders', { mp_id: a.mp.az })).json();
    expect(az.items.map((r: { po_id: string }) => r.po_id)).toEqual(
      [16, 15, 14].map((n) => orderId(a.clientId, n)),
    );
  });

  it('SKU and SKU Cost: brand joined, keywords as a list, wildcards in search literal', async () => {
    const skus = (await get('/data/sku', { search: '50%_' })).json();
    expect(skus.items).toHaveLength(1);
    expect(skus.items[0]).toMatchObject({ sku_code: a.skuCodes[2], keywords: ['kw', 'k2'], weight_g: 300 });
    expect(skus.items[0].brand_name).toMatch(/^Brand /);
    const eol = (
      await get('/data/sku', { filter: filter([{ field: 'is_eol', operator: 'is', value: 'true' }]) })
    ).json();
    expect(eol.items.map((r: { sku_code: string }) => r.sku_code)).toEqual([a.skuCodes[5]]);
    const costs = (
      await get('/data/sku/cost', { sort: [{ field: 'purchase_cost', sort: 'desc' }], size: '2' })
    ).json();
    expect(costs).toMatchObject({ total: 4, next_page: 2 });
    expect(costs.items[0]).toMatchObject({ sku_code: a.skuCodes[3], purchase_cost: 8, currency_code: 'EUR' });
    expect(costs.items[0].name).toMatch(/^Warehouse /);
  });

  it('answers every registered grid for an admin, and product suggestions of the marketplace', async () => {
    // Every grid of spec 02 section 7, as the operations describe them.
    for (const { page, family } of dataVaultGridOps) {
      const e = { path: page.path, family };
      const mpId = e.family
        ? { AZ: a.mp.az, BO: a.mp.bo, OT: a.mp.ot, NN: a.mp.nn }[e.family.prefix as 'AZ']
        : null;
      const res = await get(
        e.path,
        mpId ? { mp_id: String(mpId) } : e.family ? { mp_id: String(a.mp.az) } : {},
        admin,
      );
      // Families without a marketplace here: the AZ one is of another family (404).
      expect(res.statusCode, e.path).toBe(mpId || !e.family ? 200 : 404);
    }
    const s = (
      await get('/data/product/suggestions', { mp_id: String(a.mp.bo), search_term: '00003' })
    ).json();
    expect(s).toEqual({
      suggestions: [{ product_id: expect.any(Number), identifier: '8710000000003', title: 'Bol title 3' }],
    });
  });
});
