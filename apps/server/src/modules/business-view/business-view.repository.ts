import { BUSINESS_VIEW_SALES_KINDS } from '@marketdesk/contracts/business-view';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { pgArray, rowsOf } from '../../db/facts/executor';
import {
  type GridDefinition,
  type GridField,
  type GridSelection,
  type GridSource,
  orderBySql,
  whereSql,
} from '../../platform/grid';
import { withinBrands } from '../../platform/report-scope';

/**
 * The business view's SQL (spec 02 section 3; docs/guide/business-reports/business-view.md says how each figure is computed): one row
 * per listing (products) of the marketplace within the user's brands, with its figures over the window. Every
 * part is bounded by the client and the marketplace and reads its window off an index leading with them.
 *
 * A fact line (order, return) belongs to ONE listing: of the marketplace's listings with the line's identifier
 * whose SKU code or seller SKU is the line's SKU code (any, when the line names none), the one whose seller SKU
 * is the line's SKU code, then whose SKU code is, then the lowest id. Lines are first summed per (identifier, SKU
 * code), then each such key is given its listing, so the choice runs once per key, not per line.
 */

export interface BusinessViewScope {
  clientId: number;
  mpId: number;
  /** The window, both days included. */
  start: string;
  end: string;
  /** The user's brand limit (null: every brand). */
  brandIds: readonly number[] | null;
  /** The user's warehouses (null: every one): stock outside them is not shown. */
  warehouseIds: readonly number[] | null;
}

/** One row as the SQL answers it: the listing, then the figures under flat names. */
export interface BusinessViewSqlRow {
  pk_product_id: number;
  retailer_sku: string;
  mp_sku_code: string | null;
  sku_code: string | null;
  title: string | null;
  brand_name: string | null;
  category: string | null;
  subcategory: string | null;
  normal_sales_quantity: number;
  normal_sales_amount: number;
  df_sales_quantity: number;
  df_sales_amount: number;
  po_sales_quantity: number;
  po_sales_amount: number;
  total_sales_quantity: number;
  total_sales_amount: number;
  buybox_win_percentage: number | null;
  sales_rank: number | null;
  rating: number | null;
  rating_count: number | null;
  payment: number;
  num_returns: number;
  stock_quantity_in_p1_wh: number;
  stock_quantity_in_non_p1_wh: number;
  stock_quantity_in_FBA: number;
  marketing_sales: number;
  marketing_units: number;
  marketing_spend: number;
  sessions: number | null;
  unit_session_percentage: number | null;
}

const day = (d: string) => sql`${d}::date`;
/** Midnight UTC of a day, whatever the session's time zone. */
const midnight = (d: string) => sql`(${d}::date::timestamp at time zone 'UTC')`;

/**
 * Per listing: units and amounts of counted order lines by order type, units returned in the window, and the
 * deposited settlement amounts of the window's counted lines, all from the listing rollup (sales_daily_listing,
 * kept by the fact and settlement writers), summed over the window's days and then matched to the listing once
 * per (identifier, SKU code).
 */
function factsByListing(s: BusinessViewScope): SQL {
  return sql`(
    with g as (
      select d.identifier, d.sku_code as sku, sum(d.units_r) as units_r, sum(d.sales_r) as sales_r,
        sum(d.units_df) as units_df, sum(d.sales_df) as sales_df, sum(d.units_po) as units_po,
        sum(d.sales_po) as sales_po, sum(d.num_returns) as returned, sum(d.paid) as paid
      from sales_daily_listing d
      where d.client_id = ${s.clientId}::int and d.mp_id = ${s.mpId}::int
        and d.date between ${day(s.start)} and ${day(s.end)} and d.identifier <> ''
      group by 1, 2
    )
    select k.pid, sum(g.units_r) as units_r, sum(g.sales_r) as sales_r, sum(g.units_df) as units_df,
      sum(g.sales_df) as sales_df, sum(g.units_po) as units_po, sum(g.sales_po) as sales_po,
      sum(g.returned) as returned, sum(g.paid) as paid
    from g
    cross join lateral (
      select x.pk_product_id as pid from products x
      where x.client_id = ${s.clientId}::int and x.mp_id = ${s.mpId}::int and x.identifier = g.identifier
        and g.sku in ('', x.sku_code, x.mp_sku_code)
      order by (x.mp_sku_code = g.sku) desc, (x.sku_code = g.sku) desc, x.pk_product_id
      limit 1
    ) k
    group by k.pid
  )`;
}

