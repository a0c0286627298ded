import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_VAULT_TEXT } from '@marketdesk/contracts/data-vault';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, xlsxOf } from '../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { rollupDifferences } from '../../db/facts/recompute';
import { readSpreadsheet } from '../../platform/spreadsheets';

const dataDir = mkdtempSync(join(tmpdir(), 'md-data-upload-'));
let t: TestApp;
let acme: number;
let az: { pk_mp_id: number; name: string };
let nn: { pk_mp_id: number; name: string };
let other: { pk_mp_id: number };
let seller: Record<string, string>;
let noUpload: Record<string, string>;

const ALL_UPLOADS = [
  'upload:sku',
  'upload:product',
  'upload:orders',
  'upload:settlement_data',
  'upload:fee_data',
  'upload:return_data',
  'create:purchase_orders',
];

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client({ name: 'Acme' })).pk_client_id;
  az = await t.make.marketplace({ name: 'Amazon US', short_code: 'AZ_US' });
  nn = await t.make.marketplace({ name: 'Noon AE', short_code: 'NN_AE', currency_code: 'AED' });
  other = await t.make.marketplace({ name: 'Amazon DE', short_code: 'AZ_DE', currency_code: 'EUR' });
  const s = await t.make.member(acme, { permissions: ALL_UPLOADS });
  await t.make.assign.marketplace(s.user.id, az.pk_mp_id);
  await t.make.assign.marketplace(s.user.id, nn.pk_mp_id);
  seller = await t.auth(s.user.id);
  const v = await t.make.member(acme, { permissions: ['view:orders'] });
  await t.make.assign.marketplace(v.user.id, az.pk_mp_id);
  noUpload = await t.auth(v.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (q: string, fileName: string, content: Buffer, headers = seller) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${acme}&${q}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const count = async (table: string) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${acme}`,
      )
    )[0]!.n,
  );

const ORDER_HEADER = [
  'Order ID',
  'Order Item ID',
  'ASIN',
  'SKU Code',
  'Purchase date',
  'Order Status',
  'Quantity ordered',
  'Quantity shipped',
  'Item price',
  'Currency Code',
];
const orderRow = (n: number, price = 10) => [
  `111-${n}`,
  `I${n}`,
  `B0${n}`,
  `SKU-${n % 3}`,
  `2024-03-0${(n % 9) + 1}`,
  'Shipped',
  2,
  1,
  price,
  'USD',
];

describe('GET /data/template', () => {
  it('answers the styled template and its explanation sheet, named after the marketplace and data type', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/data/template?client_id=${acme}&data_type=orders&mp_id=${az.pk_mp_id}`,
      headers: seller,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Amazon US Orders Data Template.xlsx"');
    const sheet = await readSpreadsheet({ buffer: res.rawPayload, fileName: 't.xlsx' });
    expect(sheet.sheetNames).toEqual(['Orders Data', 'Columns']);
    expect(sheet.header).toEqual([
      'Order ID',
      'Order Item ID',
      'ASIN',
      'SKU Code',
      'Purchase date',
      'Order Status',
      'Order Type',
      'Shipping Address',
      'Quantity ordered',
      'Quantity shipped',
      'Item price',
      'Tax amount',
      'Shipping amount',
      'Discount amount',
      'Buying cost',
      'Currency Code',
      'Last update date',
      'FBA',
    ]);
    const help = await readSpreadsheet({ buffer: res.rawPayload, fileName: 't.xlsx' }, { sheet: 'Columns' });
    expect(help.header).toEqual(['Column', 'Meaning', 'Type', 'Required', 'Allowed values']);
    const asin = help.rows.find((r) => r.cells[0]?.type === 'string' && r.cells[0].value === 'ASIN')!;
    expect(asin.cells[3]).toMatchObject({ value: expect.stringMatching(/yes|true/i) });
    const sku = await t.app.inject({
      method: 'GET',
      url: `/data/template?client_id=${acme}&data_type=sku`,
      headers: seller,
    });
    expect(sku.headers['content-disposition']).toContain('filename="SKU Template.xlsx"');
  });

  it('refuses without the upload permission (spec text), SKU Cost (the note), another marketplace and unknown types', async () => {
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/data/template?client_id=${acme}&data_type=orders&mp_id=${az.pk_mp_id}`,
      headers: noUpload,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: DATA_VAULT_TEXT.templateForbidden });
    const cost = await t.app.inject({
      method: 'GET',
      url: `/data/template?client_id=${acme}&data_type=sku_cost`,
      headers: seller,
    });
    expect(cost.json()).toEqual({ detail: DATA_VAULT_TEXT.skuCostNote });
    const notMine = await t.app.inject({
      method: 'GET',
      url: `/data/template?client_id=${acme}&data_type=orders&mp_id=${other.pk_mp_id}`,
      headers: seller,
    });
    expect(notMine.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/data/template?client_id=${acme}&data_type=nope`,
      headers: seller,
    });
    expect(unknown.statusCode).toBe(422);
    const noMp = await t.app.inject({
      method: 'GET',
      url: `/data/template?client_id=${acme}&data_type=orders`,
      headers: seller,
    });
    expect(noMp.statusCode).toBe(422);
  });
});

