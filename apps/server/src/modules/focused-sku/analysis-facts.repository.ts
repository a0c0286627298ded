import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { landedCostOnDay } from '../../db/facts/costs';
import { pgArray, rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';

/**
 * The facts the focused-SKU analysis reads (issue 19 item 2), set-based: each query answers every product asked
 * for at once (a few statements for up to 1,000 products, never one per product). Every query is bounded by the
 * client, its marketplace and the product ids, and reads its window off an index that leads with them.
 *
 * How a product (a listing of the marketplace) finds its rows:
 * - orders and returns: lines of its marketplace with its identifier whose SKU code is the product's SKU code or
 *   seller SKU (or blank), so offers sharing an identifier under other seller SKUs are told apart;
 * - price: its `prices` row; fees: the marketplace's fee rule of its identifier;
 * - buying cost: `sku_costs` of its SKU; warehouse stock: `stock` of its SKU code in the warehouses that serve the
 *   marketplace; FBA stock: `fba_stock` of its seller SKU (or SKU code) on the marketplace; units older than 180
 *   days: Amazon's inventory age report of the marketplace (`fba_planning`), else `fba_stock`'s ages;
 * - advertising: the ad_product level of `ad_metrics_daily` on the marketplace, by the advertised product's ASIN
 *   (or, when the ad names none, its SKU).
 */

/** Which products to read: ids already chosen within the client's marketplace. */
export interface FactsScope {
  clientId: number;
  mpId: number;
  productIds: readonly number[];
  /** The analysis day (YYYY-MM-DD): windows end on it. */
  date: string;
}

/** A product with its price settings and fee rule, as the analysis reads them. */
export interface ProductFactsRow {
  pk_product_id: number;
  identifier: string;
  mp_sku_code: string;
  sku_code: string;
  fk_sku_id: number | null;
  title: string | null;
  category: string | null;
  focused_sku: boolean;
  main_image_url: string | null;
  brand: string | null;
  regular_price: number | null;
  sale_price: number | null;
  /** Whether the sale price applies on the analysis day (within its start and end dates). */
  sale_active: boolean;
  fee_selling_price: number | null;
  fee_variable_frac: number | null;
  fee_fixed: number | null;
  fee_shipping: number | null;
  has_fee_rule: boolean;
  /** ISO instant: the newest dt_update of the product, its price and its fee rule. */
  updated_at: string;
}

export interface DailySalesRow {
  fk_product_id: number;
  date: string;
  units: number;
  revenue: number;
}

export interface ReturnsRow {
  fk_product_id: number;
  units_returned: number;
}

export interface StockRow {
  fk_product_id: number;
  warehouse_units: number;
  fba_available: number;
  /** FBA units older than 180 days (inventory age report, else fba_stock's ages); null when none is stated. */
  aged_over_180: number | null;
  /** ISO instant of the newest stock figure, null without any. */
  as_of: string | null;
}

export interface CostRow {
  fk_product_id: number;
  /** Landed cost per unit (purchase + shipping + additional) in the marketplace currency, 2 decimals. */
  buying_cost: number | null;
}

export interface AdsRow {
  fk_product_id: number;
  spend_7d: number;
  sales_7d: number;
  impressions_7d: number;
  clicks_7d: number;
  spend_30d: number;
  sales_30d: number;
  impressions_30d: number;
  clicks_30d: number;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The products asked for (alias p), with their marketplace. */
const productsOf = (s: FactsScope) =>
  sql`(select * from products where client_id = ${s.clientId}::int and mp_id = ${s.mpId}::int
    and pk_product_id = any(${pgArray(s.productIds)}::int[])) p`;

/** The first day of the 30-day window ending on `date`. */
const windowStart = (date: string) => sql`(${date}::date - 29)`;

export function analysisFactsRepository(ex: Executor) {
  return {
    /**
     * Product ids of the marketplace to analyse, within the brand limit: every product (`which` 'all'), the
     * focused ones ('focused'), or those with these identifiers; focused first, then by identifier, at most
     * `limit`.
     */
    async chooseProducts(p: {
      clientId: number;
      mpId: number;
      which: 'all' | 'focused' | readonly string[];
      limit: number;
      brandIds: readonly number[] | null;
    }): Promise<number[]> {
      const which =
        p.which === 'all'
          ? sql`true`
          : p.which === 'focused'
            ? sql`p.focused_sku`
            : sql`p.identifier = any(${pgArray(p.which)}::text[])`;
      const rows = await rowsOf<{ id: number }>(
        ex,
        sql`select p.pk_product_id as id from products p
          left join skus s on s.client_id = p.client_id and s.pk_sku_id = p.fk_sku_id
          where p.client_id = ${p.clientId}::int and p.mp_id = ${p.mpId}::int and ${which}
            and ${withinBrands(sql`s.fk_brand_id`, p.brandIds)}
          order by p.focused_sku desc, p.identifier, p.pk_product_id
          limit ${p.limit}::int`,
      );
      return rows.map((r) => r.id);
    },

    /** Each product with its price row and fee rule. */
    products(s: FactsScope): Promise<ProductFactsRow[]> {
      return rowsOf<ProductFactsRow>(
        ex,
        sql`select p.pk_product_id, p.identifier, p.mp_sku_code, p.sku_code, p.fk_sku_id, p.title, p.category,
            p.focused_sku, coalesce(p.extras->>'main_image_url', p.extras->>'image_url') as main_image_url,
            b.brand_name as brand,
            pr.regular_price::float8 as regular_price, pr.sale_price::float8 as sale_price,
            coalesce(pr.sale_price is not null and pr.sale_start_date <= ${s.date}::date
              and (pr.sale_end_date is null or pr.sale_end_date >= ${s.date}::date), false) as sale_active,
            f.selling_price::float8 as fee_selling_price, f.fee_variable_frac::float8 as fee_variable_frac,
            f.fee_fixed::float8 as fee_fixed, f.fee_shipping::float8 as fee_shipping,
            f.pk_fee_id is not null as has_fee_rule,
            ${iso(sql`greatest(p.dt_update, pr.dt_update, f.dt_update)`)} as updated_at
          from ${productsOf(s)}
          left join skus sk on sk.client_id = p.client_id and sk.pk_sku_id = p.fk_sku_id
          left join brands b on b.pk_brand_id = sk.fk_brand_id
          left join prices pr on pr.client_id = p.client_id and pr.fk_product_id = p.pk_product_id
          left join fees f on f.client_id = p.client_id and f.mp_id = p.mp_id and f.identifier = p.identifier
          order by p.pk_product_id`,
      );
    },

    /**
     * Units and revenue per product and day over the 30 days (only days with counted order lines), from the
     * listing rollup (sales_daily_listing: the counted lines per day, identifier and SKU code as they name them),
     * by the same match as the lines': the product's identifier, the SKU code blank or one of the product's.
     */
    dailySales(s: FactsScope): Promise<DailySalesRow[]> {
      return rowsOf<DailySalesRow>(
        ex,
        sql`select p.pk_product_id as fk_product_id, to_char(d.date, 'YYYY-MM-DD') as date,
            sum(d.units_r + d.units_po + d.units_df)::int as units,
            sum(d.sales_r + d.sales_po + d.sales_df)::float8 as revenue
          from ${productsOf(s)}
          join sales_daily_listing d on d.client_id = p.client_id and d.mp_id = p.mp_id
            and d.identifier = p.identifier and d.sku_code in ('', p.sku_code, p.mp_sku_code)
            and d.date between ${windowStart(s.date)} and ${s.date}::date
          group by 1, 2
          having sum(d.order_lines) > 0`,
      );
    },

    /** Units returned per product over the 30 days (by return date), from the listing rollup. */
    returns(s: FactsScope): Promise<ReturnsRow[]> {
      return rowsOf<ReturnsRow>(
        ex,
        sql`select p.pk_product_id as fk_product_id, sum(d.num_returns)::int as units_returned
          from ${productsOf(s)}
          join sales_daily_listing d on d.client_id = p.client_id and d.mp_id = p.mp_id
            and d.identifier = p.identifier and d.sku_code in ('', p.sku_code, p.mp_sku_code)
            and d.date between ${windowStart(s.date)} and ${s.date}::date
          group by 1
          having sum(d.return_lines) > 0`,
      );
    },

    /** Warehouse stock (warehouses serving the marketplace) and FBA stock (available) per product. */
    stock(s: FactsScope): Promise<StockRow[]> {
      return rowsOf<StockRow>(
        ex,
        sql`select p.pk_product_id as fk_product_id, coalesce(w.units, 0)::int as warehouse_units,
            coalesce(f.units, 0)::int as fba_available, coalesce(a.units, f.aged)::int as aged_over_180,
            ${iso(sql`greatest(w.as_of, f.as_of)`)} as as_of
          from ${productsOf(s)}
          left join lateral (
            select sum(st.quantity) as units, max(st.as_of) as as_of from stock st
            where st.client_id = p.client_id and st.sku_code = p.sku_code
              and st.fk_warehouse_id in (select wm.warehouse_id from warehouse_marketplaces wm
                where wm.client_id = p.client_id and wm.mp_id = p.mp_id)
          ) w on true
          left join lateral (
            select sum(fs.available) as units, sum(fs.aged_181_plus) as aged, max(fs.as_of) as as_of from fba_stock fs
            where fs.client_id = p.client_id and fs.mp_id = p.mp_id
              and fs.sku_code in (nullif(p.mp_sku_code, ''), p.sku_code)
          ) f on true
          left join lateral (
            -- Amazon's inventory age report uploaded for the marketplace (fba_planning) is the newer word on ages.
            select sum(coalesce(fp.age_181_270, 0) + coalesce(fp.age_271_365, 0) + coalesce(fp.age_365_plus, 0)) as units
            from fba_planning fp
            where fp.client_id = p.client_id and fp.mp_id = p.mp_id and fp.report_type = 'inventory_age'
              and fp.sku_code in (nullif(p.mp_sku_code, ''), p.sku_code)
          ) a on true`,
      );
    },

    /** Landed buying cost per unit on the analysis day: THE BUYING COST RULE (db/facts/costs.ts). */
    costs(s: FactsScope): Promise<CostRow[]> {
      const cost = landedCostOnDay({
        clientId: sql`p.client_id`,
        skuId: sql`p.fk_sku_id`,
        mpId: sql`p.mp_id`,
        day: sql`${s.date}::date`,
        currency: sql`m.currency_code`,
        before: 'none',
      });
      return rowsOf<CostRow>(
        ex,
        sql`select p.pk_product_id as fk_product_id, ${cost} as buying_cost
          from ${productsOf(s)}
          join marketplaces m on m.pk_mp_id = p.mp_id`,
      );
    },

    /** Advertising of 7 and 30 days per product from the ad_product level. */
    ads(s: FactsScope): Promise<AdsRow[]> {
      const recent = sql`a.date > ${s.date}::date - 7`;
      return rowsOf<AdsRow>(
        ex,
        sql`with a as (
            select m.date, m.spend, m.sales, m.impressions, m.clicks, ap.asin, m.fk_sku_id
            from ad_metrics_daily m
            join ad_products ap on ap.client_id = m.client_id and ap.profile_id = m.profile_id
              and ap.ad_id = m.entity_id
            where m.client_id = ${s.clientId}::int and m.mp_id = ${s.mpId}::int
              and m.date between ${windowStart(s.date)} and ${s.date}::date and m.entity_type = 'ad_product'
          ), matched as (
            select p.pk_product_id, a.* from ${productsOf(s)} join a on a.asin = p.identifier
            union all
            select p.pk_product_id, a.* from ${productsOf(s)} join a on a.asin is null and a.fk_sku_id = p.fk_sku_id
          )
          select a.pk_product_id as fk_product_id,
            coalesce(sum(a.spend) filter (where ${recent}), 0)::float8 as spend_7d,
            coalesce(sum(a.sales) filter (where ${recent}), 0)::float8 as sales_7d,
            coalesce(sum(a.impressions) filter (where ${recent}), 0)::float8 as impressions_7d,
            coalesce(sum(a.clicks) filter (where ${recent}), 0)::float8 as clicks_7d,
            sum(a.spend)::float8 as spend_30d, sum(a.sales)::float8 as sales_30d,
            sum(a.impressions)::float8 as impressions_30d, sum(a.clicks)::float8 as clicks_30d
          from matched a group by 1`,
      );
    },
  };
}

export type AnalysisFactsRepository = ReturnType<typeof analysisFactsRepository>;