/** Buy Box win percentage: the share of the listing's snapshots taken in the window with the winner flag. */
function buyBoxByListing(s: BusinessViewScope): SQL {
  return sql`(
    select b.fk_product_id as pid,
      round(100.0 * count(*) filter (where b.is_buy_box_winner) / count(*), 2) as win
    from buybox_snapshots b
    join products x on x.client_id = b.client_id and x.pk_product_id = b.fk_product_id and x.mp_id = ${s.mpId}::int
    where b.client_id = ${s.clientId}::int
      and b.taken_at >= ${midnight(s.start)} and b.taken_at < ${midnight(s.end)} + interval '1 day'
    group by 1
  )`;
}

/**
 * Warehouse stock (now) per SKU code: in the marketplace's priority-1 warehouses (warehouse_priorities), and in
 * the other warehouses serving the marketplace (warehouse_marketplaces); only the user's warehouses.
 */
function stockBySku(s: BusinessViewScope): SQL {
  const mine =
    s.warehouseIds === null ? sql`true` : sql`st.fk_warehouse_id = any(${pgArray(s.warehouseIds)}::int[])`;
  return sql`(
    select st.sku_code,
      coalesce(sum(st.quantity) filter (where wp.fk_warehouse_id is not null), 0) as p1,
      coalesce(sum(st.quantity) filter (where wp.fk_warehouse_id is null), 0) as other
    from stock st
    left join warehouse_priorities wp on wp.client_id = st.client_id and wp.mp_id = ${s.mpId}::int
      and wp.fk_warehouse_id = st.fk_warehouse_id and wp.priority = 1
    where st.client_id = ${s.clientId}::int and ${mine}
      and (wp.fk_warehouse_id is not null or exists (select 1 from warehouse_marketplaces wm
        where wm.client_id = st.client_id and wm.mp_id = ${s.mpId}::int and wm.warehouse_id = st.fk_warehouse_id))
    group by st.sku_code
  )`;
}

/**
 * FBA stock (available) of the marketplace per SKU code of its rows, summed once; a listing takes its seller SKU's
 * and its SKU code's (once when they are the same). A lateral sum per listing read every FBA row of the
 * marketplace for each listing (the table's key leads with the seller id).
 */
function fbaBySku(s: BusinessViewScope): SQL {
  return sql`(
    select x.sku_code, sum(x.available) as units from fba_stock x
    where x.client_id = ${s.clientId}::int and x.mp_id = ${s.mpId}::int
    group by x.sku_code
  )`;
}

/** Advertising of the window per SKU, from the ads daily rollup (the ad_product level). */
function adsBySku(s: BusinessViewScope): SQL {
  return sql`(
    select a.sku_id, sum(a.ams_sales) as sales, sum(a.units) as units, sum(a.ams_spend) as spend
    from ads_daily_sku a
    where a.client_id = ${s.clientId}::int and a.mp_id = ${s.mpId}::int
      and a.date between ${day(s.start)} and ${day(s.end)}
    group by a.sku_id
  )`;
}

/**
 * Business Report traffic per seller SKU: the SKU periods (business_report_traffic) inside the window, where
 * periods of one SKU overlap only the one that beats the others (longer, then later) counted, so no session is
 * counted twice.
 */
