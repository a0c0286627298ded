import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, member, vendorSetup, xlsx } from '../../../test/fixtures/vendor-orders';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { rollupDifferences } from '../../db/facts/recompute';

let t: TestApp;
let s: Awaited<ReturnType<typeof vendorSetup>>;
let ops: Caller;
let reader: Caller;
let req: ReturnType<typeof call>;

const HEADER = [
  'DF Order ID',
  'Shipment date',
  'ASIN',
  'MP SKU Code',
  'SKU Code',
  'Quantity ordered',
  'Item price',
  'Currency Code',
  'Tax amount',
  'Buying cost',
];
const GOOD = [
  ['DF-1', '2025-05-02', 'B01', 'MS-1', 'SKU-1', 1, 20, 'USD', 2, 9],
  ['DF-1', '2025-05-02', 'B02', 'MS-2', 'SKU-2', 2, 30, 'usd', 3, 14],
  ['DF-2', '2025-05-03', 'B01', 'MS-1', 'SKU-1', 1, 20, 'USD', 2, 9],
];
const ALL = ['view:df_orders', 'create:df_orders', 'modify:df_orders', 'delete:df_orders'];

beforeAll(async () => {
  t = await createTestApp();
  s = await vendorSetup(t);
  req = call(t, s.clientId);
  ops = await member(t, s.clientId, ALL, [s.az, s.nn]);
  reader = await member(t, s.clientId, ['view:df_orders'], [s.az]);
});
afterAll(() => t?.close());

