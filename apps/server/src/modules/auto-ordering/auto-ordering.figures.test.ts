import type { AutoOrderingRow } from '@marketdesk/contracts/auto-ordering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ELSEWHERE_SKU,
  EMPTY_SKU,
  FULL_SKU,
  GAP,
  GAP_SKU,
  PO_SKU,
  type ReportFixture,
  writeReportFixture,
} from '../../../test/fixtures/auto-ordering';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { forecast } from '../../lib/forecast';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * THE ORACLE of auto ordering: every figure of every row recomputed in plain TypeScript from the raw rows the
 * fixture wrote (order lines, stock, FBA stock, SKU costs, listings), for a fixed window and random ones. The
 * only thing shared with the code under test is the forecast library (its own tests cover it): the oracle fits
 * it in-process on the series it builds itself, the server on its worker threads.
 */

let t: TestApp;
let f: ReportFixture;
let headers: Record<string, string>;
const today = todayUtc();

beforeAll(async () => {
  t = await createTestApp();
  f = await writeReportFixture(t, mulberry32(20), today);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['auto_ordering:view'] });
  headers = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
}, 120_000);
afterAll(() => t?.close());

const r2 = (v: number) => Math.round(v * 100) / 100;

interface Window {
  start: string;
  end: string;
  coverage: number;
}

/** The expected rows, from the raw rows only. */
function oracle(w: Window): AutoOrderingRow[] {
  const days: string[] = [];
  for (let d = w.start; d <= w.end; d = addDays(d, 1)) days.push(d);
  const here = new Set(f.mpIds);
  const counted = f.orders.filter(
    (o) => here.has(o.mp_id) && !['cancelled', 'canceled'].includes((o.order_status ?? '').toLowerCase()),
  );
  const rows: AutoOrderingRow[] = [];
  for (const s of f.skus) {
    const unitsOf = (po: boolean) =>
      days.map((d) =>
        counted
          .filter((o) => o.sku_code === s.code && o.purchase_date === d && (o.order_type === 'PO') === po)
          .reduce((a, o) => a + o.quantity_ordered, 0),
      );
    const regular = unitsOf(false);
    const po = unitsOf(true);
    const units = regular.map((r, i) => r + po[i]!);
    const stockRow = f.stock.find((x) => x.warehouse_id === f.warehouseId && x.sku_code === s.code);
    const listed = f.products.some((p) => p.sku_id === s.id && here.has(p.mp_id));
    if (!stockRow && !listed && units.every((u) => u === 0)) continue;
    const sellerSkus = new Set(f.products.filter((p) => p.sku_id === s.id).map((p) => p.mp_sku_code));
    const fba = f.fba
      .filter((x) => here.has(x.mp_id) && (x.sku_code === s.code || sellerSkus.has(x.sku_code)))
      .reduce((a, x) => a + x.available, 0);
    const advice = f.planning.filter(
      (x) =>
        x.report_type === 'restock' &&
        here.has(x.mp_id) &&
        (x.sku_code === s.code || sellerSkus.has(x.sku_code)),
    );
    const amazon = advice.length > 0 ? advice.reduce((a, x) => a + x.qty, 0) : null;
    const stockQty = stockRow?.quantity ?? 0;
    const totalStock = stockQty + fba;
    const openPo = f.orders
      .filter(
        (o) =>
          o.order_type === 'PO' &&
          here.has(o.mp_id) &&
          o.sku_code === s.code &&
          !['closed', 'cancelled', 'canceled', 'rejected'].includes((o.order_status ?? '').toLowerCase()),
      )
      .reduce(
        (a, o) => a + Math.max(0, (o.quantity_confirmed ?? o.quantity_ordered) - (o.quantity_shipped ?? 0)),
        0,
      );
    // Stockouts, from customer units only: quiet runs of at least max(7, ln 100 / average) days; the last quiet
    // run when there is no stock now.
    const customers = regular.reduce((a, u) => a + u, 0);
    const total = customers + po.reduce((a, u) => a + u, 0);
    const minRun =
      customers > 0 ? Math.max(7, Math.ceil(Math.log(100) / (customers / days.length))) : Infinity;
    const out = regular.map(() => false);
    for (let i = 0; i < regular.length; ) {
      if (regular[i]! > 0) {
        i++;
        continue;
      }
      let j = i;
      while (j < regular.length && regular[j] === 0) j++;
      const last = j === regular.length && w.end >= addDays(today, -1) && totalStock === 0;
      if (j - i >= minRun || last) for (let k = i; k < j; k++) out[k] = true;
      i = j;
    }
    const inStock = out.filter((o) => !o).length;
    const customerRate = inStock > 0 ? customers / inStock : 0;
    const rate = customerRate + po.reduce((a, u) => a + u, 0) / days.length;
    const series = regular.map((u, i) => ({ date: days[i]!, value: out[i] ? customerRate : u }));
    const fc = forecast(series, { horizon: w.coverage, granularity: 'Daily', start: w.start, end: w.end });
    const poUnits = po.reduce((a, u) => a + u, 0);
    const demand = r2(fc.values.reduce((a, v) => a + v, 0) + (poUnits / days.length) * w.coverage);
    let sigma = 0;
    if (fc.backtest) sigma = fc.backtest.rmse;
    else if (fc.model !== 'zero') {
      const m = series.reduce((a, p) => a + p.value, 0) / series.length;
      sigma = Math.sqrt(series.reduce((a, p) => a + (p.value - m) ** 2, 0) / series.length);
    }
    const safety = r2(1.645 * sigma * Math.sqrt(w.coverage));
    const cost = f.costs.find((c) => c.warehouse_id === f.warehouseId && c.sku_id === s.id);
    // In hundredths, so 0.1 + 0.2 is exactly 0.3.
    const order = Math.max(
      0,
      Math.ceil((Math.round(demand * 100) + Math.round(safety * 100) + (openPo - totalStock) * 100) / 100),
    );
    rows.push({
      fk_sku_id: s.id,
      sku_code: s.code,
      sku_name: s.name,
      brand_name: s.brand_name,
      brand_id: s.brand_id,
      sku_cost_status: cost?.status ?? null,
      fulfilled_stocks: fba,
      stock_quantity: stockQty,
      total_stock: totalStock,
      total_sales_combined: total,
      coverage: rate > 0 ? Math.round((totalStock / rate) * 10) / 10 : null,
      forecast_order: order,
      amazon_recommended_order: amazon,
      amazon_recommended_order_date: advice.map((x) => x.date).sort()[0] ?? null,
      order_difference: amazon === null ? null : order - amazon,
      sales_window_days: days.length,
      in_stock_days: inStock,
      daily_sales_rate: r2(rate),
      lead_time_demand: demand,
      safety_stock: safety,
      open_po_units: openPo,
      forecast_model: fc.model,
      forecast_mase: fc.backtest ? Math.round(fc.backtest.mase * 1000) / 1000 : null,
    });
  }
  return rows.sort((a, b) => a.sku_code.localeCompare(b.sku_code));
}

