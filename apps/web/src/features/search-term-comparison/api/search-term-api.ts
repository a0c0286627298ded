import { searchTermComparisonOps } from '@marketdesk/contracts/operations/search-term-comparisons';
import type { SearchTermRecord } from '@marketdesk/contracts/search-term-comparison';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** The calls of search-term comparison data (spec 02 section 7, SKU and search-term comparison). */

const historyKey = ['search-term-comparison', 'history'] as const;

/** POST /channelreports/search-term-data?mp_id= with the record; the history is asked again afterwards. */
export function useRecordSearchTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mpId, body }: { mpId: number; body: SearchTermRecord }) =>
      call(searchTermComparisonOps.record, { query: { mp_id: mpId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: historyKey }),
  });
}

/** GET /channelreports/search-term-data/user-history: the user's own records of the window. */
export function useSearchTermHistory(start_date: string, end_date: string) {
  return useTenantQuery({
    queryKey: [...historyKey, start_date, end_date],
    queryFn: () => call(searchTermComparisonOps.history, { query: { start_date, end_date } }),
    placeholderData: keepPreviousData,
  });
}
