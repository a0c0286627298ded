import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, skus } from './commerce';
import { clients, users } from './identity';
import { marketplaces } from './reference';

/**
 * The focused-data area (issue 19; spec 02 sections 2–5): stored SKU analyses, the comparisons users record
 * against competitors, and the Listing Tracker's proposed updates. Tenant tables: `client_id` NOT NULL leads
 * every key and index; references to products and SKUs include it.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One analysis of one marketplace product on one day (`analysis_date`); a re-run the same day replaces it, so
 * a SKU's risk can be followed day by day. `record` is the whole Focused SKU analysis record of spec 02
 * section 3 (contracts focused-sku-record) as answered; the columns beside it are the figures the list filters
 * and sorts on server-side, copied from the record when it is written (never computed separately).
 */
export const focusedSkuAnalyses = pgTable(
  'focused_sku_analyses',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_analysis_id: serial('pk_analysis_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    fk_product_id: integer('fk_product_id').notNull(),
    analysis_date: date('analysis_date').notNull(),
    analysed_at: instant('analysed_at').notNull().defaultNow(),
    risk_level: text('risk_level').notNull(),
    issue_types: text('issue_types').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    sales_30d: money('sales_30d').notNull(),
    /** Profit per unit as a percent of the price; null without a price or a margin. */
    profit_margin: numeric('profit_margin', { precision: 12, scale: 2 }),
    stock_coverage: numeric('stock_coverage', { precision: 8, scale: 1 }).notNull(),
    rating: numeric('rating', { precision: 3, scale: 2 }),
    buybox_percentage: numeric('buybox_percentage', { precision: 5, scale: 2 }),
    record: jsonb('record').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_analysis_id] }),
    uniqueIndex('focused_sku_analyses_id_uq').on(t.pk_analysis_id),
    uniqueIndex('focused_sku_analyses_product_day_uq').on(t.client_id, t.fk_product_id, t.analysis_date),
    index('focused_sku_analyses_mp_day_idx').on(t.client_id, t.mp_id, t.analysis_date),
    foreignKey({
      columns: [t.client_id, t.fk_product_id],
      foreignColumns: [products.client_id, products.pk_product_id],
    }).onDelete('cascade'),
    check('focused_sku_analyses_risk_ck', sql`${t.risk_level} in ('low', 'medium', 'high', 'critical')`),
  ],
);

/**
 * One SKU comparison a user recorded (spec 02 "SKU comparison record"): the client's offer of a SKU against two
 * competitors on a marketplace. `fk_sku_id` is the SKU the code named (404 when none); retailer SKUs of the EB
 * and OT families are the two identifier fields joined with `|`.
 */
export const skuComparisons = pgTable(
  'sku_comparisons',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_id: serial('pk_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    fk_sku_id: integer('fk_sku_id').notNull(),
    fk_user_id: integer('fk_user_id').references(() => users.id, { onDelete: 'set null' }),
    sku_code: text('sku_code').notNull(),
    client_retailer_sku: text('client_retailer_sku').notNull(),
    comp1_retailer_sku: text('comp1_retailer_sku').notNull(),
    comp2_retailer_sku: text('comp2_retailer_sku').notNull(),
    client_price: money('client_price').notNull(),
    comp1_price: money('comp1_price').notNull(),
    comp2_price: money('comp2_price').notNull(),
    client_delivery_days: integer('client_delivery_days').notNull(),
    comp1_delivery_days: integer('comp1_delivery_days').notNull(),
    comp2_delivery_days: integer('comp2_delivery_days').notNull(),
    client_ranking: integer('client_ranking').notNull(),
    client_review: text('client_review'),
    deal_present: boolean('deal_present').notNull().default(false),
    coupon_present: boolean('coupon_present').notNull().default(false),
    ams_present: boolean('ams_present').notNull().default(false),
    catalog_issues: text('catalog_issues').notNull(),
    dt_create: instant('dt_create').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_id] }),
    uniqueIndex('sku_comparisons_id_uq').on(t.pk_id),
    index('sku_comparisons_user_idx').on(t.client_id, t.fk_user_id, t.dt_create),
    index('sku_comparisons_sku_idx').on(t.client_id, t.fk_sku_id, t.mp_id, t.dt_create),
    foreignKey({
      columns: [t.client_id, t.fk_sku_id],
      foreignColumns: [skus.client_id, skus.pk_sku_id],
    }).onDelete('cascade'),
    check(
      'sku_comparisons_catalog_ck',
      sql`${t.catalog_issues} in ('no_issues', 'image', 'title', 'image_title', 'a_plus_content', 'variation')`,
    ),
    check(
      'sku_comparisons_numbers_ck',
      sql`${t.client_price} >= 0 and ${t.comp1_price} >= 0 and ${t.comp2_price} >= 0 and ${t.client_delivery_days} >= 0 and ${t.comp1_delivery_days} >= 0 and ${t.comp2_delivery_days} >= 0 and ${t.client_ranking} >= 0`,
    ),
  ],
);

