import { searchTermComparisonOps } from '@marketdesk/contracts/operations/search-term-comparisons';
import type { SearchTermRecord } from '@marketdesk/contracts/search-term-comparison';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { historyKey } from './keys';

/** POST /channelreports/search-term-data?mp_id= with the record; the history is asked again afterwards. */
export function useRecordSearchTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mpId, body }: { mpId: number; body: SearchTermRecord }) =>
      call(searchTermComparisonOps.record, { query: { mp_id: mpId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: historyKey }),
  });
}
