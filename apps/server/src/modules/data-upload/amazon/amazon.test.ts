import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tsvOf } from '../../../../test/fixtures/data-upload';
import { SHARED_DATA } from '../../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';
import { rollupDifferences } from '../../../db/facts/recompute';
import type { MappedRow } from '../../../platform/uploads';
import { detectLocale } from './locale';

/** Amazon's own flat files, built from the real headers of shared/data/amazon-report-headers. */
const HEADERS = join(SHARED_DATA, 'amazon-report-headers');
const allOrders = readFileSync(
  join(HEADERS, 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL.reconstructed.tsv'),
);
const settlementUs = readFileSync(join(HEADERS, 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE.tsv'));
const settlementHeader = settlementUs.toString('utf8').split(/\r?\n/)[0]!.split('\t');
const archivedHeader = readFileSync(
  join(HEADERS, 'GET_FLAT_FILE_ARCHIVED_ORDERS_DATA_BY_ORDER_DATE.header.tsv'),
  'utf8',
)
  .trim()
  .split('\t');

/** A settlement line: the given columns filled, the others blank. */
const settlementLine = (values: Record<string, string>) => settlementHeader.map((h) => values[h] ?? '');

const dataDir = mkdtempSync(join(tmpdir(), 'md-amazon-upload-'));
let t: TestApp;
let acme: number;
let us: number;
let de: number;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  us = (await t.make.marketplace({ name: 'Amazon US', short_code: 'AZ_US' })).pk_mp_id;
  de = (await t.make.marketplace({ name: 'Amazon DE', short_code: 'AZ_DE', currency_code: 'EUR' })).pk_mp_id;
  const s = await t.make.member(acme, {
    permissions: ['upload:orders', 'upload:settlement_data', 'upload:return_data'],
  });
  await t.make.assign.marketplace(s.user.id, us);
  await t.make.assign.marketplace(s.user.id, de);
  seller = await t.auth(s.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (q: string, fileName: string, content: Buffer) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${acme}&${q}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
};

describe('detectLocale', () => {
  const row = (cells: Record<string, string>): MappedRow => ({
    row: 2,
    cells: Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, { type: 'string', value: v }])),
  });
  const fields = { numbers: ['n'], dates: ['d'] };
  it('reads day.month.year dates and decimal commas as European, Amazon US files as dot', () => {
    expect(detectLocale([row({ d: '14.03.2023 07:49:55 UTC', n: '1141,18' })], fields).decimal).toBe(',');
    expect(detectLocale([row({ n: '-3,22' }), row({ n: '19,99' })], fields).decimal).toBe(',');
    expect(detectLocale([row({ d: '2023-01-01 00:00:00 UTC', n: '1234.56' })], fields).decimal).toBe('.');
    expect(detectLocale([row({ n: '1,141' })], fields).decimal).toBe('.');
    expect(detectLocale([row({ d: '03/14/2023' })], fields).dateOrder).toBe('mdy');
  });
});

