import { HISTORY_DEFAULT_DAYS, SEARCH_TERM_TEXT as T } from '@marketdesk/contracts/search-term-comparison';
import { Breadcrumbs, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import type { DateRange } from '../../../shared/filters/date-ranges';
import { isoDay } from '../../../shared/format/format';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { QueryState } from '../../../shared/ui/QueryState';
import { useSearchTermHistory } from '../api/search-term-api';
import { HistoryGrid } from '../components/HistoryGrid';

/** The default window: the last 30 days through tomorrow (spec 02 section 9). */
const defaultRange = (): DateRange => {
  const today = dayjs().startOf('day');
  return { start: today.subtract(HISTORY_DEFAULT_DAYS, 'day'), end: today.add(1, 'day') };
};

/** /focused-data/search-term/history (spec 02): the user's own search-term records between two dates. */
export function SearchTermHistoryPage() {
  const [range, setRange] = useState<DateRange>(defaultRange);
  const history = useSearchTermHistory(isoDay(range.start.toDate()), isoDay(range.end.toDate()));
  const marketplaces = useMarketplaces();
  const marketplaceName = (id: number) =>
    marketplaces.data?.find((m) => m.pk_mp_id === id)?.name ?? `Marketplace ${id}`;

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link component={RouterLink} to="/focused-data/search-term" underline="hover" color="inherit">
          {T.title}
        </Link>
        <Typography color="text.primary">{T.historyTitle}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1">
        {T.historyTitle}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateRangeFilter
          start={range.start}
          end={range.end}
          maxDate={dayjs().startOf('day').add(1, 'day')}
          onChange={setRange}
        />
      </Stack>
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
