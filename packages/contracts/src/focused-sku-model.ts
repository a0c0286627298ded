import { SEARCH_DEBOUNCE_MS } from './constants';

/** Focused SKUs: the spec's choices and constants (spec 02 sections 2, 4, 5 and 9). */

/** Section 3: risk levels, mildest first. */
export const FOCUSED_RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type FocusedRiskLevel = (typeof FOCUSED_RISK_LEVELS)[number];

/** Section 5: the five issue types, and ours: AGED_STOCK (FBA inventory age) and CONVERSION_DROP (Business Reports). */
export const FOCUSED_ISSUE_TYPES = [
  'STOCKOUT_RISK',
  'AGED_STOCK',
  'LOW_PROFITABILITY',
  'HIGH_RETURN_RATE',
  'BUYBOX_LOSS',
  'CONTENT_GAP',
  'CONVERSION_DROP',
] as const;
export type FocusedIssueType = (typeof FOCUSED_ISSUE_TYPES)[number];

/** Section 3: issue priorities, mildest first. */
export const FOCUSED_ISSUE_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FocusedIssuePriority = (typeof FOCUSED_ISSUE_PRIORITIES)[number];

/** Section 2: the sort options of the analysis screen, keyed by the export's computed field they sort on. */
export const FOCUSED_SORT_KEYS = [
  'sales30Day',
  'profitMargin',
  'stockCoverage',
  'rating',
  'buyBoxPercentage',
] as const;
export type FocusedSortKey = (typeof FOCUSED_SORT_KEYS)[number];
export const FOCUSED_SORT_LABEL: Record<FocusedSortKey, string> = {
  sales30Day: 'Sales (30d)',
  profitMargin: 'Profit Margin',
  stockCoverage: 'Stock Coverage',
  rating: 'Rating',
  buyBoxPercentage: 'Buy Box %',
};
export const FOCUSED_SORT_ORDERS = ['asc', 'desc'] as const;
export type FocusedSortOrder = (typeof FOCUSED_SORT_ORDERS)[number];

/** Section 9 (and 4): the constants of the focused-SKU screens and calls. */
export const FOCUSED_SKU_LIMITS = {
  /** Analysis list: default page and size. */
  defaultPage: 1,
  defaultSize: 12,
  /** Ours: the largest analysis page a list call answers (the full fetch's limit). */
  maxSize: 1000,
  /** Full SKU fetch: all=true with this limit; also the most ASINs one analysis takes. */
  fullFetchLimit: 1000,
  /** Refresh of all focused SKUs (all=false, no asins) analyses at most this many by default. */
  refreshLimit: 20,
  /** Results cached per marketplace on the screen. */
  cacheMs: 30 * 60 * 1000,
  /** A repeated bulk analysis is blocked for this long. */
  bulkBlockMs: 15 * 60 * 1000,
  /** An analysis call times out after this long. */
  analysisTimeoutMs: 60 * 1000,
  /** 'Still loading data...' after this long. */
  loadingNoticeMs: 30 * 1000,
  /** The failsafe message after this long. */
  loadingFailsafeMs: 6 * 60 * 1000,
  /** What the original product told its users (shown beside Marketdesk's figure in the benchmark). */
  statedBackendMinutes: '2-5',
  /** Manage Focused SKUs: per-page choices and default. */
  managePageSizes: [50, 100, 200] as const,
  manageDefaultPageSize: 100,
  /** GET /focused-sku/search answers at most this many. */
  searchLimit: 50,
  /** Export CSV fetches the focused list in pages of this size, in parallel. */
  exportPageSize: 100,
  exportFileName: 'all_focused_skus.csv',
  searchDebounceMs: SEARCH_DEBOUNCE_MS,
  /** Currency shown when the record has none: the detail dialog's and the cards' defaults. */
  detailCurrency: 'USD',
  cardCurrency: 'INR',
} as const;

/** Section 5 and 9: the filter ranges (and defaults) of the analysis screen. */
export const FOCUSED_FILTER_RANGES = {
  profitMargin: { min: 0, max: 100 },
  stockCoverage: { min: 0, max: 365 },
  rating: { min: 0, max: 5, step: 0.1 },
} as const;

/** The columns of Manage Focused SKUs' CSV after the retailer SKU type label (e.g. ASIN). */
export const focusedExportColumns = (retailerSkuType: string) => [retailerSkuType, 'Seller SKU', 'Title'];
