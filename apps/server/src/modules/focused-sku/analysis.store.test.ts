import {
  type AnalyzeSkusAnswer,
  type FocusedSkuAnalysis,
  type FocusedSkuDetail,
  focusedExportRow,
  focusedSkuExportRow,
} from '@marketdesk/contracts/focused-sku';
import type { GridPage } from '@marketdesk/contracts/grid';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisFixture, writeAnalysisFixture } from '../../../test/fixtures/analysis';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { writeOrderLines } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { addDays, todayUtc } from '../../platform/report-scope';

/** Stored analyses per day (replaced on a re-run), the list's filters, sort and paging, detail and export. */

let t: TestApp;
let f: AnalysisFixture;
let admin: Record<string, string>;
let adminId: number;
let first: AnalyzeSkusAnswer;
const today = todayUtc();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const base = () => `client_id=${f.clientId}&mp_id=${f.mpId}`;
const analyze = async (extra = 'all=true&limit=1000') => {
  const res = await get(`/focused-sku/analyze-skus?${base()}&${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnalyzeSkusAnswer;
};
const list = async (extra = '') => {
  const res = await get(`/focused-sku/analysis?${base()}&${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GridPage<FocusedSkuAnalysis>;
};
const stored = () =>
  rowsOf<{
    id: number;
    fk_product_id: number;
    analysis_date: string;
    risk_level: string;
    issue_types: string[];
    category: string | null;
    sales_30d: number;
    profit_margin: number | null;
    stock_coverage: number;
    rating: number | null;
    buybox_percentage: number | null;
    record: FocusedSkuAnalysis;
  }>(
    t.db,
    sql`select pk_analysis_id as id, fk_product_id, analysis_date::text, risk_level, issue_types, category,
      sales_30d::float8, profit_margin::float8, stock_coverage::float8, rating::float8, buybox_percentage::float8, record
      from focused_sku_analyses where client_id = ${f.clientId} order by fk_product_id, analysis_date`,
  );

beforeAll(async () => {
  t = await createTestApp();
  f = await writeAnalysisFixture(t, mulberry32(77), today);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['channel_report:view'] });
  const m = await t.make.member(f.clientId, { roleName: 'Client Admin' });
  adminId = m.user.id;
  admin = await t.auth(adminId);
  first = await analyze();
}, 120_000);
afterAll(() => t?.close());

describe('stored analyses', () => {
  it('stores one row per product under today, the columns copied from the record', async () => {
    const rows = await stored();
    expect(rows).toHaveLength(f.productIds.length);
    for (const row of rows) {
      const r = first.results.find((x) => x.product_id === row.fk_product_id)!;
      const e = focusedExportRow(r);
      expect(row.id).toBe(r.id);
      expect(row.analysis_date).toBe(today);
      expect(row.risk_level).toBe(r.risk_level);
      expect(row.issue_types).toEqual(r.issues.map((i) => i.issue_type));
      expect(row.category).toBe(r.category);
      expect(row.sales_30d).toBe(e.sales30Day);
      expect(row.profit_margin).toBe(e.profitMargin);
      expect(row.stock_coverage).toBe(e.stockCoverage);
      expect(row.rating).toBe(r.rating);
      expect(row.buybox_percentage).toBe(e.buyBoxPercentage);
      expect({ ...row.record, id: r.id }).toEqual(r);
    }
  });

  it('replaces the day on a re-run (same ids), with the facts as they are now', async () => {
    const before = await stored();
    const target = first.results.find((r) => r.asin === f.identifiers[5])!;
    await writeOrderLines(t.db, f.clientId, [
      {
        mp_id: f.mpId,
        order_id: 'RERUN',
        order_item_id: '1',
        identifier: target.asin,
        purchase_date: today,
        order_status: 'Shipped',
        quantity_ordered: 7,
        item_price: 70,
        currency_code: 'USD',
      },
    ]);
    const again = await analyze();
    const after = await stored();
    expect(after.map((r) => [r.id, r.fk_product_id, r.analysis_date])).toEqual(
      before.map((r) => [r.id, r.fk_product_id, r.analysis_date]),
    );
    const rerun = again.results.find((r) => r.product_id === target.product_id)!;
    expect(rerun.sales.units_30d).toBe(target.sales.units_30d + 7);
    expect(after.find((r) => r.fk_product_id === target.product_id)!.record.sales.units_30d).toBe(
      target.sales.units_30d + 7,
    );
  });

  it('analyses the focused products by default (at most limit) and the ASINs asked', async () => {
    const focused = await analyze('limit=3');
    expect(focused.count).toBe(3);
    expect(focused.results.every((r) => r.focused_sku)).toBe(true);
    const some = await analyze(`asins=${f.identifiers[1]}&asins=${f.identifiers[4]}&asins=NOPE`);
    expect(some.results.map((r) => r.asin).sort()).toEqual([f.identifiers[1], f.identifiers[4]].sort());
  });
});

