import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCsv,
  EXCESS_HEADER,
  INVENTORY_AGE_HEADER,
  RESTOCK_HEADER,
} from '../../../test/fixtures/fba-planning';
import { type Caller, call, inventorySetup, member } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';

/**
 * POST /inventory/fba-planning/upload with Seller Central's FBA planning downloads built as Amazon writes them
 * (every field quoted, Windows-1252 bytes, the misspelt `avaliable-quantity(sellable)`, `USD 58.89`, rows
 * shorter than the header): what is stored adds up to the file, the same file again changes nothing, a bad
 * file changes nothing.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;
let uploader: Caller;
const PATH = '/inventory/fba-planning/upload';

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
  uploader = await member(t, s.clientId, ['inventory:upload'], [s.ot, s.az]);
});
afterAll(() => t?.close());

const upload = (content: Buffer, mpId = s.az) =>
  call(t, s.clientId)('POST', PATH, uploader, { mp_id: mpId }, content, 'report.csv');

const stored = (type: string) =>
  rowsOf<Record<string, unknown>>(
    t.db,
    sql`select sku_code, units, age_0_90, age_91_180, age_181_270, age_271_365, age_365_plus,
        recommended_order_qty, recommended_order_date::text as recommended_order_date, excess_units,
        snapshot_date::text as snapshot_date, currency, price::text as price, days_of_supply::text as days_of_supply
      from fba_planning where client_id = ${s.clientId}::int and mp_id = ${s.az}::int and report_type = ${type}
      order by sku_code`,
  );

const total = (rows: Record<string, unknown>[], k: string) => rows.reduce((a, r) => a + Number(r[k] ?? 0), 0);

const ageRow = (sku: string, ages: number[], name = 'Café Crème Becher 350 ml, 2er Set') => ({
  values: {
    'snapshot-date': '2026-11-30',
    sku,
    fnsku: `X00${sku}`,
    asin: `B0${sku}`,
    'product-name': name,
    condition: 'New',
    'avaliable-quantity(sellable)': String(ages.reduce((a, n) => a + n, 0)),
    'qty-with-removals-in-progress': '0',
    'inv-age-0-to-90-days': String(ages[0]),
    'inv-age-91-to-180-days': String(ages[1]),
    'inv-age-181-to-270-days': String(ages[2]),
    'inv-age-271-to-365-days': String(ages[3]),
    'inv-age-365-plus-days': String(ages[4]),
    currency: 'USD',
    'your-price': '24.99',
    alert: 'Low traffic',
  },
});

/** Three SKUs: sellable 12 + 140 + 1,007 = 1,159 units; 181 days and older 0 + 38 + 570 = 608. */
const AGE_ROWS = [
  ageRow('A1', [12, 0, 0, 0, 0]),
  ageRow('A2', [60, 42, 30, 8, 0], 'Größe L "Premium" Fleece®, grau'),
  ageRow('A3', [400, 37, 300, 200, 70]),
];
const AGE_FILE = consoleCsv(INVENTORY_AGE_HEADER, AGE_ROWS);

describe('inventory age report', () => {
  it('stores each SKU with its age buckets; the totals are the file’s; the same file again is unchanged', async () => {
    // The bytes are Windows-1252, not UTF-8 (é is one byte 0xE9).
    expect(AGE_FILE.includes(Buffer.from([0xe9]))).toBe(true);
    const res = await upload(AGE_FILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'inventory_age',
      rows: 3,
      totals: { units: 1159 },
      inserted: 3,
      updated: 0,
      unchanged: 0,
      removed: 0,
    });
    const rows = await stored('inventory_age');
    expect(total(rows, 'units')).toBe(1159);
    expect(total(rows, 'age_181_270') + total(rows, 'age_271_365') + total(rows, 'age_365_plus')).toBe(608);
    expect(rows[1]).toMatchObject({
      sku_code: 'A2',
      units: 140,
      age_0_90: 60,
      age_91_180: 42,
      age_181_270: 30,
      age_271_365: 8,
      age_365_plus: 0,
      snapshot_date: '2026-11-30',
      currency: 'USD',
      price: '24.99',
      recommended_order_qty: null,
      excess_units: null,
    });

    const again = await upload(AGE_FILE);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, totals: { units: 1159 } });
  });

  it('a newer report replaces the kind’s snapshot: a SKU it no longer lists goes', async () => {
    const res = await upload(consoleCsv(INVENTORY_AGE_HEADER, [AGE_ROWS[0]!, ageRow('A3', [5, 0, 0, 0, 1])]));
    expect(res.json()).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 1,
      removed: 1,
      totals: { units: 18 },
    });
    expect((await stored('inventory_age')).map((r) => r.sku_code)).toEqual(['A1', 'A3']);
    // Back to the first file for the tests after.
    expect((await upload(AGE_FILE)).json()).toMatchObject({ inserted: 1, updated: 1 });
  });
});

