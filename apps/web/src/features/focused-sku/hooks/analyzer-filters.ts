import type { MarketplaceUserView } from '@marketdesk/contracts';
import {
  FOCUSED_ISSUE_TYPES,
  FOCUSED_RISK_LEVELS,
  FOCUSED_SKU_LIMITS,
  FOCUSED_SORT_KEYS,
  FOCUSED_SORT_ORDERS,
  type FocusedIssueType,
  type FocusedRiskLevel,
  type FocusedSkuFilters,
  type FocusedSortKey,
  type FocusedSortOrder,
  focusedListQueryOf,
  FOCUSED_FILTER_RANGES as R,
} from '@marketdesk/contracts/focused-sku';
import { type FilterField, type FilterFields, field } from '../../../shared/filters/filter-fields';

/** The analysis screen's list as it lives in the address: marketplace, search, the drawer's filters, sort, page. */
export interface AnalyzerFilters {
  mp: number | null;
  search: string | null;
  profitMarginMin: number;
  profitMarginMax: number;
  stockCoverageMin: number;
  stockCoverageMax: number;
  ratingMin: number;
  ratingMax: number;
  riskLevel: FocusedRiskLevel[];
  categories: string[];
  issues: FocusedIssueType[];
  sortBy: FocusedSortKey;
  sortOrder: FocusedSortOrder;
  page: number;
}

/** A number within a filter's range (a rating has decimals); anything else reads as the fallback. */
const within = (key: string, r: { min: number; max: number }): FilterField<number> => ({
  key,
  write: (n) => [String(n)],
  read: ([text], fallback) => {
    const n = Number(text);
    return text !== undefined && text !== '' && Number.isFinite(n) && n >= r.min && n <= r.max ? n : fallback;
  },
});

/** Several of a fixed list (sorted); unknown texts are dropped. */
const someOf = <T extends string>(key: string, values: readonly T[]): FilterField<T[]> => ({
  key,
  write: (vs) => [...vs].sort(),
  read: (texts) => texts.filter((t): t is T => values.includes(t as T)),
});

/** Where each sits in the address (`?mp_id=4&search=kettle&risk=high&sort_by=rating&page=2`…). */
export const ANALYZER_FIELDS: FilterFields<AnalyzerFilters> = {
  mp: field.id('mp_id'),
  search: field.text('search'),
  profitMarginMin: within('margin_min', R.profitMargin),
  profitMarginMax: within('margin_max', R.profitMargin),
  stockCoverageMin: within('coverage_min', R.stockCoverage),
  stockCoverageMax: within('coverage_max', R.stockCoverage),
  ratingMin: within('rating_min', R.rating),
  ratingMax: within('rating_max', R.rating),
  riskLevel: someOf('risk', FOCUSED_RISK_LEVELS),
  categories: field.texts('category'),
  issues: someOf('issue', FOCUSED_ISSUE_TYPES),
  sortBy: field.oneOf('sort_by', FOCUSED_SORT_KEYS),
  sortOrder: field.oneOf('sort_order', FOCUSED_SORT_ORDERS),
  page: field.int('page'),
};

/** What Reset Filters (and a new marketplace) restores: no search, the full ranges, nothing ticked, page 1. */
export const ANALYZER_FILTER_DEFAULTS = {
  search: null,
  profitMarginMin: R.profitMargin.min,
  profitMarginMax: R.profitMargin.max,
  stockCoverageMin: R.stockCoverage.min,
  stockCoverageMax: R.stockCoverage.max,
  ratingMin: R.rating.min,
  ratingMax: R.rating.max,
  riskLevel: [],
  categories: [],
  issues: [],
  page: FOCUSED_SKU_LIMITS.defaultPage,
} satisfies Partial<AnalyzerFilters>;

/** The screen's defaults: no marketplace, Sales (30d) descending. */
export const analyzerDefaults = (): AnalyzerFilters => ({
  mp: null,
  sortBy: 'sales30Day',
  sortOrder: 'desc',
  ...ANALYZER_FILTER_DEFAULTS,
});

/** The drawer's filters of the address's flat fields. */
export const focusedFiltersOf = (f: AnalyzerFilters): FocusedSkuFilters => ({
  profitMargin: { min: f.profitMarginMin, max: f.profitMarginMax },
  stockCoverage: { min: f.stockCoverageMin, max: f.stockCoverageMax },
  rating: { min: f.ratingMin, max: f.ratingMax },
  riskLevel: f.riskLevel,
  categories: f.categories,
  issues: f.issues,
});

/** The list call of the applied filters; null until a marketplace of the user's is chosen. */
export function analyzerRequest(f: AnalyzerFilters, mine: readonly MarketplaceUserView[]) {
  if (f.mp === null || !mine.some((m) => m.pk_mp_id === f.mp)) return null;
  return focusedListQueryOf(f.mp, focusedFiltersOf(f), {
    search: f.search?.trim() ?? '',
    sortBy: f.sortBy,
    sortOrder: f.sortOrder,
    page: f.page,
  });
}
