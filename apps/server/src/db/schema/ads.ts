import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { clients } from './identity';
import { brands, sellerProfiles } from './reference';

/**
 * Advertising (AMS) entities and metrics, spec 03 AMS view and ad-group master. Every entity belongs to one
 * advertising profile (`seller_profiles.profile_id`) of the client; the profile fixes the marketplace. Ids are
 * the ad platform's ids (text). Bids, budgets and amounts are in the profile marketplace's currency.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const profileRef = (t: { client_id: AnyPgColumn; profile_id: AnyPgColumn }) =>
  foreignKey({
    columns: [t.client_id, t.profile_id],
    foreignColumns: [sellerProfiles.client_id, sellerProfiles.profile_id],
  }).onDelete('cascade');

export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    campaign_id: text('campaign_id').notNull(),
    campaign_name: text('campaign_name').notNull(),
    /** sponsoredProducts, sponsoredBrands, sponsoredDisplay. */
    campaign_type: text('campaign_type').notNull().default('sponsoredProducts'),
    /** manual or auto. */
    targeting_type: text('targeting_type'),
    /** enabled, paused, archived. */
    state: text('state').notNull().default('enabled'),
    budget: money('budget'),
    currency_code: text('currency_code').notNull(),
    start_date: date('start_date'),
    end_date: date('end_date'),
    fk_brand_id: integer('fk_brand_id').references(() => brands.pk_brand_id),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.profile_id, t.campaign_id] }), profileRef(t)],
);

/** Ad groups carry the ad-group master fields of spec 03 (targets as fractions). */
export const adGroups = pgTable(
  'ad_groups',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    ad_group_id: text('ad_group_id').notNull(),
    /** The ad-group master's row id (spec 03 pk_ad_group). */
    pk_ad_group: bigserial('pk_ad_group', { mode: 'number' }).notNull(),
    campaign_id: text('campaign_id').notNull(),
    ad_group_name: text('ad_group_name').notNull(),
    state: text('state').notNull().default('enabled'),
    default_bid: money('default_bid'),
    fk_brand_id: integer('fk_brand_id').references(() => brands.pk_brand_id),
    ad_group_type: text('ad_group_type'),
    targeting_type: text('targeting_type'),
    target_acos: numeric('target_acos', { precision: 8, scale: 4 }),
    target_ctr: numeric('target_ctr', { precision: 8, scale: 4 }),
    target_conversion: numeric('target_conversion', { precision: 8, scale: 4 }),
    asp: money('asp'),
    category: text('category'),
    subcategory: text('subcategory'),
    exact_match_adgroup_name: text('exact_match_adgroup_name'),
    product_target_adgroup_name: text('product_target_adgroup_name'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.profile_id, t.ad_group_id] }),
    uniqueIndex('ad_groups_pk_ad_group_uq').on(t.pk_ad_group),
    foreignKey({
      columns: [t.client_id, t.profile_id, t.campaign_id],
      foreignColumns: [adCampaigns.client_id, adCampaigns.profile_id, adCampaigns.campaign_id],
    }).onDelete('cascade'),
    profileRef(t),
  ],
);

const groupRef = (t: { client_id: AnyPgColumn; profile_id: AnyPgColumn; ad_group_id: AnyPgColumn }) =>
  foreignKey({
    columns: [t.client_id, t.profile_id, t.ad_group_id],
    foreignColumns: [adGroups.client_id, adGroups.profile_id, adGroups.ad_group_id],
  }).onDelete('cascade');

/** An advertised product in an ad group (the AMS view's "ASINs" level). */
export const adProducts = pgTable(
  'ad_products',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    ad_id: text('ad_id').notNull(),
    ad_group_id: text('ad_group_id').notNull(),
    campaign_id: text('campaign_id').notNull(),
    /** The marketplace identifier (asin on AZ). */
    asin: text('asin'),
    sku_code: text('sku_code'),
    fk_sku_id: integer('fk_sku_id'),
    state: text('state').notNull().default('enabled'),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.profile_id, t.ad_id] }), groupRef(t), profileRef(t)],
);

/** Keyword, product and auto targets of an ad group. */
export const adTargets = pgTable(
  'ad_targets',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    target_id: text('target_id').notNull(),
    ad_group_id: text('ad_group_id').notNull(),
    campaign_id: text('campaign_id').notNull(),
    /** The keyword text or the targeting expression (e.g. asin="B0..."; close-match). */
    target: text('target').notNull(),
    /** keyword, product, auto. */
    target_type: text('target_type').notNull(),
    /** exact, phrase, broad (keywords); null for the others. */
    match_type: text('match_type'),
    state: text('state').notNull().default('enabled'),
    bid: money('bid'),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.profile_id, t.target_id] }), groupRef(t), profileRef(t)],
);

