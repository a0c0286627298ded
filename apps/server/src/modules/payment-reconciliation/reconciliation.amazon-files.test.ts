import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { familyOf } from '@marketdesk/contracts/marketplace-registry';
import type { ReconciliationReport } from '@marketdesk/contracts/reconciliation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amount, cents, FILES, realFile, tsvTable } from '../../../test/fixtures/amazon-files';
import { multipart } from '../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../test/helper';
import {
  insertRows,
  type OrderLineInput,
  type ReturnInput,
  writeOrderLines,
  writeReturns,
} from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { rollupDifferences } from '../../db/facts/recompute';
import { fees } from '../../db/schema';
import { filesFor } from '../../platform/files';
import { addDays } from '../../platform/report-scope';
import { runImport } from '../../platform/uploads';
import { vaultTarget } from '../data-upload';

/**
 * Real Amazon settlement files (../shared/data/amazon-real) stored through the Data Vault's settlement reader,
 * then reconciled: the German V2 file (amount-type lines, 23 columns, German numbers and dates) and the US wide
 * file of 2015 (price-type / item-related-fee-type, a quantity-only line). The file's orders become order rows
 * (price from its principal, fee rules from its commission and fees, a return for a refunded order), and the
 * report must answer each of them with the file's own amounts, line by line.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'md-reconciliation-files-'));
let t: TestApp;
let clientId: number;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  clientId = (await t.make.client()).pk_client_id;
  await t.make.role(clientId, {
    name: 'Client Admin',
    permissions: ['mp_func:price_recon', 'upload:settlement_data'],
  });
  admin = await t.auth((await t.make.member(clientId, { roleName: 'Client Admin' })).user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** '03.05.2018 17:12:22 UTC' or '2015-12-02T04:15:26+00:00' to 2018-05-03 / 2015-12-02. */
const dayOf = (text: string) => {
  const de = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(text);
  return de ? `${de[3]}-${de[2]}-${de[1]}` : text.slice(0, 10);
};

interface FileLine {
  order_id: string;
  sku: string;
  item: string;
  refund: boolean;
  day: string;
  quantity: number;
  kind: string;
  description: string;
  amount: number;
}

/** Each amount of the file with what it is, in either layout. */
function fileLines(content: Buffer, decimal: '.' | ','): FileLine[] {
  const out: FileLine[] = [];
  for (const r of tsvTable(content).rows) {
    if (!r['order-id']) continue;
    const base = {
      order_id: r['order-id'],
      sku: r.sku ?? '',
      item: r['order-item-code'] ?? '',
      refund: r['transaction-type'] === 'Refund',
      day: dayOf(r['posted-date'] ?? ''),
      quantity: Number(r['quantity-purchased'] || 0),
    };
    const pairs: [string, string, string][] = [
      ['amount-type', 'amount-description', 'amount'],
      ['', 'price-type', 'price-amount'],
      ['', 'item-related-fee-type', 'item-related-fee-amount'],
      ['', 'shipment-fee-type', 'shipment-fee-amount'],
      ['', 'order-fee-type', 'order-fee-amount'],
    ];
    for (const [kind, description, value] of pairs)
      if (r[value])
        out.push({
          ...base,
          kind: r[kind] ?? '',
          description: r[description] ?? '',
          amount: cents(amount(r[value], decimal)),
        });
    if (pairs.every(([, , v]) => !r[v])) out.push({ ...base, kind: '', description: '', amount: 0 });
  }
  return out;
}

/** The file's orders as order rows, fee rules and returns (a refunded order was returned, one unit). */
async function ordersOf(mpId: number, lines: FileLine[], currency: string) {
  const keys = [...new Set(lines.map((l) => `${l.order_id}\t${l.sku}\t${l.item}`))];
  const orders: OrderLineInput[] = [];
  const returns: ReturnInput[] = [];
  const rules: (typeof fees.$inferInsert)[] = [];
  for (const key of keys) {
    const [order_id, sku, item] = key.split('\t') as [string, string, string];
    const own = lines.filter((l) => l.order_id === order_id && l.sku === sku && l.item === item);
    const price = own
      .filter((l) => l.description === 'Principal')
      .reduce((s, l) => s + Math.abs(l.amount), 0);
    const commission = own.filter((l) => l.description === 'Commission').reduce((s, l) => s + l.amount, 0);
    const quantity = Math.max(1, ...own.map((l) => l.quantity));
    const other = own
      .filter((l) => !l.refund && !['Principal', 'Commission', 'Tax', ''].includes(l.description))
      .reduce((s, l) => s - l.amount, 0);
    const refunded = own.find((l) => l.refund);
    const day = own[0]!.day;
    orders.push({
      mp_id: mpId,
      order_id,
      order_item_id: item,
      identifier: `ID-${order_id}`,
      sku_code: sku,
      purchase_date: refunded ? addDays(day, -14) : day,
      order_status: 'Shipped',
      quantity_ordered: quantity,
      item_price: price / 100,
      amount_tax: 0,
      currency_code: currency,
    });
    rules.push({
      client_id: clientId,
      mp_id: mpId,
      identifier: `ID-${order_id}`,
      sku_code: sku,
      fee_variable_frac: price > 0 ? (Math.abs(commission) / price).toFixed(4) : '0',
      fee_fixed: String(other / 100 / quantity),
      fee_shipping: '0',
      currency_code: currency,
    });
    if (refunded)
      returns.push({
        mp_id: mpId,
        return_id: `R-${order_id}`,
        order_id,
        order_item_id: item,
        sku_code: sku,
        return_date: refunded.day,
        quantity: 1,
        price: price / 100,
        currency_code: currency,
      });
  }
  await writeOrderLines(t.db, clientId, orders);
  await writeReturns(t.db, clientId, returns);
  await insertRows(t.db, fees, rules);
  return orders;
}

