import {
  type ReconciliationEntry,
  type ReconciliationReport,
  reconciliationReport,
} from '@marketdesk/contracts/reconciliation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReconciliationFixture,
  writeReconciliationFixture,
} from '../../../test/fixtures/payment-reconciliation';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { rowsOf } from '../../db/facts/executor';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * Every figure of the report recomputed here from the raw rows (orders, fees, returns, settlements) with plain
 * arithmetic on integer cents, for random windows of both marketplaces, against what the call answered: the
 * lines chosen, the fee rule found, the returned units, each settlement line's bucket and order line, the
 * expected and actual net, the discrepancy, the status, the category and the summary.
 */

let t: TestApp;
let f: ReconciliationFixture;
let admin: Record<string, string>;
const today = todayUtc();
const random = mulberry32(2020);

type Row = Record<string, string | number | null>;
let orders: Row[];
let feeRows: Row[];
let returnRows: Row[];
let settlementRows: Row[];

const c = (x: unknown) => Math.round(Number(x ?? 0) * 100);

beforeAll(async () => {
  t = await createTestApp();
  f = await writeReconciliationFixture(t, random, today);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['mp_func:price_recon'] });
  admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  orders = await rowsOf<Row>(
    t.db,
    sql`select *, purchase_date::text as day from orders where client_id = ${f.clientId}::int`,
  );
  feeRows = await rowsOf<Row>(t.db, sql`select * from fees where client_id = ${f.clientId}::int`);
  returnRows = await rowsOf<Row>(
    t.db,
    sql`select *, return_date::text as day from returns where client_id = ${f.clientId}::int`,
  );
  settlementRows = await rowsOf<Row>(
    t.db,
    sql`select *, coalesce(deposit_date, end_date, posted_date)::text as sdate,
      coalesce(end_date, posted_date, deposit_date)::text as reach
      from settlements where client_id = ${f.clientId}::int`,
  );
}, 120_000);
afterAll(() => t?.close());

/** The bucket of a settlement line, written out again from the rule in docs/guide/business-reports/payment-reconciliation.md. */
function bucket(s: Row): 'price' | 'tax' | 'commission' | 'fee' {
  const label = (s.amount_description as string) || (s.amount_type as string) || '';
  if (/tax/i.test(label)) return 'tax';
  if (/commission/i.test(label) && !/refund/i.test(label)) return 'commission';
  if (/^(itemprice|promotion|price)$/i.test((s.amount_type as string) ?? '')) return 'price';
  if (/^(principal|shipping|giftwrap|gift wrap|price|item ?price|sale|promotion)/i.test(label))
    return 'price';
  return 'fee';
}

type Whole = Omit<ReconciliationReport, 'total' | 'page' | 'page_size'>;

