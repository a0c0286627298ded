import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tsvOf, xlsxOf } from '../../../test/fixtures/data-upload';
import { SHARED_DATA } from '../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { rollupDifferences } from '../../db/facts/recompute';

/**
 * Issue 15, finding 1: an upload writes the columns its file holds. A column the file leaves out keeps its
 * stored value (a blank cell under a column the file has still clears it), for every data type that updates
 * stored rows; a repeated partial file changes nothing.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'md-partial-'));
let t: TestApp;
let clientId: number;
let az: number;
let nn: number;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  clientId = (await t.make.client()).pk_client_id;
  az = (await t.make.marketplace({ name: 'Amazon US', short_code: 'AZ_US' })).pk_mp_id;
  nn = (await t.make.marketplace({ name: 'Noon AE', short_code: 'NN_AE', currency_code: 'AED' })).pk_mp_id;
  const s = await t.make.member(clientId, {
    permissions: [
      'upload:sku',
      'upload:product',
      'upload:orders',
      'upload:fee_data',
      'upload:return_data',
      'create:purchase_orders',
    ],
  });
  await t.make.assign.marketplace(s.user.id, az);
  await t.make.assign.marketplace(s.user.id, nn);
  seller = await t.auth(s.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Cells = (string | number | boolean | null)[][];
async function upload(q: string, header: string[], rows: Cells) {
  const body = multipart('data.xlsx', await xlsxOf(header, rows));
  const res = await t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${clientId}&${q}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { inserted: number; updated: number; unchanged: number };
}
const one = async <T>(query: SQL) => (await rowsOf<T>(t.db, query))[0]!;

describe('an upload writes only the columns its file holds', () => {
  it('SKU: the probe’s two-column file renames and keeps the rest; a blank cell still clears', async () => {
    await upload(
      'data_type=sku',
      ['SKU Code', 'Name', 'Weight', 'Fragile', 'Color', 'Keywords', 'Bullet Points', 'Manufacturer'],
      [['KIT-1', 'Kettle', 900, true, 'Red', 'kettle steel', 'Steel\nWhistles', 'Nordhaus']],
    );
    expect(await upload('data_type=sku', ['SKU Code', 'Name'], [['KIT-1', 'Kettle Pro']])).toMatchObject({
      updated: 1,
    });
    const read = () =>
      one(sql`select sku_name, weight_g, is_fragile, color, keywords, bullet_points, manufacturer from skus
        where client_id = ${clientId} and sku_code = 'KIT-1'`);
    expect(await read()).toEqual({
      sku_name: 'Kettle Pro',
      weight_g: '900.00',
      is_fragile: true,
      color: 'Red',
      keywords: ['kettle', 'steel'],
      bullet_points: ['Steel', 'Whistles'],
      manufacturer: 'Nordhaus',
    });
    expect(await upload('data_type=sku', ['SKU Code', 'Name'], [['KIT-1', 'Kettle Pro']])).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    await upload('data_type=sku', ['SKU Code', 'Name', 'Color'], [['KIT-1', 'Kettle Pro', null]]);
    expect(await read()).toMatchObject({ color: null, weight_g: '900.00', manufacturer: 'Nordhaus' });
  });

  it('products and prices, and fees with the estimate recomputed from the kept terms', async () => {
    const q = `data_type=products&mp_id=${az}`;
    await upload(
      q,
      ['ASIN', 'SKU Code', 'Marketplace SKU', 'Title', 'Category', 'Regular Price', 'Sale Price', 'FBA'],
      [['B01', 'KIT-1', 'M-1', 'Kettle', 'Kitchen', 40, 35, true]],
    );
    expect(
      await upload(
        q,
        ['ASIN', 'SKU Code', 'Marketplace SKU', 'Title'],
        [['B01', 'KIT-1', 'M-1', 'Kettle 2']],
      ),
    ).toMatchObject({ updated: 1 });
    expect(
      await one(sql`select p.title, p.category, p.is_fba, pr.regular_price, pr.sale_price
        from products p join prices pr on pr.client_id = p.client_id and pr.fk_product_id = p.pk_product_id
        where p.client_id = ${clientId} and p.identifier = 'B01'`),
    ).toEqual({
      title: 'Kettle 2',
      category: 'Kitchen',
      is_fba: true,
      regular_price: '40.00',
      sale_price: '35.00',
    });
    expect(
      await upload(
        q,
        ['ASIN', 'SKU Code', 'Marketplace SKU', 'Title'],
        [['B01', 'KIT-1', 'M-1', 'Kettle 2']],
      ),
    ).toMatchObject({ unchanged: 1 });

    const f = `data_type=fees&mp_id=${az}`;
    await upload(
      f,
      ['ASIN', 'Selling Price', 'Fixed Fee', 'Variable Fee', 'Shipping Fee', 'Currency Code'],
      [['B01', 20, 1, 0.15, 2, 'USD']],
    );
    await upload(f, ['ASIN', 'Selling Price', 'Currency Code'], [['B01', 30, 'USD']]);
    expect(
      await one(sql`select selling_price, fee_fixed, fee_variable_frac, fee_shipping, estimate_total from fees
        where client_id = ${clientId} and identifier = 'B01'`),
    ).toEqual({
      selling_price: '30.00',
      fee_fixed: '1.00',
      fee_variable_frac: '0.1500',
      fee_shipping: '2.00',
      estimate_total: '7.50',
    });
  });

  it('orders: kept columns, extras and the rollups; an Amazon report keeps what it does not hold', async () => {
    const q = `data_type=orders&mp_id=${az}`;
    const header = [
      'Order ID',
      'Order Item ID',
      'ASIN',
      'SKU Code',
      'Purchase date',
      'Order Status',
      'Shipping Address',
      'Quantity ordered',
      'Item price',
      'Buying cost',
      'Currency Code',
    ];
    await upload(q, header, [
      ['111-1', 'KIT-1', 'B01', 'KIT-1', '2024-03-01', 'Shipped', 'Leeds', 2, 80, 30, 'USD'],
    ]);
    await t.db.execute(sql`update orders set extras = '{"gift": true}', profile_id = 'P-1'
      where client_id = ${clientId} and order_id = '111-1'`);
    const partial = ['Order ID', 'Order Item ID', 'ASIN', 'SKU Code', 'Purchase date', 'Quantity ordered'];
    const line = ['111-1', 'KIT-1', 'B01', 'KIT-1', '2024-03-01', 3];
    expect(
      await upload(q, [...partial, 'Item price', 'Currency Code'], [[...line, 120, 'USD']]),
    ).toMatchObject({
      updated: 1,
    });
    const read = () =>
      one(sql`select quantity_ordered, item_price, order_status, shipping_address, buying_cost, extras, profile_id
        from orders where client_id = ${clientId} and order_id = '111-1'`);
    expect(await read()).toEqual({
      quantity_ordered: 3,
      item_price: '120.00',
      order_status: 'Shipped',
      shipping_address: 'Leeds',
      buying_cost: '30.00',
      extras: { gift: true },
      profile_id: 'P-1',
    });
    expect(
      await upload(q, [...partial, 'Item price', 'Currency Code'], [[...line, 120, 'USD']]),
    ).toMatchObject({
      unchanged: 1,
    });
    expect(await rollupDifferences(t.db)).toEqual([]);

    // Amazon's own report has no buying cost: the stored one stays; what the report holds is written.
    const archived = readFileSync(
      join(
        SHARED_DATA,
        'amazon-report-headers',
        'GET_FLAT_FILE_ARCHIVED_ORDERS_DATA_BY_ORDER_DATE.header.tsv',
      ),
      'utf8',
    )
      .trim()
      .split('\t');
    const values: Record<string, string> = {
      'amazon-order-id': '111-1',
      'purchase-date': '2024-03-01T10:00:00+00:00',
      'order-status': 'Delivered',
      sku: 'KIT-1',
      asin: 'B01',
      quantity: '4',
      currency: 'USD',
      'item-price': '160.00',
    };
    const body = multipart('orders.tsv', tsvOf(archived, [archived.map((h) => values[h] ?? '')]));
    const report = await t.app.inject({
      method: 'POST',
      url: `/data/process-file?client_id=${clientId}&${q}`,
      headers: { ...seller, ...body.headers },
      payload: body.payload,
    });
    expect(report.json()).toMatchObject({ updated: 1 });
    expect(await read()).toMatchObject({
      quantity_ordered: 4,
      order_status: 'Delivered',
      buying_cost: '30.00',
    });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('purchase orders keep the vendor and the delivered amount; returns keep what the file leaves out', async () => {
    const q = `data_type=purchase_orders&mp_id=${nn}`;
    const base = [
      'Purchase Order ID',
      'NIN',
      'Purchase date',
      'Quantity ordered',
      'Item price',
      'Currency Code',
    ];
    await upload(q, [...base, 'Delivered amount'], [['PO-1', 'N1', '2024-03-01', 5, 50, 'AED', 40]]);
    await t.db.execute(
      sql`update orders set profile_id = 'V-9' where client_id = ${clientId} and order_id = 'PO-1'`,
    );
    await upload(q, base, [['PO-1', 'N1', '2024-03-01', 6, 50, 'AED']]);
    expect(
      await one(sql`select quantity_ordered, profile_id, extras from orders
        where client_id = ${clientId} and order_id = 'PO-1'`),
    ).toEqual({ quantity_ordered: 6, profile_id: 'V-9', extras: { amount_delivered: 40 } });

    const r = `data_type=returns&mp_id=${az}`;
    await upload(
      r,
      ['Order ID', 'SKU Code', 'Box ID', 'Quantity', 'Price', 'Item Condition', 'Claim ID'],
      [['111-1', 'KIT-1', 'BX1', 1, 40, 'Damaged', 'CL-1']],
    );
    await t.db.execute(sql`update returns set reason = 'Broken lid' where client_id = ${clientId}`);
    await upload(r, ['Order ID', 'SKU Code', 'Box ID', 'Quantity'], [['111-1', 'KIT-1', 'BX1', 2]]);
    expect(
      await one(sql`select quantity, price, item_condition, claim_id, reason from returns
        where client_id = ${clientId} and return_id = '111-1|BX1'`),
    ).toEqual({
      quantity: 2,
      price: '40.00',
      item_condition: 'Damaged',
      claim_id: 'CL-1',
      reason: 'Broken lid',
    });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });
});
