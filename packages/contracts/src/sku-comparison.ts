import { z } from 'zod';
import { MARKETPLACE_REGISTRY, type MarketplaceFamily, prefixOf } from './marketplace-registry';
import { INT4_MAX, idParam, isoDate, requiredText, text } from './primitives';

/**
 * SKU comparison data (spec 02 sections 3-9; issue 19 item 6): the record a user keeps of the client's offer of
 * a SKU against two competitors on a marketplace, the form's rules and texts, and the user's history with its
 * figures. The same rules run in the form (web) and on POST /channelreports/sku-data (server).
 */

// ---- texts (spec 02 sections 2, 5 and 8, exactly as written) ----

export const SKU_COMPARISON_TEXT = {
  // section 5: the form's warnings
  fillRequired: 'Please fill in all required fields',
  selectMarketplace: 'Please select a marketplace',
  enterSkuCode: 'Please enter a SKU code',
  selectCatalogIssue: 'Please select a catalog issue status',
  // section 8: SKU upload
  uploadForbidden: 'You do not have permission to upload focused sku data',
  skuNotFound: 'SKU code not found. Please check and try again.',
  uploadFailed: 'Failed to upload SKU data',
  uploaded: 'SKU data uploaded successfully!',
  // section 8: history load
  historyFailed: 'Failed to load your history data',
  // section 2: screens
  formTitle: 'Insert SKU Comparison Data',
  historyTitle: 'SKU Data Insert History',
  breadcrumb: 'Focused SKUs',
  viewHistory: 'View History',
  totalRecords: 'Total Records',
  currentStreak: 'Current Streak',
  activeDays: 'Active Days',
  dailyAverage: 'Daily Average',
  priceTrends: 'Price Trends',
  uploadActivity: 'Upload Activity',
  noRecords: 'No records in this period',
  /** Current Streak's unit: 'day' for one, else 'days'. */
  streak: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  // server-side refusals the spec does not word (the form never sends these)
  priceNonzero: 'Must be greater than 0',
  priceDecimals: 'Use at most 2 decimals',
  wholeNonzero: 'Must be a whole number greater than 0',
  bothIdentifiers: (first: string) => `Enter both ${first} and Variation ID, joined with '|'`,
} as const;

// ---- constants ----

/** Catalog issue on a SKU comparison: exactly one of these (spec 02 section 4). */
export const SKU_CATALOG_ISSUES = [
  'no_issues',
  'image',
  'title',
  'image_title',
  'a_plus_content',
  'variation',
] as const;
export type SkuCatalogIssue = (typeof SKU_CATALOG_ISSUES)[number];

export const SKU_CATALOG_ISSUE_LABELS: Record<SkuCatalogIssue, string> = {
  no_issues: 'No Issues',
  image: 'Image',
  title: 'Title',
  image_title: 'Image & Title',
  a_plus_content: 'A+ Content',
  variation: 'Variation',
};

/** The three offers compared: the client's and two competitors'. */
export const SKU_COMPARISON_PARTIES = ['client', 'comp1', 'comp2'] as const;
export type SkuComparisonParty = (typeof SKU_COMPARISON_PARTIES)[number];
export const SKU_COMPARISON_PARTY_LABELS: Record<SkuComparisonParty, string> = {
  client: 'Client',
  comp1: 'Competitor 1',
  comp2: 'Competitor 2',
};

/** Price input: min 0, step 0.01 (spec 02 section 5); days and ranking: min 0, step 1. */
export const SKU_PRICE_STEP = 0.01;
/** SKU suggestions start when the typed text is longer than this (spec 02 section 9: "more than 3"). */
export const SKU_COMPARISON_SUGGEST_AFTER = 3;
/** The history table's page sizes and default (spec 02 section 9). */
export const SKU_HISTORY_PAGE_SIZES = [10, 25, 50] as const;
export const SKU_HISTORY_PAGE_SIZE = 10;
/** The history's default window: the last 30 days through tomorrow (spec 02 section 9). */
export const SKU_HISTORY_DEFAULT_DAYS = 30;
/** The largest amount numeric(14,2) holds. */
export const SKU_PRICE_MAX = 999_999_999_999.99;

/** The separator of the two identifier fields of EB- and OT-type marketplaces. */
export const IDENTIFIER_SEPARATOR = '|';

// ---- EB and OT: two identifier fields ----

/** The labels of the two identifier fields, when the marketplace takes two (else null: one Retailer SKU). */
export interface TwoFieldIdentifier {
  first: string;
  second: string;
}

const nameWords = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/);

/**
 * The family whose comparison form takes two identifier fields (spec 02 section 4: EB Item Number + Variation
 * ID, OT Product ID + Variation ID), recognised by the short code's prefix or, failing that, by the name
 * naming the family (its API word, e.g. "eBay UK" or "OTTO Market"). Null for every other marketplace.
 */
