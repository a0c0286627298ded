import type { MarketplaceUserView } from '@marketdesk/contracts';
import { identifierLabelOf } from '@marketdesk/contracts/marketplace-registry';
import { type PriceCheckTab, PRICE_CHECK_TEXT as T } from '@marketdesk/contracts/price-check';
import { REPORT_WINDOW_MONTHS } from '@marketdesk/contracts/report-window';
import { Button, LinearProgress, Stack } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import type { ReportFilters } from '../../../shared/filters/report-filters';
import type { PriceCheckQuery } from '../api/get-price-check';
import { usePriceCheckTab } from '../hooks/usePriceCheckTab';
import { PriceCheckTable } from './PriceCheckTable';

/** Ours: the table's text before the first Fetch Data and when the answer holds no rows. */
export const PRICE_CHECK_EMPTY = {
  before: 'Choose a marketplace and Fetch Data.',
  none: 'No data found for this selection.',
};

/** A tab's part of the form: its marketplace, and for ordered SKUs the dates. */
export interface TabForm {
  mpId: number | null;
  start?: Dayjs;
  end?: Dayjs;
}

interface Props {
  tab: PriceCheckTab;
  /** The user's marketplaces (spec 02 section 6: the pickers use the user's allowed marketplaces). */
  marketplaces: readonly MarketplaceUserView[];
  form: TabForm;
  onChange(patch: Partial<TabForm>): void;
  onFetch(): void;
  /** The tab's applied call (null: not fetched). */
  query: PriceCheckQuery<PriceCheckTab> | null;
}

/**
 * One tab (spec 02 section 2) on the shared ReportFilterBar: the marketplace select, for ordered SKUs the start
 * and end dates (the pickers keep the start on or before the end and the end not after today), Fetch Data,
 * Download CSV and the paged table.
 */
export function PriceCheckTabPanel({ tab, marketplaces, form, onChange, onFetch, query }: Props) {
  const { rows, mpId, loading, fetched, download } = usePriceCheckTab(tab, query);
  const shown = marketplaces.find((m) => m.pk_mp_id === mpId);
  const filters: Partial<ReportFilters> = {
    marketplaceIds: form.mpId === null ? [] : [form.mpId],
    ...(form.start && form.end ? { start: form.start, end: form.end } : {}),
  };
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <ReportFilterBar
        label={tab === 'focused' ? T.tabFocused : T.tabOrdered}
        filters={filters}
        onChange={(p) =>
          onChange({
            ...(p.marketplaceIds ? { mpId: p.marketplaceIds[0] ?? null } : {}),
            ...(p.start ? { start: p.start } : {}),
            ...(p.end ? { end: p.end } : {}),
          })
        }
        onGo={onFetch}
        marketplaces={marketplaces}
        singleMarketplace
        dates={tab === 'ordered' && { maxSpanMonths: REPORT_WINDOW_MONTHS.priceCheckOrdered }}
        goLabel={T.fetchData}
        busy={loading}
        actions={
          <Button variant="outlined" onClick={download}>
            {T.downloadCsv}
          </Button>
        }
      />
      {loading && <LinearProgress aria-label={`Loading ${tab} SKU prices`} />}
      <PriceCheckTable
        tab={tab}
        rows={rows}
        currency={shown?.currency_code ?? null}
        identifierLabel={identifierLabelOf(shown?.short_code ?? '')}
        empty={fetched ? PRICE_CHECK_EMPTY.none : PRICE_CHECK_EMPTY.before}
      />
    </Stack>
  );
}
