import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './commerce';
import { clients, users } from './identity';

/**
 * Catalogue and competition data (issue 19 item 1): what a listing says, how good that content is, how it
 * ranks and rates, and who holds its Buy Box. Tenant tables like the commerce facts: `client_id` NOT NULL and
 * leading every key and index, references to products include it (a row never points at another client's
 * product) and cascade with the product. Columns are named after the fields of spec 02's Focused SKU analysis
 * record (snake_case where the record has camelCase: keywordRank → keyword_rank, reviewCount → reviews_count),
 * so the analysis maps them one to one.
 *
 * Readers want "the latest" of each: the current content version (`valid_to is null`), the newest catalogue
 * snapshot (`date`) and the newest Buy Box snapshot (`taken_at`); each table's primary key serves that as a
 * backward index scan per product (modules/catalogue's repository).
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const cm = (name: string) => numeric(name, { precision: 10, scale: 2 });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Where a content version came from. */
export const CONTENT_SOURCES = ['demo', 'import', 'listing_update'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/**
 * The listing content of one marketplace product, versioned. `version` counts from 1 per product; the current
 * version has `valid_to` null (at most one per product, by a partial unique index). A new version (the Listing
 * Tracker's approval, item 8, or an import) closes the current one (`valid_to` = its `valid_from`) and inserts
 * the next, in one transaction: earlier versions are kept as they were.
 *
 * The fields are what the IDQ rule (contracts catalogue.ts) scores and the Listing Tracker edits:
 * - `bullet_points`, `keywords`: one entry per line of the Listing Tracker's text areas (text[] like skus).
 * - `image_urls`: main image first (the analysis's main_image_url; image_count is their number).
 * - `has_a_plus` is the record's flag; `a_plus_content` the A+ text when known (null without A+).
 * - `brand`, `model`, `color`, `size`: as the marketplace shows them (may differ from the SKU master); the
 *   presence flags are "filled".
 * - `variation_theme` (e.g. Color, Size, SizeColor) and `variation_parent` (the parent identifier): the
 *   presence flag "variation" is a theme.
 * - dimensions in cm and g like skus; "dimensions" is present when all four are.
 * - `product_type` (e.g. Amazon's HOME_BED_AND_BATH), `category`, `subcategory`, `browse_node_id` (AZ only).
 */
export const listingContent = pgTable(
  'listing_content',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_content_id: serial('pk_content_id').notNull(),
    fk_product_id: integer('fk_product_id').notNull(),
    version: integer('version').notNull(),
    valid_from: instant('valid_from').notNull(),
    /** When a later version replaced this one; null for the current version. */
    valid_to: instant('valid_to'),
    title: text('title'),
    bullet_points: text('bullet_points').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    image_urls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    has_a_plus: boolean('has_a_plus').notNull().default(false),
    a_plus_content: text('a_plus_content'),
    brand: text('brand'),
    model: text('model'),
    color: text('color'),
    size: text('size'),
    variation_theme: text('variation_theme'),
    variation_parent: text('variation_parent'),
    length_cm: cm('length_cm'),
    width_cm: cm('width_cm'),
    height_cm: cm('height_cm'),
    weight_g: numeric('weight_g', { precision: 12, scale: 2 }),
    product_type: text('product_type'),
    category: text('category'),
    subcategory: text('subcategory'),
    /** AZ marketplaces only (the Listing Tracker shows the field for AZ only). */
    browse_node_id: text('browse_node_id'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    source: text('source').notNull().$type<ContentSource>(),
    /** Who submitted the content (the Listing Tracker's submitter); null for imports and the demo. */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    dt_create: instant('dt_create').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_content_id] }),
    uniqueIndex('listing_content_id_uq').on(t.pk_content_id),
    uniqueIndex('listing_content_product_version_uq').on(t.client_id, t.fk_product_id, t.version),
    uniqueIndex('listing_content_current_uq')
      .on(t.client_id, t.fk_product_id)
      .where(sql`${t.valid_to} is null`),
    foreignKey({
      columns: [t.client_id, t.fk_product_id],
      foreignColumns: [products.client_id, products.pk_product_id],
    }).onDelete('cascade'),
    check('listing_content_version_ck', sql`${t.version} >= 1`),
    check('listing_content_valid_ck', sql`${t.valid_to} is null or ${t.valid_to} >= ${t.valid_from}`),
    check('listing_content_a_plus_ck', sql`${t.a_plus_content} is null or ${t.has_a_plus}`),
    check('listing_content_source_ck', sql`${t.source} in ('demo', 'import', 'listing_update')`),
  ],
);

