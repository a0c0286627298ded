import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amount,
  cents,
  FILES,
  headerFile,
  realFile,
  reportHeader,
  tsvTable,
} from '../../../../test/fixtures/amazon-files';
import { multipart } from '../../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';

/**
 * The sum check of every Amazon layout (issue 16, 1.5), on every Amazon file of shared/data (the header-only
 * ones filled with lines under their real header): the file's quantities and amounts, per currency, are what
 * the database holds afterwards, and a settlement's stored amounts add up to its total-amount as the file's do.
 * The FBA inventory report's check is in modules/inventory (inventory.fba-upload.test.ts).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'md-amazon-sums-'));
let t: TestApp;
let acme: number;
let userId: number;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  const s = await t.make.member(acme, {
    permissions: ['upload:orders', 'upload:settlement_data', 'upload:return_data'],
  });
  userId = s.user.id;
  seller = await t.auth(userId);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh marketplace of the seller's (so it holds this file's rows only). */
async function marketplace(o: { country_code: string; currency_code: string }) {
  const mp = await t.make.marketplace(o);
  await t.make.assign.marketplace(userId, mp.pk_mp_id);
  return mp.pk_mp_id;
}

async function upload(dataType: string, mpId: number, fileName: string, content: Buffer) {
  const body = multipart(fileName, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${acme}&data_type=${dataType}&mp_id=${mpId}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().skipped).toEqual([]);
}

type Totals = Record<string, Record<string, number>>;

/** Adds a row's figures into its currency's totals (in cents for amounts). */
function add(totals: Totals, currency: string, figures: Record<string, number>) {
  const mine = totals[currency] ?? {};
  totals[currency] = mine;
  for (const [k, v] of Object.entries(figures)) mine[k] = (mine[k] ?? 0) + v;
}

describe('orders: the all-orders and archived-orders reports', () => {
  const check = async (content: Buffer) => {
    const mpId = await marketplace({ country_code: 'US', currency_code: 'USD' });
    await upload('orders', mpId, 'orders.txt', content);
    const file: Totals = {};
    for (const r of tsvTable(content).rows) {
      add(file, r.currency || 'USD', {
        quantity: Number(r.quantity || 0),
        price: cents(amount(r['item-price']!)),
        tax: cents(amount(r['item-tax']!)),
        shipping: cents(amount(r['shipping-price']!)),
        discount: cents(amount(r['item-promotion-discount']!) + amount(r['ship-promotion-discount']!)),
      });
    }
    const stored = await rowsOf<{ currency_code: string } & Record<string, number>>(
      t.db,
      sql`select currency_code, sum(quantity_ordered)::int as quantity, (sum(item_price) * 100)::int as price,
        (coalesce(sum(amount_tax), 0) * 100)::int as tax, (coalesce(sum(amount_shipping), 0) * 100)::int as shipping,
        (coalesce(sum(amount_discount), 0) * 100)::int as discount
        from orders where client_id = ${acme}::int and mp_id = ${mpId}::int group by currency_code`,
    );
    expect(Object.fromEntries(stored.map(({ currency_code, ...sums }) => [currency_code, sums]))).toEqual(
      file,
    );
  };

  it('GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL (15 real lines, cancelled ones without price)', () =>
    check(headerFile(FILES.allOrders)));

  it('GET_FLAT_FILE_ARCHIVED_ORDERS_DATA_BY_ORDER_DATE, rows of one line adding up, two currencies', () => {
    const { line, file } = reportHeader(FILES.archivedOrders);
    const row = (id: string, sku: string, quantity: string, price: string, currency: string) =>
      line({
        'amazon-order-id': id,
        'purchase-date': '2024-05-01T09:00:00+00:00',
        'sales-channel': 'Amazon.com',
        sku,
        asin: `B0${sku}`,
        quantity,
        currency,
        'item-price': price,
        'item-tax': '1.10',
        'shipping-price': '0.99',
        'item-promotion-discount': '-0.25',
      });
    return check(
      file([
        row('111-1', 'A', '2', '39.98', 'USD'),
        row('111-1', 'A', '1', '19.99', 'USD'),
        row('111-2', 'B', '1', '5.55', 'USD'),
        row('111-3', 'C', '3', '30.30', 'CAD'),
      ]),
    );
  });
});

