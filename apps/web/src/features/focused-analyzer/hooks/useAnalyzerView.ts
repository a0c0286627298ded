import {
  DEFAULT_FOCUSED_FILTERS,
  FOCUSED_SKU_LIMITS,
  type FocusedSkuAnalysis,
  type FocusedSkuFilters,
  type FocusedSortKey,
  type FocusedSortOrder,
  focusedListQueryOf,
  focusedSortValue,
  matchesFocusedClientFilters,
} from '@marketdesk/contracts/focused-sku';
import { useState } from 'react';

export type ViewMode = 'grid' | 'list';

/**
 * The screen's own state (spec 02 sections 2, 4, 5): search, filters, sort, page, view and selection.
 * Margin, risk level and category go to the server; search, stock coverage, rating and issues filter the
 * answered page on the client (section 5). Choosing a marketplace resets search, filters, page and selection.
 */
export function useAnalyzerView() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FocusedSkuFilters>(DEFAULT_FOCUSED_FILTERS);
  const [sortBy, setSortBy] = useState<FocusedSortKey>('sales30Day');
  const [sortOrder, setSortOrder] = useState<FocusedSortOrder>('desc');
  const [page, setPage] = useState<number>(FOCUSED_SKU_LIMITS.defaultPage);
  const [view, setView] = useState<ViewMode>('grid');
  /** The selected SKUs by ASIN (kept across pages, so the bulk actions reach every one). */
  const [selected, setSelected] = useState<ReadonlyMap<string, FocusedSkuAnalysis>>(new Map());

  const resetFilters = () => {
    setSearch('');
    setFilters(DEFAULT_FOCUSED_FILTERS);
    setPage(FOCUSED_SKU_LIMITS.defaultPage);
  };

  /** The server's query for a marketplace: only the server-side filters differ from the defaults. */
  const queryFor = (mpId: number) =>
    focusedListQueryOf(
      mpId,
      {
        ...DEFAULT_FOCUSED_FILTERS,
        profitMargin: filters.profitMargin,
        riskLevel: filters.riskLevel,
        categories: filters.categories,
      },
      { sortBy, sortOrder, page },
    );

  /** The answered page as shown: the client-side filters, then the chosen order. */
  const visible = (items: readonly FocusedSkuAnalysis[]) => {
    const dir = sortOrder === 'asc' ? 1 : -1;
    return items
      .filter((r) => matchesFocusedClientFilters(r, filters, search))
      .sort((a, b) => dir * (focusedSortValue(a, sortBy) - focusedSortValue(b, sortBy)) || 0);
  };

  const toggleSelected = (r: FocusedSkuAnalysis) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(r.asin)) next.delete(r.asin);
      else next.set(r.asin, r);
      return next;
    });

  return {
    search,
    setSearch,
    filters,
    setFilters: (f: FocusedSkuFilters) => {
      setFilters(f);
      setPage(FOCUSED_SKU_LIMITS.defaultPage);
    },
    resetFilters,
    sortBy,
    setSortBy: (k: FocusedSortKey) => {
      setSortBy(k);
      setPage(FOCUSED_SKU_LIMITS.defaultPage);
    },
    sortOrder,
    toggleSortOrder: () => {
      setSortOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
      setPage(FOCUSED_SKU_LIMITS.defaultPage);
    },
    page,
    setPage,
    view,
    setView,
    selected,
    toggleSelected,
    clearSelection: () => setSelected(new Map()),
    /** A new marketplace: search, filters, page and selection start over. */
    reset: () => {
      resetFilters();
      setSelected(new Map());
    },
    queryFor,
    visible,
  };
}

export type AnalyzerView = ReturnType<typeof useAnalyzerView>;
