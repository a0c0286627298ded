import { HISTORY_DEFAULT_DAYS, SEARCH_TERM_TEXT as T } from '@marketdesk/contracts/search-term-comparison';
import { Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { type DateRange, daysThroughTomorrow } from '../../../shared/filters/date-ranges';
import { HistoryWindowFilter } from '../../../shared/filters/HistoryWindowFilter';
import { isoDay } from '../../../shared/format/format';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { QueryState } from '../../../shared/ui/QueryState';
import { useSearchTermHistory } from '../api/get-history';
import { HistoryGrid } from '../components/HistoryGrid';

/** /focused-data/search-term/history (spec 02): the user's own search-term records between two dates. */
export function SearchTermHistoryPage() {
  const [range, setRange] = useState<DateRange>(() => daysThroughTomorrow(HISTORY_DEFAULT_DAYS));
  const history = useSearchTermHistory(isoDay(range.start.toDate()), isoDay(range.end.toDate()));
  const marketplaces = useMarketplaces();
  const marketplaceName = (id: number) =>
    marketplaces.data?.find((m) => m.pk_mp_id === id)?.name ?? `Marketplace ${id}`;

  return (
    <Stack spacing={2}>
      <PageHeader back={{ label: T.title, to: '/focused-data/search-term' }} title={T.historyTitle} />
      <HistoryWindowFilter range={range} onChange={setRange} />
      <Card variant="outlined">
        <CardContent>
          <QueryState
            query={history}
            loadingLabel="Loading your history"
            forbidden={T.historyFailed}
            loadFailed={T.historyFailed}
            empty={T.noHistory}
            testId="search-term-history"
          >
            {(rows) => <HistoryGrid rows={rows} marketplaceName={marketplaceName} />}
          </QueryState>
        </CardContent>
      </Card>
    </Stack>
  );
}
