import {
  FOCUSED_SKU_LIMITS,
  type FocusedSkuListAnswer,
  type focusedListQueryOf,
} from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { analyzerKeys } from './keys';

export type AnalysisListQuery = ReturnType<typeof focusedListQueryOf>;

export type AnalysisPage = FocusedSkuListAnswer;

/**
 * GET /focused-sku/analysis: one page of the latest stored analyses of a marketplace, searched, filtered and
 * sorted by the server over the whole marketplace, with the summary cards' figures over every match.
 */
export function getAnalysisList(query: AnalysisListQuery, signal?: AbortSignal): Promise<AnalysisPage> {
  return call(focusedSkuOps.list, { query, signal });
}

/**
 * The screen's list, cached per marketplace for 30 minutes (spec 02 section 4): coming back to a marketplace
 * (or a page, a sort) within that time shows what was fetched without asking again; Refresh Data and the
 * analyses invalidate it. `onFetched` hears every answer that came from the server (not from the cache).
 */
export function useAnalysisList(query: AnalysisListQuery | null, onFetched: (page: AnalysisPage) => void) {
  return useTenantQuery({
    queryKey: query ? analyzerKeys.list(query.mp_id as number, query) : analyzerKeys.all,
    queryFn: async ({ signal }) => {
      const page = await getAnalysisList(query!, signal);
      onFetched(page);
      return page;
    },
    enabled: query !== null,
    staleTime: FOCUSED_SKU_LIMITS.cacheMs,
    gcTime: FOCUSED_SKU_LIMITS.cacheMs,
    // While another page or sort of the same marketplace loads, its previous page stays on screen.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === query?.mp_id ? previous : undefined,
  });
}