describe('list', () => {
  beforeAll(async () => {
    // Earlier days: a different risk, which the list must not show (it shows each product's latest day).
    for (const days of [1, 5, 100]) {
      await t.db.execute(sql`insert into focused_sku_analyses (client_id, mp_id, fk_product_id, analysis_date,
          risk_level, issue_types, category, sales_30d, profit_margin, stock_coverage, rating, buybox_percentage, record)
        select client_id, mp_id, fk_product_id, analysis_date - ${days}::int, 'critical', '{}', category, 999999,
          profit_margin, stock_coverage, rating, buybox_percentage,
          jsonb_set(record, '{analysis_date}', to_jsonb((analysis_date - ${days}::int)::text))
        from focused_sku_analyses where client_id = ${f.clientId} and analysis_date = ${today}::date`);
    }
  });

  it('pages the latest record of every product', async () => {
    const all = await list('size=1000');
    expect(all.total).toBe(f.productIds.length);
    expect(all.items.every((r) => r.analysis_date === today)).toBe(true);
    const p1 = await list('size=5&page=1');
    const p2 = await list('size=5&page=2');
    expect(p1).toMatchObject({
      current_page: 1,
      previous_page: null,
      next_page: 2,
      total: f.productIds.length,
    });
    expect(p2).toMatchObject({ current_page: 2, previous_page: 1, next_page: 3 });
    expect(p1.items.map((r) => r.asin)).toEqual(all.items.slice(0, 5).map((r) => r.asin));
    expect(p2.items.map((r) => r.asin)).toEqual(all.items.slice(5, 10).map((r) => r.asin));
    const past = await list('size=5&page=99');
    expect(past).toMatchObject({ items: [], total: f.productIds.length, next_page: null });
  });

  it('sorts by each key in both directions, unknown values last', async () => {
    const keys = {
      sales30Day: (r: FocusedSkuAnalysis) => focusedExportRow(r).sales30Day,
      profitMargin: (r: FocusedSkuAnalysis) => focusedExportRow(r).profitMargin,
      stockCoverage: (r: FocusedSkuAnalysis) => r.inventory.stock_coverage_days,
      rating: (r: FocusedSkuAnalysis) => r.rating,
      buyBoxPercentage: (r: FocusedSkuAnalysis) => focusedExportRow(r).buyBoxPercentage,
    };
    for (const [key, value] of Object.entries(keys)) {
      for (const order of ['asc', 'desc'] as const) {
        const items = (await list(`size=1000&sortBy=${key}&sortOrder=${order}`)).items;
        const values = items.map(value);
        const known = values.filter((v) => v !== null) as number[];
        const nulls = values.length - known.length;
        expect(values.slice(known.length), key).toEqual(Array(nulls).fill(null));
        const sorted = [...known].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(known, `${key} ${order}`).toEqual(sorted);
      }
    }
  });

  it('filters by margin range, risk levels, categories, issues, rating and search', async () => {
    const all = (await list('size=1000')).items;
    const margin = (r: FocusedSkuAnalysis) => focusedExportRow(r).profitMargin;
    const byMargin = (await list('size=1000&profitMarginMin=10&profitMarginMax=40')).items;
    expect(byMargin.map((r) => r.asin).sort()).toEqual(
      all
        .filter((r) => margin(r) !== null && margin(r)! >= 10 && margin(r)! <= 40)
        .map((r) => r.asin)
        .sort(),
    );
    const risky = (await list('size=1000&riskLevel=high&riskLevel=critical')).items;
    expect(risky.map((r) => r.asin).sort()).toEqual(
      all
        .filter((r) => ['high', 'critical'].includes(r.risk_level))
        .map((r) => r.asin)
        .sort(),
    );
    expect(risky.length).toBeGreaterThan(0);
    const cat = (await list('size=1000&categories=Electronics')).items;
    expect(cat.length).toBe(all.filter((r) => r.category === 'Electronics').length);
    const stockout = (await list('size=1000&issues=STOCKOUT_RISK')).items;
    expect(stockout.length).toBe(
      all.filter((r) => r.issues.some((i) => i.issue_type === 'STOCKOUT_RISK')).length,
    );
    const rated = (await list('size=1000&ratingMin=3')).items;
    expect(rated.length).toBe(all.filter((r) => (r.rating ?? 0) >= 3).length);
    const found = (await list(`size=1000&search=${f.identifiers[7]!.slice(-5).toLowerCase()}`)).items;
    expect(found.map((r) => r.asin)).toEqual([f.identifiers[7]]);
  });
});

