import { z } from 'zod';
import {
  FOCUSED_FILTER_RANGES,
  FOCUSED_ISSUE_TYPES,
  FOCUSED_RISK_LEVELS,
  FOCUSED_SKU_LIMITS,
  FOCUSED_SORT_KEYS,
  FOCUSED_SORT_ORDERS,
  type FocusedSortKey,
  type FocusedSortOrder,
} from './focused-sku-model';
import { focusedSkuAnalysis } from './focused-sku-record';
import { gridPage } from './grid';
import { pageParam } from './paging';
import { idParam, repeated, text } from './primitives';

/** Focused SKUs: the calls' queries, bodies and answers (spec 02 section 7; paths not shown there are ours). */

const maybe = <T extends z.ZodType>(t: T) => t.nullable();

/** A query-string boolean: 'true' or 'false' (or a boolean from a typed caller). */
const queryBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const asinParam = text(100).min(1);

/**
 * GET /focused-sku/analyze-skus: analyses the marketplace's SKUs now and stores the results under today's
 * analysis date. all=true: every SKU (up to limit); asins: those; neither: the focused SKUs (up to limit).
 */
export const analyzeSkusQuery = z.object({
  mp_id: idParam(),
  all: queryBool.default(false),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FOCUSED_SKU_LIMITS.fullFetchLimit)
    .default(FOCUSED_SKU_LIMITS.refreshLimit),
  asins: repeated(asinParam).pipe(z.array(z.string()).max(FOCUSED_SKU_LIMITS.fullFetchLimit)),
});
export type AnalyzeSkusQuery = z.infer<typeof analyzeSkusQuery>;
export const analyzeSkusAnswer = z.object({
  success: z.boolean(),
  count: z.number().int(),
  results: z.array(focusedSkuAnalysis),
});
export type AnalyzeSkusAnswer = z.infer<typeof analyzeSkusAnswer>;

const R = FOCUSED_FILTER_RANGES;
/** A number within one of the filter ranges. */
const within = (r: { min: number; max: number }) => z.coerce.number().min(r.min).max(r.max);

/** Section 3 "Filters": the screen's filter state (nested as the spec writes it). */
export const focusedSkuFilters = z.object({
  profitMargin: z.object({ min: within(R.profitMargin), max: within(R.profitMargin) }),
  stockCoverage: z.object({ min: within(R.stockCoverage), max: within(R.stockCoverage) }),
  rating: z.object({ min: within(R.rating), max: within(R.rating) }),
  riskLevel: z.array(z.enum(FOCUSED_RISK_LEVELS)),
  categories: z.array(text(200)),
  issues: z.array(z.enum(FOCUSED_ISSUE_TYPES)),
});
export type FocusedSkuFilters = z.infer<typeof focusedSkuFilters>;

/** Section 9: the defaults Reset restores. */
export const DEFAULT_FOCUSED_FILTERS: FocusedSkuFilters = {
  profitMargin: { ...R.profitMargin },
  stockCoverage: { ...R.stockCoverage },
  rating: { min: R.rating.min, max: R.rating.max },
  riskLevel: [],
  categories: [],
  issues: [],
};

/**
 * The analysis list (path ours): the latest analysis of each SKU of the marketplace; search (ASIN, seller SKU,
 * title, brand), every filter and the sort apply on the server to the whole marketplace, then one page is
 * answered. The nested filters travel flat in the query string (profitMarginMin, …; focusedListQueryOf builds them).
 */
export const focusedSkuListQuery = z.object({
  mp_id: idParam(),
  search: text(200).optional(),
  profitMarginMin: within(R.profitMargin).default(R.profitMargin.min),
  profitMarginMax: within(R.profitMargin).default(R.profitMargin.max),
  stockCoverageMin: within(R.stockCoverage).default(R.stockCoverage.min),
  stockCoverageMax: within(R.stockCoverage).default(R.stockCoverage.max),
  ratingMin: within(R.rating).default(R.rating.min),
  ratingMax: within(R.rating).default(R.rating.max),
  riskLevel: repeated(z.enum(FOCUSED_RISK_LEVELS)).pipe(z.array(z.enum(FOCUSED_RISK_LEVELS)).max(4)),
  categories: repeated(text(200)).pipe(z.array(z.string()).max(100)),
  issues: repeated(z.enum(FOCUSED_ISSUE_TYPES)).pipe(
    z.array(z.enum(FOCUSED_ISSUE_TYPES)).max(FOCUSED_ISSUE_TYPES.length),
  ),
  sortBy: z.enum(FOCUSED_SORT_KEYS).default('sales30Day'),
  sortOrder: z.enum(FOCUSED_SORT_ORDERS).default('desc'),
  page: pageParam(FOCUSED_SKU_LIMITS.maxSize).default(FOCUSED_SKU_LIMITS.defaultPage),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(FOCUSED_SKU_LIMITS.maxSize)
    .default(FOCUSED_SKU_LIMITS.defaultSize),
});
export type FocusedSkuListQuery = z.infer<typeof focusedSkuListQuery>;

