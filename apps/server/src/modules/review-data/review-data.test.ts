import type { ReviewDataPage, ReviewDataRow, ReviewDataSummary } from '@marketdesk/contracts/review-data';
import { growthPercent, REVIEW_DATA_COLUMNS, REVIEW_DATA_TEXT } from '@marketdesk/contracts/review-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisFixture, writeAnalysisFixture } from '../../../test/fixtures/analysis';
import { loadRaw, oracleRows, type RawData } from '../../../test/fixtures/review-data-oracle';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { mulberry32 } from '../../db/demo/prng';
import { insertRows, refreshSalesRollups } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { settlements } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * Review Data (issue 20 item 6): every figure of every row and the summary recomputed from the raw rows
 * (test/fixtures/review-data-oracle.ts) for random filters; permissions, other clients, the filter's rules.
 */

let t: TaskTestApp;
let f: AnalysisFixture;
let raw: RawData;
let warehouses: { id: number; mpIds: number[] }[];
const who: Record<string, Record<string, string>> = {};
const today = todayUtc();

const body = (o: Record<string, unknown> = {}) => ({
  warehouse_id: warehouses[1]!.id,
  previous_start_date: addDays(today, -29),
  previous_end_date: addDays(today, -15),
  current_start_date: addDays(today, -14),
  current_end_date: today,
  currency_code: 'USD',
  ...o,
});
const query = (o: Record<string, unknown> = {}) =>
  new URLSearchParams(
    Object.entries(body(o)).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
  ).toString();
const page = (headers: Record<string, string>, o: Record<string, unknown> = {}, clientId = f.clientId) =>
  t.app.inject({ method: 'POST', url: `/review-data/?client_id=${clientId}`, headers, payload: body(o) });
const summary = (headers: Record<string, string>, o: Record<string, unknown> = {}, clientId = f.clientId) =>
  t.app.inject({ method: 'GET', url: `/review-data/summary?client_id=${clientId}&${query(o)}`, headers });
const download = (headers: Record<string, string>, o: Record<string, unknown> = {}, clientId = f.clientId) =>
  t.app.inject({
    method: 'GET',
    url: `/review-data/download/csv?client_id=${clientId}&${query(o)}`,
    headers,
  });

