import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../../test/fixtures/data-upload';
import { consoleCsv, RETURNS_CSV_HEADER } from '../../../../test/fixtures/fba-planning';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';
import { rollupDifferences } from '../../../db/facts/recompute';

/**
 * The FBA customer returns download of Seller Central (Reports → Fulfillment → Customer Returns → Download, .csv)
 * in the Returns upload of an AZ marketplace: the SP-API report's columns, but comma-separated with every field
 * quoted, product names cut at 150 characters, customer comments with commas, quotes and line breaks.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'md-returns-csv-'));
let t: TestApp;
let acme: number;
let us: number;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  us = (await t.make.marketplace({ short_code: 'AZ_US', name: 'Amazon US' })).pk_mp_id;
  const s = await t.make.member(acme, { permissions: ['upload:return_data'] });
  await t.make.assign.marketplace(s.user.id, us);
  seller = await t.auth(s.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (content: Buffer) => {
  const body = multipart('Customer Returns.csv', content);
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${acme}&data_type=returns&mp_id=${us}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
};

/** Amazon cuts product names at 150 characters, mid-word. */
const LONG_NAME =
  'Stainless Steel Insulated Water Bottle, 750 ml, "Leak-Proof" Lid, Double Wall Vacuum, Keeps Drinks Cold 24 Hours and Hot 12 Hours, BPA Free, for Spo'.slice(
    0,
    150,
  );

const row = (values: Record<string, string>) => ({
  values: {
    'return-date': '2026-11-02T14:05:11+00:00',
    sku: 'BOTTLE-750',
    asin: 'B0BOTTLE75',
    fnsku: 'X00BOTTLE7',
    'product-name': LONG_NAME,
    quantity: '1',
    'fulfillment-center-id': 'PHX7',
    'detailed-disposition': 'SELLABLE',
    reason: 'UNWANTED_ITEM',
    status: 'Unit returned to inventory',
    ...values,
  },
});

/** Five rows, four returns: quantities 1 + 2 + 1 + (3 + 1) = 8 units. */
const FILE = consoleCsv(
  RETURNS_CSV_HEADER,
  [
    row({ 'order-id': '113-0000001-0000001', 'license-plate-number': 'LPNCSV00001' }),
    row({
      'order-id': '113-0000002-0000002',
      'license-plate-number': 'LPNCSV00002',
      quantity: '2',
      'detailed-disposition': 'CUSTOMER_DAMAGED',
      'customer-comments': 'The lid, as "advertised", leaks; bottle dented,\nreturned both',
    }),
    row({
      'order-id': '113-0000003-0000003',
      'license-plate-number': 'LPNCSV00003',
      'customer-comments': 'Wrong colour, ordered "blue", got green',
    }),
    // No license plate: the rows of the order and SKU are one return and add up.
    row({ 'order-id': '113-0000004-0000004', quantity: '3' }),
    row({ 'order-id': '113-0000004-0000004', quantity: '1' }),
  ],
  'utf8-bom',
);

describe('Seller Central returns download (.csv) in the Returns upload', () => {
  it('stores every return: the quantities add up to the file’s 8 units; the same file again changes nothing', async () => {
    const res = await upload(FILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 4, updated: 0, unchanged: 0, skipped: [] });
    const [sums] = await rowsOf<{ returns: number; units: number }>(
      t.db,
      sql`select count(*)::int as returns, sum(quantity)::int as units from returns where client_id = ${acme}::int`,
    );
    expect(sums).toEqual({ returns: 4, units: 8 });
    const rows = await rowsOf<{ return_id: string; quantity: number; extras: Record<string, string> }>(
      t.db,
      sql`select return_id, quantity, extras from returns where client_id = ${acme}::int order by return_id`,
    );
    expect(rows[1]).toMatchObject({
      return_id: '113-0000002-0000002|LPNCSV00002',
      quantity: 2,
      extras: {
        product_name: LONG_NAME,
        customer_comments: 'The lid, as "advertised", leaks; bottle dented,\nreturned both',
      },
    });
    expect(rows[3]).toMatchObject({ return_id: '113-0000004-0000004|sku:BOTTLE-750', quantity: 4 });
    expect(await rollupDifferences(t.db)).toEqual([]);

    expect((await upload(FILE)).json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
  });
});
