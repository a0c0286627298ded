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
import { rollupDifferences } from '../../db/facts/recompute';

/**
 * Issue 16 section 2.1: a client sends back the rows as it read them (a GET page's items) with one cell
 * changed; only columns whose value changes are edits (applyGridEdits in platform/grid).
 */
let t: TestApp;
let a: VaultClient;
type Caller = { id: number; headers: Record<string, string> };
let editor: Caller;
type Row = Record<string, unknown> & { _key: string };

beforeAll(async () => {
  t = await createTestApp();
  const mp = await vaultMarketplaces(t);
  a = await vaultClient(t, mp);
  const codes = ['sku', 'orders'].flatMap((area) => [`view:${area}`, `modify:${area}`]);
  editor = await vaultUser(t, a.clientId, codes, Object.values(mp));
});
afterAll(() => t?.close());

const query = (q: Record<string, unknown>) => {
  const params = new URLSearchParams({ client_id: String(a.clientId) });
  for (const [k, v] of Object.entries(q)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return params;
};
const read = async (path: string, q: Record<string, unknown> = {}): Promise<Row[]> =>
  (await t.app.inject({ method: 'GET', url: `${path}?${query(q)}`, headers: editor.headers })).json().items;
const put = (path: string, body: unknown, q: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `${path}?${query(q)}`,
    headers: editor.headers,
    payload: body as object,
  });

const orderOf = async (n: number) => {
  const rows = await read('/az/data/orders', { mp_id: a.mp.az, size: 100 });
  return rows.find((r) => r.order_id === orderId(a.clientId, n))!;
};
const stored = (n: number) =>
  one<{ item_price: string; order_status: string | null; purchase_date: string }>(
    t,
    sql`select item_price::text, order_status, purchase_date::text from orders
      where client_id = ${a.clientId} and order_id = ${orderId(a.clientId, n)}`,
  );

describe('grid PUT takes rows as they were read', () => {
  it('orders: the whole row with one cell changed saves that cell (rollups follow)', async () => {
    const row = await orderOf(1);
    expect(row).toMatchObject({ order_id: orderId(a.clientId, 1), item_price: 11, asin: 'B01' });
    const res = await put('/az/data/orders', [{ ...row, item_price: 19.5 }], { mp_id: a.mp.az });
    expect(res.json()).toEqual({ updated: 1 });
    expect(await stored(1)).toMatchObject({ item_price: '19.50', order_status: 'Shipped' });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('a changed never-editable column is refused with the spec text, and nothing is written', async () => {
    const row = await orderOf(2);
    const res = await put(
      '/az/data/orders',
      [
        { ...(await orderOf(4)), item_price: 1 },
        { ...row, order_id: 'X-1', item_price: 99 },
      ],
      { mp_id: a.mp.az },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have the permission to edit column Order ID' });
    expect((await stored(2)).item_price).toBe('12.00');
    expect((await stored(4)).item_price).toBe('14.00');
  });

  it('values compare as the grid answers them: numeric text, instants, blank, and nothing changes', async () => {
    const row = await orderOf(5);
    expect(row.order_status).toBe('Shipped');
    const same = {
      ...row,
      item_price: '15.00', // a number as numeric text
      quantity_ordered: '2',
      purchase_date: `${row.purchase_date}T00:00:00.000Z`, // a day as an instant of that day
      last_update_date: '2024-03-20T10:00:00.000Z', // the same instant, with milliseconds
      amount_tax: '', // null and '' are both blank
      order_item_id: 1, // a text key as a number
    };
    const res = await put('/az/data/orders', [same], { mp_id: a.mp.az });
    expect(res.json()).toEqual({ updated: 0 });
    expect(await stored(5)).toMatchObject({ item_price: '15.00', purchase_date: row.purchase_date });
  });

  it('only rules that read a changed column run: a stored blank ASIN does not block a status edit', async () => {
    await t.db.execute(
      sql`update orders set identifier = null where client_id = ${a.clientId} and order_id = ${orderId(a.clientId, 7)}`,
    );
    const row = await orderOf(7);
    expect(row.asin).toBeNull();
    const ok = await put('/az/data/orders', [{ ...row, order_status: 'Lost' }], { mp_id: a.mp.az });
    expect(ok.json()).toEqual({ updated: 1 });
    expect((await stored(7)).order_status).toBe('Lost');
    // A changed column still answers its rule, named by row and column.
    const bad = await put('/az/data/orders', [{ ...row, quantity_shipped: 5 }], { mp_id: a.mp.az });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      detail: 'Found 1 validation errors',
      errors: [
        {
          row: 1,
          type: 'text',
          message: 'Quantity shipped cannot exceed quantity ordered.',
          field: 'quantity_shipped',
        },
      ],
    });
    // A rule reading two columns runs when either changes: fewer units ordered than shipped.
    const fewer = await put('/az/data/orders', [{ ...row, quantity_ordered: 0 }], { mp_id: a.mp.az });
    expect(fewer.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Quantity shipped cannot exceed quantity ordered.',
    ]);
  });

  it('SKU: the whole row (lists, booleans, read-only brand) with bullet points changed keeps each bullet', async () => {
    const [row] = await read('/data/sku', { sort: [{ field: 'sku_code', sort: 'asc' }] });
    expect(row).toMatchObject({ keywords: ['kw', 'k0'], is_eol: false });
    expect(row!.brand_name).toBeTruthy();
    const res = await put('/data/save', [
      {
        ...row,
        keywords: 'kw k0', // the list as its text: the same list
        is_eol: 'false',
        weight_g: '100',
        bullet_points: ['Holds 1 litre', 'Dishwasher safe'],
      },
    ]);
    expect(res.json()).toEqual({ updated: 1 });
    const [after] = await read('/data/sku', { sort: [{ field: 'sku_code', sort: 'asc' }] });
    expect(after!.bullet_points).toEqual(['Holds 1 litre', 'Dishwasher safe']);
    // Bullet points as text: one per line (spec 02 section 3), never merged into one.
    const text = await put('/data/save', [
      { ...after, bullet_points: 'Holds 1 litre\nDishwasher safe\nBPA free' },
    ]);
    expect(text.json()).toEqual({ updated: 1 });
    const [last] = await read('/data/sku', { sort: [{ field: 'sku_code', sort: 'asc' }] });
    expect(last!.bullet_points).toEqual(['Holds 1 litre', 'Dishwasher safe', 'BPA free']);
    expect((await put('/data/save', [{ ...last }])).json()).toEqual({ updated: 0 });
    const brand = await put('/data/save', [{ ...last, brand_name: 'Other' }]);
    expect(brand.json()).toEqual({ detail: 'You do not have the permission to edit column Brand' });
  });
});