beforeAll(async () => {
  t = await createTaskTestApp();
  const r = mulberry32(20);
  f = await writeAnalysisFixture(t, r, today, 30);
  // What the analysis fixture lacks: PO shipments, taxes, settlements (some lines unpaid), stock age and health.
  await t.db.execute(sql`update orders set quantity_shipped = greatest(0, quantity_ordered - (length(order_id) % 3))
    where client_id = ${f.clientId} and order_type = 'PO' and order_id not like '%7'`);
  await t.db.execute(sql`update orders set amount_tax = round(item_price * 0.1, 2)
    where client_id = ${f.clientId} and order_id like '%3'`);
  const paid = await rowsOf<Record<string, string | number>>(
    t.db,
    sql`select mp_id, order_id, order_item_id, sku_code, item_price::float8 as price, currency_code from orders
      where client_id = ${f.clientId} and order_type = 'R' and order_id not like '%5'`,
  );
  await insertRows(
    t.db,
    settlements,
    paid.flatMap((o, i) => {
      const line = (amount: number, description: string, type = 'Order') => ({
        client_id: f.clientId,
        mp_id: o.mp_id,
        settlement_id: `ST${i % 4}`,
        order_id: o.order_id,
        order_item_id: i % 9 === 0 ? null : o.order_item_id,
        sku_code: o.sku_code,
        transaction_type: type,
        amount_type: 'ItemPrice',
        amount_description: description,
        amount: amount.toFixed(2),
        currency_code: o.currency_code,
      });
      const price = Number(o.price);
      return [
        line(price, 'Principal'),
        line(-Math.round(price * 15) / 100, 'Commission'),
        ...(i % 6 === 0 ? [line(-price, 'Principal', 'Refund')] : []),
      ];
    }),
  );
  // The lines were changed and paid behind the fact writers' back: recompute their rollups as the writers do.
  await refreshSalesRollups(t.db, f.clientId, { from: '2000-01-01', to: '2100-12-31' });
  await t.db.execute(sql`update fba_stock set aged_91_180 = available % 7, aged_181_plus = available % 3,
    aged_fee = (available % 3) * 1.25, stranded = case when available % 5 = 0 then 2 else 0 end
    where client_id = ${f.clientId}`);
  warehouses = (
    await rowsOf<{ id: number; mps: number[] }>(
      t.db,
      sql`select w.pk_warehouse_id as id, array_agg(wm.mp_id order by wm.mp_id) as mps from warehouses w
        join warehouse_marketplaces wm on wm.warehouse_id = w.pk_warehouse_id
        where w.client_id = ${f.clientId} group by w.pk_warehouse_id order by w.pk_warehouse_id`,
    )
  ).map((w) => ({ id: w.id, mpIds: w.mps.map(Number) }));
  raw = await loadRaw(t.db, f.clientId);

  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['review_data:view'] });
  who.admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  who.noModule = await t.auth((await t.make.member(f.clientId, { permissions: ['view:tickets'] })).user.id);
  const limited = await t.make.member(f.clientId, { permissions: ['review_data:view'] });
  await t.make.assign.marketplace(limited.user.id, f.mpId);
  await t.make.assign.brand(limited.user.id, f.brandIds[0]!);
  await t.make.assign.warehouse(limited.user.id, {
    client_id: f.clientId,
    pk_warehouse_id: warehouses[1]!.id,
  });
  who.limited = await t.auth(limited.user.id);
  const other = (await t.make.client()).pk_client_id;
  await t.make.role(other, { name: 'Client Admin', permissions: ['review_data:view'] });
  who.otherAdmin = await t.auth((await t.make.member(other, { roleName: 'Client Admin' })).user.id);
}, 180_000);
afterAll(() => t?.close());

/** Money and percentages to the cent; everything else exactly. */
function expectRow(actual: ReviewDataRow, expected: ReturnType<typeof oracleRows>[number]) {
  for (const c of ['sku_id' as const, ...REVIEW_DATA_COLUMNS.map((x) => x.field)]) {
    const a = actual[c];
    const e = expected[c];
    if (typeof e === 'number' && typeof a === 'number' && !Number.isInteger(e)) {
      expect(Math.abs(a - e), `${actual.sku_code} ${c}: ${a} vs ${e}`).toBeLessThanOrEqual(0.011);
    } else expect(a, `${actual.sku_code} ${c}`).toEqual(e);
  }
}