export function twoFieldFamily(mp: { short_code: string; name?: string | null }): MarketplaceFamily | null {
  const prefix = prefixOf(mp.short_code);
  if (prefix) {
    const family = MARKETPLACE_REGISTRY[prefix];
    if (family.variationField) return family;
  }
  const words = nameWords(mp.name ?? '');
  return (
    Object.values(MARKETPLACE_REGISTRY).find(
      (f) => f.variationField !== null && words.includes(f.apiPrefix.replace(/^\//, '')),
    ) ?? null
  );
}

export function twoFieldIdentifier(mp: {
  short_code: string;
  name?: string | null;
}): TwoFieldIdentifier | null {
  const family = twoFieldFamily(mp);
  return family ? { first: family.identifierLabel, second: 'Variation ID' } : null;
}

/** The retailer SKU of two fields: both trimmed, joined with '|'. */
export const joinIdentifier = (first: string, second: string): string =>
  `${first.trim()}${IDENTIFIER_SEPARATOR}${second.trim()}`;

/** Whether a retailer SKU is two nonblank parts joined with one '|'. */
export function isJoinedIdentifier(value: string): boolean {
  const parts = value.split(IDENTIFIER_SEPARATOR);
  return parts.length === 2 && parts.every((p) => p.trim() !== '');
}

// ---- the record (body of POST /channelreports/sku-data?mp_id=) ----

const price = () =>
  z
    .number({ error: SKU_COMPARISON_TEXT.priceNonzero })
    .positive(SKU_COMPARISON_TEXT.priceNonzero)
    .max(SKU_PRICE_MAX)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, SKU_COMPARISON_TEXT.priceDecimals);

const whole = () =>
  z
    .number({ error: SKU_COMPARISON_TEXT.wholeNonzero })
    .int(SKU_COMPARISON_TEXT.wholeNonzero)
    .positive(SKU_COMPARISON_TEXT.wholeNonzero)
    .max(INT4_MAX);

const retailerSku = () => requiredText(SKU_COMPARISON_TEXT.fillRequired, 200);

/**
 * SKU comparison record (spec 02 section 3). Prices, delivery days and the client's ranking are nonzero
 * (section 5); review and promotions are optional; exactly one catalog issue.
 */
export const skuComparisonRecord = z.object({
  sku_code: requiredText(SKU_COMPARISON_TEXT.enterSkuCode, 200),
  client_retailer_sku: retailerSku(),
  comp1_retailer_sku: retailerSku(),
  comp2_retailer_sku: retailerSku(),
  client_price: price(),
  comp1_price: price(),
  comp2_price: price(),
  client_delivery_days: whole(),
  comp1_delivery_days: whole(),
  comp2_delivery_days: whole(),
  client_ranking: whole(),
  client_review: text(2000)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  deal_present: z.boolean().default(false),
  coupon_present: z.boolean().default(false),
  ams_present: z.boolean().default(false),
  catalog_issues: z.enum(SKU_CATALOG_ISSUES, { error: SKU_COMPARISON_TEXT.selectCatalogIssue }),
});
export type SkuComparisonRecord = z.output<typeof skuComparisonRecord>;
export type SkuComparisonInput = z.input<typeof skuComparisonRecord>;

export const skuComparisonQuery = z.object({ mp_id: idParam() });

/** What a recorded comparison answers: its id, marketplace and time, with the record as stored. */
export const skuComparisonSaved = skuComparisonRecord.extend({
  id: z.number().int(),
  marketplace_id: z.number().int(),
  date: z.string(),
  client_review: z.string().nullable(),
});
export type SkuComparisonSaved = z.infer<typeof skuComparisonSaved>;

// ---- the history (GET /channelreports/sku-data/user-history) ----

/** The window (inclusive dates, UTC) and optionally one marketplace. */
export const skuHistoryQuery = z.object({
  start_date: isoDate(),
  end_date: isoDate(),
  mp_id: idParam().optional(),
});
export type SkuHistoryQuery = z.infer<typeof skuHistoryQuery>;

export const skuHistoryRecord = z.object({
  id: z.number().int(),
  /** When it was recorded (ISO timestamp). */
  date: z.string(),
  marketplace_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  client_price: z.number(),
  comp1_price: z.number(),
  comp2_price: z.number(),
  client_ranking: z.number().int(),
  catalog_issues: z.enum(SKU_CATALOG_ISSUES),
});
export type SkuHistoryRecord = z.infer<typeof skuHistoryRecord>;

export const skuDailyCount = z.object({ date: z.string(), count: z.number().int() });
export type SkuDailyCount = z.infer<typeof skuDailyCount>;

export const skuPriceTrend = z.object({
  date: z.string(),
  avg_client_price: z.number(),
  avg_comp1_price: z.number(),
  avg_comp2_price: z.number(),
});
export type SkuPriceTrend = z.infer<typeof skuPriceTrend>;

/**
 * History response (spec 02 section 3), plus active_days and daily_average (the cards' figures, computed once
 * by `historyFigures`). Days are UTC dates of the time a record was made.
 */
export const skuHistoryAnswer = z.object({
  records: z.array(skuHistoryRecord),
  total_records: z.number().int(),
  current_streak: z.number().int(),
  active_days: z.number().int(),
  daily_average: z.number(),
  daily_counts: z.array(skuDailyCount),
  price_trends: z.array(skuPriceTrend),
});
export type SkuHistoryAnswer = z.infer<typeof skuHistoryAnswer>;

// ---- the history's figures (one rule, used by the server) ----

const DAY_MS = 86_400_000;
const shiftDay = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Current Streak: the number of consecutive days with at least one record, counted back from today; a day
 * without records yet today does not break it (it then counts back from yesterday). `days` are the distinct
 * UTC dates with records (any order).
 */
export function currentStreak(days: Iterable<string>, today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : shiftDay(today, -1);
  let n = 0;
  while (set.has(day)) {
    n += 1;
    day = shiftDay(day, -1);
  }
  return n;
}

/** Daily Average: records per active day (a day with at least one record), 1 decimal; 0 without records. */
export const dailyAverage = (total: number, activeDays: number): number =>
  activeDays === 0 ? 0 : Math.round((total / activeDays) * 10) / 10;

// ---- the form (web): its state and the first rule it breaks ----

export interface SkuComparisonPartyForm {
  /** The retailer SKU, or on EB/OT the first identifier field. */
  retailer_sku: string;
  /** EB/OT only: the Variation ID. */
  variation_id: string;
  price: string;
  delivery_days: string;
}

export interface SkuComparisonForm {
  mp_id: number | null;
  sku_code: string;
  client: SkuComparisonPartyForm;
  comp1: SkuComparisonPartyForm;
  comp2: SkuComparisonPartyForm;
  client_ranking: string;
  client_review: string;
  deal_present: boolean;
  coupon_present: boolean;
  ams_present: boolean;
  catalog_issues: SkuCatalogIssue | '';
}

const emptyParty = (): SkuComparisonPartyForm => ({
  retailer_sku: '',
  variation_id: '',
  price: '',
  delivery_days: '',
});

export const emptySkuComparisonForm = (): SkuComparisonForm => ({
  mp_id: null,
  sku_code: '',
  client: emptyParty(),
  comp1: emptyParty(),
  comp2: emptyParty(),
  client_ranking: '',
  client_review: '',
  deal_present: false,
  coupon_present: false,
  ams_present: false,
  catalog_issues: '',
});

/** A number field is filled when it holds a number other than 0 (spec: "nonzero"). */
const nonzero = (v: string) => v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) > 0;

