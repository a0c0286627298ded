import type { BusinessViewRow } from '@marketdesk/contracts/business-view';
import type { GridPage } from '@marketdesk/contracts/grid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessViewFixture, writeBusinessViewFixture } from '../../../test/fixtures/business-view';
import {
  businessViewOracle,
  type OracleRow,
  type OracleScope,
} from '../../../test/fixtures/business-view-oracle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * Every figure of the business view recomputed from the raw rows (test/fixtures/business-view-oracle.ts) for random windows and
 * users, compared to the cent; sorting and paging walk the whole report in pages and must give the oracle's order.
 */

let t: TestApp;
let f: BusinessViewFixture;
const today = todayUtc();
let admin: Record<string, string>;
let limited: Record<string, string>;
let limitedWarehouses: number[];

beforeAll(async () => {
  t = await createTestApp();
  f = await writeBusinessViewFixture(t, mulberry32(20), today);
  // Another client on the same marketplace: its rows never count.
  await writeBusinessViewFixture(t, mulberry32(21), today);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['business_view:view'] });
  admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  const seller = await t.make.member(f.clientId, { permissions: ['business_view:view'] });
  await t.make.assign.marketplace(seller.user.id, f.mpId);
  await t.make.assign.brand(seller.user.id, f.brandIds[0]!);
  limitedWarehouses = [f.warehouseIds[1]!, f.warehouseIds[2]!];
  for (const id of limitedWarehouses)
    await t.make.assign.warehouse(seller.user.id, { client_id: f.clientId, pk_warehouse_id: id });
  limited = await t.auth(seller.user.id);
}, 120_000);
afterAll(() => t?.close());