function trafficBySku(s: BusinessViewScope): SQL {
  const inside = (a: string) =>
    sql`${sql.raw(a)}.client_id = ${s.clientId}::int and ${sql.raw(a)}.mp_id = ${s.mpId}::int
      and ${sql.raw(a)}.sku_code <> '' and ${sql.raw(a)}.start_date >= ${day(s.start)} and ${sql.raw(a)}.end_date <= ${day(s.end)}`;
  return sql`(
    select t.sku_code, sum(t.sessions) as sessions, sum(t.units_ordered) as units
    from business_report_traffic t
    where ${inside('t')} and not exists (
      select 1 from business_report_traffic q
      where ${inside('q')} and q.sku_code = t.sku_code
        and q.start_date <= t.end_date and q.end_date >= t.start_date
        and (q.end_date - q.start_date, q.end_date) > (t.end_date - t.start_date, t.end_date))
    group by t.sku_code
  )`;
}

const zero = (e: SQL) => sql`coalesce(${e}, 0)`;

/** The report as a derived table `bv`: every listing of the scope with its figures under flat names. */
function reportTable(s: BusinessViewScope): SQL {
  const sales = BUSINESS_VIEW_SALES_KINDS.filter((k) => k !== 'total').map(
    (k) =>
      sql`${zero(sql.raw(`f.units_${k === 'normal' ? 'r' : k}`))}::int as ${sql.raw(`${k}_sales_quantity`)},
        ${zero(sql.raw(`f.sales_${k === 'normal' ? 'r' : k}`))}::float8 as ${sql.raw(`${k}_sales_amount`)}`,
  );
  return sql`(
    select p.pk_product_id, p.identifier as retailer_sku, nullif(p.mp_sku_code, '') as mp_sku_code,
      p.sku_code, p.title, b.brand_name, p.category, p.subcategory,
      ${sql.join(sales, sql`, `)},
      (${zero(sql`f.units_r`)} + ${zero(sql`f.units_df`)} + ${zero(sql`f.units_po`)})::int as total_sales_quantity,
      (${zero(sql`f.sales_r`)} + ${zero(sql`f.sales_df`)} + ${zero(sql`f.sales_po`)})::float8 as total_sales_amount,
      bb.win::float8 as buybox_win_percentage,
      cs.sales_rank, cs.reviews_average_rating::float8 as rating, cs.reviews_count as rating_count,
      ${zero(sql`f.paid`)}::float8 as payment, ${zero(sql`f.returned`)}::int as num_returns,
      ${zero(sql`st.p1`)}::int as stock_quantity_in_p1_wh,
      ${zero(sql`st.other`)}::int as "stock_quantity_in_non_p1_wh",
      (${zero(sql`fb1.units`)} + ${zero(sql`fb2.units`)})::int as "stock_quantity_in_FBA",
      ${zero(sql`ad.sales`)}::float8 as marketing_sales, ${zero(sql`ad.units`)}::int as marketing_units,
      ${zero(sql`ad.spend`)}::float8 as marketing_spend,
      tr.sessions::int as sessions,
      case when tr.sessions > 0 then round(100.0 * tr.units / tr.sessions, 2)::float8 end as unit_session_percentage
    from products p
    left join skus sk on sk.client_id = p.client_id and sk.pk_sku_id = p.fk_sku_id
    left join brands b on b.pk_brand_id = sk.fk_brand_id
    left join ${factsByListing(s)} f on f.pid = p.pk_product_id
    left join ${buyBoxByListing(s)} bb on bb.pid = p.pk_product_id
    left join lateral (
      select c.sales_rank, c.reviews_average_rating, c.reviews_count from catalogue_snapshots c
      where c.client_id = p.client_id and c.fk_product_id = p.pk_product_id
        and c.date between ${day(s.start)} and ${day(s.end)}
      order by c.date desc limit 1
    ) cs on true
    left join ${stockBySku(s)} st on st.sku_code = p.sku_code
    left join ${fbaBySku(s)} fb1 on fb1.sku_code = nullif(p.mp_sku_code, '')
    left join ${fbaBySku(s)} fb2 on fb2.sku_code = p.sku_code and fb2.sku_code is distinct from nullif(p.mp_sku_code, '')
    left join ${adsBySku(s)} ad on ad.sku_id = p.fk_sku_id
    left join ${trafficBySku(s)} tr on tr.sku_code = coalesce(nullif(p.mp_sku_code, ''), p.sku_code)
    where p.client_id = ${s.clientId}::int and p.mp_id = ${s.mpId}::int
      and ${withinBrands(sql`sk.fk_brand_id`, s.brandIds)}
  ) bv`;
}