const retailerSkuOf = (p: SkuComparisonPartyForm, twoFields: boolean) =>
  twoFields
    ? p.retailer_sku.trim() && p.variation_id.trim()
      ? joinIdentifier(p.retailer_sku, p.variation_id)
      : ''
    : p.retailer_sku.trim();

/**
 * The first rule of spec 02 section 5 the form breaks, as the warning it shows, or null: marketplace, SKU code,
 * then the retailer SKUs (both fields on EB/OT), prices, delivery days and the client's ranking (nonzero), then
 * the catalog issue.
 */
export function skuComparisonProblem(form: SkuComparisonForm, twoFields: boolean): string | null {
  const T = SKU_COMPARISON_TEXT;
  if (form.mp_id === null) return T.selectMarketplace;
  if (form.sku_code.trim() === '') return T.enterSkuCode;
  for (const party of SKU_COMPARISON_PARTIES) {
    const p = form[party];
    if (!retailerSkuOf(p, twoFields) || !nonzero(p.price) || !nonzero(p.delivery_days)) return T.fillRequired;
  }
  if (!nonzero(form.client_ranking)) return T.fillRequired;
  if (form.catalog_issues === '') return T.selectCatalogIssue;
  return null;
}

/** The record the form sends (call only when `skuComparisonProblem` is null). */
export function skuComparisonBody(form: SkuComparisonForm, twoFields: boolean): SkuComparisonInput {
  const num = (v: string) => Number(v);
  return {
    sku_code: form.sku_code.trim(),
    client_retailer_sku: retailerSkuOf(form.client, twoFields),
    comp1_retailer_sku: retailerSkuOf(form.comp1, twoFields),
    comp2_retailer_sku: retailerSkuOf(form.comp2, twoFields),
    client_price: num(form.client.price),
    comp1_price: num(form.comp1.price),
    comp2_price: num(form.comp2.price),
    client_delivery_days: num(form.client.delivery_days),
    comp1_delivery_days: num(form.comp1.delivery_days),
    comp2_delivery_days: num(form.comp2.delivery_days),
    client_ranking: num(form.client_ranking),
    client_review: form.client_review.trim() || null,
    deal_present: form.deal_present,
    coupon_present: form.coupon_present,
    ams_present: form.ams_present,
    catalog_issues: form.catalog_issues as SkuCatalogIssue,
  };
}

/** The history export's file name (spec 02 section 9). */
export const skuHistoryExportName = (date: string) => `sku_data_export_${date}.csv`;
