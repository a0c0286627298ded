import type { MarketplaceUserView } from '@marketdesk/contracts';
import {
  FOCUSED_SKU_LIMITS,
  type FocusedSkuAnalysis,
  type FocusedSkuFilters,
  type FocusedSortKey,
} from '@marketdesk/contracts/focused-sku';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { useSession } from '../../../shared/session/store';
import { analyzerKeys } from '../api/keys';
import {
  ANALYZER_FIELDS,
  ANALYZER_FILTER_DEFAULTS,
  type AnalyzerFilters,
  analyzerDefaults,
  analyzerRequest,
  focusedFiltersOf,
} from './analyzer-filters';

export type ViewMode = 'grid' | 'list';

/**
 * The screen's state (spec 02 sections 2, 4, 5). Marketplace, search, every filter, sort and page live in the
 * address through the shared useReportFilters (screen 'focused-analyzer'): a reload or a copied link shows the
 * same list, a visit without them the user's last choice. They all go to the server, which applies them to the
 * whole marketplace and answers a page (issue 29). The search is sent after a short pause, at once on Enter.
 * Choosing a marketplace resets search, filters, page and selection. View and selection are this visit's own.
 */
export function useAnalyzerView(mine: readonly MarketplaceUserView[]) {
  const queryClient = useQueryClient();
  const { selectedClientId } = useSession();
  const list = useReportFilters({
    screen: 'focused-analyzer',
    fields: ANALYZER_FIELDS,
    defaults: analyzerDefaults,
    toRequest: useCallback((f: AnalyzerFilters) => analyzerRequest(f, mine), [mine]),
    enabled: selectedClientId !== null,
    reload: useCallback(() => queryClient.invalidateQueries({ queryKey: analyzerKeys.all }), [queryClient]),
  });
  const f = list.appliedFilters;
  const [view, setView] = useState<ViewMode>('grid');
  /** The selected SKUs by ASIN (kept across pages, so the bulk actions reach every one). */
  const [selected, setSelected] = useState<ReadonlyMap<string, FocusedSkuAnalysis>>(new Map());

  const search = list.draft.search ?? '';
  const settled = useDebounced(search, FOCUSED_SKU_LIMITS.searchDebounceMs);
  const { show } = list;
  // The typed search, once it has settled (still what the box holds), is applied from page 1.
  useEffect(() => {
    if (settled === search && (settled.trim() || null) !== (f.search?.trim() || null))
      show({ search: settled || null, page: 1 });
  }, [settled, search, f.search, show]);

  // The drawer shows the form (show() sets it at once), not the applied filters: those follow the address a
  // navigation later, and a checkbox that waited for them did not change on its click.
  const filters = focusedFiltersOf(list.draft);
  const mpId = f.mp !== null && mine.some((m) => m.pk_mp_id === f.mp) ? f.mp : null;

  const toggleSelected = (r: FocusedSkuAnalysis) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(r.asin)) next.delete(r.asin);
      else next.set(r.asin, r);
      return next;
    });

  return {
    /** The marketplace shown (one of the user's), or null. */
    mpId,
    /** A new marketplace: search, filters, page and selection start over. */
    pickMarketplace: (id: number | null) => {
      show({ ...ANALYZER_FILTER_DEFAULTS, mp: id });
      setSelected(new Map());
    },
    search,
    setSearch: (text: string) => list.update({ search: text }),
    /** Enter: the search goes at once. */
    enterSearch: (text: string) => show({ search: text || null, page: 1 }),
    filters,
    setFilters: (next: FocusedSkuFilters) =>
      show({
        profitMarginMin: next.profitMargin.min,
        profitMarginMax: next.profitMargin.max,
        stockCoverageMin: next.stockCoverage.min,
        stockCoverageMax: next.stockCoverage.max,
        ratingMin: next.rating.min,
        ratingMax: next.rating.max,
        riskLevel: next.riskLevel,
        categories: next.categories,
        issues: next.issues,
        page: 1,
      }),
    resetFilters: () => show(ANALYZER_FILTER_DEFAULTS),
    sortBy: f.sortBy,
    setSortBy: (k: FocusedSortKey) => show({ sortBy: k, page: 1 }),
    sortOrder: f.sortOrder,
    toggleSortOrder: () => show({ sortOrder: f.sortOrder === 'asc' ? 'desc' : 'asc', page: 1 }),
    page: f.page,
    setPage: (page: number) => show({ page }),
    view,
    setView,
    selected,
    toggleSelected,
    clearSelection: () => setSelected(new Map()),
    /** The list call of what is applied; null until a marketplace is chosen. */
    query: list.applied,
  };
}

export type AnalyzerView = ReturnType<typeof useAnalyzerView>;