describe('settlements: both flat-file layouts', () => {
  const check = async (content: Buffer, decimal: '.' | ',', currency: string) => {
    const mpId = await marketplace({ country_code: 'US', currency_code: currency });
    await upload('settlements', mpId, 'settlement.txt', content);
    const amounts = [
      'price-amount',
      'item-related-fee-amount',
      'promotion-amount',
      'shipment-fee-amount',
      'order-fee-amount',
      'misc-fee-amount',
      'other-fee-amount',
      'direct-payment-amount',
      'other-amount',
      'amount',
    ];
    const file: Totals = {};
    const totals = new Map<string, number>();
    const settlementCurrency = new Map<string, string>();
    for (const r of tsvTable(content).rows) {
      const id = r['settlement-id']!;
      if (r['total-amount']) totals.set(id, cents(amount(r['total-amount'], decimal)));
      if (r.currency) settlementCurrency.set(id, r.currency);
      add(file, settlementCurrency.get(id) ?? currency, {
        quantity: Number(r['quantity-purchased'] || 0),
        amount: amounts.reduce((s, c) => s + cents(amount(r[c] ?? '', decimal)), 0),
      });
    }
    const stored = await rowsOf<{ currency_code: string; quantity: number; amount: number }>(
      t.db,
      sql`select currency_code, coalesce(sum(quantity), 0)::int as quantity,
        (coalesce(sum(amount), 0) * 100)::int as amount
        from settlements where client_id = ${acme}::int and mp_id = ${mpId}::int group by currency_code`,
    );
    expect(Object.fromEntries(stored.map(({ currency_code, ...sums }) => [currency_code, sums]))).toEqual(
      file,
    );
    // Per settlement: the stored total is the file's, and the lines fall short of it (or add up) as the file's.
    const perSettlement = await rowsOf<{ settlement_id: string; total: number; lines: number }>(
      t.db,
      sql`select settlement_id, (min(amount_total) * 100)::int as total, (coalesce(sum(amount), 0) * 100)::int as lines
        from settlements where client_id = ${acme}::int and mp_id = ${mpId}::int group by settlement_id`,
    );
    const fileLines = new Map<string, number>();
    for (const r of tsvTable(content).rows)
      fileLines.set(
        r['settlement-id']!,
        (fileLines.get(r['settlement-id']!) ?? 0) +
          amounts.reduce((s, c) => s + cents(amount(r[c] ?? '', decimal)), 0),
      );
    for (const s of perSettlement) {
      expect(s.total).toBe(totals.get(s.settlement_id));
      expect(s.total - s.lines).toBe(totals.get(s.settlement_id)! - fileLines.get(s.settlement_id)!);
    }
    return perSettlement;
  };

  it('the German V2 file (complete): its stored amounts add up to its total-amount 53,44', async () => {
    const [settlement] = await check(realFile(FILES.deSettlement), ',', 'EUR');
    expect(settlement).toEqual({ settlement_id: '7293436482', total: 5344, lines: 5344 });
  });

  it('the US 2015 wide file (an excerpt) and the wide settlement fixture', async () => {
    await check(realFile(FILES.usSettlement), '.', 'USD');
    await check(headerFile(FILES.settlement), '.', 'USD');
  });

  it('a complete wide settlement of two currencies worth of lines adds up to its total', async () => {
    const { line, file } = reportHeader(FILES.settlement);
    const summary = (id: string, total: string, currency: string) =>
      line({
        'settlement-id': id,
        'settlement-start-date': '2024-01-01 00:00:00 UTC',
        'total-amount': total,
        currency,
      });
    const order = (id: string, values: Record<string, string>) =>
      line({ 'settlement-id': id, 'transaction-type': 'Order', 'order-id': `o-${id}`, sku: 'S', ...values });
    const [a, b] = await check(
      file([
        summary('1', '16.73', 'USD'),
        order('1', { 'quantity-purchased': '2' }),
        order('1', { 'price-type': 'Principal', 'price-amount': '39.98' }),
        order('1', { 'item-related-fee-type': 'Commission', 'item-related-fee-amount': '-6.00' }),
        order('1', { 'promotion-type': 'Shipping', 'promotion-amount': '-1.25' }),
        order('1', { 'shipment-fee-type': 'FBAInboundTransportationFee', 'shipment-fee-amount': '-16.00' }),
        summary('2', '9.00', 'CAD'),
        order('2', { 'quantity-purchased': '1', 'price-type': 'Principal', 'price-amount': '10.00' }),
        order('2', { 'misc-fee-amount': '-1.00' }),
      ]),
      '.',
      'USD',
    );
    expect([a!.total - a!.lines, b!.total - b!.lines]).toEqual([0, 0]);
  });
});

describe('returns: the FBA customer returns report', () => {
  it('the quantities of the file are the stored ones', async () => {
    const mpId = await marketplace({ country_code: 'US', currency_code: 'USD' });
    const { line, file } = reportHeader(FILES.fbaReturns);
    const row = (order: string, lpn: string, quantity: string) =>
      line({
        'return-date': '2024-03-03T10:00:00+00:00',
        'order-id': order,
        sku: 'S-1',
        asin: 'B0S1',
        quantity,
        'detailed-disposition': 'SELLABLE',
        'license-plate-number': lpn,
      });
    const content = file([row('1', 'L1', '1'), row('1', 'L2', '2'), row('2', '', '1'), row('2', '', '4')]);
    await upload('returns', mpId, 'returns.txt', content);
    const fileQuantity = tsvTable(content).rows.reduce((s, r) => s + Number(r.quantity), 0);
    const [stored] = await rowsOf<{ quantity: number }>(
      t.db,
      sql`select sum(quantity)::int as quantity from returns where client_id = ${acme}::int and mp_id = ${mpId}::int`,
    );
    expect(stored!.quantity).toBe(fileQuantity);
  });
});
