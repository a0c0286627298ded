import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { dayRatesJoin, factorOn, joinedFactor } from '../../db/facts/currency';
import { rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';

/** One period: dates inclusive, the end already capped to today. */
export interface Period {
  start: string;
  end: string;
}

/** What one review-data query reads (decided by the service through resolveScope). */
export interface ReviewScope {
  clientId: number;
  warehouseId: number;
  /** The marketplaces read: the warehouse's narrowed to the user's, or the one chosen. */
  mpIds: number[];
  /** Those of them that are Amazon's (the Amazon Ranking column). */
  azMpIds: number[];
  brandIds: number[] | null;
  previous: Period;
  current: Period;
  currency: string;
}

/** A row as SQL answers it (money already converted and rounded to the cent; percentages 0–100). */
export interface ReviewSqlRow {
  sku_id: number;
  sku_code: string;
  sku_name: string;
  brand_name: string | null;
  category: string | null;
  subcategory: string | null;
  is_focus_sku: boolean;
  lbb: number | null;
  stranded: number;
  stock_p1_wh: number;
  stock_fba: number;
  aged_90: number;
  aged_180: number;
  overage_fee: number;
  po_shipped_previous: number;
  po_shipped_current: number;
  po_ordered_previous: number;
  po_ordered_current: number;
  sales_units_previous: number;
  sales_units_current: number;
  sales_amount_previous: number;
  sales_amount_current: number;
  df_units_previous: number;
  df_units_current: number;
  df_amount_previous: number;
  df_amount_current: number;
  payment_received: number;
  payment_to_receive: number;
  loss_amount_current: number;
  returns_count: number;
  az_ranking: number | null;
  clicks_previous: number;
  clicks_current: number;
  ad_units_previous: number;
  ad_units_current: number;
  ad_sales_previous: number;
  ad_sales_current: number;
  ad_spend_previous: number;
  ad_spend_current: number;
}

const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** The report's currency rule is every report's (db/facts/currency): the day's rates, the nearest in gaps. */
const factor = joinedFactor;
const ratesOn = dayRatesJoin;

/**
 * A client SKU is in the report when it is listed on a marketplace read or held in the warehouse (the codes of
 * both, unioned once, then the SKU master: one hash join instead of two probes per SKU).
 */
function universe(s: ReviewScope): SQL {
  const mps = intArray(s.mpIds);
  return sql`from skus s
    where s.client_id = ${s.clientId}::int and ${withinBrands(sql`s.fk_brand_id`, s.brandIds)}
      and s.sku_code in (
        select p.sku_code from products p where p.client_id = ${s.clientId}::int and p.mp_id = any(${mps}::int[])
        union
        select k.sku_code from stock k where k.client_id = ${s.clientId}::int and k.fk_warehouse_id = ${s.warehouseId}::int)`;
}

/** Rounds a converted sum to the cent (0 when nothing). */
const cents = (e: SQL) => sql`coalesce(round(${e}, 2), 0)::float8`;

/**
 * The rows of the SKUs of the report, ordered by SKU code (a page with `limit`/`offset`, all without). Every
 * figure is one grouped read of its fact table over the SKUs of the page (see docs/guide/business-reports/review-data.md).
 */
export async function reviewRows(
  ex: Executor,
  s: ReviewScope,
  page?: { limit: number; offset: number },
): Promise<ReviewSqlRow[]> {
  const mps = intArray(s.mpIds);
  const az = intArray(s.azMpIds);
  const cur = s.currency;
  const { previous: p, current: c } = s;
  const inPrev = (col: string) => sql.raw(`${col} between '${p.start}'::date and '${p.end}'::date`);
  const inCur = (col: string) => sql.raw(`${col} between '${c.start}'::date and '${c.end}'::date`);
  const fl = factor(sql`d.currency_code`, cur, sql`d.date`, 'ls', 'lt');
  const fd = factor(sql`m.currency_code`, cur, sql`d.date`, 'ds', 'dt');
  const paging = page ? sql`limit ${page.limit}::int offset ${page.offset}::int` : sql``;
  return rowsOf<ReviewSqlRow>(
    ex,
    sql`with u as (
        select s.pk_sku_id, s.sku_code, s.sku_name, s.category, s.subcategory, s.fk_brand_id
        ${universe(s)}
        order by s.sku_code ${paging}
      ),
      st as (
        select k.sku_code, sum(k.quantity)::int as qty from stock k
        where k.client_id = ${s.clientId}::int and k.fk_warehouse_id = ${s.warehouseId}::int
          and k.sku_code in (select sku_code from u)
        group by k.sku_code
      ),
      listed as (
        select p.pk_product_id, p.mp_id, p.sku_code, p.focused_sku,
          coalesce(nullif(p.mp_sku_code, ''), p.sku_code) as seller_sku
        from products p
        where p.client_id = ${s.clientId}::int and p.mp_id = any(${mps}::int[]) and p.sku_code in (select sku_code from u)
      ),
      fba as (
        select l.sku_code, sum(f.available)::int as available,
          sum(coalesce(f.aged_91_180, 0) + coalesce(f.aged_181_plus, 0))::int as aged_90,
          sum(coalesce(f.aged_181_plus, 0))::int as aged_180,
          sum(coalesce(f.stranded, 0))::int as stranded,
          sum(coalesce(f.aged_fee, 0) * ${factorOn(sql`m.currency_code`, cur, sql`${c.end}::date`)}) as fee
        from fba_stock f
        join (select distinct mp_id, sku_code, seller_sku from listed) l on l.mp_id = f.mp_id and l.seller_sku = f.sku_code
        join marketplaces m on m.pk_mp_id = f.mp_id
        where f.client_id = ${s.clientId}::int
        group by l.sku_code
      ),
      flags as (
        select sku_code, bool_or(focused_sku) as focus from listed group by sku_code
      ),
      lbb as (
        select l.sku_code, 100.0 * count(*) filter (where not b.is_buy_box_winner) / count(*) as pct
        from buybox_snapshots b join listed l on l.pk_product_id = b.fk_product_id
        where b.client_id = ${s.clientId}::int
          and b.taken_at >= ${c.start}::date and b.taken_at < ${c.end}::date + 1
        group by l.sku_code
      ),
      rnk as (
        select x.sku_code, min(x.sales_rank)::int as best from (
          select distinct on (cs.fk_product_id) l.sku_code, cs.sales_rank
          from catalogue_snapshots cs join listed l on l.pk_product_id = cs.fk_product_id
          where cs.client_id = ${s.clientId}::int and l.mp_id = any(${az}::int[]) and ${inCur('cs.date')}
          order by cs.fk_product_id, cs.date desc
        ) x group by x.sku_code
      ),
      sales as (
        select d.sku_id,
          sum(d.units_r) filter (where ${inPrev('d.date')}) as r_units_p,
          sum(d.units_r) filter (where ${inCur('d.date')}) as r_units_c,
          sum(d.sales_r * ${fd}) filter (where ${inPrev('d.date')}) as r_amount_p,
          sum(d.sales_r * ${fd}) filter (where ${inCur('d.date')}) as r_amount_c,
          sum(d.units_df) filter (where ${inPrev('d.date')}) as df_units_p,
          sum(d.units_df) filter (where ${inCur('d.date')}) as df_units_c,
          sum(d.sales_df * ${fd}) filter (where ${inPrev('d.date')}) as df_amount_p,
          sum(d.sales_df * ${fd}) filter (where ${inCur('d.date')}) as df_amount_c
        from sales_daily_sku d join marketplaces m on m.pk_mp_id = d.mp_id
          ${ratesOn(sql`d.date`, sql`m.currency_code`, cur, 'ds', 'dt')}
        where d.client_id = ${s.clientId}::int and d.mp_id = any(${mps}::int[]) and d.sku_id in (select pk_sku_id from u)
          and (${inPrev('d.date')} or ${inCur('d.date')})
        group by d.sku_id
      ),
      po as (
        select d.sku_code,
          sum(d.shipped) filter (where ${inPrev('d.date')}) as shipped_p,
          sum(d.shipped) filter (where ${inCur('d.date')}) as shipped_c,
          sum(d.units) filter (where ${inPrev('d.date')}) as ordered_p,
          sum(d.units) filter (where ${inCur('d.date')}) as ordered_c
        from sales_daily_lines d
        where d.client_id = ${s.clientId}::int and d.mp_id = any(${mps}::int[]) and d.order_type = 'PO'
          and (${inPrev('d.date')} or ${inCur('d.date')}) and d.sku_code in (select sku_code from u)
        group by d.sku_code
      ),
      -- The current period's regular lines: their 'Order' settlement amounts (each in its own currency) and the
      -- gross of the lines without one, from the lines rollup (which matched them by item id or SKU code).
      paid as (
        select d.sku_code, sum(d.paid_order * ${fl}) as received, sum(d.open_order_gross * ${fl}) as to_receive
        from sales_daily_lines d ${ratesOn(sql`d.date`, sql`d.currency_code`, cur, 'ls', 'lt')}
        where d.client_id = ${s.clientId}::int and d.mp_id = any(${mps}::int[]) and d.order_type = 'R'
          and ${inCur('d.date')} and d.sku_code in (select sku_code from u)
        group by d.sku_code
      ),
      ret as (
        select r.sku_code, sum(r.quantity)::int as qty,
          sum(r.price * ${factor(sql`r.currency_code`, cur, sql`r.return_date`, 'rs', 'rt')}) as amount
        from returns r ${ratesOn(sql`r.return_date`, sql`r.currency_code`, cur, 'rs', 'rt')}
        where r.client_id = ${s.clientId}::int and r.mp_id = any(${mps}::int[]) and r.sku_code in (select sku_code from u)
          and ${inCur('r.return_date')}
        group by r.sku_code
      ),
      ads as (
        select a.sku_id,
          sum(a.clicks) filter (where ${inPrev('a.date')}) as clicks_p,
          sum(a.clicks) filter (where ${inCur('a.date')}) as clicks_c,
          sum(a.units) filter (where ${inPrev('a.date')}) as units_p,
          sum(a.units) filter (where ${inCur('a.date')}) as units_c,
          sum(a.ams_sales * ${factor(sql`m.currency_code`, cur, sql`a.date`, 'as_', 'at_')}) filter (where ${inPrev('a.date')}) as sales_p,
          sum(a.ams_sales * ${factor(sql`m.currency_code`, cur, sql`a.date`, 'as_', 'at_')}) filter (where ${inCur('a.date')}) as sales_c,
          sum(a.ams_spend * ${factor(sql`m.currency_code`, cur, sql`a.date`, 'as_', 'at_')}) filter (where ${inPrev('a.date')}) as spend_p,
          sum(a.ams_spend * ${factor(sql`m.currency_code`, cur, sql`a.date`, 'as_', 'at_')}) filter (where ${inCur('a.date')}) as spend_c
        from ads_daily_sku a join marketplaces m on m.pk_mp_id = a.mp_id
          ${ratesOn(sql`a.date`, sql`m.currency_code`, cur, 'as_', 'at_')}
        where a.client_id = ${s.clientId}::int and a.mp_id = any(${mps}::int[]) and a.sku_id in (select pk_sku_id from u)
          and (${inPrev('a.date')} or ${inCur('a.date')})
        group by a.sku_id
      )
      select u.pk_sku_id as sku_id, u.sku_code, u.sku_name, b.brand_name, u.category, u.subcategory,
        coalesce(flags.focus, false) as is_focus_sku,
        round(lbb.pct, 2)::float8 as lbb,
        coalesce(fba.stranded, 0) as stranded,
        coalesce(st.qty, 0) as stock_p1_wh, coalesce(fba.available, 0) as stock_fba,
        coalesce(fba.aged_90, 0) as aged_90, coalesce(fba.aged_180, 0) as aged_180,
        ${cents(sql`fba.fee`)} as overage_fee,
        coalesce(po.shipped_p, 0)::int as po_shipped_previous, coalesce(po.shipped_c, 0)::int as po_shipped_current,
        coalesce(po.ordered_p, 0)::int as po_ordered_previous, coalesce(po.ordered_c, 0)::int as po_ordered_current,
        coalesce(sales.r_units_p, 0)::int as sales_units_previous, coalesce(sales.r_units_c, 0)::int as sales_units_current,
        ${cents(sql`sales.r_amount_p`)} as sales_amount_previous, ${cents(sql`sales.r_amount_c`)} as sales_amount_current,
        coalesce(sales.df_units_p, 0)::int as df_units_previous, coalesce(sales.df_units_c, 0)::int as df_units_current,
        ${cents(sql`sales.df_amount_p`)} as df_amount_previous, ${cents(sql`sales.df_amount_c`)} as df_amount_current,
        ${cents(sql`paid.received`)} as payment_received, ${cents(sql`paid.to_receive`)} as payment_to_receive,
        ${cents(sql`ret.amount`)} as loss_amount_current, coalesce(ret.qty, 0) as returns_count,
        rnk.best as az_ranking,
        coalesce(ads.clicks_p, 0)::int as clicks_previous, coalesce(ads.clicks_c, 0)::int as clicks_current,
        coalesce(ads.units_p, 0)::int as ad_units_previous, coalesce(ads.units_c, 0)::int as ad_units_current,
        ${cents(sql`ads.sales_p`)} as ad_sales_previous, ${cents(sql`ads.sales_c`)} as ad_sales_current,
        ${cents(sql`ads.spend_p`)} as ad_spend_previous, ${cents(sql`ads.spend_c`)} as ad_spend_current
      from u
      left join brands b on b.pk_brand_id = u.fk_brand_id
      left join st on st.sku_code = u.sku_code
      left join fba on fba.sku_code = u.sku_code
      left join flags on flags.sku_code = u.sku_code
      left join lbb on lbb.sku_code = u.sku_code
      left join rnk on rnk.sku_code = u.sku_code
      left join sales on sales.sku_id = u.pk_sku_id
      left join po on po.sku_code = u.sku_code
      left join paid on paid.sku_code = u.sku_code
      left join ret on ret.sku_code = u.sku_code
      left join ads on ads.sku_id = u.pk_sku_id
      order by u.sku_code`,
  );
}

/** How many SKUs the report has (the page's total_count). */
export async function reviewCount(ex: Executor, s: ReviewScope): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(ex, sql`select count(*)::int as n ${universe(s)}`);
  return row?.n ?? 0;
}

