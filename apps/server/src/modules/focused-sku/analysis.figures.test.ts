import {
  type AnalyzeSkusAnswer,
  type FocusedSkuAnalysis,
  focusedRiskLevel,
  FOCUSED_THRESHOLDS as T,
} from '@marketdesk/contracts/focused-sku';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalysisFixture,
  analyseAllAsAdmin,
  writeAnalysisFixture,
} from '../../../test/fixtures/analysis';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { rowsOf } from '../../db/facts/executor';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * Every figure of the analysis record recomputed from the raw rows (orders, returns, prices, fees, costs, rates,
 * stock, FBA stock, ad metrics, catalogue and Buy Box snapshots) with plain SQL reads and arithmetic written here,
 * for every product of a random marketplace, against what GET /focused-sku/analyze-skus answered.
 */

let t: TestApp;
let f: AnalysisFixture;
let answer: AnalyzeSkusAnswer;
const today = todayUtc();
const from = addDays(today, -29);
const from7 = addDays(today, -6);

const r2 = (n: number) => Math.round(n * 100) / 100;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.db, query);

beforeAll(async () => {
  t = await createTestApp();
  f = await writeAnalysisFixture(t, mulberry32(1919), today);
  ({ answer } = await analyseAllAsAdmin(t, f));
}, 120_000);
afterAll(() => t?.close());

interface Oracle {
  units7: number;
  units30: number;
  revenue7: number;
  revenue30: number;
  daily: number[];
  dailyRevenue: number[];
  price: number | null;
  source: string | null;
  commission: number | null;
  cost: number | null;
  warehouse: number;
  fba: number;
  returned: number;
  ads: {
    spend7: number;
    sales7: number;
    imp7: number;
    clk7: number;
    spend30: number;
    sales30: number;
    imp30: number;
    clk30: number;
  };
}