const dfLines = async (clientId = s.clientId) =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int n from orders where client_id = ${clientId} and order_type = 'DF'`,
    )
  )[0]!.n;

describe('DF Orders Management (server)', () => {
  it('template: create:df_orders on an AZ marketplace only', async () => {
    const ok = await req('GET', '/az/dforders/template', ops, { mp_id: String(s.az) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain('DF%20Orders%20Template.xlsx');
    expect(ok.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await req('GET', '/az/dforders/template', reader, { mp_id: String(s.az) })).statusCode).toBe(403);
    expect((await req('GET', '/az/dforders/template', ops, { mp_id: String(s.nn) })).statusCode).toBe(404);
  });

  it('upload: a bad row answers 400 with {row, field, message} and inserts nothing', async () => {
    const bad = await xlsx(HEADER, [
      ...GOOD,
      ['DF-3', '2025-05-04', '', 'MS', 'SKU-1', 0, 'abc', 'USD', 0, 0],
    ]);
    const res = await req('POST', '/az/dforders/upload', ops, { mp_id: String(s.az) }, bad);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { row: 5, field: 'asin', message: 'ASIN is required.' },
        { row: 5, field: 'item_price', message: 'Item price must be a valid number.' },
        { row: 5, field: 'quantity_ordered', message: 'Quantity ordered must be greater than 0.' },
      ]),
    );
    expect(body.detail).toBe(
      `Upload failed due to ${body.errors.length} validation errors. No data was inserted.`,
    );
    expect(await dfLines()).toBe(0);
  });

  it('upload: orders and items inserted; the same file again inserts nothing; rollups exact', async () => {
    const good = await xlsx(HEADER, GOOD);
    const first = await req('POST', '/az/dforders/upload', ops, { mp_id: String(s.az) }, good);
    expect(first.json()).toEqual({ inserted_orders: 2, inserted_items: 3 });
    const again = await req('POST', '/az/dforders/upload', ops, { mp_id: String(s.az) }, good);
    expect(again.json()).toEqual({ inserted_orders: 0, inserted_items: 0 });
    expect(await dfLines()).toBe(3);
    expect(await dfLines(s.other)).toBe(0);
    const [df] = await rowsOf<{ units: number; sales: number }>(
      t.db,
      sql`select sum(units_df)::int units, sum(sales_df)::float8 sales from sales_daily_sku where client_id = ${s.clientId}`,
    );
    expect(df).toEqual({ units: 4, sales: 70 });
    expect(await rollupDifferences(t.db)).toEqual([]);
    expect((await req('POST', '/az/dforders/upload', reader, { mp_id: String(s.az) }, good)).statusCode).toBe(
      403,
    );
  });

  it('grid: view:df_orders, the DF columns, pages of 25, nothing of another client', async () => {
    const page = (await req('GET', '/az/dforders', reader, { mp_id: String(s.az), size: '25' })).json();
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      df_order_id: 'DF-2',
      shipment_date: '2025-05-03',
      asin: 'B01',
      mp_sku_code: 'MS-1',
      quantity_ordered: 1,
      item_price: 20,
      currency_code: 'USD',
    });
    expect(page.items.find((i: { asin: string }) => i.asin === 'B02').currency_code).toBe('USD');
    expect((await req('GET', '/az/dforders', ops, { mp_id: String(s.nn) })).statusCode).toBe(404);
    const none = await member(t, s.clientId, ['view:purchase_orders'], [s.az]);
    expect((await req('GET', '/az/dforders', none, { mp_id: String(s.az) })).statusCode).toBe(403);
    expect((await call(t, s.other)('GET', '/az/dforders', ops, { mp_id: String(s.az) })).statusCode).toBe(
      403,
    );
  });

  it('update: modify:df_orders, editable columns only, checked with the upload rules, rollups follow', async () => {
    const key = JSON.stringify(['DF-2', 'B01']);
    expect(
      (await req('PUT', '/az/dforders', reader, { mp_id: String(s.az) }, [{ _key: key, item_price: 25 }]))
        .statusCode,
    ).toBe(403);
    expect(
      (await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [{ _key: key, asin: 'B09' }]))
        .statusCode,
    ).toBe(403);
    const invalid = await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [
      { _key: key, quantity_ordered: -1 },
    ]);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({
      row: 1,
      message: 'Quantity ordered must be greater than 0.',
    });
    const ok = await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [
      { _key: key, item_price: 25, quantity_ordered: 2 },
    ]);
    expect(ok.json()).toEqual({ updated: 1 });
    const [line] = await rowsOf<{ item_price: string; quantity_ordered: number }>(
      t.db,
      sql`select item_price, quantity_ordered from orders where client_id = ${s.clientId} and order_id = 'DF-2'`,
    );
    expect(line).toEqual({ item_price: '25.00', quantity_ordered: 2 });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('update takes rows as read: the whole DF row with one cell changed; a changed key is refused', async () => {
    const page = await req('GET', '/az/dforders', ops, { mp_id: String(s.az) });
    const row = (page.json().items as Record<string, unknown>[]).find(
      (r) => r.pk_az_df_order_id === 'DF-2' && r.asin === 'B01',
    )!;
    expect(row).toMatchObject({ pk_az_df_order_item_id: 'B01', shipment_date: '2025-05-03' });
    const ok = await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [{ ...row, item_price: 26.5 }]);
    expect(ok.json()).toEqual({ updated: 1 });
    const [line] = await rowsOf<{ item_price: string }>(
      t.db,
      sql`select item_price from orders where client_id = ${s.clientId} and order_id = 'DF-2'`,
    );
    expect(line).toEqual({ item_price: '26.50' });
    expect(await rollupDifferences(t.db)).toEqual([]);
    const key = await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [
      { ...row, pk_az_df_order_id: 'DF-9' },
    ]);
    expect(key.statusCode).toBe(403);
    expect(key.json()).toEqual({ detail: 'You do not have the permission to edit column DF Order ID' });
    const asin = await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [{ ...row, asin: 'B09' }]);
    expect(asin.json()).toEqual({ detail: 'You do not have the permission to edit column ASIN' });
    const bad = await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [
      { ...row, item_price: 26.5, currency_code: 'EURO' },
    ]);
    expect(bad.json()).toEqual({
      detail: 'Found 1 validation errors',
      errors: [
        { row: 1, type: 'text', message: 'Currency Code must be a 3-letter code.', field: 'currency_code' },
      ],
    });
  });

  it('delete: delete:df_orders, all or none, DF lines only; rollups follow', async () => {
    const key = JSON.stringify(['DF-1', 'B02']);
    expect(
      (await req('DELETE', '/az/dforders', reader, { mp_id: String(s.az) }, { keys: [key] })).statusCode,
    ).toBe(403);
    // A PO line's key is not a DF row: nothing is deleted.
    const po = JSON.stringify(['PO-A', 'B01']);
    expect(
      (await req('DELETE', '/az/dforders', ops, { mp_id: String(s.az) }, { keys: [key, po] })).statusCode,
    ).toBe(404);
    expect(await dfLines()).toBe(3);
    expect(
      (await req('DELETE', '/az/dforders', ops, { mp_id: String(s.az) }, { keys: [key] })).json(),
    ).toEqual({ deleted: 1 });
    expect(await dfLines()).toBe(2);
    expect(await rollupDifferences(t.db)).toEqual([]);
  });
});