/** The warehouse if it is the client's, with the marketplaces it serves. */
export async function warehouseOf(
  ex: Executor,
  clientId: number,
  warehouseId: number,
): Promise<{ mpIds: number[] } | null> {
  const rows = await rowsOf<{ mp_id: number | null }>(
    ex,
    sql`select wm.mp_id from warehouses w
      left join warehouse_marketplaces wm on wm.client_id = w.client_id and wm.warehouse_id = w.pk_warehouse_id
      where w.client_id = ${clientId}::int and w.pk_warehouse_id = ${warehouseId}::int`,
  );
  if (rows.length === 0) return null;
  return { mpIds: rows.flatMap((r) => (r.mp_id === null ? [] : [r.mp_id])) };
}

/** Names and short codes of marketplaces, in id order. */
export async function marketplacesOf(
  ex: Executor,
  ids: readonly number[],
): Promise<{ mp_id: number; name: string; short_code: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    ex,
    sql`select pk_mp_id as mp_id, name, short_code from marketplaces where pk_mp_id = any(${intArray(ids)}::int[])
      order by pk_mp_id`,
  );
}

/** Whether any exchange rate of the currency is known (else amounts cannot be converted). */
export async function hasRates(ex: Executor, currency: string): Promise<boolean> {
  const rows = await rowsOf(ex, sql`select 1 from currency_rates where currency_code = ${currency} limit 1`);
  return rows.length > 0;
}