function oracle(mpId: number, start: string, end: string, identifierField: string): Whole {
  const lines = orders
    .filter(
      (o) =>
        o.mp_id === mpId &&
        o.order_type === 'R' &&
        (o.day as string) >= start &&
        (o.day as string) <= end &&
        !['cancelled', 'canceled'].includes(String(o.order_status ?? '').toLowerCase()),
    )
    .sort(
      (a, b) =>
        String(a.day).localeCompare(String(b.day)) ||
        String(a.order_id).localeCompare(String(b.order_id)) ||
        String(a.order_item_id).localeCompare(String(b.order_item_id)),
    );
  const reaches = settlementRows.filter((s) => s.mp_id === mpId && s.reach).map((s) => s.reach as string);
  const through = reaches.length > 0 ? reaches.sort().at(-1)! : null;
  const dueBy = through ? addDays(through, -7) : null;
  // Settlement lines to their order line: order id and SKU, then the order item id, among every regular line of
  // the order (whatever the window).
  const regular = orders
    .filter(
      (o) =>
        o.mp_id === mpId &&
        o.order_type === 'R' &&
        !['cancelled', 'canceled'].includes(String(o.order_status ?? '').toLowerCase()),
    )
    .sort(
      (a, b) =>
        String(a.day).localeCompare(String(b.day)) ||
        String(a.order_item_id).localeCompare(String(b.order_item_id)),
    );
  const got = new Map<Row, Row[]>();
  for (const s of settlementRows.filter((x) => x.mp_id === mpId)) {
    const same = regular.filter((o) => o.order_id === s.order_id);
    const bySku = same.filter((o) => s.sku_code !== null && o.sku_code === s.sku_code);
    const target =
      bySku.length > 0
        ? (bySku.find((o) => o.order_item_id === s.order_item_id) ?? bySku[0])
        : same.find((o) => o.order_item_id === s.order_item_id);
    if (target) got.set(target, [...(got.get(target) ?? []), s]);
  }
  const entries = lines.map((o): ReconciliationEntry => {
    const fee =
      feeRows.find((x) => x.mp_id === mpId && x.identifier === o.identifier) ??
      feeRows
        .filter((x) => x.mp_id === mpId && x.sku_code === o.sku_code)
        .sort((a, b) => Number(a.pk_fee_id) - Number(b.pk_fee_id))[0];
    const qty = Number(o.quantity_ordered);
    const commission = Math.round(Number(o.item_price) * Number(fee?.fee_variable_frac ?? 0) * 100);
    const fees = Math.round((Number(fee?.fee_fixed ?? 0) + Number(fee?.fee_shipping ?? 0)) * qty * 100);
    const rets = returnRows.filter(
      (r) =>
        r.mp_id === mpId &&
        r.order_id === o.order_id &&
        (r.order_item_id === o.order_item_id || (r.order_item_id === null && r.sku_code === o.sku_code)),
    );
    const returned = rets.reduce((s, r) => s + Number(r.quantity), 0);
    const returnedDue = rets
      .filter((r) => dueBy !== null && (r.day as string) <= dueBy)
      .reduce((s, r) => s + Number(r.quantity), 0);
    const price = c(o.item_price) + c(o.amount_shipping) - c(o.amount_discount);
    const tax = c(o.amount_tax);
    const mine = got.get(o) ?? [];
    const isRefund = (s: Row) => /refund|return|chargeback/i.test(String(s.transaction_type ?? ''));
    const sum = (pick: (s: Row) => boolean) => mine.filter(pick).reduce((n, s) => n + c(s.amount), 0);
    const received = sum((s) => !isRefund(s) && bucket(s) === 'price');
    const receivedTax = sum((s) => !isRefund(s) && bucket(s) === 'tax');
    const charged = -sum((s) => bucket(s) === 'commission') - sum((s) => bucket(s) === 'fee');
    const refunded = -sum((s) => isRefund(s) && (bucket(s) === 'price' || bucket(s) === 'tax'));
    // Units owed their refund: every returned one once a refund was paid, else those the settlements reach.
    const owed = refunded > 0 ? returned : returnedDue;
    const refundDue = qty > 0 && owed > 0 ? Math.round(((price + tax) * Math.min(owed, qty)) / qty) : 0;
    const expected = price + tax - commission - fees - refundDue;
    const actual = mine.reduce((n, s) => n + c(s.amount), 0);
    const discrepancy = actual - expected;
    let category: ReconciliationEntry['discrepancy_category'] = null;
    if (mine.length === 0) {
      const due = through !== null && (o.day as string) <= addDays(through, -7);
      category = expected > 1 && due ? 'missing_payment' : null;
    } else if (Math.abs(discrepancy) <= 1) category = null;
    else if (received + receivedTax < price + tax - 1) category = 'missing_payment';
    else if (charged > commission + fees + 1) category = 'fee_overcharge';
    else if (refunded > refundDue + 1) category = 'lost_unit';
    else if (refunded < refundDue - 1) category = 'unrefunded_return';
    else category = 'other';
    const status = returned > 0 ? 'returned' : mine.length > 0 && category === null ? 'matched' : 'unmatched';
    const payment = [...mine].sort(
      (a, b) =>
        Number(isRefund(a)) - Number(isRefund(b)) ||
        String(a.sdate ?? '9999').localeCompare(String(b.sdate ?? '9999')) ||
        String(a.settlement_id).localeCompare(String(b.settlement_id)),
    )[0];
    return {
      order_date: o.day as string,
      order_id: o.order_id as string,
      sku_code: (o.sku_code as string) ?? '',
      reconciliation_status: status,
      [identifierField]: o.identifier,
      original_item_price: c(o.item_price) / 100,
      original_tax: tax / 100,
      original_quantity: qty,
      returned_quantity: returned,
      settlement_id: (payment?.settlement_id as string) ?? null,
      settlement_date: (payment?.sdate as string) ?? null,
      received_amount: received / 100,
      received_tax: receivedTax / 100,
      commission: commission / 100,
      fee: fees / 100,
      expected_net_amount: expected / 100,
      actual_net_received: actual / 100,
      discrepancy: discrepancy / 100,
      discrepancy_category: category,
    };
  });
  const count = (s: string) => entries.filter((e) => e.reconciliation_status === s).length;
  return {
    total_orders: entries.length,
    matched_orders: count('matched'),
    unmatched_orders: count('unmatched'),
    returned_orders: count('returned'),
    total_discrepancy: entries.reduce((n, e) => n + c(e.discrepancy), 0) / 100,
    entries,
  };
}