const col = (name: string) => sql.raw(`bv."${name}"`);
const text = (name: string): GridField => ({ expr: col(name), kind: 'text' });
const number = (name: string, notNull = true): GridField => ({ expr: col(name), kind: 'number', notNull });

/**
 * The whitelist: every column of the row by its field path ('total.sales_amount'); row_number is the position
 * in the answer, so nothing sorts or filters on it. Default order: total sales amount, largest first.
 */
export const BUSINESS_VIEW_GRID: GridDefinition = {
  fields: {
    row_number: { expr: sql`0`, kind: 'number', sortable: false },
    retailer_sku: text('retailer_sku'),
    mp_sku_code: text('mp_sku_code'),
    sku_code: text('sku_code'),
    title: text('title'),
    brand_name: text('brand_name'),
    category: text('category'),
    subcategory: text('subcategory'),
    ...Object.fromEntries(
      BUSINESS_VIEW_SALES_KINDS.flatMap((k) => [
        [`${k}.sales_quantity`, number(`${k}_sales_quantity`)],
        [`${k}.sales_amount`, number(`${k}_sales_amount`)],
      ]),
    ),
    buybox_win_percentage: number('buybox_win_percentage', false),
    sales_rank: number('sales_rank', false),
    rating: number('rating', false),
    rating_count: number('rating_count', false),
    sales_quantity: number('total_sales_quantity'),
    sales_amount: number('total_sales_amount'),
    payment: number('payment'),
    num_returns: number('num_returns'),
    stock_quantity_in_p1_wh: number('stock_quantity_in_p1_wh'),
    stock_quantity_in_non_p1_wh: number('stock_quantity_in_non_p1_wh'),
    stock_quantity_in_FBA: number('stock_quantity_in_FBA'),
    marketing_sales: number('marketing_sales'),
    marketing_units: number('marketing_units'),
    marketing_spend: number('marketing_spend'),
    sessions: number('sessions', false),
    unit_session_percentage: number('unit_session_percentage', false),
  },
  defaultSort: [sql`bv.total_sales_amount desc`, sql`bv.retailer_sku asc`],
  tiebreaker: [sql`bv.pk_product_id`],
};

/** The report as a grid source (for the platform's paging helpers and the export's readGrid). */
export function businessViewSource(s: BusinessViewScope): GridSource {
  return { def: BUSINESS_VIEW_GRID, select: sql`bv.*`, from: reportTable(s), scope: sql`true` };
}

export function businessViewRepository(ex: Executor) {
  return {
    /**
     * One page and the number of matching rows in one statement (the report is computed once: a separate count
     * would compute every listing's figures again). A page past the end counts on its own.
     */
    async page(
      s: BusinessViewScope,
      q: GridSelection,
      offset: number,
      limit: number,
    ): Promise<{ rows: BusinessViewSqlRow[]; total: number }> {
      const source = businessViewSource(s);
      const where = whereSql(source, q);
      const rows = await rowsOf<BusinessViewSqlRow & { total_rows: string | number }>(
        ex,
        sql`select bv.*, count(*) over () as total_rows from ${source.from} where ${where}
          order by ${orderBySql(source.def, q.sort)} limit ${limit}::int offset ${offset}::bigint`,
      );
      if (rows.length > 0) return { rows, total: Number(rows[0]!.total_rows) };
      if (offset === 0) return { rows, total: 0 };
      const [n] = await rowsOf<{ n: string | number }>(
        ex,
        sql`select count(*)::bigint as n from ${source.from} where ${where}`,
      );
      return { rows, total: Number(n?.n ?? 0) };
    },
  };
}
