import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES, reportHeader } from '../../../../test/fixtures/amazon-files';
import { multipart } from '../../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';
import { rollupDifferences } from '../../../db/facts/recompute';

/** GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA (its real header) in the Returns upload of an AZ marketplace. */
const report = reportHeader(FILES.fbaReturns);

const dataDir = mkdtempSync(join(tmpdir(), 'md-amazon-returns-'));
let t: TestApp;
let acme: number;
let us: number;
let bol: number;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  us = (await t.make.marketplace({ short_code: 'AZ_US', name: 'Amazon US' })).pk_mp_id;
  bol = (await t.make.marketplace({ short_code: 'BO_NL', name: 'Bol', currency_code: 'EUR' })).pk_mp_id;
  const s = await t.make.member(acme, { permissions: ['upload:return_data'] });
  await t.make.assign.marketplace(s.user.id, us);
  await t.make.assign.marketplace(s.user.id, bol);
  seller = await t.auth(s.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (mpId: number, fileName: string, content: Buffer) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${acme}&data_type=returns&mp_id=${mpId}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
};

const line = (values: Record<string, string>) =>
  report.line({
    'return-date': '2024-02-10T08:12:00+00:00',
    sku: 'MUG-1',
    asin: 'B0MUG00001',
    fnsku: 'X00MUG0001',
    'product-name': 'Mug "Tall", 350 ml',
    quantity: '1',
    'fulfillment-center-id': 'LTN4',
    'detailed-disposition': 'SELLABLE',
    reason: 'NOT_AS_DESCRIBED',
    status: 'Unit returned to inventory',
    ...values,
  });

describe('Amazon FBA customer returns report in the Returns upload', () => {
  const file = report.file([
    line({ 'order-id': '111-0000001-0000001', 'license-plate-number': 'LPNRR0000001' }),
    line({
      'order-id': '111-0000002-0000002',
      'license-plate-number': 'LPNRR0000002',
      'return-date': '2024-02-11T23:30:00+00:00',
      'detailed-disposition': 'CUSTOMER_DAMAGED',
      'customer-comments': 'arrived cracked',
    }),
    // No license plate: rows of the order and SKU add up.
    line({ 'order-id': '111-0000003-0000003', quantity: '1' }),
    line({ 'order-id': '111-0000003-0000003', quantity: '2' }),
  ]);

  it('stores each return with its date, condition, reason and status; the same file again changes nothing', async () => {
    const res = await upload(us, 'returns.txt', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 3, updated: 0, unchanged: 0, skipped: [] });
    const rows = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select return_id, order_id, sku_code, identifier, box_id, quantity, item_condition, reason, status,
        return_date::text, price, currency_code, extras from returns where client_id = ${acme}::int order by return_id`,
    );
    expect(rows).toEqual([
      {
        return_id: '111-0000001-0000001|LPNRR0000001',
        order_id: '111-0000001-0000001',
        sku_code: 'MUG-1',
        identifier: 'B0MUG00001',
        box_id: 'LPNRR0000001',
        quantity: 1,
        item_condition: 'SELLABLE',
        reason: 'NOT_AS_DESCRIBED',
        status: 'Unit returned to inventory',
        return_date: '2024-02-10',
        price: '0.00',
        currency_code: 'USD',
        extras: {
          fnsku: 'X00MUG0001',
          product_name: 'Mug "Tall", 350 ml',
          fulfillment_center_id: 'LTN4',
        },
      },
      expect.objectContaining({
        return_id: '111-0000002-0000002|LPNRR0000002',
        item_condition: 'CUSTOMER_DAMAGED',
        return_date: '2024-02-11',
        extras: expect.objectContaining({ customer_comments: 'arrived cracked' }),
      }),
      expect.objectContaining({ return_id: '111-0000003-0000003|sku:MUG-1', quantity: 3, box_id: null }),
    ]);
    expect(await rollupDifferences(t.db)).toEqual([]);
    expect((await upload(us, 'returns.txt', file)).json()).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
    });
  });

  it('a later report changes the status; a refund amount entered meanwhile is kept', async () => {
    await t.db.execute(
      sql`update returns set price = 12.50 where client_id = ${acme}::int and box_id = 'LPNRR0000001'`,
    );
    const later = report.file([
      line({
        'order-id': '111-0000001-0000001',
        'license-plate-number': 'LPNRR0000001',
        status: 'Reimbursed',
      }),
    ]);
    expect((await upload(us, 'returns.txt', later)).json()).toMatchObject({ updated: 1 });
    const [row] = await rowsOf<{ status: string; price: string }>(
      t.db,
      sql`select status, price from returns where client_id = ${acme}::int and box_id = 'LPNRR0000001'`,
    );
    expect(row).toEqual({ status: 'Reimbursed', price: '12.50' });
  });

  it('is taken on AZ marketplaces only: elsewhere a text report is refused', async () => {
    const res = await upload(bol, 'returns.txt', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Files of type .txt cannot be uploaded here. Upload .xlsx, .xls.' });
  });
});
