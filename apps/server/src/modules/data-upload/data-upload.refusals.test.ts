import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_LIMITS } from '@marketdesk/contracts/uploads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, xlsxOf } from '../../../test/fixtures/data-upload';
import { SHARED_DATA } from '../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';

/** Files that cannot be uploaded: each answers a clear 4xx and leaves the database (and storage) as it was. */
const dataDir = mkdtempSync(join(tmpdir(), 'md-upload-refusals-'));
let t: TestApp;
let acme: number;
let az: number;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  az = (await t.make.marketplace({ short_code: 'AZ_UK', currency_code: 'GBP' })).pk_mp_id;
  const s = await t.make.member(acme, { permissions: ['upload:orders', 'upload:sku'] });
  await t.make.assign.marketplace(s.user.id, az);
  seller = await t.auth(s.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (fileName: string, content: Buffer, field = 'file', q = `data_type=orders&mp_id=${az}`) => {
  const body = multipart(fileName, content, field);
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${acme}&${q}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
};

/** Nothing written: no facts, no uploads row, no stored file. */
async function expectNothingWritten() {
  const [n] = await rowsOf<{ orders: number; uploads: number; files: number; skus: number }>(
    t.db,
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from uploads) as uploads,
      (select count(*)::int from files) as files, (select count(*)::int from skus) as skus`,
  );
  expect(n).toEqual({ orders: 0, uploads: 0, files: 0, skus: 0 });
  const stored = join(dataDir, 'files', String(acme));
  const left = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? left(join(dir, e.name)) : [e.name],
      );
    } catch {
      return [];
    }
  };
  expect(left(stored)).toEqual([]);
}

const HEADER = [
  'Order ID',
  'Order Item ID',
  'ASIN',
  'SKU Code',
  'Purchase date',
  'Item price',
  'Currency Code',
];

describe('refused files', () => {
  it.each([
    [
      'a text file named .xlsx',
      'orders.xlsx',
      Buffer.from('order id,sku\n1,2\n'),
      400,
      /is named \.xlsx but is a text file/,
    ],
    ['an empty file', 'orders.xlsx', Buffer.alloc(0), 400, /empty/],
    ['a PDF', 'orders.pdf', Buffer.from('%PDF-1.4'), 400, /Files of type \.pdf cannot be uploaded here/],
    [
      'a password-protected workbook',
      'orders.xls',
      readFileSync(join(SHARED_DATA, 'xls-quirks', 'issue_385.xls')),
      400,
      /password-protected/,
    ],
  ])('%s', async (_what, name, content, status, detail) => {
    const res = await send(name, content);
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toMatch(detail);
    await expectNothingWritten();
  });

  it('a file over the size limit: 413 with the limit', async () => {
    const res = await send('big.xlsx', Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1024, 0x50));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail: 'This file is larger than 25 MB. Split it into smaller files and upload them one by one.',
    });
    await expectNothingWritten();
  });

  it('no file field, or a body that is not multipart: 400', async () => {
    expect((await send('a.xlsx', await xlsxOf(HEADER, []), 'other')).json()).toEqual({
      detail: 'Choose a file to upload (multipart field "file").',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: `/data/process-file?client_id=${acme}&data_type=orders&mp_id=${az}`,
      headers: seller,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    await expectNothingWritten();
  });

  it('a header without rows: 400', async () => {
    const res = await send('o.xlsx', await xlsxOf(HEADER, []));
    expect(res.json()).toEqual({ detail: 'This file has a header but no data rows.' });
    await expectNothingWritten();
  });

  it('missing and unexpected columns are named (422), labels and field names both accepted', async () => {
    const res = await send(
      'o.xlsx',
      await xlsxOf(
        ['order_id', 'ASIN', 'purchase DATE', 'Colour', 'Item price'],
        [['1', 'A', '2024-01-01', 'red', 1]],
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail:
        "The file's columns do not match the template: missing Order Item ID, SKU Code, Currency Code; unexpected Colour. Download the template to see the expected columns.",
      errors: [
        {
          row: 1,
          type: 'json',
          message: JSON.stringify([
            { loc: ['Order Item ID'], msg: 'Missing column' },
            { loc: ['SKU Code'], msg: 'Missing column' },
            { loc: ['Currency Code'], msg: 'Missing column' },
            { loc: ['Colour'], msg: 'Unexpected column' },
          ]),
        },
      ],
    });
    await expectNothingWritten();
  });

  it('wrong types and impossible dates are row errors (422)', async () => {
    const res = await send(
      'skus.xlsx',
      await xlsxOf(
        ['SKU Code', 'Name', 'Weight', 'Fragile'],
        [
          ['A', 'Mug', 'heavy', 'maybe'],
          ['B', '', 3, true],
        ],
      ),
      'file',
      'data_type=sku',
    );
    const { failing_rows, ...answer } = res.json();
    // The failing rows come back as the file had them, under its own header.
    expect(failing_rows.header).toEqual(['SKU Code', 'Name', 'Weight', 'Fragile']);
    expect(
      failing_rows.rows.map((r: { row: number; values: string[] }) => [r.row, r.values[0], r.values[2]]),
    ).toEqual([
      [2, 'A', 'heavy'],
      [3, 'B', '3'],
    ]);
    expect(answer).toEqual({
      detail: 'Found 3 validation errors',
      errors: [
        { row: 2, type: 'text', message: 'Weight must be a valid number.' },
        { row: 2, type: 'text', message: 'Fragile must be true or false.' },
        { row: 3, type: 'text', message: 'Name is required.' },
      ],
    });
    const dates = await send(
      'o.xlsx',
      await xlsxOf(HEADER, [
        ['1', 'i', 'A', 'S', '2023-02-29', 1, 'GBP'],
        ['2', 'i', 'A', 'S', '31.04.2023', 1, 'GBP'],
      ]),
    );
    expect(dates.json().errors).toEqual([
      { row: 2, type: 'text', message: 'Purchase date must be a valid date.' },
      { row: 3, type: 'text', message: 'Purchase date must be a valid date.' },
    ]);
    await expectNothingWritten();
  });
});
