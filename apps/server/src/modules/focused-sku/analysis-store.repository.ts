import {
  FOCUSED_FILTER_RANGES,
  type FocusedComparison,
  type FocusedRiskPoint,
  type FocusedSkuAnalysis,
  type FocusedSkuListQuery,
  type FocusedSkuSummary,
  type FocusedSortKey,
  focusedExportRow,
  roundFigure,
} from '@marketdesk/contracts/focused-sku';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { json, pgArray, rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';

/**
 * The stored analyses (focused_sku_analyses): one row per product and analysis day, the record as answered in
 * `record` and, beside it, the figures the list filters and sorts on, copied from the record's export row
 * (contracts focusedExportRow) so the list orders exactly what the screen shows.
 */

/** The list's filters without paging (the export reads every match). */
export type AnalysisListFilter = Omit<FocusedSkuListQuery, 'page' | 'size'>;

/** Which client, marketplace and brands a read covers. */
export interface StoreScope {
  clientId: number;
  mpId: number;
  brandIds: readonly number[] | null;
}

const SORT_COLUMN: Record<FocusedSortKey, SQL> = {
  sales30Day: sql`a.sales_30d`,
  profitMargin: sql`a.profit_margin`,
  stockCoverage: sql`a.stock_coverage`,
  rating: sql`a.rating`,
  buyBoxPercentage: sql`a.buybox_percentage`,
};

const R = FOCUSED_FILTER_RANGES;

/**
 * The filters as SQL on the latest rows (alias a, product p); search: identifier (ASIN), seller SKU, SKU code,
 * title or brand. Profit margin and stock coverage bound only when
 * narrowed from their full range (a loss-making SKU, margin under 0, stays in the default view); an unrated SKU
 * counts as rating 0 (as the screen's client-side rule); issues: any of the types.
 */
function filterSql(f: AnalysisListFilter): SQL {
  const parts: SQL[] = [];
  if (f.profitMarginMin > R.profitMargin.min) parts.push(sql`a.profit_margin >= ${f.profitMarginMin}`);
  if (f.profitMarginMax < R.profitMargin.max) parts.push(sql`a.profit_margin <= ${f.profitMarginMax}`);
  if (f.stockCoverageMin > R.stockCoverage.min) parts.push(sql`a.stock_coverage >= ${f.stockCoverageMin}`);
  if (f.stockCoverageMax < R.stockCoverage.max) parts.push(sql`a.stock_coverage <= ${f.stockCoverageMax}`);
  if (f.ratingMin > R.rating.min) parts.push(sql`coalesce(a.rating, 0) >= ${f.ratingMin}`);
  if (f.ratingMax < R.rating.max) parts.push(sql`coalesce(a.rating, 0) <= ${f.ratingMax}`);
  if (f.riskLevel.length > 0)
    parts.push(sql`a.risk_level in (select jsonb_array_elements_text(${json(f.riskLevel)}))`);
  if (f.categories.length > 0)
    parts.push(sql`a.category in (select jsonb_array_elements_text(${json(f.categories)}))`);
  if (f.issues.length > 0)
    parts.push(sql`a.issue_types && array(select jsonb_array_elements_text(${json(f.issues)}))`);
  const search = f.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(p.identifier ilike ${like} or p.mp_sku_code ilike ${like} or p.sku_code ilike ${like}
      or a.record->>'title' ilike ${like} or a.record->>'brand' ilike ${like})`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** The newest stored analysis of each product of the marketplace within the brand limit (alias a, p). */
const latestRows = (s: StoreScope) => sql`(
  select distinct on (x.fk_product_id) x.* from focused_sku_analyses x
  where x.client_id = ${s.clientId}::int and x.mp_id = ${s.mpId}::int
  order by x.fk_product_id, x.analysis_date desc) a
  join products p on p.client_id = a.client_id and p.pk_product_id = a.fk_product_id
  left join skus sk on sk.client_id = p.client_id and sk.pk_sku_id = p.fk_sku_id
  where ${withinBrands(sql`sk.fk_brand_id`, s.brandIds)}`;

/** A stored record with its row's id and the product's current focus flag. */
const RECORD = sql`a.record || jsonb_build_object('id', a.pk_analysis_id, 'focused_sku', p.focused_sku,
  'isFocused', p.focused_sku)`;

export function analysisStoreRepository(ex: Executor) {
  return {
    /**
     * Stores the records of one analysis day: a product's row of that day is replaced (same id), others are
     * added. Answers each product's row id.
     */
    async save(clientId: number, records: readonly FocusedSkuAnalysis[]): Promise<Map<number, number>> {
      if (records.length === 0) return new Map();
      const e = records.map(focusedExportRow);
      const col = <T>(f: (r: FocusedSkuAnalysis, i: number) => T) => pgArray(records.map(f));
      // Column arrays through unnest (one text parameter each): the server parses each record once.
      const saved = await rowsOf<{ id: number; fk_product_id: number }>(
        ex,
        sql`insert into focused_sku_analyses (client_id, mp_id, fk_product_id, analysis_date, analysed_at,
            risk_level, issue_types, category, sales_30d, profit_margin, stock_coverage, rating, buybox_percentage,
            record)
          select ${clientId}::int, x.mp_id, x.fk_product_id, x.analysis_date, now(), x.risk_level,
            string_to_array(x.issue_types, ','), x.category, x.sales_30d, x.profit_margin, x.stock_coverage,
            x.rating, x.buybox_percentage, x.record
          from unnest(${col((r) => r.mp_id)}::int[], ${col((r) => r.product_id)}::int[],
            ${col((r) => r.analysis_date)}::date[], ${col((r) => r.risk_level)}::text[],
            ${col((r) => r.issues.map((i) => i.issue_type).join(','))}::text[], ${col((r) => r.category)}::text[],
            ${col((_, i) => e[i]!.sales30Day)}::numeric[], ${col((_, i) => e[i]!.profitMargin)}::numeric[],
            ${col((_, i) => e[i]!.stockCoverage)}::numeric[], ${col((r) => r.rating)}::numeric[],
            ${col((_, i) => e[i]!.buyBoxPercentage)}::numeric[], ${col((r) => r)}::jsonb[])
            as x(mp_id, fk_product_id, analysis_date, risk_level, issue_types, category, sales_30d, profit_margin,
              stock_coverage, rating, buybox_percentage, record)
          on conflict (client_id, fk_product_id, analysis_date) do update set mp_id = excluded.mp_id,
            analysed_at = excluded.analysed_at, risk_level = excluded.risk_level,
            issue_types = excluded.issue_types, category = excluded.category, sales_30d = excluded.sales_30d,
            profit_margin = excluded.profit_margin, stock_coverage = excluded.stock_coverage,
            rating = excluded.rating, buybox_percentage = excluded.buybox_percentage, record = excluded.record
          returning pk_analysis_id as id, fk_product_id`,
      );
      return new Map(saved.map((r) => [r.fk_product_id, r.id]));
    },

    /** One page (offset, size) of the latest records that match, in the asked order, and their count. */
    async page(
      s: StoreScope,
      f: AnalysisListFilter,
      paging: { offset: number; size: number } | null,
    ): Promise<{ items: FocusedSkuAnalysis[]; total: number }> {
      const dir = f.sortOrder === 'asc' ? sql`asc` : sql`desc`;
      const limit = paging ? sql`limit ${paging.size}::int offset ${paging.offset}::int` : sql``;
      const rows = await rowsOf<{ record: FocusedSkuAnalysis; total: number }>(
        ex,
        sql`select ${RECORD} as record, count(*) over ()::int as total
          from ${latestRows(s)} and ${filterSql(f)}
          order by ${SORT_COLUMN[f.sortBy]} ${dir} nulls last, a.fk_product_id
          ${limit}`,
      );
      if (rows.length > 0 || !paging || paging.offset === 0) {
        return { items: rows.map((r) => r.record), total: rows[0]?.total ?? 0 };
      }
      // A page past the end: still answer how many match.
      const [count] = await rowsOf<{ total: number }>(
        ex,
        sql`select count(*)::int as total from ${latestRows(s)} and ${filterSql(f)}`,
      );
      return { items: [], total: count?.total ?? 0 };
    },

    /**
     * The summary cards over every latest record that matches (not a page): 30-day revenue, the average velocity
     * of the records that have one, every active issue, the SKUs.
     */
    async summary(s: StoreScope, f: AnalysisListFilter): Promise<FocusedSkuSummary> {
      const [row] = await rowsOf<{
        revenue: string | null;
        trend: string | null;
        issues: number;
        skus: number;
      }>(
        ex,
        sql`select sum((a.record->'sales'->>'revenue_30d')::numeric)::text as revenue,
            avg((a.record->'sales'->>'velocity_percentage')::numeric)::text as trend,
            coalesce(sum(jsonb_array_length(a.record->'issues')), 0)::int as issues, count(*)::int as skus
          from ${latestRows(s)} and ${filterSql(f)}`,
      );
      return {
        totalRevenue30d: roundFigure(Number(row?.revenue ?? 0), 2),
        trendPercent: row?.trend == null ? null : roundFigure(Number(row.trend), 2),
        criticalIssues: row?.issues ?? 0,
        totalSkus: row?.skus ?? 0,
      };
    },

    /**
     * The categories of the client's products on the marketplace within the brand limit, as an analysis names
     * them (the product's own, else its current listing content's), by name.
     */
    async categories(s: StoreScope): Promise<string[]> {
      const rows = await rowsOf<{ category: string }>(
        ex,
        sql`select distinct x.category from (
            select nullif(trim(coalesce(p.category, c.category)), '') as category from products p
            left join skus sk on sk.client_id = p.client_id and sk.pk_sku_id = p.fk_sku_id
            left join listing_content c on c.client_id = p.client_id and c.fk_product_id = p.pk_product_id
              and c.valid_to is null
            where p.client_id = ${s.clientId}::int and p.mp_id = ${s.mpId}::int
              and ${withinBrands(sql`sk.fk_brand_id`, s.brandIds)}) x
          where x.category is not null order by x.category`,
      );
      return rows.map((r) => r.category);
    },

    /** The latest record of the product with this identifier on the marketplace (the newest of its offers). */
    async latestByAsin(s: StoreScope, asin: string): Promise<FocusedSkuAnalysis | null> {
      const [row] = await rowsOf<{ record: FocusedSkuAnalysis }>(
        ex,
        sql`select ${RECORD} as record from ${latestRows(s)} and p.identifier = ${asin}
          order by a.analysis_date desc, a.fk_product_id limit 1`,
      );
      return row?.record ?? null;
    },

    /** The product's stored analyses of the 90 days up to `until`, oldest first. */
    riskHistory(clientId: number, productId: number, until: string): Promise<FocusedRiskPoint[]> {
      return rowsOf<FocusedRiskPoint>(
        ex,
        sql`select to_char(analysis_date, 'YYYY-MM-DD') as analysis_date, risk_level,
            cardinality(issue_types)::int as issue_count
          from focused_sku_analyses
          where client_id = ${clientId}::int and fk_product_id = ${productId}::int
            and analysis_date > ${until}::date - 90 and analysis_date <= ${until}::date
          order by analysis_date`,
      );
    },

    /** The newest SKU comparison recorded for the product's SKU on the marketplace, or null. */
    async latestComparison(
      clientId: number,
      mpId: number,
      productId: number,
    ): Promise<FocusedComparison | null> {
      const [row] = await rowsOf<FocusedComparison>(
        ex,
        sql`select to_char(c.dt_create at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at,
            nullif(trim(u.first_name || ' ' || u.last_name), '') as recorded_by,
            c.client_retailer_sku, c.comp1_retailer_sku, c.comp2_retailer_sku, c.client_price::float8 as client_price,
            c.comp1_price::float8 as comp1_price, c.comp2_price::float8 as comp2_price, c.client_delivery_days,
            c.comp1_delivery_days, c.comp2_delivery_days, c.client_ranking, c.catalog_issues
          from products p
          join sku_comparisons c on c.client_id = p.client_id and c.fk_sku_id = p.fk_sku_id and c.mp_id = ${mpId}::int
          left join users u on u.id = c.fk_user_id
          where p.client_id = ${clientId}::int and p.pk_product_id = ${productId}::int
          order by c.dt_create desc, c.pk_id desc limit 1`,
      );
      return row ?? null;
    },
  };
}

export type AnalysisStoreRepository = ReturnType<typeof analysisStoreRepository>;