const call = (mpId: number, start: string, end: string, more: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/payment-reconciliation/report?client_id=${f.clientId}`,
    headers: admin,
    payload: { marketplace_id: mpId, start_date: start, end_date: end, ...more },
  });

describe('POST /payment-reconciliation/report recomputed from the raw rows', () => {
  const windows = Array.from({ length: 4 }, (_, i) => {
    const end = addDays(today, -random.int(0, 40));
    const start = addDays(end, -random.int(10, 88));
    return { mp: i % 2 === 0 ? ('az' as const) : ('nn' as const), start, end };
  });
  it.each(windows)('$mp from $start to $end, every entry and the summary to the cent', async (w) => {
    const mpId = f[w.mp];
    const res = await call(mpId, w.start, w.end, { page_size: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answer = res.json() as ReconciliationReport;
    expect(reconciliationReport.strict().parse(answer)).toEqual(answer);
    const expected = oracle(mpId, w.start, w.end, w.mp === 'az' ? 'asin' : 'zsku');
    expect(answer.entries.length).toBeGreaterThan(20);
    expect(answer.total).toBeLessThanOrEqual(500);
    expect(answer.entries).toEqual(expected.entries);
    expect(answer).toEqual({ ...expected, total: expected.total_orders, page: 1, page_size: 500 });
    // Each status and several categories occur, so the comparison above means something.
    for (const s of ['matched', 'unmatched', 'returned'])
      expect(
        answer.entries.some((e) => e.reconciliation_status === s),
        s,
      ).toBe(true);
    expect(new Set(answer.entries.map((e) => e.discrepancy_category)).size).toBeGreaterThan(2);
  });

  it('leaves out cancelled lines and PO and DF lines, and never counts another client settlements', async () => {
    const res = await call(f.az, addDays(today, -88), today, { page_size: 500 });
    const answer = res.json() as ReconciliationReport;
    expect(answer.total).toBeLessThanOrEqual(500);
    const ids = new Set(answer.entries.map((e) => `${e.order_id}|${e.sku_code}`));
    const left = orders.filter(
      (o) =>
        o.mp_id === f.az &&
        (o.day as string) >= addDays(today, -88) &&
        (o.order_type !== 'R' || /cancel/i.test(String(o.order_status))),
    );
    expect(left.length).toBeGreaterThan(0);
    const onlyLeft = left.filter(
      (o) =>
        !orders.some(
          (x) =>
            x !== o &&
            x.order_id === o.order_id &&
            x.sku_code === o.sku_code &&
            x.order_type === 'R' &&
            !/cancel/i.test(String(x.order_status)),
        ),
    );
    for (const o of onlyLeft) expect(ids.has(`${o.order_id}|${o.sku_code}`)).toBe(false);
    // 999.00 is only ever paid at the other client.
    expect(answer.entries.some((e) => e.received_amount >= 999)).toBe(false);
  });
});
