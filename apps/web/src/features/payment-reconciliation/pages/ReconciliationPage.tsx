import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import {
  DISCREPANCY_CATEGORIES,
  RECONCILIATION_DEFAULT_PAGE_SIZE,
  RECONCILIATION_SORT_FIELDS,
  RECONCILIATION_STATUSES,
  type ReconciliationRequest,
  type ReconciliationSortField,
  reconciliationDateError,
  reconciliationIdentifier,
  reconciliationIdentifierLabel,
  RECONCILIATION_TEXT as TX,
} from '@marketdesk/contracts/reconciliation';
import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { lastDays, QUICK_RANGES_LONG } from '../../../shared/filters/date-ranges';
import { type FilterFields, field } from '../../../shared/filters/filter-fields';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import {
  defaultReportFilters,
  REPORT_FILTER_FIELDS,
  type ReportFilters,
} from '../../../shared/filters/report-filters';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { usePaging } from '../../../shared/grid/usePaging';
import { useSession } from '../../../shared/session/store';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { reconciliationKeys, startReconciliationExport, useReconciliationReport } from '../api/get-report';
import { tableColumns } from '../components/columns';
import { type EntryView, ReconciliationResult } from '../components/ReconciliationResult';

const everyMarketplace = () => true;
const ISO = 'YYYY-MM-DD';

/** Ours (the spec shows nothing before the first report). */
export const RECONCILIATION_IDLE = 'Choose a marketplace and a date range, then Generate Report.';

/** The report's filters, and the table's: status, category and sort (null: every line, the report's order). */
interface ReconciliationFilters extends ReportFilters {
  status: string | null;
  category: string | null;
  sort: string | null;
  dir: string | null;
}

/** Where they sit in the address (?mp=…&start=…&end=…&status=…&category=…&sort=…&dir=…). */
const FIELDS: FilterFields<ReconciliationFilters> = {
  ...REPORT_FILTER_FIELDS,
  status: field.text('status'),
  category: field.text('category'),
  sort: field.text('sort'),
  dir: field.text('dir'),
};

/** The last 30 days, no marketplace yet, every line in the report's order. */
const defaults = (): ReconciliationFilters => ({
  ...defaultReportFilters(),
  ...lastDays(30),
  status: null,
  category: null,
  sort: null,
  dir: null,
});

