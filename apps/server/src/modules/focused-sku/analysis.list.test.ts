import {
  type FocusedSkuAnalysis,
  type FocusedSkuListAnswer,
  type FocusedSkuSummary,
  focusedExportRow,
  roundFigure,
} from '@marketdesk/contracts/focused-sku';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisFixture, writeAnalysisFixture } from '../../../test/fixtures/analysis';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { rowsOf } from '../../db/facts/executor';
import { todayUtc } from '../../platform/report-scope';

/**
 * Issue 29 item 3: search, every filter, the sort and the summary cards cover the whole marketplace, whatever
 * page is asked; the category filter's choices are the client's catalogue's.
 */

let t: TestApp;
let f: AnalysisFixture;
let admin: Record<string, string>;
const today = todayUtc();
const SIZE = 5;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const base = () => `client_id=${f.clientId}&mp_id=${f.mpId}`;
const list = async (extra: string) => {
  const res = await get(`/focused-sku/analysis?${base()}&${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FocusedSkuListAnswer;
};
/** Every page of SIZE, one after the other (each page also answers the summary). */
const walk = async (extra: string) => {
  const pages: FocusedSkuListAnswer[] = [];
  for (let page = 1; ; page++) {
    const p = await list(`size=${SIZE}&page=${page}&${extra}`);
    pages.push(p);
    if (p.next_page === null) return pages;
  }
};
const asins = (rs: readonly FocusedSkuAnalysis[]) => rs.map((r) => r.asin);

/** The latest stored record of each product of the marketplace, read straight from the table. */
const storedLatest = () =>
  rowsOf<{ record: FocusedSkuAnalysis }>(
    t.db,
    sql`select distinct on (fk_product_id) record from focused_sku_analyses
      where client_id = ${f.clientId} and mp_id = ${f.mpId} order by fk_product_id, analysis_date desc`,
  ).then((rows) => rows.map((r) => r.record));

/**
 * The summary cards recomputed from records as the spec defines them; sums in whole cents (the figures have two
 * decimals), so a mean that falls on a half cent rounds as the exact mean does.
 */
function summaryOf(records: readonly FocusedSkuAnalysis[]): FocusedSkuSummary {
  const v = records.map((r) => r.sales.velocity_percentage).filter((x): x is number => x !== null);
  const cents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0);
  return {
    totalRevenue30d: cents(records.map((r) => r.sales.revenue_30d)) / 100,
    trendPercent: v.length ? roundFigure(cents(v) / v.length / 100, 2) : null,
    criticalIssues: records.reduce((s, r) => s + r.issues.length, 0),
    totalSkus: records.length,
  };
}

const CATEGORIES = ['Blenders', 'Kettles', 'Toasters & Grills'];

beforeAll(async () => {
  t = await createTestApp();
  f = await writeAnalysisFixture(t, mulberry32(29), today, 30);
  // A catalogue of its own (not the spec screenshots' three names); product 0's category is its content's.
  for (const [i, id] of f.productIds.entries()) {
    await t.db.execute(sql`update products set category = ${i === 0 ? null : CATEGORIES[i % 3]!}
      where pk_product_id = ${id}`);
  }
  await t.db.execute(sql`update listing_content set category = 'Garden Tools'
    where fk_product_id = ${f.productIds[0]!} and valid_to is null`);
  await t.db.execute(sql`update products set category = 'Only Elsewhere'
    where client_id = ${f.clientId} and mp_id = ${f.otherMpId}`);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['channel_report:view'] });
  admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  const res = await get(`/focused-sku/analyze-skus?${base()}&all=true&limit=1000`);
  expect(res.statusCode, res.body).toBe(200);
  // An earlier day with other figures: neither the list nor its summary may count it.
  await t.db.execute(sql`insert into focused_sku_analyses (client_id, mp_id, fk_product_id, analysis_date,
      risk_level, issue_types, category, sales_30d, profit_margin, stock_coverage, rating, buybox_percentage, record)
    select client_id, mp_id, fk_product_id, analysis_date - 1, 'critical', '{}', category, 999999, profit_margin,
      stock_coverage, rating, buybox_percentage, jsonb_set(record, '{sales,revenue_30d}', '999999')
    from focused_sku_analyses where client_id = ${f.clientId} and analysis_date = ${today}::date`);
}, 120_000);
afterAll(() => t?.close());

describe('search over the whole marketplace', () => {
  it('finds an ASIN that is on page 2 of the unsearched list', async () => {
    const [, second] = await walk('');
    const asin = second!.items[1]!.asin;
    const found = await list(`size=${SIZE}&page=1&search=${asin.toLowerCase()}`);
    expect(asins(found.items)).toEqual([asin]);
    expect(found.total).toBe(1);
  });

  it('matches title and brand, case-insensitive, over every page', async () => {
    const all = (await list('size=1000')).items;
    const brand = all.find((r) => r.brand?.startsWith('Brand '))!.brand!;
    for (const term of [brand.toUpperCase(), 'title 1']) {
      const q = term.toLowerCase();
      const expected = all.filter(
        (r) => (r.title ?? '').toLowerCase().includes(q) || (r.brand ?? '').toLowerCase().includes(q),
      );
      expect(expected.length, term).toBeGreaterThan(SIZE);
      const pages = await walk(`search=${encodeURIComponent(term)}`);
      expect(
        pages.flatMap((p) => asins(p.items)),
        term,
      ).toEqual(asins(expected));
      expect(pages[0]!.total).toBe(expected.length);
    }
  });
});

describe('summary over the whole match', () => {
  it('is the same on every page and equals a recomputation from the stored rows', async () => {
    const expected = summaryOf(await storedLatest());
    expect(expected.totalSkus).toBe(f.productIds.length);
    const pages = await walk('');
    expect(pages.length).toBeGreaterThan(2);
    for (const p of [...pages, await list(`size=${SIZE}&page=99`)]) expect(p.summary).toEqual(expected);
  });

  it('follows the search and filters, not the page', async () => {
    const stored = await storedLatest();
    const risky = stored.filter((r) => ['high', 'critical'].includes(r.risk_level));
    expect(risky.length).toBeGreaterThan(SIZE);
    for (const page of [1, 2]) {
      const p = await list(`size=${SIZE}&page=${page}&riskLevel=high&riskLevel=critical`);
      expect(p.summary).toEqual(summaryOf(risky));
    }
    const none = await list(`size=${SIZE}&search=nothing-like-it`);
    expect(none.summary).toEqual({ totalRevenue30d: 0, trendPercent: null, criticalIssues: 0, totalSkus: 0 });
  });
});

describe('filters and sort over the whole set', () => {
  const margin = (r: FocusedSkuAnalysis) => focusedExportRow(r).profitMargin;
  const filters: [string, (r: FocusedSkuAnalysis) => boolean][] = [
    [
      'profitMarginMin=10&profitMarginMax=60',
      (r) => margin(r) !== null && margin(r)! >= 10 && margin(r)! <= 60,
    ],
    [
      'stockCoverageMin=5&stockCoverageMax=200',
      (r) => r.inventory.stock_coverage_days >= 5 && r.inventory.stock_coverage_days <= 200,
    ],
    ['ratingMin=1.5&ratingMax=4.2', (r) => (r.rating ?? 0) >= 1.5 && (r.rating ?? 0) <= 4.2],
    ['riskLevel=low&riskLevel=medium', (r) => ['low', 'medium'].includes(r.risk_level)],
    ['categories=Kettles&categories=Blenders', (r) => ['Kettles', 'Blenders'].includes(r.category ?? '')],
    [
      'issues=STOCKOUT_RISK&issues=CONTENT_GAP',
      (r) => r.issues.some((i) => ['STOCKOUT_RISK', 'CONTENT_GAP'].includes(i.issue_type)),
    ],
  ];

  it('each filter keeps every matching SKU of the marketplace, page after page', async () => {
    const all = (await list('size=1000')).items;
    for (const [query, keep] of filters) {
      const expected = asins(all.filter(keep));
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(all.length);
      const pages = await walk(query);
      expect(
        pages.flatMap((p) => asins(p.items)),
        query,
      ).toEqual(expected);
      expect(pages.every((p) => p.total === expected.length)).toBe(true);
    }
  });

  it('each sort orders the whole set before it is paged', async () => {
    const value = {
      sales30Day: (r: FocusedSkuAnalysis) => r.sales.revenue_30d,
      stockCoverage: (r: FocusedSkuAnalysis) => r.inventory.stock_coverage_days,
      rating: (r: FocusedSkuAnalysis) => r.rating,
      profitMargin: margin,
      buyBoxPercentage: (r: FocusedSkuAnalysis) => focusedExportRow(r).buyBoxPercentage,
    };
    for (const [key, of] of Object.entries(value)) {
      for (const order of ['asc', 'desc'] as const) {
        const items = (await walk(`sortBy=${key}&sortOrder=${order}`)).flatMap((p) => p.items);
        expect(items).toHaveLength(f.productIds.length);
        const values = items.map(of);
        const known = values.filter((v): v is number => v !== null);
        expect(values.slice(known.length), key).toEqual(Array(values.length - known.length).fill(null));
        expect(known, `${key} ${order}`).toEqual(
          [...known].sort((a, b) => (order === 'asc' ? a - b : b - a)),
        );
      }
    }
  });
});

describe('category choices', () => {
  it("are the client's catalogue's on that marketplace, and choosing one keeps its SKUs", async () => {
    const res = await get(`/focused-sku/categories?${base()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ categories: ['Blenders', 'Garden Tools', 'Kettles', 'Toasters & Grills'] });
    const garden = await list('size=1000&categories=Garden%20Tools');
    expect(asins(garden.items)).toEqual([f.identifiers[0]]);
    const kettles = await list(`size=1000&categories=${encodeURIComponent('Toasters & Grills')}`);
    expect(kettles.total).toBe(f.productIds.filter((_, i) => i > 0 && i % 3 === 2).length);
  });
});
