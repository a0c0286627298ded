import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES, headerFile, reportHeader, tsvTable } from '../../../../test/fixtures/amazon-files';
import { multipart } from '../../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';
import { rollupDifferences } from '../../../db/facts/recompute';
import { SKIP_REASONS } from './channels';

/** Amazon's all-orders report as sellers download it: several rows per line, several marketplaces. */
const orders = reportHeader(FILES.allOrders);

const dataDir = mkdtempSync(join(tmpdir(), 'md-amazon-orders-'));
let t: TestApp;
let acme: number;
let uk: number;
let de: number;
let fr: number;
let seller: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  const mp = (short_code: string, name: string, country_code: string, currency_code: string) =>
    t.make.marketplace({ short_code, name, country_code, currency_code }).then((m) => m.pk_mp_id);
  uk = await mp('AZ_UK', 'Amazon UK', 'GB', 'GBP');
  de = await mp('AZ_DE', 'Amazon Germany', 'DE', 'EUR');
  fr = await mp('AZ_FR', 'Amazon France', 'FR', 'EUR');
  const s = await t.make.member(acme, { permissions: ['upload:orders'] });
  await t.make.assign.marketplace(s.user.id, uk);
  await t.make.assign.marketplace(s.user.id, de);
  seller = await t.auth(s.user.id);
  const a = await t.make.member(acme, { roleName: 'Client Admin', permissions: ['upload:orders'] });
  admin = await t.auth(a.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (who: Record<string, string>, mpId: number, fileName: string, content: Buffer) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${acme}&data_type=orders&mp_id=${mpId}`,
    headers: { ...who, ...body.headers },
    payload: body.payload,
  });
};

const linesOf = (orderId: string) =>
  rowsOf<Record<string, unknown>>(
    t.db,
    sql`select mp_id, order_item_id, quantity_ordered, item_price, amount_tax, amount_shipping, amount_discount,
      currency_code, extras->>'gift_wrap_price' as gift_wrap from orders
      where client_id = ${acme}::int and order_id = ${orderId} order by mp_id, order_item_id`,
  );

const line = (values: Record<string, string>) =>
  orders.line({
    'purchase-date': '2024-03-01T10:00:00+00:00',
    'last-updated-date': '2024-03-02T10:00:00+00:00',
    'order-status': 'Shipped',
    'fulfillment-channel': 'Amazon',
    'sales-channel': 'Amazon.co.uk',
    sku: 'OD045003',
    asin: 'B0OD045003',
    currency: 'GBP',
    quantity: '1',
    ...values,
  });

describe('Amazon all-orders report: rows of one order and SKU are one line', () => {
  it('adds up quantity, price, tax, shipping, discount and gift wrap; the same file again changes nothing', async () => {
    const order = '203-5551212-8602704';
    const file = orders.file([
      line({
        'amazon-order-id': order,
        quantity: '2',
        'item-price': '39.98',
        'item-tax': '6.66',
        'shipping-price': '2.00',
        'item-promotion-discount': '-1.00',
        'gift-wrap-price': '1.50',
      }),
      line({ 'amazon-order-id': '203-0000001-0000001', 'item-price': '9.99' }),
      line({
        'amazon-order-id': order,
        quantity: '1',
        'item-price': '19.99',
        'item-tax': '3.33',
        'ship-promotion-discount': '-0.50',
      }),
    ]);
    const res = await upload(seller, uk, 'all-orders.txt', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 2, updated: 0, unchanged: 0, skipped: [] });
    expect(await linesOf(order)).toEqual([
      {
        mp_id: uk,
        order_item_id: 'OD045003',
        quantity_ordered: 3,
        item_price: '59.97',
        amount_tax: '9.99',
        amount_shipping: '2.00',
        amount_discount: '-1.50',
        currency_code: 'GBP',
        gift_wrap: '1.5',
      },
    ]);
    expect(await rollupDifferences(t.db)).toEqual([]);
    const again = await upload(seller, uk, 'all-orders.txt', file);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect((await linesOf(order))[0]).toMatchObject({ quantity_ordered: 3, item_price: '59.97' });
  });
});

describe("Amazon all-orders report of a unified account: each row in its sales channel's marketplace", () => {
  const file = orders.file([
    line({ 'amazon-order-id': '026-1000000-0000001', 'item-price': '12.00' }),
    line({
      'amazon-order-id': '302-1000000-0000002',
      'sales-channel': 'Amazon.de',
      currency: 'EUR',
      'item-price': '14.00',
    }),
    line({
      'amazon-order-id': '402-1000000-0000003',
      'sales-channel': 'Amazon.fr',
      currency: 'EUR',
      'item-price': '15.00',
    }),
    line({
      'amazon-order-id': '402-1000000-0000004',
      'sales-channel': 'Amazon.fr',
      currency: 'EUR',
      'item-price': '16.00',
    }),
    line({ 'amazon-order-id': 'S02-1000000-0000005', 'sales-channel': 'Non-Amazon', 'item-price': '0.00' }),
  ]);

  it('routes UK and DE rows, and names the rows it does not write: another channel, Non-Amazon', async () => {
    const res = await upload(seller, uk, 'unified.txt', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      detail: 'File uploaded successfully',
      inserted: 2,
      skipped: [
        { sales_channel: 'Amazon.fr', rows: 2, reason: SKIP_REASONS.notYours },
        { sales_channel: 'Non-Amazon', rows: 1, reason: SKIP_REASONS.nonAmazon },
      ],
      marketplaces: [
        { mp_id: uk, name: 'Amazon UK', rows: 1, inserted: 1, updated: 0, unchanged: 0 },
        { mp_id: de, name: 'Amazon Germany', rows: 1, inserted: 1, updated: 0, unchanged: 0 },
      ],
    });
    expect(await linesOf('026-1000000-0000001')).toMatchObject([{ mp_id: uk, currency_code: 'GBP' }]);
    expect(await linesOf('302-1000000-0000002')).toMatchObject([{ mp_id: de, currency_code: 'EUR' }]);
    expect(await linesOf('402-1000000-0000003')).toEqual([]);
    expect(await linesOf('S02-1000000-0000005')).toEqual([]);
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('a client admin has every marketplace: the French rows go to Amazon France', async () => {
    const res = await upload(admin, de, 'unified.txt', file);
    expect(res.json()).toMatchObject({
      inserted: 2,
      unchanged: 2,
      skipped: [{ sales_channel: 'Non-Amazon', rows: 1 }],
    });
    expect(
      res
        .json()
        .marketplaces.map((m: { mp_id: number }) => m.mp_id)
        .sort(),
    ).toEqual([uk, de, fr].sort());
    expect(await linesOf('402-1000000-0000004')).toMatchObject([{ mp_id: fr, item_price: '16.00' }]);
  });
});

describe('Amazon all-orders report as the seller downloads or re-saves it', () => {
  const name = 'Pan 8" Cast Iron, Black "Pro"';
  const original = orders.file([
    line({
      'amazon-order-id': '203-7000000-0000001',
      'product-name': name,
      'item-price': '25.00',
      'item-tax': '0.00',
      'shipping-price': '0.00',
      'is-business-order': 'false',
      'signature-confirmation-recommended': 'false',
    }),
  ]);
  it('keeps a quote inside a product name as text, and stores the columns it has no field for', async () => {
    const res = await upload(seller, uk, 'orders.txt', original);
    expect(res.json()).toMatchObject({ inserted: 1 });
    const [stored] = await rowsOf<{ extras: Record<string, unknown> }>(
      t.db,
      sql`select extras from orders where client_id = ${acme}::int and order_id = '203-7000000-0000001'`,
    );
    expect(stored!.extras).toMatchObject({
      product_name: name,
      is_business_order: false,
      signature_confirmation_recommended: false,
    });
    expect(stored!.extras).not.toHaveProperty('order_channel'); // blank in the file
  });

  it('re-saved by Excel (commas, quoted cells, TRUE/FALSE, 0 for 0.00) it holds the same values: unchanged', async () => {
    const csv = (cells: readonly string[]) =>
      cells.map((c) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',');
    const row = line({
      'amazon-order-id': '203-7000000-0000001',
      'product-name': name,
      'item-price': '25',
      'item-tax': '0',
      'shipping-price': '0',
      'is-business-order': 'FALSE',
      'signature-confirmation-recommended': 'FALSE',
    });
    const resaved = Buffer.from(`${csv(orders.header)}\r\n${csv(row)}\r\n`);
    const res = await upload(seller, uk, 'orders.csv', resaved);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
  });
});

describe('Amazon all-orders report re-saved from a spreadsheet as tab-separated text (issue 29 item 6)', () => {
  // The real report: product names such as 'House Foods, Tofu Shirataki, Spaghetti Shaped Tofu, 8 oz'.
  const real = tsvTable(headerFile(FILES.allOrders));
  // Lines of ours in the same layout: the cells with a comma, and a quote in an unquoted cell.
  const ours = [
    line({
      'amazon-order-id': '203-7100000-0000001',
      'product-name': 'Plaque, acrylic | silver',
      'ship-city': 'Alnwick, Northumberland',
      'item-price': '12.50',
    }),
    line({ 'amazon-order-id': '203-7100000-0000002', 'product-name': 'Pan 8" "Pro"', 'item-price': '20.00' }),
    line({
      'amazon-order-id': '203-7100000-0000003',
      'product-name': '"Quoted" by the seller, 2 pk',
      'item-price': '9.00',
    }),
  ];
  const cellsOf = (r: Record<string, string>) => real.header.map((h) => r[h] ?? '');
  const original = Buffer.from(
    `${[real.header, ...real.rows.map(cellsOf), ...ours].map((l) => l.join('\t')).join('\n')}\n`,
  );
  // What a spreadsheet writes: a cell holding a comma or a quote wrapped in quotes, its quotes doubled.
  const quote = (c: string) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
  const resaved = Buffer.from(
    [real.header, ...real.rows.map(cellsOf), ...ours].map((l) => l.map(quote).join('\t')).join('\r\n') +
      '\r\n',
  );
  const stored = () =>
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select order_id, order_item_id, sku_code, quantity_ordered, item_price, amount_tax, shipping_address,
        order_status, extras from orders o join marketplaces m on m.pk_mp_id = o.mp_id
        where o.client_id = ${acme}::int and (m.short_code = 'AZ_US' or o.order_id like '203-71%')
        order by order_id, order_item_id`,
    );

  it('answers unchanged after the original and stores the texts without the quotes; a quote in an unquoted cell stays', async () => {
    const us = (
      await t.make.marketplace({
        short_code: 'AZ_US',
        name: 'Amazon US',
        country_code: 'US',
        currency_code: 'USD',
      })
    ).pk_mp_id;
    const a = await t.make.member(acme, { roleName: 'Client Admin', permissions: ['upload:orders'] });
    const who = await t.auth(a.user.id);
    expect(resaved.toString()).toContain('"House Foods, Tofu Shirataki, Spaghetti Shaped Tofu, 8 oz"');
    const first = await upload(who, us, 'all-orders.txt', original);
    expect(first.statusCode, first.body).toBe(200);
    const lines = first.json().inserted as number;
    expect(lines).toBeGreaterThan(ours.length);
    const before = await stored();
    expect(before).toHaveLength(lines);
    const again = await upload(who, us, 'all-orders-resaved.txt', resaved);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: lines });
    expect(await stored()).toEqual(before);
    const byOrder = new Map(before.map((r) => [r.order_id, r]));
    expect(byOrder.get('111-9754278-6869864')!.extras).toMatchObject({
      product_name: 'House Foods, Tofu Shirataki, Spaghetti Shaped Tofu, 8 oz',
    });
    expect(byOrder.get('203-7100000-0000001')!.shipping_address).toBe('Alnwick, Northumberland');
    expect(byOrder.get('203-7100000-0000001')!.extras).toMatchObject({
      product_name: 'Plaque, acrylic | silver',
    });
    expect(byOrder.get('203-7100000-0000002')!.extras).toMatchObject({ product_name: 'Pan 8" "Pro"' });
    expect(byOrder.get('203-7100000-0000003')!.extras).toMatchObject({
      product_name: '"Quoted" by the seller, 2 pk',
    });
  });
});