/**
 * One day of a product's catalogue standing: its content score and the marketplace's figures about it.
 * - `idq_score` (0–100) and `missing_attributes` (names of contracts IDQ_ATTRIBUTES): the IDQ rule applied to
 *   the content version `content_version` that was current that day; stored so a day's score stays what it was
 *   after the content changes, and so the analysis and T1 read it without rescoring.
 * - `reviews_average_rating` (0–5), `reviews_count`: the record's catalogue group names (rating/reviewCount at
 *   its top level).
 * - `sales_rank`: the marketplace's best-seller rank in the product's category (lower sells more); null when
 *   the marketplace publishes none.
 * - `keyword_rank` (the record's keywordRank): organic search position of the product for `keyword`; null when
 *   it is not found in the positions the marketplace lists.
 */
export const catalogueSnapshots = pgTable(
  'catalogue_snapshots',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    fk_product_id: integer('fk_product_id').notNull(),
    date: date('date').notNull(),
    content_version: integer('content_version'),
    idq_score: smallint('idq_score').notNull(),
    missing_attributes: text('missing_attributes').array().notNull().default(sql`'{}'::text[]`),
    reviews_average_rating: numeric('reviews_average_rating', { precision: 3, scale: 2 }),
    reviews_count: integer('reviews_count').notNull().default(0),
    sales_rank: integer('sales_rank'),
    keyword: text('keyword'),
    keyword_rank: integer('keyword_rank'),
    dt_create: instant('dt_create').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.fk_product_id, t.date] }),
    foreignKey({
      columns: [t.client_id, t.fk_product_id],
      foreignColumns: [products.client_id, products.pk_product_id],
    }).onDelete('cascade'),
    check('catalogue_snapshots_idq_ck', sql`${t.idq_score} between 0 and 100`),
    check(
      'catalogue_snapshots_rating_ck',
      sql`${t.reviews_average_rating} is null or ${t.reviews_average_rating} between 0 and 5`,
    ),
    check('catalogue_snapshots_counts_ck', sql`${t.reviews_count} >= 0`),
    check(
      'catalogue_snapshots_ranks_ck',
      sql`(${t.sales_rank} is null or ${t.sales_rank} >= 1) and (${t.keyword_rank} is null or ${t.keyword_rank} >= 1)`,
    ),
  ],
);

/**
 * A Buy Box observation of one product (one a day in the demo; any frequency from a connector).
 * - `is_buy_box_winner`: the record's is_winning / is_buy_box_winner; the Buy Box win percentage over a window is
 *   the share of its snapshots with the flag set (modules/catalogue: buyBoxWinPercentages).
 * - `our_selling_price`: our offer's price then; `competitor_selling_price`: the lowest other offer's price (what
 *   ticket T2 shows under that name), null without competitors; both in `currency_code`.
 * - `competitor_count`: other offers on the listing; `is_prime`: our offer is Prime (AZ, fulfilled by Amazon).
 */
export const buyBoxSnapshots = pgTable(
  'buybox_snapshots',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    fk_product_id: integer('fk_product_id').notNull(),
    taken_at: instant('taken_at').notNull(),
    is_buy_box_winner: boolean('is_buy_box_winner').notNull(),
    our_selling_price: money('our_selling_price'),
    competitor_selling_price: money('competitor_selling_price'),
    competitor_count: integer('competitor_count').notNull().default(0),
    is_prime: boolean('is_prime').notNull().default(false),
    currency_code: text('currency_code').notNull(),
    dt_create: instant('dt_create').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.fk_product_id, t.taken_at] }),
    foreignKey({
      columns: [t.client_id, t.fk_product_id],
      foreignColumns: [products.client_id, products.pk_product_id],
    }).onDelete('cascade'),
    check('buybox_snapshots_competitors_ck', sql`${t.competitor_count} >= 0`),
  ],
);