/**
 * Stores the file as it arrives: uploaded to the Data Vault (`upload`), or imported as the SP-API connector
 * imports a settlement report it downloaded (`sp-api`: the same Data Vault target through runImport).
 */
async function store(mpId: number, file: string, content: Buffer, via: 'upload' | 'sp-api') {
  if (via === 'sp-api') {
    const [mp] = await rowsOf<{ pk_mp_id: number; name: string; short_code: string; currency_code: string }>(
      t.db,
      sql`select pk_mp_id, name, short_code, currency_code from marketplaces where pk_mp_id = ${mpId}::int`,
    );
    const target = vaultTarget('settlements', {
      clientId,
      mp: mp!,
      family: familyOf(mp!.short_code),
      today: '2026-01-01',
    });
    const outcome = await runImport({
      db: t.db,
      files: filesFor({ config: t.config, db: t.db }),
      target,
      report: { name: file, text: content },
      ctx: { clientId, userId: null, dataType: 'settlements', mpId },
    });
    expect(outcome.status).toBe('IMPORTED');
    return;
  }
  const body = multipart(file, content);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${clientId}&data_type=settlements&mp_id=${mpId}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(200);
}

async function reconcile(
  file: string,
  decimal: '.' | ',',
  mp: { short_code: string; currency_code: string },
  via: 'upload' | 'sp-api' = 'upload',
) {
  const mpId = (await t.make.marketplace(mp)).pk_mp_id;
  const content = realFile(file);
  await store(mpId, file, content, via);
  const lines = fileLines(content, decimal);
  const orders = await ordersOf(mpId, lines, mp.currency_code);
  const dates = orders.map((o) => o.purchase_date).sort();
  const res = await t.app.inject({
    method: 'POST',
    url: `/payment-reconciliation/report?client_id=${clientId}`,
    headers: admin,
    payload: { marketplace_id: mpId, start_date: dates[0], end_date: dates.at(-1), page_size: 500 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const report = res.json() as ReconciliationReport;
  // Line by line: each order line's actual net is the sum of the file's amounts of its order, SKU and item.
  expect(report.entries).toHaveLength(orders.length);
  for (const e of report.entries) {
    const own = lines.filter((l) => l.order_id === e.order_id && l.sku === e.sku_code);
    expect(cents(e.actual_net_received), e.order_id).toBe(own.reduce((s, l) => s + l.amount, 0));
  }
  return { mpId, report };
}

describe('real Amazon settlement files stored and reconciled', () => {
  it('the German V2 file: its stored amounts add up to its total-amount and each order matches', async () => {
    const { mpId, report } = await reconcile(FILES.deSettlement, ',', {
      short_code: 'AZ_DE',
      currency_code: 'EUR',
    });
    const [stored] = await rowsOf<{ lines: number; total: number }>(
      t.db,
      sql`select (sum(amount) * 100)::int as lines, (min(amount_total) * 100)::int as total
        from settlements where client_id = ${clientId}::int and mp_id = ${mpId}::int`,
    );
    expect(stored).toEqual({ lines: 5344, total: 5344 });
    // The listing rollup (Business View's payments) holds every amount of the file on its order's day, and equals
    // a recomputation from the raw rows.
    const [paid] = await rowsOf<{ paid: number }>(
      t.db,
      sql`select (sum(paid) * 100)::int as paid from sales_daily_listing
        where client_id = ${clientId}::int and mp_id = ${mpId}::int`,
    );
    expect(paid).toEqual({ paid: 5344 });
    expect(await rollupDifferences(t.db)).toEqual([]);
    // The report's lines add up to the settlement's total too: every amount found its order line.
    expect(report.entries.reduce((s, e) => s + cents(e.actual_net_received), 0)).toBe(5344);
    const sold = report.entries.find((e) => e.order_id === '303-3746292-6119509')!;
    expect(sold).toMatchObject({
      reconciliation_status: 'matched',
      settlement_id: '7293436482',
      settlement_date: '2018-05-06',
      received_amount: 179.99,
      commission: 32.4,
      expected_net_amount: 147.59,
      actual_net_received: 147.59,
      discrepancy: 0,
      discrepancy_category: null,
    });
    // The refunded order: its payment was settled before this file, so only the refund is here.
    const refunded = report.entries.find((e) => e.order_id === '305-1251749-5602732')!;
    expect(refunded).toMatchObject({
      reconciliation_status: 'returned',
      returned_quantity: 1,
      settlement_id: '7293436482',
      received_amount: 0,
      actual_net_received: -94.15,
      expected_net_amount: -19.8,
      discrepancy_category: 'missing_payment',
    });
  });

  it.each(['upload', 'sp-api'] as const)(
    'the US wide file of 2015 (%s): the quantity line and the FBA fee line find their order',
    async (via) => {
      const { report } = await reconcile(
        FILES.usSettlement,
        '.',
        { short_code: via === 'upload' ? 'AZ_US' : 'AZ_US2', currency_code: 'USD' },
        via,
      );
      expect(report.entries).toHaveLength(1);
      expect(report.entries[0]).toMatchObject({
        order_id: '112-8095165-5463447',
        sku_code: 'edifier-p270-gold',
        reconciliation_status: 'matched',
        original_quantity: 1,
        settlement_id: '6016502941',
        settlement_date: '2015-12-18',
        received_amount: 27.99,
        fee: 1,
        expected_net_amount: 26.99,
        actual_net_received: 26.99,
        discrepancy: 0,
      });
      expect(report).toMatchObject({ total_orders: 1, matched_orders: 1, total_discrepancy: 0 });
    },
  );
});