/** The figures of one product from its raw rows. */
async function oracle(productId: number): Promise<Oracle> {
  const [p] = await q<{
    identifier: string;
    sku_code: string;
    mp_sku_code: string;
    fk_sku_id: number | null;
    mp_id: number;
  }>(
    sql`select identifier, sku_code, mp_sku_code, fk_sku_id, mp_id from products where pk_product_id = ${productId}`,
  );
  const mine = (code: string | null) => !code || code === p!.sku_code || code === p!.mp_sku_code;
  const orders = (
    await q<{ d: string; qty: number; price: number; sku_code: string | null; status: string | null }>(
      sql`select purchase_date::text as d, quantity_ordered as qty, item_price::float8 as price, sku_code,
        order_status as status from orders where client_id = ${f.clientId} and mp_id = ${f.mpId}
        and identifier = ${p!.identifier}`,
    )
  ).filter(
    (o) =>
      o.d >= from &&
      o.d <= today &&
      mine(o.sku_code) &&
      !['cancelled', 'canceled'].includes((o.status ?? '').toLowerCase()),
  );
  const days = Array.from({ length: 30 }, (_, i) => addDays(from, i));
  const daily = days.map((d) => sum(orders.filter((o) => o.d === d).map((o) => o.qty)));
  const dailyRevenue = days.map((d) => r2(sum(orders.filter((o) => o.d === d).map((o) => o.price))));
  const recent = orders.filter((o) => o.d >= from7);
  const units30 = sum(daily);

  const [pr] = await q<{
    regular: number | null;
    sale: number | null;
    start: string | null;
    end: string | null;
  }>(sql`select regular_price::float8 as regular, sale_price::float8 as sale, sale_start_date::text as start,
    sale_end_date::text as end from prices where fk_product_id = ${productId}`);
  const [fee] = await q<{
    sp: number | null;
    frac: number | null;
    fixed: number | null;
    ship: number | null;
  }>(
    sql`select selling_price::float8 as sp, fee_variable_frac::float8 as frac, fee_fixed::float8 as fixed,
      fee_shipping::float8 as ship from fees where client_id = ${f.clientId} and mp_id = ${f.mpId}
      and identifier = ${p!.identifier}`,
  );
  let price: number | null = null;
  let source: string | null = null;
  if (pr?.sale != null && pr.start !== null && pr.start <= today && (pr.end === null || pr.end >= today)) {
    [price, source] = [pr.sale, 'sale_price'];
  } else if (pr?.regular != null) [price, source] = [pr.regular, 'regular_price'];
  else if (fee?.sp != null) [price, source] = [fee.sp, 'fees'];
  else if (units30 > 0) [price, source] = [r2(sum(orders.map((o) => o.price)) / units30), 'orders'];
  const commission =
    fee && price !== null ? r2(price * (fee.frac ?? 0) + (fee.fixed ?? 0) + (fee.ship ?? 0)) : null;

  // Cost: prefer a warehouse serving the marketplace, then the newest; converted at the latest rates.
  const serving = new Set(
    (
      await q<{ w: number }>(
        sql`select warehouse_id as w from warehouse_marketplaces where client_id = ${f.clientId} and mp_id = ${f.mpId}`,
      )
    ).map((x) => x.w),
  );
  const costs = await q<{
    w: number;
    purchase: number | null;
    ship: number | null;
    extra: number | null;
    cur: string;
    at: string;
  }>(sql`select fk_warehouse_id as w, purchase_cost::float8 as purchase, shipping_cost::float8 as ship,
    additional_cost::float8 as extra, currency_code as cur, dt_update::text as at from sku_costs
    where client_id = ${f.clientId} and fk_sku_id = ${p!.fk_sku_id ?? -1}`);
  costs.sort(
    (a, b) =>
      Number(serving.has(b.w)) - Number(serving.has(a.w)) || Date.parse(b.at) - Date.parse(a.at) || a.w - b.w,
  );
  const rate = async (cur: string) =>
    (
      await q<{
        v: number;
      }>(sql`select units_per_usd::float8 as v from currency_rates where currency_code = ${cur}
        and date <= ${today}::date order by date desc limit 1`)
    )[0]?.v ?? null;
  let cost: number | null = null;
  const c = costs[0];
  if (c && c.purchase !== null) {
    const k = c.cur === 'USD' ? 1 : (await rate('USD'))! / (await rate(c.cur))!;
    cost = r2((c.purchase + (c.ship ?? 0) + (c.extra ?? 0)) * k);
  }

  const warehouse = sum(
    (
      await q<{ qty: number; w: number }>(
        sql`select quantity as qty, fk_warehouse_id as w from stock where client_id = ${f.clientId} and sku_code = ${p!.sku_code}`,
      )
    )
      .filter((s) => serving.has(s.w))
      .map((s) => s.qty),
  );
  const fba = sum(
    (
      await q<{ qty: number; sku: string }>(
        sql`select available as qty, sku_code as sku from fba_stock where client_id = ${f.clientId} and mp_id = ${f.mpId}`,
      )
    )
      .filter((s) => s.sku === p!.sku_code || (p!.mp_sku_code !== '' && s.sku === p!.mp_sku_code))
      .map((s) => s.qty),
  );
  const returned = sum(
    (
      await q<{ d: string; qty: number; sku: string | null }>(
        sql`select return_date::text as d, quantity as qty, sku_code as sku from returns
          where client_id = ${f.clientId} and mp_id = ${f.mpId} and identifier = ${p!.identifier}`,
      )
    )
      .filter((x) => x.d >= from && x.d <= today && mine(x.sku))
      .map((x) => x.qty),
  );
  const ads = (
    await q<{
      d: string;
      spend: number;
      sales: number;
      imp: number;
      clk: number;
      asin: string | null;
      sku: number | null;
    }>(
      sql`select m.date::text as d, m.spend::float8 as spend, m.sales::float8 as sales, m.impressions::float8 as imp,
        m.clicks as clk, ap.asin, m.fk_sku_id as sku from ad_metrics_daily m
        join ad_products ap on ap.client_id = m.client_id and ap.profile_id = m.profile_id and ap.ad_id = m.entity_id
        where m.client_id = ${f.clientId} and m.mp_id = ${f.mpId} and m.entity_type = 'ad_product'`,
    )
  ).filter(
    (a) =>
      a.d >= from &&
      a.d <= today &&
      (a.asin === p!.identifier || (a.asin === null && a.sku === p!.fk_sku_id)),
  );
  const ads7 = ads.filter((a) => a.d >= from7);
  return {
    units7: sum(recent.map((o) => o.qty)),
    units30,
    revenue7: r2(sum(recent.map((o) => o.price))),
    revenue30: r2(sum(orders.map((o) => o.price))),
    daily,
    dailyRevenue,
    price,
    source,
    commission,
    cost,
    warehouse,
    fba,
    returned,
    ads: {
      spend7: r2(sum(ads7.map((a) => a.spend))),
      sales7: r2(sum(ads7.map((a) => a.sales))),
      imp7: sum(ads7.map((a) => a.imp)),
      clk7: sum(ads7.map((a) => a.clk)),
      spend30: r2(sum(ads.map((a) => a.spend))),
      sales30: r2(sum(ads.map((a) => a.sales))),
      imp30: sum(ads.map((a) => a.imp)),
      clk30: sum(ads.map((a) => a.clk)),
    },
  };
}

/** Least squares by the textbook sums (the rule uses centred sums). */
function slope(ys: number[]): number {
  const n = ys.length;
  const xs = ys.map((_, i) => i);
  const sx = sum(xs);
  const sy = sum(ys);
  const sxy = sum(xs.map((x, i) => x * ys[i]!));
  const sxx = sum(xs.map((x) => x * x));
  return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}