describe('Amazon flat files through POST /data/process-file', () => {
  it('imports the all-orders flat file unchanged (.txt): cancelled lines without price or currency included', async () => {
    const res = await upload(`data_type=orders&mp_id=${us}`, 'all-orders.txt', allOrders);
    expect(res.json()).toMatchObject({ detail: 'File uploaded successfully', inserted: 15, updated: 0 });
    const [line] = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select order_item_id, identifier, purchase_date::text, last_update_date, currency_code, item_price, is_fba,
        shipping_address, extras from orders where order_id = '113-8871452-8288246'`,
    );
    expect(line).toMatchObject({
      order_item_id: '2J-D6V7-C8XI',
      identifier: 'B074K5MDLW',
      purchase_date: '2022-07-18',
      currency_code: 'USD',
      item_price: '14.00',
      is_fba: false,
      shipping_address: 'KERRVILLE, TX, 78028-6411, US',
      extras: expect.objectContaining({ sales_channel: 'Amazon.com', fulfillment_channel: 'Merchant' }),
    });
    const [blank] = await rowsOf<{ item_price: string; currency_code: string }>(
      t.db,
      sql`select item_price, currency_code from orders where order_id = '113-3281105-7707448'`,
    );
    expect(blank).toEqual({ item_price: '0.00', currency_code: 'USD' });
    expect((await upload(`data_type=orders&mp_id=${us}`, 'all-orders.txt', allOrders)).json()).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 15,
    });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it('validates flat-file lines like template rows (archived-orders header, a bad price and a missing order id)', async () => {
    const line = (values: Record<string, string>) => archivedHeader.map((h) => values[h] ?? '');
    const file = tsvOf(archivedHeader, [
      line({
        'amazon-order-id': '1',
        'purchase-date': '2023-01-02T10:00:00+00:00',
        sku: 'S',
        asin: 'A',
        quantity: '1',
        currency: 'USD',
        'item-price': 'abc',
      }),
      line({
        'purchase-date': '2023-01-02T10:00:00+00:00',
        sku: 'S',
        asin: 'A',
        quantity: '1',
        currency: 'USD',
        'item-price': '3.50',
      }),
    ]);
    const res = await upload(`data_type=orders&mp_id=${us}`, 'archived.tsv', file);
    expect(res.statusCode).toBe(422);
    const { failing_rows, ...answer } = res.json();
    expect(failing_rows.rows.map((r: { row: number }) => r.row)).toEqual([2, 3]);
    expect(answer).toEqual({
      detail: 'Found 2 validation errors',
      errors: [
        { row: 2, type: 'text', message: 'Item price must be a valid number.' },
        { row: 3, type: 'text', message: 'Order ID is required.' },
      ],
    });
  });

  it('imports the US settlement flat file: one row per amount, the summary dates and total on each', async () => {
    const res = await upload(`data_type=settlements&mp_id=${us}`, 'settlement.txt', settlementUs);
    expect(res.json()).toMatchObject({ inserted: 2 });
    const lines = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select amount_type, amount_description, amount, amount_total, start_date::text, deposit_date::text,
        posted_date::text, quantity, sku_code from settlements where mp_id = ${us} order by amount desc`,
    );
    expect(lines).toEqual([
      {
        amount_type: 'ItemPrice',
        amount_description: 'Principal',
        amount: '19.99',
        amount_total: '1234.56',
        start_date: '2023-01-01',
        deposit_date: '2023-01-17',
        posted_date: '2023-01-03',
        quantity: 1,
        sku_code: 'SKU-1',
      },
      {
        amount_type: 'ItemFees',
        amount_description: 'FBAPerUnitFulfillmentFee',
        amount: '-3.22',
        amount_total: '1234.56',
        start_date: '2023-01-01',
        deposit_date: '2023-01-17',
        posted_date: '2023-01-03',
        quantity: null, // the file line's quantity is on its first amount only: stored quantities add up
        sku_code: 'SKU-1',
      },
    ]);
  });

  it('imports a European settlement file in its own format (14.03.2023 07:49:55 UTC, 1141,18)', async () => {
    const file = tsvOf(settlementHeader, [
      settlementLine({
        'settlement-id': '987',
        'settlement-start-date': '01.03.2023 00:00:00 UTC',
        'settlement-end-date': '14.03.2023 07:49:55 UTC',
        'deposit-date': '16.03.2023 07:49:55 UTC',
        'total-amount': '1141,18',
        currency: 'EUR',
      }),
      settlementLine({
        'settlement-id': '987',
        'transaction-type': 'Order',
        'order-id': '302-1',
        'posted-date': '05.03.2023 10:11:12 UTC',
        sku: 'SKU-1',
        'quantity-purchased': '2',
        'price-type': 'Principal',
        'price-amount': '1.159,90',
      }),
      settlementLine({
        'settlement-id': '987',
        'transaction-type': 'Order',
        'order-id': '302-1',
        sku: 'SKU-1',
        'item-related-fee-type': 'Commission',
        'item-related-fee-amount': '-18,72',
      }),
    ]);
    const res = await upload(`data_type=settlements&mp_id=${de}`, 'settlement-de.txt', file);
    expect(res.json()).toMatchObject({ inserted: 2 });
    const lines = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select amount, amount_total, end_date::text, deposit_date::text, posted_date::text, currency_code
        from settlements where mp_id = ${de} order by amount desc`,
    );
    expect(lines).toEqual([
      {
        amount: '1159.90',
        amount_total: '1141.18',
        end_date: '2023-03-14',
        deposit_date: '2023-03-16',
        posted_date: '2023-03-05',
        currency_code: 'EUR',
      },
      {
        amount: '-18.72',
        amount_total: '1141.18',
        end_date: '2023-03-14',
        deposit_date: '2023-03-16',
        posted_date: null,
        currency_code: 'EUR',
      },
    ]);
    const again = await upload(`data_type=settlements&mp_id=${de}`, 'settlement-de.txt', file);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it('refuses a report of another kind, naming the columns it misses (all orders in Returns)', async () => {
    const res = await upload(`data_type=returns&mp_id=${us}`, 'returns.txt', allOrders);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^The file's columns do not match the template: missing Order ID/);
  });
});
