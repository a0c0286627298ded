import {
  DEFAULT_FOCUSED_FILTERS,
  FOCUSED_SKU_LIMITS,
  type FocusedSkuAnalysis,
  type FocusedSkuFilters,
  type FocusedSortKey,
  type FocusedSortOrder,
  focusedListQueryOf,
} from '@marketdesk/contracts/focused-sku';
import { useState } from 'react';
import { useDebounced } from '../../../shared/hooks/useDebounced';

export type ViewMode = 'grid' | 'list';

/**
 * The screen's own state (spec 02 sections 2, 4, 5): search, filters, sort, page, view and selection. Search
 * (as typed, after a short pause, or at once on Enter), every filter and the sort go to the server, which
 * applies them to the whole marketplace and answers a page (issue 29): nothing is filtered or sorted on screen.
 * Choosing a marketplace resets search, filters, page and selection.
 */
export function useAnalyzerView() {
  const [search, setSearchText] = useState('');
  /** The search as last sent on Enter (sent at once, without waiting for the pause). */
  const [entered, setEntered] = useState('');
  const [filters, setFilters] = useState<FocusedSkuFilters>(DEFAULT_FOCUSED_FILTERS);
  const [sortBy, setSortBy] = useState<FocusedSortKey>('sales30Day');
  const [sortOrder, setSortOrder] = useState<FocusedSortOrder>('desc');
  const [page, setPage] = useState<number>(FOCUSED_SKU_LIMITS.defaultPage);
  const [view, setView] = useState<ViewMode>('grid');
  /** The selected SKUs by ASIN (kept across pages, so the bulk actions reach every one). */
  const [selected, setSelected] = useState<ReadonlyMap<string, FocusedSkuAnalysis>>(new Map());
  const settled = useDebounced(search, FOCUSED_SKU_LIMITS.searchDebounceMs);
  const sentSearch = (entered === search ? entered : settled).trim();
  const firstPage = () => setPage(FOCUSED_SKU_LIMITS.defaultPage);

  const resetFilters = () => {
    setSearchText('');
    setEntered('');
    setFilters(DEFAULT_FOCUSED_FILTERS);
    firstPage();
  };

  /** The server's query for a marketplace: the search, every filter, the sort and the page. */
  const queryFor = (mpId: number) =>
    focusedListQueryOf(mpId, filters, { search: sentSearch, sortBy, sortOrder, page });

  const toggleSelected = (r: FocusedSkuAnalysis) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(r.asin)) next.delete(r.asin);
      else next.set(r.asin, r);
      return next;
    });

  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      firstPage();
    },
    /** Enter: the search goes at once. */
    enterSearch: (text: string) => {
      setSearchText(text);
      setEntered(text);
      firstPage();
    },
    filters,
    setFilters: (f: FocusedSkuFilters) => {
      setFilters(f);
      firstPage();
    },
    resetFilters,
    sortBy,
    setSortBy: (k: FocusedSortKey) => {
      setSortBy(k);
      firstPage();
    },
    sortOrder,
    toggleSortOrder: () => {
      setSortOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
      firstPage();
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
  };
}

export type AnalyzerView = ReturnType<typeof useAnalyzerView>;