const near = (actual: number | null, expected: number | null, tolerance = 0.011) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(tolerance);
};

describe('the analysis record recomputed from raw rows', () => {
  it('answers one record per product of the marketplace', () => {
    expect(answer.success).toBe(true);
    expect(answer.count).toBe(f.productIds.length);
    expect(answer.results.map((r) => r.product_id).sort((a, b) => a - b)).toEqual(
      [...f.productIds].sort((a, b) => a - b),
    );
    // The fixture has every case: no price, sale price, fee price, order price; a stockout; costs in euros.
    const sources = new Set(answer.results.map((r) => r.profitability.price_source));
    expect(sources).toEqual(new Set(['sale_price', 'regular_price', 'fees', 'orders']));
  });

  it('has sales, profitability, inventory, returns and advertising as the raw rows say', async () => {
    for (const rec of answer.results) {
      const o = await oracle(rec.product_id);
      const label = `${rec.asin}`;
      expect(rec.sales.units_30d, label).toBe(o.units30);
      expect(rec.sales.units_7d, label).toBe(o.units7);
      expect(rec.sales.revenue_30d, label).toBeCloseTo(o.revenue30, 2);
      expect(rec.sales.revenue_7d, label).toBeCloseTo(o.revenue7, 2);
      expect(
        rec.sales.daily_sales.map((d) => d.value),
        label,
      ).toEqual(o.daily);
      expect(rec.sales.daily_sales[0]!.date).toBe(from);
      expect(rec.sales.daily_sales[29]!.date).toBe(today);
      expect(
        rec.sales.daily_revenue.map((d) => d.value),
        label,
      ).toEqual(o.dailyRevenue);
      near(
        rec.sales.velocity_percentage,
        o.units30 > 0 ? ((o.units7 / 7) * 30 * 100) / o.units30 - 100 : null,
      );
      near(rec.sales.trend_slope, slope(o.daily), 0.0002);

      expect(rec.profitability.selling_price, label).toBe(o.price);
      expect(rec.profitability.price_source, label).toBe(o.source);
      near(rec.profitability.commission_amount, o.commission, 0.001);
      near(rec.profitability.buying_cost, o.cost, 0.001);
      near(
        rec.profitability.net_margin,
        o.price !== null && o.commission !== null && o.cost !== null
          ? r2(o.price - o.commission - o.cost)
          : null,
        0.001,
      );

      const total = o.warehouse + o.fba;
      const rate = o.units30 / 30;
      expect(rec.inventory.total_available, label).toBe(total);
      expect(rec.inventory.fba_available_quantity, label).toBe(o.fba);
      near(rec.inventory.daily_sales_rate, rate, 0.0001);
      near(rec.sales_velocity_30d, rate, 0.0001);
      near(
        rec.inventory.stock_coverage_days,
        // Judged at the daily rate as the record shows it (4 decimals).
        total <= 0 ? 0 : rate <= 0 ? 365 : Math.min(365, total / (Math.round(rate * 10_000) / 10_000)),
        0.051,
      );

      expect(rec.returns.units_returned_30d, label).toBe(o.returned);
      expect(rec.returns.units_sold_30d, label).toBe(o.units30);
      near(rec.returns.return_rate_30d, o.units30 > 0 ? (o.returned / o.units30) * 100 : 0, 0.006);

      const a = rec.ams;
      expect([a.spend_7d, a.sales_7d, a.impressions_7d, a.clicks_7d], label).toEqual([
        o.ads.spend7,
        o.ads.sales7,
        o.ads.imp7,
        o.ads.clk7,
      ]);
      expect([a.spend_30d, a.sales_30d, a.impressions_30d, a.clicks_30d], label).toEqual([
        o.ads.spend30,
        o.ads.sales30,
        o.ads.imp30,
        o.ads.clk30,
      ]);
      near(a.acos_30d, o.ads.sales30 > 0 ? (o.ads.spend30 / o.ads.sales30) * 100 : null, 0.006);
      near(a.roas_7d, o.ads.spend7 > 0 ? o.ads.sales7 / o.ads.spend7 : null, 0.006);
      near(a.ctr_30d, o.ads.imp30 > 0 ? (o.ads.clk30 / o.ads.imp30) * 100 : null, 0.006);
      near(a.cpc_7d, o.ads.clk7 > 0 ? o.ads.spend7 / o.ads.clk7 : null, 0.006);
    }
  });

  it('has the catalogue, the latest Buy Box and the 30-day win percentage of the snapshots', async () => {
    const end = Date.parse(`${today}T00:00:00Z`) + 86_400_000 - 1;
    for (const rec of answer.results) {
      const snaps = await q<{
        d: string;
        idq: number;
        missing: string[];
        rating: number | null;
        reviews: number;
        rank: number | null;
        kw: number | null;
      }>(
        sql`select date::text as d, idq_score as idq, missing_attributes as missing, reviews_average_rating::float8 as rating,
          reviews_count as reviews, sales_rank as rank, keyword_rank as kw from catalogue_snapshots
          where client_id = ${f.clientId} and fk_product_id = ${rec.product_id} order by date desc`,
      );
      const s = snaps[0];
      expect(rec.catalogue.idq_score).toBe(s?.idq ?? null);
      expect(rec.catalogue.missing_attributes).toEqual(s?.missing ?? []);
      expect(rec.rating).toBe(s?.rating ?? null);
      expect(rec.reviewCount).toBe(s?.reviews ?? null);
      expect(rec.catalogue.sales_rank).toBe(s?.rank ?? null);
      expect(rec.keywordRank).toBe(s?.kw ?? null);

      const [content] = await q<{
        images: string[];
        bullets: string[];
        a_plus: boolean;
        type: string | null;
      }>(
        sql`select image_urls as images, bullet_points as bullets, has_a_plus as a_plus, product_type as type
          from listing_content where client_id = ${f.clientId} and fk_product_id = ${rec.product_id} and valid_to is null`,
      );
      expect(rec.catalogue.image_count).toBe(content?.images.length ?? 0);
      expect(rec.catalogue.bullet_count).toBe(content?.bullets.length ?? 0);
      expect(rec.catalogue.has_a_plus).toBe(content?.a_plus ?? false);
      expect(rec.catalogue.product_type).toBe(content?.type ?? null);
      expect(rec.main_image_url).toBe(content?.images[0] ?? null);

      const boxes = await q<{
        at: string;
        win: boolean;
        ours: number | null;
        theirs: number | null;
        n: number;
      }>(
        sql`select taken_at::text as at, is_buy_box_winner as win, our_selling_price::float8 as ours,
          competitor_selling_price::float8 as theirs, competitor_count as n from buybox_snapshots
          where client_id = ${f.clientId} and fk_product_id = ${rec.product_id}`,
      );
      boxes.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
      const b = boxes[0];
      expect(rec.buybox.is_winning).toBe(b?.win ?? null);
      expect(rec.buybox.our_selling_price).toBe(b?.ours ?? null);
      expect(rec.buybox.competitor_selling_price).toBe(b?.theirs ?? null);
      expect(rec.buybox.selling_price).toBe(b ? (b.win ? b.ours : b.theirs) : null);
      const inWindow = boxes.filter(
        (x) => Date.parse(x.at) > end - 30 * 86_400_000 && Date.parse(x.at) <= end,
      );
      near(
        rec.buybox_win_percentage,
        inWindow.length ? (100 * inWindow.filter((x) => x.win).length) / inWindow.length : null,
        0.006,
      );
    }
  });

  it('raises the issues the thresholds call for, and the risk level they make', () => {
    const types = (r: FocusedSkuAnalysis) => r.issues.map((i) => i.issue_type).sort();
    let seen = 0;
    for (const r of answer.results) {
      const expected: string[] = [];
      if (r.inventory.stock_coverage_days < T.stockoutCoverageDays) expected.push('STOCKOUT_RISK');
      const { net_margin: m, selling_price: p } = r.profitability;
      if (m !== null && p !== null && p > 0 && (m / p) * 100 < T.profitMinPercent)
        expected.push('LOW_PROFITABILITY');
      if (r.returns.return_rate_30d > T.returnRatePercent) expected.push('HIGH_RETURN_RATE');
      if (r.buybox.is_winning === false) expected.push('BUYBOX_LOSS');
      if (r.catalogue.idq_score !== null && r.catalogue.idq_score < T.contentIdqMin)
        expected.push('CONTENT_GAP');
      expect(types(r), r.asin).toEqual(expected.sort());
      expect(r.risk_level).toBe(focusedRiskLevel(r.issues));
      seen += expected.length;
    }
    expect(seen).toBeGreaterThan(0);
    const fast = answer.results.find((r) => r.asin === f.identifiers[2]);
    expect(fast?.issues.some((i) => i.issue_type === 'STOCKOUT_RISK')).toBe(true);
  });

  it('leaves the other marketplace and the unsold product alone', () => {
    const silent = answer.results.find((r) => r.asin === f.identifiers[1])!;
    expect(silent.sales.units_30d).toBe(0);
    expect(silent.sales.velocity_percentage).toBeNull();
    expect(silent.inventory.stock_coverage_days).toBe(silent.inventory.total_available > 0 ? 365 : 0);
    expect(answer.results.every((r) => r.mp_id === f.mpId)).toBe(true);
  });
});