const call = (headers: Record<string, string>, q: Record<string, unknown>) => {
  const params = new URLSearchParams({ client_id: String(f.clientId), mp_id: String(f.mpId) });
  for (const [k, v] of Object.entries(q)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return t.app.inject({ method: 'GET', url: `/business_view?${params}`, headers });
};

async function everyRow(headers: Record<string, string>, q: Record<string, unknown>, size: number) {
  const rows: BusinessViewRow[] = [];
  let total = -1;
  for (let cursor = 1; ; cursor++) {
    const res = await call(headers, { ...q, cursor: String(cursor), size: String(size) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as GridPage<BusinessViewRow>;
    expect(page.current_page).toBe(cursor);
    expect(page.previous_page).toBe(cursor > 1 ? cursor - 1 : null);
    if (total >= 0) expect(page.total).toBe(total);
    total = page.total;
    rows.push(...page.items);
    if (page.next_page === null) break;
    expect(page.next_page).toBe(cursor + 1);
  }
  expect(rows.length).toBe(total);
  expect(rows.map((r) => r.row_number)).toEqual(rows.map((_, i) => i + 1));
  return rows;
}

const cents = (x: number) => Math.round(x * 100);
const keyOf = (r: { retailer_sku: string | null; mp_sku_code: string | null }) =>
  `${r.retailer_sku}|${r.mp_sku_code}`;

/** The report's row in the oracle's terms (amounts in cents). */
function asOracle(r: BusinessViewRow): Omit<OracleRow, 'pk_product_id'> {
  const s = (k: 'normal' | 'df' | 'po' | 'total') => ({
    q: r[k].sales_quantity,
    cents: cents(r[k].sales_amount),
  });
  return {
    retailer_sku: r.retailer_sku!,
    mp_sku_code: r.mp_sku_code,
    sku_code: r.sku_code!,
    title: r.title,
    brand_name: r.brand_name,
    category: r.category,
    subcategory: r.subcategory,
    sales: { normal: s('normal'), df: s('df'), po: s('po'), total: s('total') },
    buybox_win_percentage: r.buybox_win_percentage,
    sales_rank: r.sales_rank,
    rating: r.rating,
    rating_count: r.rating_count,
    payment_cents: cents(r.payment!),
    num_returns: r.num_returns!,
    p1: r.stock_quantity_in_p1_wh!,
    non_p1: r.stock_quantity_in_non_p1_wh!,
    fba: r.stock_quantity_in_FBA!,
    marketing_sales_cents: cents(r.marketing_sales!),
    marketing_units: r.marketing_units!,
    marketing_spend_cents: cents(r.marketing_spend!),
    sessions: r.sessions,
    unit_session_percentage: r.unit_session_percentage,
  };
}

const strip = ({ pk_product_id: _, ...rest }: OracleRow) => rest;

/** Random windows of at most 3 months ending today at the latest. */
function windows(seed: number, n: number): { start: string; end: string }[] {
  const r = mulberry32(seed);
  return Array.from({ length: n }, () => {
    const end = addDays(today, -r.int(0, 40));
    return { start: addDays(end, -r.int(0, 85)), end };
  });
}

describe('every figure from the raw rows', () => {
  it.each(windows(7, 3))('window $start to $end, client admin and a limited seller', async (w) => {
    for (const [headers, brandIds, warehouseIds] of [
      [admin, null, null],
      [limited, [f.brandIds[0]!], limitedWarehouses],
    ] as const) {
      const scope: OracleScope = { clientId: f.clientId, mpId: f.mpId, ...w, brandIds, warehouseIds };
      const expected = await businessViewOracle(t.db, scope);
      const got = await everyRow(headers!, { start_date: w.start, end_date: w.end }, 7);
      expect(got.length).toBe(expected.length);
      const byKey = new Map(got.map((r) => [keyOf(r), asOracle(r)]));
      for (const e of expected) expect(byKey.get(keyOf(e)), keyOf(e)).toEqual(strip(e));
      // The figures are not all zero: the window has sales, payments, stock and marketing.
      const sum = (pick: (r: OracleRow) => number) => expected.reduce((n, r) => n + pick(r), 0);
      expect(sum((r) => r.sales.total.cents)).toBeGreaterThan(0);
      expect(sum((r) => r.payment_cents)).not.toBe(0);
      expect(sum((r) => r.p1 + r.non_p1 + r.fba)).toBeGreaterThan(0);
      if (w.end >= addDays(w.start, 20)) expect(sum((r) => r.marketing_spend_cents)).toBeGreaterThan(0);
      if (w.end >= addDays(w.start, 20)) expect(sum((r) => r.sessions ?? 0)).toBeGreaterThan(0);
    }
  });

  it('the channel pair is the total, and the total is normal + DF + PO', async () => {
    const [w] = windows(9, 1);
    const got = await everyRow(admin, { start_date: w!.start, end_date: w!.end }, 100);
    for (const r of got) {
      expect(r.sales_quantity).toBe(r.total.sales_quantity);
      expect(r.sales_amount).toBe(r.total.sales_amount);
      expect(r.total.sales_quantity).toBe(
        r.normal.sales_quantity + r.df.sales_quantity + r.po.sales_quantity,
      );
      expect(cents(r.total.sales_amount)).toBe(
        cents(r.normal.sales_amount) + cents(r.df.sales_amount) + cents(r.po.sales_amount),
      );
    }
  });
});

describe('sorting, filtering, searching and paging', () => {
  const w = { start_date: addDays(today, -80), end_date: today };
  const oracle = () =>
    businessViewOracle(t.db, {
      clientId: f.clientId,
      mpId: f.mpId,
      start: w.start_date,
      end: w.end_date,
      brandIds: null,
      warehouseIds: null,
    });

  it('orders by total sales amount, largest first, by default', async () => {
    const got = await everyRow(admin, w, 4);
    const amounts = got.map((r) => r.total.sales_amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it.each([
    ['payment', 'asc', (r: OracleRow) => r.payment_cents],
    ['stock_quantity_in_FBA', 'desc', (r: OracleRow) => r.fba],
    ['df.sales_quantity', 'desc', (r: OracleRow) => r.sales.df.q],
    ['num_returns', 'asc', (r: OracleRow) => r.num_returns],
  ] as const)('sorts on %s %s across pages (ties by listing)', async (field, dir, value) => {
    const expected = (await oracle()).sort(
      (a, b) =>
        (dir === 'asc' ? value(a) - value(b) : value(b) - value(a)) || a.pk_product_id - b.pk_product_id,
    );
    const got = await everyRow(admin, { ...w, sort: [{ field, sort: dir }] }, 5);
    expect(got.map(keyOf)).toEqual(expected.map(keyOf));
  });

  it('sorts nullable figures with the empty ones last', async () => {
    const got = await everyRow(admin, { ...w, sort: [{ field: 'sales_rank', sort: 'desc' }] }, 6);
    const ranks = got.map((r) => r.sales_rank);
    const firstNull = ranks.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(ranks.slice(firstNull).every((x) => x === null)).toBe(true);
  });

  it('filters on a figure and searches the text columns', async () => {
    const all = await oracle();
    const threshold =
      all.map((r) => r.sales.total.cents).sort((a, b) => a - b)[Math.floor(all.length / 2)]! / 100;
    const filter = {
      items: [{ field: 'total.sales_amount', operator: '>', value: threshold }],
      logicOperator: 'and',
    };
    const got = await everyRow(admin, { ...w, filter }, 5);
    expect(got.map(keyOf).sort()).toEqual(
      all
        .filter((r) => r.sales.total.cents > Math.round(threshold * 100))
        .map(keyOf)
        .sort(),
    );
    const found = await everyRow(admin, { ...w, search: 'MFN' }, 5);
    expect(found.map((r) => r.mp_sku_code)).toEqual([
      `${all.find((r) => r.mp_sku_code?.endsWith('-MFN'))!.mp_sku_code}`,
    ]);
  });

  it('answers an empty page past the end with the total', async () => {
    const res = await call(admin, { ...w, cursor: '99', size: '10' });
    const page = res.json() as GridPage<BusinessViewRow>;
    expect(page.items).toEqual([]);
    expect(page.total).toBe((await oracle()).length);
    expect(page.next_page).toBeNull();
  });

  it('refuses a sort or filter on a column the report does not have (422)', async () => {
    expect((await call(admin, { ...w, sort: [{ field: 'item_price', sort: 'asc' }] })).statusCode).toBe(422);
    expect((await call(admin, { ...w, sort: [{ field: 'row_number', sort: 'asc' }] })).statusCode).toBe(422);
    const filter = { items: [{ field: 'client_id', operator: '=', value: 1 }], logicOperator: 'and' };
    expect((await call(admin, { ...w, filter })).statusCode).toBe(422);
  });
});