describe('POST /data/process-file', () => {
  it('uploads SKUs, then products linked to them; the same file again changes nothing', async () => {
    const skus = await xlsxOf(
      ['SKU Code', 'Name', 'Weight', 'Fragile'],
      [
        ['SKU-0', 'Mug', 350, true],
        ['SKU-1', 'Plate', null, null],
        ['SKU-2', 'Bowl', 200.5, 'false'],
      ],
    );
    const first = await upload('data_type=sku', 'skus.xlsx', skus);
    expect(first.json()).toMatchObject({
      detail: 'File uploaded successfully',
      inserted: 3,
      updated: 0,
      unchanged: 0,
    });
    expect((await upload('data_type=sku', 'skus.xlsx', skus)).json()).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
    });
    const products = await xlsxOf(
      ['ASIN', 'SKU Code', 'Marketplace SKU', 'Title', 'Regular Price', 'FBA'],
      [
        ['B01', 'SKU-0', 'M-0', 'Mug', 12.5, true],
        ['B02', 'SKU-9', '', 'Ghost', null, false],
      ],
    );
    const p1 = await upload(`data_type=products&mp_id=${az.pk_mp_id}`, 'p.xlsx', products);
    expect(p1.json()).toMatchObject({ inserted: 2, updated: 0, unchanged: 0 });
    const [mug] = await rowsOf<{ fk_sku_id: number | null; regular_price: string; currency_code: string }>(
      t.db,
      sql`select p.fk_sku_id, pr.regular_price, pr.currency_code from products p join prices pr on pr.fk_product_id = p.pk_product_id where p.identifier = 'B01'`,
    );
    expect(mug).toMatchObject({ regular_price: '12.50', currency_code: 'USD' });
    expect(mug!.fk_sku_id).not.toBeNull();
    expect(
      (await upload(`data_type=products&mp_id=${az.pk_mp_id}`, 'p.xlsx', products)).json(),
    ).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it('uploads orders with the rollups kept consistent; a changed line is an update; a repeat changes nothing', async () => {
    const file = await xlsxOf(
      ORDER_HEADER,
      Array.from({ length: 20 }, (_, i) => orderRow(i)),
    );
    const res = await upload(`data_type=orders&mp_id=${az.pk_mp_id}`, 'orders.xlsx', file);
    expect(res.json()).toMatchObject({ inserted: 20, updated: 0, unchanged: 0 });
    expect(await count('orders')).toBe(20);
    expect(await rollupDifferences(t.db)).toEqual([]);
    const changed = await xlsxOf(
      ORDER_HEADER,
      Array.from({ length: 20 }, (_, i) => orderRow(i, i === 3 ? 99 : 10)),
    );
    expect(
      (await upload(`data_type=orders&mp_id=${az.pk_mp_id}`, 'orders.xlsx', changed)).json(),
    ).toMatchObject({ inserted: 0, updated: 1, unchanged: 19 });
    expect(
      (await upload(`data_type=orders&mp_id=${az.pk_mp_id}`, 'orders.xlsx', changed)).json(),
    ).toMatchObject({ inserted: 0, updated: 0, unchanged: 20 });
    expect(await count('orders')).toBe(20);
    expect(await rollupDifferences(t.db)).toEqual([]);
    const [u] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from uploads where client_id = ${acme} and data_type = 'orders' and file_id is not null and length(sha256) = 64`,
    );
    expect(u!.n).toBe(3);
  });

  it('two uploads of the same file at once leave no duplicates', async () => {
    const file = await xlsxOf(
      ORDER_HEADER,
      Array.from({ length: 30 }, (_, i) => orderRow(1000 + i)),
    );
    const [a, b] = await Promise.all([
      upload(`data_type=orders&mp_id=${az.pk_mp_id}`, 'same.xlsx', file),
      upload(`data_type=orders&mp_id=${az.pk_mp_id}`, 'same.xlsx', file),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().inserted, b.json().inserted].sort()).toEqual([0, 30]);
    const [n] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where order_id like '111-1%' and order_id::text ~ '^111-10[0-9]{2}$'`,
    );
    expect(n!.n).toBe(30);
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('a file with errors answers every row error in the spec words and writes nothing', async () => {
    const before = await count('orders');
    const file = await xlsxOf(ORDER_HEADER, [
      orderRow(5000),
      ['', 'I1', '', '', '2024-02-30', '', -1, 3, 'ten', ''],
      orderRow(5001),
      ['111-x', 'I2', 'B0', 'S', '2024-01-01', '', 1, 2, 5, 'USD'],
    ]);
    const res = await upload(`data_type=orders&mp_id=${az.pk_mp_id}`, 'bad.xlsx', file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'Found 9 validation errors',
      errors: [
        { row: 3, type: 'text', message: 'SKU Code is required.' },
        { row: 3, type: 'text', message: 'ASIN is required.' },
        { row: 3, type: 'text', message: 'Order ID is required.' },
        { row: 3, type: 'text', message: 'Currency Code is required.' },
        { row: 3, type: 'text', message: 'Item price must be a valid number.' },
        { row: 3, type: 'text', message: 'Quantity ordered cannot be negative.' },
        { row: 3, type: 'text', message: 'Quantity shipped cannot exceed quantity ordered.' },
        { row: 3, type: 'text', message: 'Purchase date must be a valid date.' },
        { row: 5, type: 'text', message: 'Quantity shipped cannot exceed quantity ordered.' },
      ],
      // The failing rows as the file had them, every column under its own header, to fix and upload again.
      failing_rows: {
        header: ORDER_HEADER,
        rows: [
          { row: 3, values: ['', 'I1', '', '', '2024-02-30', '', '-1', '3', 'ten', ''] },
          { row: 5, values: ['111-x', 'I2', 'B0', 'S', '2024-01-01', '', '1', '2', '5', 'USD'] },
        ],
      },
    });
    expect(await count('orders')).toBe(before);
  });

  it('uploads fees with the estimate computed, returns with the rollups, settlements replaced per id', async () => {
    const fees = await xlsxOf(
      ['ASIN', 'Selling Price', 'Fixed Fee', 'Variable Fee', 'Shipping Fee', 'Currency Code'],
      [['B01', 20, 1, 0.15, 2, 'USD']],
    );
    expect((await upload(`data_type=fees&mp_id=${az.pk_mp_id}`, 'f.xlsx', fees)).json()).toMatchObject({
      inserted: 1,
    });
    const [fee] = await rowsOf<{ estimate_total: string }>(
      t.db,
      sql`select estimate_total from fees where identifier = 'B01'`,
    );
    expect(fee!.estimate_total).toBe('6.00');

    const returns = await xlsxOf(
      ['Order ID', 'SKU Code', 'Box ID', 'Quantity', 'Price'],
      [
        ['111-1', 'SKU-1', 'BX1', 1, 10],
        ['111-2', 'SKU-2', '', 2, 20],
      ],
    );
    expect((await upload(`data_type=returns&mp_id=${az.pk_mp_id}`, 'r.xlsx', returns)).json()).toMatchObject({
      inserted: 2,
    });
    expect((await upload(`data_type=returns&mp_id=${az.pk_mp_id}`, 'r.xlsx', returns)).json()).toMatchObject({
      inserted: 0,
      unchanged: 2,
    });
    const ids = await rowsOf<{ return_id: string }>(t.db, sql`select return_id from returns order by 1`);
    expect(ids.map((r) => r.return_id)).toEqual(['111-1|BX1', '111-2|sku:SKU-2']);
    expect(await rollupDifferences(t.db)).toEqual([]);

    const header = [
      'Settlement ID',
      'Deposit Date',
      'Total amount',
      'Order ID',
      'Transaction Type',
      'Amount Type',
      'Amount',
    ];
    const s1 = await xlsxOf(header, [
      ['S1', '2024-03-10', 30, '111-1', 'Order', 'ItemPrice', 20],
      ['S1', '2024-03-10', 30, '111-2', 'Order', 'ItemPrice', 10],
    ]);
    expect((await upload(`data_type=settlements&mp_id=${az.pk_mp_id}`, 's.xlsx', s1)).json()).toMatchObject({
      inserted: 2,
    });
    expect((await upload(`data_type=settlements&mp_id=${az.pk_mp_id}`, 's.xlsx', s1)).json()).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    const s1b = await xlsxOf(header, [['S1', '2024-03-10', 20, '111-1', 'Order', 'ItemPrice', 20]]);
    expect((await upload(`data_type=settlements&mp_id=${az.pk_mp_id}`, 's.xlsx', s1b)).json()).toMatchObject({
      updated: 1,
    });
    expect(await count('settlements')).toBe(1);

    // Settlements naming the orders' items are what the listing rollup's payments are: a new settlement, and a
    // replaced one that moves a payment from one order to another, keep it equal to the raw rows.
    const paid = async () =>
      (
        await rowsOf<{ identifier: string; paid: string }>(
          t.db,
          sql`select identifier, sum(paid)::text as paid from sales_daily_listing
            where client_id = ${acme} and paid <> 0 group by 1 order by 1`,
        )
      ).map((r) => `${r.identifier} ${r.paid}`);
    // These headers are Amazon's settlement flat file's (settlement-id, ..., order-item-code), as people retype them.
    const itemHeader = [...header, 'Order Item Code'];
    const s2 = await xlsxOf(itemHeader, [
      ['S2', '2024-03-20', 27.5, '111-4', 'Order', 'ItemPrice', 25, 'I4'],
      ['S2', '2024-03-20', 27.5, '111-4', 'Order', 'ItemFees', 2.5, 'I4'],
      ['S2', '2024-03-20', 27.5, '111-5', 'Order', 'ItemPrice', 0, 'I9'],
    ]);
    expect((await upload(`data_type=settlements&mp_id=${az.pk_mp_id}`, 's2.xlsx', s2)).json()).toMatchObject({
      inserted: 3,
    });
    expect(await rollupDifferences(t.db)).toEqual([]);
    expect(await paid()).toEqual(['B04 27.50']);
    const s2b = await xlsxOf(itemHeader, [['S2', '2024-03-20', 12, '111-5', 'Order', 'ItemPrice', 12, 'I5']]);
    expect((await upload(`data_type=settlements&mp_id=${az.pk_mp_id}`, 's2.xlsx', s2b)).json()).toMatchObject(
      {
        updated: 1,
      },
    );
    expect(await rollupDifferences(t.db)).toEqual([]);
    expect(await paid()).toEqual(['B05 12.00']);
  });

  it('uploads NN purchase orders as PO lines with the delivered amount in extras', async () => {
    const file = await xlsxOf(
      [
        'Purchase Order ID',
        'NIN',
        'Purchase date',
        'Quantity ordered',
        'Item price',
        'Delivered amount',
        'Currency Code',
      ],
      [['PO-1', 'N1', '2024-03-01', 5, 50, 40, 'AED']],
    );
    const res = await upload(`data_type=purchase_orders&mp_id=${nn.pk_mp_id}`, 'po.xlsx', file);
    expect(res.json()).toMatchObject({ inserted: 1 });
    const [po] = await rowsOf<{
      order_type: string;
      identifier: string;
      extras: { amount_delivered: number };
    }>(t.db, sql`select order_type, identifier, extras from orders where order_id = 'PO-1'`);
    expect(po).toMatchObject({ order_type: 'PO', identifier: 'N1', extras: { amount_delivered: 40 } });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('refuses callers: no permission (spec text), a marketplace not theirs, another client', async () => {
    const file = await xlsxOf(ORDER_HEADER, [orderRow(7000)]);
    const denied = await upload(`data_type=orders&mp_id=${az.pk_mp_id}`, 'o.xlsx', file, noUpload);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: DATA_VAULT_TEXT.uploadForbidden });
    const notMine = await upload(`data_type=orders&mp_id=${other.pk_mp_id}`, 'o.xlsx', file);
    expect(notMine.json()).toEqual({ detail: DATA_VAULT_TEXT.uploadForbidden });
    const borealis = (await t.make.client()).pk_client_id;
    const body = multipart('o.xlsx', file);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/data/process-file?client_id=${borealis}&data_type=orders&mp_id=${az.pk_mp_id}`,
      headers: { ...seller, ...body.headers },
      payload: body.payload,
    });
    expect(foreign.statusCode).toBe(403);
    const cost = await upload('data_type=sku_cost', 'c.xlsx', file);
    expect(cost.json()).toEqual({ detail: DATA_VAULT_TEXT.skuCostNote });
  });
});