/** The list query of a filter state (what the screen sends). */
export function focusedListQueryOf(
  mpId: number,
  f: FocusedSkuFilters,
  o: {
    search?: string;
    sortBy?: FocusedSortKey;
    sortOrder?: FocusedSortOrder;
    page?: number;
    size?: number;
  } = {},
): z.input<typeof focusedSkuListQuery> {
  return {
    mp_id: mpId,
    ...(o.search ? { search: o.search } : {}),
    profitMarginMin: f.profitMargin.min,
    profitMarginMax: f.profitMargin.max,
    stockCoverageMin: f.stockCoverage.min,
    stockCoverageMax: f.stockCoverage.max,
    ratingMin: f.rating.min,
    ratingMax: f.rating.max,
    riskLevel: f.riskLevel,
    categories: f.categories,
    issues: f.issues,
    sortBy: o.sortBy ?? 'sales30Day',
    sortOrder: o.sortOrder ?? 'desc',
    page: o.page ?? FOCUSED_SKU_LIMITS.defaultPage,
    size: o.size ?? FOCUSED_SKU_LIMITS.defaultSize,
  };
}

/**
 * The summary cards over every SKU the list's search and filters match (not the page): Total Revenue (30d), its
 * trend (the average velocity percentage of the SKUs that have one; null when none has), Critical Issues (every
 * active issue counted) and Total SKUs.
 */
export const focusedSkuSummary = z.object({
  totalRevenue30d: z.number(),
  trendPercent: z.number().nullable(),
  criticalIssues: z.number().int(),
  totalSkus: z.number().int(),
});
export type FocusedSkuSummary = z.infer<typeof focusedSkuSummary>;

/** One page of the analysis list (the platform's paged answer) and the summary over the whole match. */
export const focusedSkuListAnswer = gridPage(focusedSkuAnalysis).extend({ summary: focusedSkuSummary });
export type FocusedSkuListAnswer = z.infer<typeof focusedSkuListAnswer>;

/** The category filter's choices: the categories the client's catalogue holds on the marketplace. */
export const focusedSkuCategoriesQuery = z.object({ mp_id: idParam() });
export const focusedSkuCategoriesAnswer = z.object({ categories: z.array(z.string()) });

/** Detail by ASIN (path ours): the latest record of that SKU of the marketplace. */
export const focusedSkuDetailParams = z.object({ asin: asinParam });
export const focusedSkuDetailQuery = z.object({ mp_id: idParam() });

// Manage Focused SKUs

/** Section 3 "Focused SKU manager item". */
export const focusedSkuManagerItem = z.object({
  product_id: z.number().int(),
  retailer_sku: z.string(),
  seller_sku: maybe(z.string()),
  title: maybe(z.string()),
  main_image_url: maybe(z.string()),
  focused_sku: z.boolean(),
});
export type FocusedSkuManagerItem = z.infer<typeof focusedSkuManagerItem>;

/** GET /focused-sku/list and /focused-sku/search: items, total and the retailer SKU column's label. */
export const focusedSkuManagerAnswer = z.object({
  items: z.array(focusedSkuManagerItem),
  total: z.number().int(),
  /** The label of the retailer SKU column, such as ASIN (from the marketplace registry). */
  retailer_sku_type: z.string(),
});
export type FocusedSkuManagerAnswer = z.infer<typeof focusedSkuManagerAnswer>;

/** GET /focused-sku/search: ASIN, SKU or title; at most 50 answered. */
export const focusedSkuSearchQuery = z.object({
  mp_id: idParam(),
  search: text(200).trim().min(1),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(FOCUSED_SKU_LIMITS.searchLimit)
    .default(FOCUSED_SKU_LIMITS.searchLimit),
});
/** GET /focused-sku/list: the focused SKUs of the marketplace, paged (50, 100 or 200; default 100). */
export const focusedSkuManagerListQuery = z.object({
  mp_id: idParam(),
  search: text(200).optional(),
  page: pageParam(Math.max(...FOCUSED_SKU_LIMITS.managePageSizes)).default(1),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...FOCUSED_SKU_LIMITS.managePageSizes))
    .default(FOCUSED_SKU_LIMITS.manageDefaultPageSize),
});

/** POST /focused-sku/{id}/toggle-focus?mp_id= with {focused}; answers the new flag. */
export const toggleFocusParams = z.object({ id: idParam() });
export const toggleFocusQuery = z.object({ mp_id: idParam() });
export const toggleFocusBody = z.object({ focused: z.boolean() });
/** `changed`: false when the flag already was `focused` (bulk toasts count only real changes). */
export const toggleFocusAnswer = z.object({
  product_id: z.number().int(),
  focused: z.boolean(),
  changed: z.boolean(),
});
export type ToggleFocusAnswer = z.infer<typeof toggleFocusAnswer>;
