import { searchTermComparisonOps } from '@marketdesk/contracts/operations/search-term-comparisons';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { historyKey } from './keys';

/** GET /channelreports/search-term-data/user-history: the user's own records of the window. */
export function useSearchTermHistory(start_date: string, end_date: string) {
  return useTenantQuery({
    queryKey: [...historyKey, start_date, end_date],
    queryFn: () => call(searchTermComparisonOps.history, { query: { start_date, end_date } }),
    placeholderData: keepPreviousData,
  });
}