async function report(w: Window): Promise<AutoOrderingRow[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/warehouse-marketplaces/admin/multi-channel-sales-report?client_id=${f.clientId}&warehouse_id=${f.warehouseId}&start_date=${w.start}T00:00:00&end_date=${w.end}T23:59:59&coverage_days=${w.coverage}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const code = (i: number) => f.skus[i]!.code;

describe('every figure recomputed from the raw rows', () => {
  it('the last 60 days for 90 days of coverage, with the stockout, the open POs and the full SKU', async () => {
    const w = { start: addDays(today, -59), end: today, coverage: 90 };
    const rows = await report(w);
    expect(rows).toEqual(oracle(w));
    const by = new Map(rows.map((r) => [r.sku_code, r]));
    expect(by.has(code(ELSEWHERE_SKU))).toBe(false);
    // The 15-day stockout is left out of the rate's days; the SKU without stock lost its last quiet days too.
    expect(by.get(code(GAP_SKU))!.in_stock_days).toBe(60 - (GAP.to - GAP.from + 1));
    expect(by.get(code(EMPTY_SKU))!.in_stock_days).toBe(55);
    expect(by.get(code(EMPTY_SKU))!.total_stock).toBe(0);
    // Open purchase orders count; the full SKU orders nothing (never below zero).
    expect(by.get(code(PO_SKU))!.open_po_units).toBeGreaterThan(0);
    expect(by.get(code(FULL_SKU))!.forecast_order).toBe(0);
    expect(by.get(code(FULL_SKU))!.lead_time_demand).toBeLessThan(by.get(code(FULL_SKU))!.total_stock);
    // Amazon's advice beside ours: summed over the warehouse's marketplaces, none for a SKU no restock row lists.
    expect(by.get(code(3))!.amazon_recommended_order).toBe(20 + 7 * 3 + 5);
    expect(by.get(code(3))!.amazon_recommended_order_date).toBe(addDays(today, 5));
    expect(by.get(code(1))!).toMatchObject({ amazon_recommended_order: null, order_difference: null });
    expect(by.get(code(FULL_SKU))!.order_difference).toBe(0);
    // Accuracy is measured for every SKU that sells.
    for (const r of rows) if (r.total_sales_combined > 0) expect(r.forecast_mase).not.toBeNull();
  }, 120_000);

  it('random windows and coverage days', async () => {
    const r = mulberry32(77);
    for (let k = 0; k < 4; k++) {
      const end = addDays(today, -r.int(0, 30));
      const w = { start: addDays(end, -r.int(6, 90)), end, coverage: r.int(1, 120) };
      expect(await report(w), JSON.stringify(w)).toEqual(oracle(w));
    }
  }, 180_000);

  it('a stockout lowers nothing: the gap SKU reads its in-stock rate, not the plain average', async () => {
    const w = { start: addDays(today, GAP.from - 10), end: addDays(today, GAP.to + 10), coverage: 30 };
    const row = (await report(w)).find((x) => x.sku_code === code(GAP_SKU))!;
    expect(row.in_stock_days).toBe(row.sales_window_days - (GAP.to - GAP.from + 1));
    expect(row.daily_sales_rate).toBeGreaterThan(r2(row.total_sales_combined / row.sales_window_days));
  }, 60_000);

  it('caps an end after today and answers nothing for a window wholly in the future', async () => {
    const w = { start: addDays(today, -20), end: today, coverage: 10 };
    const capped = await report({ ...w, end: addDays(today, 5) });
    expect(capped).toEqual(oracle(w));
    expect(await report({ start: addDays(today, 1), end: addDays(today, 3), coverage: 5 })).toEqual([]);
  }, 60_000);
});