describe('restock inventory report', () => {
  const row = (sku: string, country: string, available: number, order: number, date: string) => ({
    values: {
      Country: country,
      'Product Description': `Trinkflasche "Sport", 750 ml, ${sku}`,
      FNSKU: `X1${sku}`,
      SKU: sku,
      ASIN: `B1${sku}`,
      Condition: 'New',
      'Currency Code': 'USD',
      Price: '1,299.00',
      'Available Inventory': String(available),
      'Days of Supply': '12.5',
      'Recommended Order Quantity': String(order),
      'Recommended Order Date': date,
    },
  });

  it("stores the recommended order quantity and date; rows of one SKU add up; another country's rows are left", async () => {
    const file = consoleCsv(RESTOCK_HEADER, [
      row('R1', 'US', 30, 120, '2026-12-10'),
      row('R2', 'US', 0, 0, 'N/A'),
      // One SKU listed twice: one line, the units and quantities summed, the sooner date.
      row('R3', 'US', 7, 50, '12/20/2026'),
      row('R3', 'US', 3, 25, '12/15/2026'),
      // A unified account's Canadian row: the upload is for the US marketplace.
      row('R4', 'CA', 9, 40, '12/01/2026'),
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'restock',
      rows: 5,
      totals: { units: 40 },
      inserted: 3,
      skipped: [{ sales_channel: 'CA', rows: 1, reason: "Another marketplace's row: this upload is for US" }],
    });
    const rows = await stored('restock');
    expect(total(rows, 'units')).toBe(40);
    expect(total(rows, 'recommended_order_qty')).toBe(195);
    expect(rows.map((r) => [r.sku_code, r.recommended_order_qty, r.recommended_order_date])).toEqual([
      ['R1', 120, '2026-12-10'],
      ['R2', 0, null],
      ['R3', 75, '2026-12-15'],
    ]);
    expect(rows[0]).toMatchObject({ price: '1299.00', currency: 'USD', days_of_supply: '12.5' });
    // The inventory age snapshot is another kind: untouched.
    expect(total(await stored('inventory_age'), 'units')).toBe(1159);

    // The same report re-saved by Excel (US): no quotes, numbers without separators or trailing zeros, dates as
    // Excel writes them: the same values, so nothing changes.
    const resaved = (r: ReturnType<typeof row>) => ({
      values: {
        ...r.values,
        Price: '1299',
        'Recommended Order Date': r.values['Recommended Order Date'].replace(
          /^(\d{4})-(\d{2})-(\d{2})$/,
          (_, y, m, d) => `${Number(m)}/${Number(d)}/${y}`,
        ),
      },
    });
    const excel = consoleCsv(
      RESTOCK_HEADER,
      [
        resaved(row('R1', 'US', 30, 120, '2026-12-10')),
        resaved(row('R2', 'US', 0, 0, 'N/A')),
        resaved(row('R3', 'US', 7, 50, '12/20/2026')),
        resaved(row('R3', 'US', 3, 25, '12/15/2026')),
        resaved(row('R4', 'CA', 9, 40, '12/01/2026')),
      ],
      'latin1',
      'excel',
    );
    expect(excel.toString('latin1')).toContain('R1,B1R1,New,,,USD,1299,');
    const again = await upload(excel);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, totals: { units: 40 } });
  });
});

describe('excess inventory report', () => {
  const row = (sku: string, sellable: number, excess: number, price: string, fields?: number) => ({
    values: {
      Date: '2026-11-29',
      MSKU: sku,
      FNSKU: `X2${sku}`,
      Asin: `B2${sku}`,
      'Product Name': 'Kaffeebecher, 2er Set',
      Condition: 'New',
      'Fulfilled By': 'Amazon',
      'Total Quantity (Sellable)': String(sellable),
      'Estimated Excess': String(excess),
      'Days Of Supply': '240',
      'Excess Threshold': '90',
      Alert: 'Excess',
      'Your Price': price,
      'Lowest Price (Includes Shipping)': 'USD 55.00',
      'Buybox Price': 'USD 58.89',
      'Recommended action': 'Create a sale',
    },
    fields,
  });

  it('reads prices written `USD 58.89` and rows shorter than the header', async () => {
    const file = consoleCsv(EXCESS_HEADER, [
      row('E1', 300, 210, 'USD 58.89', 20),
      row('E2', 45, 0, 'USD 1,024.50', 20),
      row('E3', 1200, 1100, 'USD 3.10'),
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ report_type: 'excess', rows: 3, totals: { units: 1545 } });
    const rows = await stored('excess');
    expect(total(rows, 'units')).toBe(1545);
    expect(total(rows, 'excess_units')).toBe(1310);
    expect(rows.map((r) => [r.sku_code, r.price, r.currency, r.snapshot_date])).toEqual([
      ['E1', '58.89', 'USD', '2026-11-29'],
      ['E2', '1024.50', 'USD', '2026-11-29'],
      ['E3', '3.10', 'USD', '2026-11-29'],
    ]);
  });
});

describe('refusals', () => {
  it('an unknown header is refused with what it found and the kinds it knows; nothing changes', async () => {
    const res = await upload(
      consoleCsv(['sku', 'quantity', 'warehouse'], [{ values: { sku: 'Z', quantity: '1' } }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      'This file is not an FBA planning report: its header is sku, quantity, warehouse. Upload one of the FBA reports Inventory age, Restock inventory, Excess inventory (.csv as Seller Central downloads it).',
    );
  });

  it('a file with one bad row writes nothing and names the row', async () => {
    const bad = ageRow('A9', [1, 0, 0, 0, 0]);
    bad.values['inv-age-365-plus-days'] = 'many';
    const res = await upload(consoleCsv(INVENTORY_AGE_HEADER, [ageRow('A1', [99, 0, 0, 0, 0]), bad]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { row: 3, type: 'text', message: 'inv-age-365-plus-days is not a whole number of 0 or more.' },
    ]);
    const rows = await stored('inventory_age');
    expect(rows.map((r) => [r.sku_code, r.units])).toEqual([
      ['A1', 12],
      ['A2', 140],
      ['A3', 1007],
    ]);
  });

  it('is for Amazon marketplaces only', async () => {
    const res = await upload(AGE_FILE, s.ot);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('choose an Amazon marketplace');
  });
});