/**
 * One search-term comparison (spec 02 "Search term record"): for a search term, the client's and two
 * competitors' offers with price, delivery days and slot (organic, tos, ros, ba), and the bid action taken.
 * The history row names the columns fk_mp_id / fk_client_id; the repository maps them.
 */
export const searchTermComparisons = pgTable(
  'search_term_comparisons',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_id: serial('pk_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    fk_user_id: integer('fk_user_id').references(() => users.id, { onDelete: 'set null' }),
    search_term: text('search_term').notNull(),
    client_retailer_sku: text('client_retailer_sku').notNull(),
    client_price: money('client_price').notNull(),
    client_delivery_days: integer('client_delivery_days').notNull(),
    client_slot: text('client_slot').notNull(),
    comp1_retailer_sku: text('comp1_retailer_sku').notNull(),
    comp1_price: money('comp1_price').notNull(),
    comp1_delivery_days: integer('comp1_delivery_days').notNull(),
    comp1_slot: text('comp1_slot').notNull(),
    comp2_retailer_sku: text('comp2_retailer_sku').notNull(),
    comp2_price: money('comp2_price').notNull(),
    comp2_delivery_days: integer('comp2_delivery_days').notNull(),
    comp2_slot: text('comp2_slot').notNull(),
    bid_actions: text('bid_actions').notNull(),
    dt_create: instant('dt_create').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_id] }),
    uniqueIndex('search_term_comparisons_id_uq').on(t.pk_id),
    index('search_term_comparisons_user_idx').on(t.client_id, t.fk_user_id, t.dt_create),
    check(
      'search_term_comparisons_slot_ck',
      sql`${t.client_slot} in ('organic', 'tos', 'ros', 'ba') and ${t.comp1_slot} in ('organic', 'tos', 'ros', 'ba') and ${t.comp2_slot} in ('organic', 'tos', 'ros', 'ba')`,
    ),
    check(
      'search_term_comparisons_bid_ck',
      sql`${t.bid_actions} in ('bid_inc', 'bid_dec', 'pause', 'no_action')`,
    ),
  ],
);

/**
 * A listing update submitted through the Listing Tracker (spec 02 "Listing update"): pending until an approver
 * (a user with modify:product_data in the client, never the submitter) approves or rejects it. Approval writes
 * `update_data` as the product's next listing content version in the same transaction and records that
 * version in `content_version`; the earlier versions stay (catalogue's listing_content).
 */
export const listingUpdates = pgTable(
  'listing_updates',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_update_id: serial('pk_update_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    fk_product_id: integer('fk_product_id').notNull(),
    update_data: jsonb('update_data').notNull(),
    status: text('status').notNull().default('pending'),
    submitted_by: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: instant('submitted_at').notNull().defaultNow(),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: instant('decided_at'),
    content_version: integer('content_version'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_update_id] }),
    uniqueIndex('listing_updates_id_uq').on(t.pk_update_id),
    index('listing_updates_pending_idx').on(t.client_id, t.mp_id, t.status, t.submitted_at),
    foreignKey({
      columns: [t.client_id, t.fk_product_id],
      foreignColumns: [products.client_id, products.pk_product_id],
    }).onDelete('cascade'),
    check('listing_updates_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('listing_updates_decided_ck', sql`(${t.status} = 'pending') = (${t.decided_at} is null)`),
  ],
);