/** Customer search terms that triggered a target. */
export const adSearchTerms = pgTable(
  'ad_search_terms',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    search_term_id: text('search_term_id').notNull(),
    ad_group_id: text('ad_group_id').notNull(),
    campaign_id: text('campaign_id').notNull(),
    target_id: text('target_id'),
    search_term: text('search_term').notNull(),
    /** The keyword (target text) that matched. */
    keyword: text('keyword'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.profile_id, t.search_term_id] }),
    index('ad_search_terms_group_idx').on(t.client_id, t.profile_id, t.ad_group_id),
    groupRef(t),
    profileRef(t),
  ],
);

export const adNegativeKeywords = pgTable(
  'ad_negative_keywords',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    keyword_id: text('keyword_id').notNull(),
    ad_group_id: text('ad_group_id').notNull(),
    campaign_id: text('campaign_id').notNull(),
    keyword_text: text('keyword_text').notNull(),
    /** negativeExact, negativePhrase. */
    match_type: text('match_type').notNull(),
    state: text('state').notNull().default('enabled'),
    bid: money('bid'),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.profile_id, t.keyword_id] }), groupRef(t), profileRef(t)],
);

/** `placement`: a campaign's figures on one placement (top of search, product pages, rest of search). */
export const AD_ENTITY_TYPES = [
  'campaign',
  'ad_group',
  'ad_product',
  'target',
  'search_term',
  'placement',
] as const;
export type AdEntityType = (typeof AD_ENTITY_TYPES)[number];

/** The figures of an advertising metric row (daily or a summary's period). */
const adFigures = () => ({
  impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  spend: money('spend').notNull().default('0'),
  sales: money('sales').notNull().default('0'),
  orders: integer('orders').notNull().default(0),
  units: integer('units').notNull().default(0),
  /** The days after a click that sales and orders count (7 or 14, as a console report says); null: the Ads API's 7. */
  attribution_days: smallint('attribution_days'),
});

/**
 * Daily advertising metrics per entity (`entity_type` + `entity_id`: the ad_id, target_id, search_term_id, ...),
 * as the ad platform reports them at that level. Levels overlap (an ad group's clicks are its products'
 * clicks): sum one level only. The ad_product level is the complete one (every attributed sale and every cent of
 * spend belongs to an advertised product) and feeds the ads rollups. `mp_id`, `fk_brand_id` and `fk_sku_id`
 * are resolved by the fact writer from the profile, ad group and SKU. `sales` are attributed sales (7 days).
 */
export const adMetricsDaily = pgTable(
  'ad_metrics_daily',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    entity_type: text('entity_type').notNull().$type<AdEntityType>(),
    entity_id: text('entity_id').notNull(),
    date: date('date').notNull(),
    mp_id: integer('mp_id').notNull(),
    campaign_id: text('campaign_id'),
    ad_group_id: text('ad_group_id'),
    fk_brand_id: integer('fk_brand_id'),
    fk_sku_id: integer('fk_sku_id'),
    ...adFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.profile_id, t.entity_type, t.entity_id, t.date] }),
    index('ad_metrics_daily_group_idx').on(t.client_id, t.profile_id, t.ad_group_id, t.date),
    index('ad_metrics_daily_mp_date_idx').on(t.client_id, t.mp_id, t.date),
    check(
      'ad_metrics_daily_type_ck',
      sql`${t.entity_type} in ('campaign', 'ad_group', 'ad_product', 'target', 'search_term', 'placement')`,
    ),
    profileRef(t),
  ],
);

/**
 * Advertising metrics of a summary console report (one row per entity for `start_date`..`end_date`, as the file
 * states): kept as the period they cover, never spread over its days as invented daily figures.
 */
export const adMetricsPeriod = pgTable(
  'ad_metrics_period',
  {
    client_id: integer('client_id').notNull(),
    profile_id: text('profile_id').notNull(),
    entity_type: text('entity_type').notNull().$type<AdEntityType>(),
    entity_id: text('entity_id').notNull(),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    mp_id: integer('mp_id').notNull(),
    campaign_id: text('campaign_id'),
    ad_group_id: text('ad_group_id'),
    ...adFigures(),
  },
  (t) => [
    primaryKey({
      columns: [t.client_id, t.profile_id, t.entity_type, t.entity_id, t.start_date, t.end_date],
    }),
    index('ad_metrics_period_group_idx').on(t.client_id, t.profile_id, t.ad_group_id, t.start_date),
    check(
      'ad_metrics_period_type_ck',
      sql`${t.entity_type} in ('campaign', 'ad_group', 'ad_product', 'target', 'search_term', 'placement')`,
    ),
    check('ad_metrics_period_span_ck', sql`${t.end_date} >= ${t.start_date}`),
    profileRef(t),
  ],
);