/** What Generate Report refuses (spec 02 section 5), or null. */
function check(f: ReconciliationFilters): string | null {
  if (f.marketplaceIds[0] === undefined) return TX.fieldsRequired;
  return reconciliationDateError(f.start.format(ISO), f.end.format(ISO), dayjs().format(ISO));
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.includes(v as T) ? (v as T) : undefined;

/**
 * The call's body without its page from the applied filters: the spec's three fields, then the filters and sort
 * (a value the address holds that is none of theirs is left out); null until they may generate (a linked window
 * is checked too).
 */
function toRequest(f: ReconciliationFilters): Omit<ReconciliationRequest, 'page' | 'page_size'> | null {
  const mp = f.marketplaceIds[0];
  if (mp === undefined || check(f) !== null) return null;
  const status = oneOf(RECONCILIATION_STATUSES, f.status);
  const category = oneOf(DISCREPANCY_CATEGORIES, f.category);
  const sort = oneOf(RECONCILIATION_SORT_FIELDS, f.sort);
  return {
    marketplace_id: mp,
    start_date: f.start.format(ISO),
    end_date: f.end.format(ISO),
    ...(status && { status }),
    ...(category && { discrepancy_category: category }),
    ...(sort && { sort, sort_dir: f.dir === 'desc' ? 'desc' : 'asc' }),
  };
}

/** The window's limits (section 5: at most 3 months); Generate checks them again. */
const DATES = { quickRanges: QUICK_RANGES_LONG, maxSpanMonths: 3 };

/**
 * Payment Reconciliation (/reconciliation, spec 02 section 2): marketplace, start and end dates with the quick
 * ranges, Generate Report (the shared ReportFilterBar); then the summary cards, Export CSV and the table of order
 * lines. The generated filters live in the address, so a reload or a link shows the report again; opened without
 * them, the screen shows the user's last choice, else the prompt.
 */
export function ReconciliationPage() {
  const notify = useNotify(TX.forbidden);
  const client = useQueryClient();
  const { selectedClientId } = useSession();
  const pick = useMarketplacePick(everyMarketplace);
  // Generate Report with the report already shown asks again from its first page.
  const firstPage = useRef(() => {});
  const filters = useReportFilters({
    screen: 'reconciliation',
    fields: FIELDS,
    defaults,
    toRequest,
    check,
    onInvalid: notify.warning,
    enabled: selectedClientId !== null,
    reload: useCallback(() => {
      firstPage.current();
      return client.invalidateQueries({ queryKey: reconciliationKeys.all });
    }, [client]),
  });
  const body = filters.applied;
  // A new report, filter or sort starts at the first page.
  const paging = usePaging(RECONCILIATION_DEFAULT_PAGE_SIZE, JSON.stringify(body));
  firstPage.current = () => paging.onPageChange(0);
  const request = useMemo(
    () => (body ? { ...body, page: paging.page + 1, page_size: paging.size } : null),
    [body, paging.page, paging.size],
  );
  const report = useReconciliationReport(request);

  // Each report is told once, as the spec words it (section 8): its first page's answer (not a page turn); a
  // report already in the cache when the screen opens was told when it came.
  const told = useRef(report.dataUpdatedAt);
  useEffect(() => {
    if (!report.isSuccess || report.isPlaceholderData || report.dataUpdatedAt === told.current) return;
    told.current = report.dataUpdatedAt;
    if (report.data.page === 1) notify.success(TX.generated);
  }, [report.isSuccess, report.isPlaceholderData, report.dataUpdatedAt, report.data, notify]);
  useEffect(() => {
    if (report.isError) notify.failure(report.error, TX.failed);
  }, [report.isError, report.error, notify]);

  const mp = body ? pick.find(body.marketplace_id) : null;
  const columns = useMemo(() => {
    if (!mp) return [];
    const code = mp.short_code;
    const known = prefixOf(code) !== null;
    return tableColumns(
      known ? { field: reconciliationIdentifier(code), label: reconciliationIdentifierLabel(code) } : null,
      mp.currency_code,
    );
  }, [mp]);
  const applied = filters.appliedFilters;
  const view: EntryView = {
    status: applied.status ?? '',
    category: applied.category ?? '',
    sort: body?.sort ? { field: body.sort, order: body.sort_dir ?? 'asc' } : undefined,
  };
  const { show } = filters;
  const onView = useCallback(
    (patch: Partial<EntryView>) =>
      show({
        ...('status' in patch && { status: patch.status || null }),
        ...('category' in patch && { category: patch.category || null }),
        ...(patch.sort && { sort: patch.sort.field as ReconciliationSortField, dir: patch.sort.order }),
      }),
    [show],
  );

  return (
    <Stack spacing={2}>
      <PageHeader title="Payment Reconciliation" />
      <ReportFilterBar
        label="Reconciliation filters"
        filters={filters.draft}
        onChange={filters.update}
        onGo={filters.go}
        marketplaces={pick.options}
        singleMarketplace
        dates={DATES}
        goLabel="Generate Report"
        busy={report.isFetching}
      />
      {body === null ? (
        <Typography color="text.secondary" data-testid="reconciliation-idle">
          {RECONCILIATION_IDLE}
        </Typography>
      ) : (
        // A failure is told by its toast (section 8); no report is shown then.
        !report.isError &&
        mp && (
          <ReconciliationResult
            query={report}
            columns={columns}
            currency={mp.currency_code}
            view={view}
            onView={onView}
            paging={paging}
            exportTask={{
              owner: `reconciliation:${mp.pk_mp_id}`,
              label: TX.exportLabel(mp.short_code, body.start_date, body.end_date),
              start: () => startReconciliationExport(body),
            }}
          />
        )
      )}
    </Stack>
  );
}
