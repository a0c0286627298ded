import {
  PRICE_CHECK_TABS,
  type PriceCheckTab,
  PRICE_CHECK_TEXT as T,
} from '@marketdesk/contracts/price-check';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { useSession } from '../../../shared/session/store';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { priceCheckKeys } from '../api/get-price-check';
import { PriceCheckTabPanel, type TabForm } from '../components/PriceCheckTabPanel';
import {
  PRICE_CHECK_FIELDS,
  type PriceCheckFilters,
  priceCheckCheck,
  priceCheckDefaults,
  priceCheckRequests,
} from '../hooks/price-check-filters';

const LABEL: Record<PriceCheckTab, string> = { focused: T.tabFocused, ordered: T.tabOrdered };
const ANY_MARKETPLACE = () => true;

/** A tab's part of the filters, and back. */
const formOf = (tab: PriceCheckTab, f: PriceCheckFilters): TabForm =>
  tab === 'focused' ? { mpId: f.focusedMp } : { mpId: f.orderedMp, start: f.start, end: f.end };
const partOf = (tab: PriceCheckTab, form: Partial<TabForm>): Partial<PriceCheckFilters> => {
  const { mpId, ...range } = form;
  return tab === 'focused'
    ? mpId === undefined
      ? {}
      : { focusedMp: mpId }
    : { ...range, ...(mpId === undefined ? {} : { orderedMp: mpId }) };
};

/**
 * Price Check Analysis (/price-check; spec 02 section 2, issue 20 item 2): the Focused SKUs and Ordered SKUs tabs.
 * The tab shown and each tab's fetched marketplace (and dates) live in the address (shared useReportFilters), so a
 * reload or a link shows the same rows; opened without them, the user's last choice. Both tabs stay mounted, so
 * switching tabs keeps each tab's choices and rows; a tab's Fetch Data applies that tab's choices only.
 */
export function PriceCheckPage() {
  const notify = useNotify();
  const client = useQueryClient();
  const { selectedClientId } = useSession();
  const pick = useMarketplacePick(ANY_MARKETPLACE);
  const mine = pick.options;
  // The tab whose Fetch Data asks again for the same rows.
  const fetching = useRef<PriceCheckTab>('focused');
  const filters = useReportFilters({
    screen: 'price-check',
    fields: PRICE_CHECK_FIELDS,
    defaults: priceCheckDefaults,
    toRequest: useCallback((f: PriceCheckFilters) => priceCheckRequests(f, mine), [mine]),
    check: (f) => priceCheckCheck(f, mine),
    onInvalid: notify.warning,
    enabled: selectedClientId !== null,
    reload: useCallback(
      () => client.invalidateQueries({ queryKey: [...priceCheckKeys.all, fetching.current] }),
      [client],
    ),
  });
  const tab = filters.appliedFilters.tab;
  const fetchData = (t: PriceCheckTab) => {
    fetching.current = t;
    filters.goWith({ tab: t, ...partOf(t, formOf(t, filters.draft)) });
  };
  return (
    <Stack spacing={1}>
      <PageHeader title={T.title} />
      <Tabs value={tab} onChange={(_e, v: PriceCheckTab) => filters.show({ tab: v })} aria-label={T.title}>
        {PRICE_CHECK_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={LABEL[t]}
            id={`price-check-tab-${t}`}
            aria-controls={`price-check-${t}`}
          />
        ))}
      </Tabs>
      {PRICE_CHECK_TABS.map((t) => (
        <Box
          key={t}
          role="tabpanel"
          id={`price-check-${t}`}
          aria-labelledby={`price-check-tab-${t}`}
          hidden={tab !== t}
        >
          <PriceCheckTabPanel
            tab={t}
            marketplaces={mine}
            form={formOf(t, filters.draft)}
            onChange={(form) => filters.update(partOf(t, form))}
            onFetch={() => fetchData(t)}
            query={filters.applied?.[t] ?? null}
          />
        </Box>
      ))}
    </Stack>
  );
}
