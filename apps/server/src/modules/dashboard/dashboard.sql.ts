import { type SQL, sql } from 'drizzle-orm';
import { dayRatesJoin, joinedFactor } from '../../db/facts/currency';
import { withinBrands } from '../../platform/report-scope';

/**
 * The dashboard's SQL, kept apart from the repository so the benchmark (bench/dashboard.ts) can run exactly
 * the statement the API runs. Only the daily rollups are read (DESIGN section 3, Analytics), never raw facts.
 */

/** What one dashboard query covers. A `null` list means "no restriction"; an empty list matches nothing. */
export interface DailyScope {
  clientId: number;
  start: string;
  end: string;
  mpIds: readonly number[] | null;
  brandIds: readonly number[] | null;
  /** The brands were chosen in the filter: only those brands' rows, none without a brand. */
  brandFilter: boolean;
  /** With SKUs the SKU-level rollup is read, otherwise the brand-level one (fewer rows). */
  skuIds: readonly number[] | null;
  currency: string;
}

/** Integer lists travel as one array literal parameter (ids are validated integers), so the plan stays stable. */
const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

function filters(scope: DailyScope): SQL {
  const parts: SQL[] = [
    sql`r.client_id = ${scope.clientId}`,
    sql`r.date between ${scope.start}::date and ${scope.end}::date`,
  ];
  if (scope.mpIds) parts.push(sql`r.mp_id = any(${intArray(scope.mpIds)}::int[])`);
  // Brands chosen in the filter: exactly those. Otherwise the user's brand limit, the one brand rule
  // (platform/report-scope withinBrands: their brands and rows without one, brand 0).
  if (scope.brandIds && scope.brandFilter)
    parts.push(sql`r.brand_id = any(${intArray(scope.brandIds)}::int[])`);
  else if (scope.brandIds) parts.push(withinBrands(sql`r.brand_id`, scope.brandIds));
  if (scope.skuIds) parts.push(sql`r.sku_id = any(${intArray(scope.skuIds)}::int[])`);
  return sql.join(parts, sql` and `);
}

/**
 * The marketplace of each row and `c.k`, the factor from its currency to the target: exactly 1 when they are
 * the same; else the two rates of the row's day, joined by equality on the rates' primary key (date,
 * currency_code), so the plan is an index lookup per row with or without planner statistics (PGlite never
 * gathers any by itself; a range join planned without them scanned the whole range per row). Days without a
 * rate fall back to the nearest ones (rateNear); a currency without any rate gives null, and the service refuses
 * to answer rather than drop money.
 */
function conversion(target: string): SQL {
  return sql`join marketplaces m on m.pk_mp_id = d.mp_id
  ${dayRatesJoin(sql`d.date`, sql`m.currency_code`, target, 'src', 'tgt')}
  cross join lateral (select ${joinedFactor(sql`m.currency_code`, target, sql`d.date`, 'src', 'tgt')} as k) c`;
}

/**
 * Sales per (marketplace, day) converted to the target currency, rounded to cents, plus the summary over all
 * rows (summed before rounding). Sums first per (marketplace, day), then converts: one rate per day.
 */
export function salesDailySql(scope: DailyScope): SQL {
  const table = sql.raw(scope.skuIds ? 'sales_daily_sku' : 'sales_daily_brand');
  return sql`with d as (
    select r.mp_id, r.date, sum(r.sales_r) as sales_r, sum(r.sales_po) as sales_po, sum(r.sales_df) as sales_df,
      sum(r.num_returns) as num_returns
    from ${table} r where ${filters(scope)}
    group by r.mp_id, r.date
  )
  select d.mp_id, d.date::text as date, m.currency_code,
    round(d.sales_r * c.k, 2)::float8 as sales_r, round(d.sales_po * c.k, 2)::float8 as sales_po,
    round(d.sales_df * c.k, 2)::float8 as sales_df, d.num_returns::float8 as num_returns,
    round(sum((d.sales_r + d.sales_po + d.sales_df) * c.k) over (), 2)::float8 as total_sales,
    (sum(d.num_returns) over ())::float8 as total_returns
  from d ${conversion(scope.currency)}
  order by d.mp_id, d.date`;
}

/** Advertising sales and spend per (marketplace, day), converted like the sales. */
export function marketingDailySql(scope: DailyScope): SQL {
  const table = sql.raw(scope.skuIds ? 'ads_daily_sku' : 'ads_daily_brand');
  return sql`with d as (
    select r.mp_id, r.date, sum(r.ams_sales) as ams_sales, sum(r.ams_spend) as ams_spend
    from ${table} r where ${filters(scope)}
    group by r.mp_id, r.date
  )
  select d.mp_id, d.date::text as date, m.currency_code,
    round(d.ams_sales * c.k, 2)::float8 as ams_sales, round(d.ams_spend * c.k, 2)::float8 as ams_spend,
    round(sum(d.ams_sales * c.k) over (), 2)::float8 as total_ams_sales,
    round(sum(d.ams_spend * c.k) over (), 2)::float8 as total_ams_spend
  from d ${conversion(scope.currency)}
  order by d.mp_id, d.date`;
}

export interface SalesRow {
  mp_id: number;
  date: string;
  currency_code: string;
  /** Null when no exchange rate of the marketplace's or the target currency exists at all. */
  sales_r: number | null;
  sales_po: number | null;
  sales_df: number | null;
  num_returns: number;
  total_sales: number | null;
  total_returns: number;
}

export interface MarketingRow {
  mp_id: number;
  date: string;
  currency_code: string;
  ams_sales: number | null;
  ams_spend: number | null;
  total_ams_sales: number | null;
  total_ams_spend: number | null;
}
