import { BUSINESS_VIEW_TEXT, businessViewFilterError } from '@marketdesk/contracts/business-view';
import { Alert, Paper, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { lastDays, QUICK_RANGES_LONG } from '../../../shared/filters/date-ranges';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import { defaultReportFilters, type ReportFilters } from '../../../shared/filters/report-filters';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { type BusinessViewFilters, businessViewKey } from '../api/keys';
import { BusinessViewTable } from '../components/BusinessViewTable';

const ISO = 'YYYY-MM-DD';

/** The calls' filters, or the rule's text (spec 02 section 5). */
function requestOf(f: ReportFilters): BusinessViewFilters | string {
  const q = {
    mp_id: f.marketplaceIds[0] ?? null,
    start_date: f.start.format(ISO),
    end_date: f.end.format(ISO),
  };
  const error = businessViewFilterError(q, dayjs().format(ISO));
  return error ?? { ...q, mp_id: q.mp_id! };
}

/** No marketplace yet, the last 30 days. */
const defaults = (): ReportFilters => ({ ...defaultReportFilters(), ...lastDays(30) });
const toRequest = (f: ReportFilters) => {
  const r = requestOf(f);
  return typeof r === 'string' ? null : r;
};
const check = (f: ReportFilters) => {
  const r = requestOf(f);
  return typeof r === 'string' ? r : null;
};
/** The window's limits (section 5: at most 3 months, read from either side); Generate checks them again. */
const DATES = {
  quickRanges: QUICK_RANGES_LONG,
  startLabel: 'Sales Period Start',
  endLabel: 'Sales Period End',
  maxSpanMonths: 3,
};

/**
 * Business View (/business-view; spec 02 sections 2, 3, 5, 7 and 9): marketplace and sales period, Generate
 * Report (the shared ReportFilterBar, one marketplace, the quick buttons Last 7, 15 and 30 Days), then the
 * server-paged report of the marketplace's listings with the columns of its prefix and the export. The generated
 * filters live in the address (shared useReportFilters), so a report can be linked or reloaded; opened without
 * them, the screen shows the user's last choice, else the prompt.
 */
export function BusinessViewPage() {
  const notify = useNotify();
  const client = useQueryClient();
  const marketplaces = useMarketplaces();
  const reload = useCallback(() => client.invalidateQueries({ queryKey: businessViewKey }), [client]);
  const filters = useReportFilters<BusinessViewFilters | null>({
    screen: 'business-view',
    toRequest,
    defaults,
    check,
    onInvalid: notify.warning,
    enabled: true,
    reload,
  });
  const applied = filters.applied;
  const marketplace = applied
    ? (marketplaces.data ?? []).find((m) => m.pk_mp_id === applied.mp_id)
    : undefined;
  return (
    <Stack spacing={2}>
      <PageHeader title={BUSINESS_VIEW_TEXT.title} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReportFilterBar
          label="Business view filters"
          filters={filters.draft}
          onChange={filters.update}
          onGo={filters.go}
          marketplaces={marketplaces.data ?? []}
          singleMarketplace
          dates={DATES}
          goLabel={BUSINESS_VIEW_TEXT.generateReport}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {applied && marketplace ? (
          <BusinessViewTable filters={applied} marketplace={marketplace} />
        ) : (
          <Alert severity="info">{BUSINESS_VIEW_TEXT.notGenerated}</Alert>
        )}
      </Paper>
    </Stack>
  );
}
