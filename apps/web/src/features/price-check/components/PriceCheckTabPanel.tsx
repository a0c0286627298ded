import { identifierLabelOf } from '@marketdesk/contracts/marketplace-registry';
import { type PriceCheckTab, PRICE_CHECK_TEXT as T } from '@marketdesk/contracts/price-check';
import { Box, Button, LinearProgress, Stack } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { usePriceCheckTab } from '../hooks/usePriceCheckTab';
import { PriceCheckTable } from './PriceCheckTable';

/** Every marketplace of the user (spec 02 section 6: the pickers use the user's allowed marketplaces). */
const ANY_MARKETPLACE = () => true;
const ISO = 'YYYY-MM-DD';
/** Ours: the ordered tab opens on the last 30 days through today (the spec names no default). */
const DEFAULT_DAYS = 30;

/** Ours: the table's text before the first Fetch Data and when the answer holds no rows. */
export const PRICE_CHECK_EMPTY = {
  before: 'Choose a marketplace and Fetch Data.',
  none: 'No data found for this selection.',
};

/**
 * One tab (spec 02 section 2): the marketplace select, for ordered SKUs the start and end dates (the pickers keep
 * the start on or before the end and the end not after today), Fetch Data, Download CSV and the paged table.
 */
export function PriceCheckTabPanel({ tab }: { tab: PriceCheckTab }) {
  const pick = useMarketplacePick(ANY_MARKETPLACE);
  const [range, setRange] = useState<{ start: Dayjs; end: Dayjs }>(() => {
    const today = dayjs().startOf('day');
    return { start: today.subtract(DEFAULT_DAYS - 1, 'day'), end: today };
  });
  const { rows, mpId, loading, fetched, fetchData, download } = usePriceCheckTab(tab);
  const form = {
    // The chosen marketplace while it is among the user's (not one of another client's).
    mp_id: pick.mp?.pk_mp_id ?? null,
    ...(tab === 'ordered' ? { start_date: range.start.format(ISO), end_date: range.end.format(ISO) } : {}),
  };
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Box
        component="form"
        aria-label={tab === 'focused' ? T.tabFocused : T.tabOrdered}
        onSubmit={(e) => {
          e.preventDefault();
          fetchData(form);
        }}
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: {
            xs: '1fr',
            md:
              tab === 'ordered'
                ? 'minmax(220px, 1fr) 160px 160px auto auto'
                : 'minmax(220px, 360px) auto auto',
          },
          justifyContent: 'start',
        }}
      >
        <MarketplaceSelect options={pick.options} value={pick.mpId} onChange={pick.setMpId} />
        {tab === 'ordered' && <DateRangeFilter start={range.start} end={range.end} onChange={setRange} />}
        <Button variant="contained" type="submit" disabled={loading}>
          {T.fetchData}
        </Button>
        <Button variant="outlined" onClick={download}>
          {T.downloadCsv}
        </Button>
      </Box>
      {loading && <LinearProgress aria-label={`Loading ${tab} SKU prices`} />}
      <PriceCheckTable
        tab={tab}
        rows={rows}
        currency={pick.find(mpId)?.currency_code ?? null}
        identifierLabel={identifierLabelOf(pick.find(mpId)?.short_code ?? '')}
        empty={fetched ? PRICE_CHECK_EMPTY.none : PRICE_CHECK_EMPTY.before}
      />
    </Stack>
  );
}