describe('figures', () => {
  it('every row and the summary match the raw rows for random filters (warehouse, marketplace, currency, periods)', async () => {
    const r = mulberry32(7);
    for (let round = 0; round < 6; round++) {
      const w = warehouses[r.int(0, warehouses.length - 1)]!;
      const mp = r.next() < 0.4 ? w.mpIds[r.int(0, w.mpIds.length - 1)] : undefined;
      const currency = r.pick(['USD', 'EUR'] as const);
      const curStart = addDays(today, -r.int(0, 20));
      const length = r.int(1, 15);
      const filter = {
        warehouse_id: w.id,
        mp_id: mp,
        currency_code: currency,
        current_start_date: curStart,
        // A period reaching past today is capped to today by the server: ask for what it answers.
        current_end_date: [addDays(curStart, length - 1), today].sort()[0]!,
        previous_start_date: addDays(curStart, -length),
        previous_end_date: addDays(curStart, -1),
      };
      const expected = oracleRows(raw, {
        clientId: f.clientId,
        warehouseId: w.id,
        mpIds: mp === undefined ? w.mpIds : [mp],
        brandIds: null,
        previous: { start: filter.previous_start_date, end: filter.previous_end_date },
        current: { start: filter.current_start_date, end: filter.current_end_date },
        currency,
      });
      expect(expected.length).toBeGreaterThan(0);
      const got: ReviewDataRow[] = [];
      for (let p = 1; ; p++) {
        const res = await page(who.admin!, { ...filter, page: p, page_size: 25 });
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json() as ReviewDataPage;
        expect(answer.total_count).toBe(expected.length);
        expect(answer.total_pages).toBe(Math.ceil(expected.length / 25));
        got.push(...answer.data);
        if (p >= answer.total_pages) break;
      }
      expect(got.map((x) => x.sku_code)).toEqual(expected.map((x) => x.sku_code));
      for (const [i, row] of got.entries()) expectRow(row, expected[i]!);

      const s = await summary(who.admin!, filter);
      expect(s.statusCode, s.body).toBe(200);
      const sum = s.json() as ReviewDataSummary;
      const add = (pick: (x: (typeof expected)[number]) => number) =>
        Math.round(expected.reduce((a, x) => a + Math.round(pick(x) * 100), 0)) / 100;
      expect(sum.total_skus).toBe(expected.length);
      expect(sum.total_stock_p1_wh).toBe(add((x) => x.stock_p1_wh));
      expect(sum.total_stock_fba).toBe(add((x) => x.stock_fba));
      expect(Math.abs(sum.total_sales_current - add((x) => x.sales_amount_current))).toBeLessThan(
        0.011 * expected.length,
      );
      expect(Math.abs(sum.total_payment_received - add((x) => x.payment_received))).toBeLessThan(
        0.011 * expected.length,
      );
      expect(Math.abs(sum.total_payment_to_receive - add((x) => x.payment_to_receive))).toBeLessThan(
        0.011 * expected.length,
      );
      expect(Math.abs(sum.total_loss_amount - add((x) => x.loss_amount_current))).toBeLessThan(
        0.011 * expected.length,
      );
      expect(sum.total_returns).toBe(add((x) => x.returns_count));
      expect(sum.period_comparison.units_growth_percent).toBe(
        growthPercent(
          add((x) => x.sales_units_previous),
          add((x) => x.sales_units_current),
        ),
      );
      expect(sum.marketplaces.map((m) => m.mp_id)).toEqual(mp === undefined ? w.mpIds : [mp]);
    }
  }, 240_000);

  it('some rows carry each kind of figure (the fixture exercises every column)', async () => {
    const res = await page(who.admin!, { page_size: 100 });
    const rows = (res.json() as ReviewDataPage).data;
    for (const field of [
      'stock_p1_wh',
      'stock_fba',
      'fba_overage_above_90',
      'fba_overage_above_180',
      'overage_fee',
      'po_shipped_current',
      'sales_amount_current',
      'df_amount_current',
      'payment_received',
      'payment_to_receive',
      'loss_amount_current',
      'marketing_spend_current',
    ] as const) {
      expect(
        rows.some((x) => (x[field] ?? 0) > 0),
        field,
      ).toBe(true);
    }
    for (const field of ['LBB', 'fill_rate_current', 'acos_current', 'az_ranking', 'stock_cover'] as const) {
      expect(
        rows.some((x) => x[field] !== null),
        field,
      ).toBe(true);
    }
    expect(rows.some((x) => x.is_stranded)).toBe(true);
    expect(rows.some((x) => x.is_focus_sku)).toBe(true);
  });

  it("a brand-limited user's rows are their brand's and unbranded SKUs only, on their marketplaces", async () => {
    const res = await page(who.limited!, { page_size: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = oracleRows(raw, {
      clientId: f.clientId,
      warehouseId: warehouses[1]!.id,
      mpIds: warehouses[1]!.mpIds.filter((m) => m === f.mpId),
      brandIds: [f.brandIds[0]!],
      previous: { start: addDays(today, -29), end: addDays(today, -15) },
      current: { start: addDays(today, -14), end: today },
      currency: 'USD',
    });
    const rows = (res.json() as ReviewDataPage).data;
    expect(rows.map((x) => x.sku_code)).toEqual(expected.map((x) => x.sku_code));
    for (const [i, row] of rows.entries()) expectRow(row, expected[i]!);
  });
});

describe('download', () => {
  it('starts a background task answering its task_id; the CSV holds every row and column', async () => {
    const res = await download(who.admin!);
    expect(res.statusCode, res.body).toBe(200);
    const { task_id } = res.json() as { task_id: string };
    expect(task_id).toMatch(/^[0-9a-f-]{36}$/);
    let status: { status?: string; result?: string | null } = {};
    for (let i = 0; i < 120; i++) {
      const s = await t.app.inject({
        method: 'POST',
        url: `/tasks/task-status?client_id=${f.clientId}`,
        headers: who.admin!,
        payload: { task_ids: [task_id] },
      });
      status = (s.json() as (typeof status)[])[0] ?? {};
      if (status.status === 'SUCCESS' || status.status === 'FAILURE') break;
      await new Promise((done) => setTimeout(done, 250));
    }
    expect(status.status, JSON.stringify(status)).toBe('SUCCESS');
    const file = await t.app.inject({ method: 'GET', url: status.result! });
    expect(file.statusCode).toBe(200);
    expect(file.body.charCodeAt(0)).toBe(0xfeff);
    const lines = file.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(REVIEW_DATA_COLUMNS.map((c) => `${c.group}: ${c.label}`).join(','));
    const total = ((await page(who.admin!, { page_size: 25 })).json() as ReviewDataPage).total_count;
    expect(lines.length - 1).toBe(total);
  });
});

describe('access and rules', () => {
  it('answers 403 without review_data and 401 without a sign-in', async () => {
    for (const call of [page, summary, download]) {
      expect((await call(who.noModule!)).statusCode).toBe(403);
      expect((await call({})).statusCode).toBe(401);
    }
  });

  it("never reads another client's warehouse (404 with the detail) nor the client for another client's admin (403)", async () => {
    const res = await page(who.otherAdmin!);
    expect(res.statusCode).toBe(403);
    const other = await t.make.client();
    const w = await t.make.warehouse(other.pk_client_id, [f.mpId]);
    for (const call of [page, summary, download]) {
      const r = await call(who.admin!, { warehouse_id: w.pk_warehouse_id });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ detail: 'Warehouse not found' });
    }
  });

  it("refuses a warehouse or marketplace that is not the user's", async () => {
    const notMine = await page(who.limited!, { warehouse_id: warehouses[0]!.id });
    expect(notMine.statusCode).toBe(404);
    const mp = await page(who.limited!, { mp_id: f.otherMpId });
    expect(mp.statusCode).toBe(403);
  });

  it('answers 422 for a missing date, a period whose start is after its end, a date before 2000 or a page size outside 25/50/100', async () => {
    const broken = [
      { current_end_date: undefined },
      { previous_start_date: null },
      { current_start_date: addDays(today, -1), current_end_date: addDays(today, -3) },
      { previous_start_date: '1999-12-31' },
      { page_size: 30 },
    ];
    for (const o of broken) {
      const res = await page(who.admin!, o);
      expect(res.statusCode, JSON.stringify(o)).toBe(422);
    }
    const order = await page(who.admin!, {
      previous_start_date: addDays(today, -5),
      previous_end_date: addDays(today, -9),
    });
    expect(order.json()).toEqual({
      detail: [
        {
          loc: ['body', 'previous_start_date'],
          msg: 'previous_start_date must not be after previous_end_date',
          type: 'date_order',
        },
      ],
    });
    expect((await summary(who.admin!, { warehouse_id: undefined })).statusCode).toBe(422);
    expect(REVIEW_DATA_TEXT.filterRequired).toBe('Please select a warehouse and both date ranges.');
  });
});