const total = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');
const bigCount = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Daily advertising rollup per client, marketplace, brand and SKU (sku_id 0: not a known SKU), summed from the
 * ad_product level of ad_metrics_daily by the fact writers. ams_sales / ams_spend in the marketplace currency.
 */
export const adsDailySku = pgTable(
  'ads_daily_sku',
  {
    client_id: integer('client_id').notNull(),
    date: date('date').notNull(),
    mp_id: integer('mp_id').notNull(),
    brand_id: integer('brand_id').notNull(),
    sku_id: integer('sku_id').notNull(),
    ams_sales: total('ams_sales'),
    ams_spend: total('ams_spend'),
    impressions: bigCount('impressions'),
    clicks: bigCount('clicks'),
    orders: bigCount('orders'),
    units: bigCount('units'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.date, t.mp_id, t.brand_id, t.sku_id] }),
    index('ads_daily_sku_sku_idx').on(t.client_id, t.sku_id, t.date),
  ],
);

/** The same per client, marketplace, brand and date. */
export const adsDailyBrand = pgTable(
  'ads_daily_brand',
  {
    client_id: integer('client_id').notNull(),
    date: date('date').notNull(),
    mp_id: integer('mp_id').notNull(),
    brand_id: integer('brand_id').notNull(),
    ams_sales: total('ams_sales'),
    ams_spend: total('ams_spend'),
    impressions: bigCount('impressions'),
    clicks: bigCount('clicks'),
    orders: bigCount('orders'),
    units: bigCount('units'),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.date, t.mp_id, t.brand_id] })],
);

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One Amazon Ads API report request (spec 03 "Report status row"; issue 21): a Sponsored Products report of one
 * advertising profile for a date range, from the request through polling and download to the import of its
 * rows. `status` REQUESTED, POLLING, PROCESSING, SUCCESS or FAILED_* (spec 03 section 4); `polls` counts status
 * checks; `next_check_at` is when the worker looks again (null: nothing left to do); `flagged_at` is set when
 * the report stayed pending past Amazon's documented P99, and `replaces_id` names the request a re-created one
 * replaces.
 */
export const adReportRequests = pgTable(
  'ad_report_requests',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    profile_id: text('profile_id').notNull(),
    /** The Ads API reportTypeId: spSearchTerm, spTargeting, spAdvertisedProduct, spCampaigns. */
    report_type: text('report_type').notNull(),
    report_start_date: date('report_start_date').notNull(),
    report_end_date: date('report_end_date').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    /** Amazon's reportId; null until the create call answered. */
    ads_report_id: text('ads_report_id'),
    created_at: instant('created_at').notNull().defaultNow(),
    last_updated_at: instant('last_updated_at').notNull().defaultNow(),
    last_error_message: text('last_error_message'),
    polls: integer('polls').notNull().default(0),
    /** Our tries of the current step that failed for a passing reason (throttled, 5xx). */
    attempts: integer('attempts').notNull().default(0),
    next_check_at: instant('next_check_at'),
    flagged_at: instant('flagged_at'),
    replaces_id: integer('replaces_id'),
    file_id: integer('file_id'),
    imported_rows: integer('imported_rows'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('ad_report_requests_id_uq').on(t.id),
    profileRef(t),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
    index('ad_report_requests_client_created_idx').on(t.client_id, t.created_at),
    index('ad_report_requests_due_idx').on(t.next_check_at),
    check(
      'ad_report_requests_status_ck',
      sql`${t.status} in ('REQUESTED', 'POLLING', 'PROCESSING', 'SUCCESS') or ${t.status} like 'FAILED%'`,
    ),
  ],
);

/**
 * A change an accepted T11 or T12 row action sends to the advertising account (issue 21 item 6): what to send
 * (`operation`: the Sponsored Products v3 call and its body), its state (PENDING, CONFIRMED, REFUSED, FAILED,
 * NOT_CONNECTED), what the account answered, and when it is tried again after throttling.
 */
export const adActionPushes = pgTable(
  'ad_action_pushes',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    ticket_id: integer('ticket_id').notNull(),
    item_no: integer('item_no').notNull(),
    profile_id: text('profile_id').notNull(),
    operation: jsonb('operation').notNull(),
    status: text('status').notNull().default('PENDING'),
    answer: jsonb('answer'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    next_try_at: instant('next_try_at'),
    created_at: instant('created_at').notNull().defaultNow(),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('ad_action_pushes_id_uq').on(t.id),
    index('ad_action_pushes_item_idx').on(t.client_id, t.ticket_id, t.item_no),
    index('ad_action_pushes_due_idx').on(t.next_try_at),
  ],
);
