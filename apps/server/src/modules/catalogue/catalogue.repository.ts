import type { IdqAttribute } from '@marketdesk/contracts/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { pgArray, rowsOf } from '../../db/facts/executor';

/** A content version of a product (listing_content; the current one has `valid_to` null), numbers as numbers. */
export interface ContentRow {
  fk_product_id: number;
  version: number;
  /** ISO instants (UTC); `valid_to` null for the current version. */
  valid_from: string;
  valid_to: string | null;
  title: string | null;
  bullet_points: string[];
  description: string | null;
  image_urls: string[];
  has_a_plus: boolean;
  a_plus_content: string | null;
  brand: string | null;
  model: string | null;
  color: string | null;
  size: string | null;
  variation_theme: string | null;
  variation_parent: string | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  weight_g: number | null;
  product_type: string | null;
  category: string | null;
  subcategory: string | null;
  browse_node_id: string | null;
  keywords: string[];
  source: string;
  created_by: number | null;
}

/** The newest catalogue snapshot of a product. */
export interface CatalogueSnapshotRow {
  fk_product_id: number;
  /** YYYY-MM-DD. */
  date: string;
  content_version: number | null;
  idq_score: number;
  missing_attributes: IdqAttribute[];
  reviews_average_rating: number | null;
  reviews_count: number;
  sales_rank: number | null;
  keyword: string | null;
  keyword_rank: number | null;
}

/** The newest Buy Box snapshot of a product. */
export interface BuyBoxSnapshotRow {
  fk_product_id: number;
  /** ISO instant (UTC). */
  taken_at: string;
  is_buy_box_winner: boolean;
  our_selling_price: number | null;
  competitor_selling_price: number | null;
  competitor_count: number;
  is_prime: boolean;
  currency_code: string;
}

/** Buy Box wins of a product over a window: `win_percentage` = 100 × wins / snapshots (0–100, 2 decimals). */
export interface BuyBoxWinRow {
  fk_product_id: number;
  snapshots: number;
  wins: number;
  win_percentage: number;
}

/** Which products of a client's marketplace a query covers: all of them, or the given product ids. */
export interface ProductScope {
  clientId: number;
  mpId: number;
  /** Only these products (e.g. the analysis's ASINs resolved to products); omitted: every product. */
  productIds?: readonly number[];
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of ContentRow from listing_content (alias c). */
const CONTENT_COLUMNS = sql`c.fk_product_id, c.version, ${iso(sql`c.valid_from`)} as valid_from,
  ${iso(sql`c.valid_to`)} as valid_to, c.title, c.bullet_points, c.description, c.image_urls, c.has_a_plus, c.a_plus_content, c.brand, c.model, c.color, c.size,
  c.variation_theme, c.variation_parent, c.length_cm::float8 as length_cm, c.width_cm::float8 as width_cm,
  c.height_cm::float8 as height_cm, c.weight_g::float8 as weight_g, c.product_type, c.category, c.subcategory,
  c.browse_node_id, c.keywords, c.source, c.created_by`;

/** The client's products on the marketplace (alias p), optionally only some: every query starts here. */
const productsOf = ({ clientId, mpId, productIds }: ProductScope) =>
  sql`(select client_id, pk_product_id from products where client_id = ${clientId}::int and mp_id = ${mpId}::int${
    productIds ? sql` and pk_product_id = any(${pgArray(productIds)}::int[])` : sql``
  }) p`;

/**
 * Catalogue and competition reads (issue 19 item 1) for the analysis (item 2), the tickets it raises (item 3)
 * and the Listing Tracker (item 8). Every query is bounded by the client and one of its marketplaces, and each
 * "latest" is a per-product lateral lookup on the table's primary key (a backward index scan, one row each), so
 * the cost grows with the products asked for, not with the history kept.
 */
export function catalogueRepository(ex: Executor) {
  return {
    /** The current content of each product that has content. */
    latestContent(scope: ProductScope): Promise<ContentRow[]> {
      return rowsOf<ContentRow>(
        ex,
        sql`select ${CONTENT_COLUMNS}
          from ${productsOf(scope)}
          join listing_content c on c.client_id = p.client_id and c.fk_product_id = p.pk_product_id
            and c.valid_to is null
          order by c.fk_product_id`,
      );
    },

    /** Every content version of one product, newest first (the Listing Tracker's history). */
    contentVersions(clientId: number, productId: number): Promise<ContentRow[]> {
      return rowsOf<ContentRow>(
        ex,
        sql`select ${CONTENT_COLUMNS}
          from listing_content c
          where c.client_id = ${clientId}::int and c.fk_product_id = ${productId}::int
          order by c.version desc`,
      );
    },

    /** The newest catalogue snapshot of each product (on or before `asOf`, a date; default: any). */
    latestCatalogueSnapshots(scope: ProductScope, asOf?: string): Promise<CatalogueSnapshotRow[]> {
      return rowsOf<CatalogueSnapshotRow>(
        ex,
        sql`select s.fk_product_id, to_char(s.date, 'YYYY-MM-DD') as date, s.content_version, s.idq_score::int as idq_score,
            s.missing_attributes, s.reviews_average_rating::float8 as reviews_average_rating, s.reviews_count,
            s.sales_rank, s.keyword, s.keyword_rank
          from ${productsOf(scope)}
          cross join lateral (
            select * from catalogue_snapshots x
            where x.client_id = p.client_id and x.fk_product_id = p.pk_product_id${
              asOf ? sql` and x.date <= ${asOf}::date` : sql``
            }
            order by x.date desc limit 1
          ) s
          order by s.fk_product_id`,
      );
    },

    /** The newest Buy Box snapshot of each product (taken at or before `asOf`; default: any). */
    latestBuyBoxSnapshots(scope: ProductScope, asOf?: Date): Promise<BuyBoxSnapshotRow[]> {
      return rowsOf<BuyBoxSnapshotRow>(
        ex,
        sql`select b.fk_product_id, ${iso(sql`b.taken_at`)} as taken_at, b.is_buy_box_winner,
            b.our_selling_price::float8 as our_selling_price,
            b.competitor_selling_price::float8 as competitor_selling_price, b.competitor_count, b.is_prime,
            b.currency_code
          from ${productsOf(scope)}
          cross join lateral (
            select * from buybox_snapshots x
            where x.client_id = p.client_id and x.fk_product_id = p.pk_product_id${
              asOf ? sql` and x.taken_at <= ${asOf.toISOString()}::timestamptz` : sql``
            }
            order by x.taken_at desc limit 1
          ) b
          order by b.fk_product_id`,
      );
    },

    /**
     * Buy Box win percentage of each product over the `days` days up to `end` (default now): snapshots taken in
     * (end − days, end], the share of them with the winner flag. Products without a snapshot in the window are
     * left out (no figure rather than 0).
     */
    buyBoxWinPercentages(scope: ProductScope, days: number, end: Date = new Date()): Promise<BuyBoxWinRow[]> {
      const to = end.toISOString();
      return rowsOf<BuyBoxWinRow>(
        ex,
        sql`select b.fk_product_id, count(*)::int as snapshots,
            count(*) filter (where b.is_buy_box_winner)::int as wins,
            round(100.0 * count(*) filter (where b.is_buy_box_winner) / count(*), 2)::float8 as win_percentage
          from ${productsOf(scope)}
          join buybox_snapshots b on b.client_id = p.client_id and b.fk_product_id = p.pk_product_id
            and b.taken_at > ${to}::timestamptz - make_interval(days => ${days}::int)
            and b.taken_at <= ${to}::timestamptz
          group by b.fk_product_id
          order by b.fk_product_id`,
      );
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
