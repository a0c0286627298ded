import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES, realFile, reportHeader } from '../../../../test/fixtures/amazon-files';
import { multipart } from '../../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';

/** Amazon's settlement flat files as they come: both layouts, columns left out, blank lines, padded values. */
const dataDir = mkdtempSync(join(tmpdir(), 'md-amazon-settlements-'));
let t: TestApp;
let acme: number;
let de: number;
let us: number;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  de = (
    await t.make.marketplace({
      short_code: 'AZ_DE',
      name: 'Amazon Germany',
      country_code: 'DE',
      currency_code: 'EUR',
    })
  ).pk_mp_id;
  us = (await t.make.marketplace({ short_code: 'AZ_US', name: 'Amazon US' })).pk_mp_id;
  const s = await t.make.member(acme, { permissions: ['upload:settlement_data'] });
  await t.make.assign.marketplace(s.user.id, de);
  await t.make.assign.marketplace(s.user.id, us);
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
    url: `/data/process-file?client_id=${acme}&data_type=settlements&mp_id=${mpId}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
};

const linesOf = (settlementId: string) =>
  rowsOf<Record<string, unknown>>(
    t.db,
    sql`select transaction_type, amount_type, amount_description, amount, amount_total, quantity,
      posted_date::text, currency_code, sku_code
      from settlements where client_id = ${acme}::int and settlement_id = ${settlementId}
      order by pk_settlement_line_id`,
  );

describe('the German V2 settlement file (23 columns, no promotion-id, 03.05.2018 09:10:07 UTC, 179,99)', () => {
  it('stores every amount with its type: the lines add up to the total-amount 53,44', async () => {
    const res = await upload(de, 'settlement.txt', realFile(FILES.deSettlement));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 5, skipped: [] });
    const lines = await linesOf('7293436482');
    expect(lines).toEqual([
      expect.objectContaining({
        transaction_type: 'Order',
        amount_type: 'ItemPrice',
        amount_description: 'Principal',
        amount: '179.99',
        amount_total: '53.44',
        quantity: 1,
        posted_date: '2018-05-03',
        currency_code: 'EUR',
      }),
      expect.objectContaining({
        amount_type: 'ItemFees',
        amount_description: 'Commission',
        amount: '-32.40',
      }),
      expect.objectContaining({ transaction_type: 'Refund', amount_type: 'ItemPrice', amount: '-109.99' }),
      expect.objectContaining({ amount_type: 'ItemFees', amount_description: 'Commission', amount: '19.80' }),
      expect.objectContaining({ amount_description: 'RefundCommission', amount: '-3.96', quantity: null }),
    ]);
    const sum = lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    expect(sum).toBe(5344);
    const again = await upload(de, 'settlement.txt', realFile(FILES.deSettlement));
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
  });

  it('refuses an amount that is not a number, naming the row and the column', async () => {
    const text = realFile(FILES.deSettlement).toString('utf8').replace('-32,40', '-32,4O');
    const res = await upload(de, 'settlement.txt', Buffer.from(text));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: 'Found 1 validation errors',
      errors: [{ row: 4, type: 'text', message: 'amount must be a valid number.' }],
    });
  });
});

describe('the wide settlement flat file (36 columns)', () => {
  it("keeps the line that carries only the quantity (the US 2015 file's first order line)", async () => {
    const res = await upload(us, 'settlement.txt', realFile(FILES.usSettlement));
    expect(res.statusCode, res.body).toBe(200);
    expect(await linesOf('6016502941')).toEqual([
      expect.objectContaining({
        amount_type: null,
        amount: null,
        quantity: 1,
        sku_code: 'edifier-p270-gold',
      }),
      expect.objectContaining({ amount_type: 'ItemPrice', amount_description: 'Principal', amount: '27.99' }),
      expect.objectContaining({ amount_type: 'ItemFees', amount: '-1.00', amount_total: '16630.13' }),
    ]);
  });

  it('takes it without the three promotion columns, with a blank line and padded values in the middle', async () => {
    const { header, line } = reportHeader(FILES.settlement);
    const promotion = new Set(['promotion-id', 'promotion-type', 'promotion-amount']);
    const keep = header.map((h) => !promotion.has(h));
    const cut = (cells: readonly string[]) => cells.filter((_, i) => keep[i]);
    const rows = [
      line({
        'settlement-id': '555',
        'settlement-start-date': '2023-01-01 00:00:00 UTC',
        'deposit-date': '2023-01-17 00:00:00 UTC',
        'total-amount': '30.00',
        currency: 'USD',
      }),
      line({
        'settlement-id': '555',
        'transaction-type': 'Order ',
        'order-id': '111-1',
        sku: 'SKU-1 ',
        'quantity-purchased': '2',
        'price-type': 'Principal ',
        'price-amount': ' 40.00 ',
      }),
      line({
        'settlement-id': '555',
        'transaction-type': 'Order',
        'order-id': '111-1',
        sku: 'SKU-1',
        'item-related-fee-type': 'Commission',
        'item-related-fee-amount': '-10.00',
      }),
    ].map(cut);
    const file = Buffer.from(
      [cut(header), rows[0], rows[1], [], rows[2]].map((r) => `${r!.join('\t')}  `).join('\r\n'),
    );
    const res = await upload(us, 'settlement.txt', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(await linesOf('555')).toEqual([
      expect.objectContaining({
        transaction_type: 'Order',
        amount_type: 'ItemPrice',
        amount_description: 'Principal',
        amount: '40.00',
        quantity: 2,
        sku_code: 'SKU-1',
        amount_total: '30.00',
      }),
      expect.objectContaining({
        amount_type: 'ItemFees',
        amount_description: 'Commission',
        amount: '-10.00',
      }),
    ]);
  });
});