describe('detail', () => {
  it('answers the latest record with 90 days of risk history and the latest comparison', async () => {
    const asin = f.identifiers[0]!;
    let res = await get(`/focused-sku/analysis/${asin}?${base()}`);
    expect(res.statusCode, res.body).toBe(200);
    let d = res.json() as FocusedSkuDetail;
    expect(d.asin).toBe(asin);
    expect(d.analysis_date).toBe(today);
    expect(d.risk_history.map((h) => h.analysis_date)).toEqual([
      addDays(today, -5),
      addDays(today, -1),
      today,
    ]);
    expect(d.risk_history.slice(0, 2).every((h) => h.risk_level === 'critical' && h.issue_count === 0)).toBe(
      true,
    );
    expect(d.risk_history[2]).toEqual({
      analysis_date: today,
      risk_level: d.risk_level,
      issue_count: d.issues.length,
    });
    expect(d.comparison).toBeNull();

    const [sku] = await rowsOf<{ id: number }>(
      t.db,
      sql`select fk_sku_id as id from products where pk_product_id = ${d.product_id}`,
    );
    const comparison = (mpId: number, price: number, at: string) =>
      t.db.execute(sql`insert into sku_comparisons (client_id, mp_id, fk_sku_id, fk_user_id, sku_code,
          client_retailer_sku, comp1_retailer_sku, comp2_retailer_sku, client_price, comp1_price, comp2_price,
          client_delivery_days, comp1_delivery_days, comp2_delivery_days, client_ranking, catalog_issues, dt_create)
        values (${f.clientId}, ${mpId}, ${sku!.id}, ${adminId}, 'X', ${asin}, 'C1', 'C2', ${price}, 11, 12, 2, 3, 4, 5,
          'image', ${at}::timestamptz)`);
    await comparison(f.mpId, 10, '2026-01-01T00:00:00Z');
    await comparison(f.mpId, 20, '2026-02-01T00:00:00Z');
    await comparison(f.otherMpId, 30, '2026-03-01T00:00:00Z');
    res = await get(`/focused-sku/analysis/${asin}?${base()}`);
    d = res.json() as FocusedSkuDetail;
    expect(d.comparison).toMatchObject({
      recorded_at: '2026-02-01T00:00:00.000Z',
      client_retailer_sku: asin,
      client_price: 20,
      comp1_price: 11,
      comp2_price: 12,
      client_delivery_days: 2,
      client_ranking: 5,
      catalog_issues: 'image',
    });
    expect(d.comparison!.recorded_by).toEqual(expect.any(String));
  });

  it('answers 404 with the spec text for an ASIN without an analysis', async () => {
    const res = await get(`/focused-sku/analysis/UNKNOWN1?${base()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No details found for SKU UNKNOWN1' });
  });
});

describe('export', () => {
  it('answers the export rows of the filtered list as formula-safe CSV', async () => {
    const res = await get(`/focused-sku/analysis/export?${base()}&sortBy=stockCoverage&sortOrder=asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=.*\.csv/);
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(Object.keys(focusedSkuExportRow.shape).join(','));
    expect(lines).toHaveLength(f.productIds.length + 1);
    const items = (await list('size=1000&sortBy=stockCoverage&sortOrder=asc')).items;
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(items.map((r) => r.asin));
    const hostile = lines.find((l) => l.startsWith(f.identifiers[3]!))!;
    expect(hostile).toContain(`"'=HYPERLINK(""http://x"")"`);
    const risky = await get(`/focused-sku/analysis/export?${base()}&riskLevel=low`);
    const low = items.filter((r) => r.risk_level === 'low').length;
    expect(risky.body.slice(1).trimEnd().split('\r\n')).toHaveLength(low + 1);
  });
});
