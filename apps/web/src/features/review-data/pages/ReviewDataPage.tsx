import { CURRENCIES, type Currency } from '@marketdesk/contracts';
import {
  REVIEW_DATA_TEXT,
  type ReviewDataQuery,
  reviewDataFilterError,
} from '@marketdesk/contracts/review-data';
import { Alert, Box, Paper, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { errorStatus } from '../../../shared/api/errors';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { CurrencyPicker } from '../../../shared/filters/CurrencyPicker';
import { previousPeriod, quickRangeOf, REVIEW_QUICK_RANGES } from '../../../shared/filters/date-ranges';
import { type FilterFields, field } from '../../../shared/filters/filter-fields';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { WarehouseSelect } from '../../../shared/filters/WarehouseSelect';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { useWarehouseOptions } from '../../../shared/reference/warehouse-options';
import { useSession } from '../../../shared/session/store';
import { ExportButton } from '../../../shared/tasks/ExportButton';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useReviewSummary } from '../api/get-summary';
import { reviewDataKeys } from '../api/keys';
import { startReviewDownload } from '../api/start-download';
import { MarketplaceAllOrOne, PeriodShortcuts, ReviewPeriods } from '../components/ReviewFields';
import { ReviewGrid } from '../components/ReviewGrid';
import { ReviewSummary } from '../components/ReviewSummary';

const day = (d: { format(f: string): string }) => d.format('YYYY-MM-DD');

/** What the form holds: the warehouse (none until chosen), the marketplace (null: All), currency and both periods. */
interface ReviewDraft {
  warehouseId: number | null;
  mpId: number | null;
  currency: Currency;
  previousStart: Dayjs;
  previousEnd: Dayjs;
  currentStart: Dayjs;
  currentEnd: Dayjs;
}

/** Where the filters sit in the address (?warehouse=…&mp=…&currency=…&prev_start=…&prev_end=…&start=…&end=…). */
const FIELDS: FilterFields<ReviewDraft> = {
  warehouseId: field.id('warehouse'),
  mpId: field.id('mp'),
  currency: field.oneOf('currency', CURRENCIES),
  previousStart: field.day('prev_start'),
  previousEnd: field.day('prev_end'),
  currentStart: field.day('start'),
  currentEnd: field.day('end'),
};

/** The defaults Reset restores: no warehouse, All marketplaces, USD, the last 30 days against the 30 before. */
function defaultDraft(today = dayjs()): ReviewDraft {
  const current = quickRangeOf(REVIEW_QUICK_RANGES[1]!, today);
  const previous = previousPeriod(current);
  return {
    warehouseId: null,
    mpId: null,
    currency: 'USD',
    previousStart: previous.start,
    previousEnd: previous.end,
    currentStart: current.start,
    currentEnd: current.end,
  };
}

/** The calls' filter from the form, or the rule's text when the form is incomplete (spec 03 section 5). */
function requestOf(d: ReviewDraft): ReviewDataQuery | string {
  const q = {
    warehouse_id: d.warehouseId,
    previous_start_date: day(d.previousStart),
    previous_end_date: day(d.previousEnd),
    current_start_date: day(d.currentStart),
    current_end_date: day(d.currentEnd),
  };
  const error = reviewDataFilterError(q);
  if (error || q.warehouse_id === null) return error ?? REVIEW_DATA_TEXT.filterRequired;
  return {
    ...q,
    warehouse_id: q.warehouse_id,
    currency_code: d.currency,
    ...(d.mpId ? { mp_id: d.mpId } : {}),
  };
}
const toRequest = (d: ReviewDraft) => {
  const r = requestOf(d);
  return typeof r === 'string' ? null : r;
};
const check = (d: ReviewDraft) => {
  const r = requestOf(d);
  return typeof r === 'string' ? r : null;
};

/**
 * Review Data (/review-data; spec 03 sections 2–9): idle until Generate, then the collapsible summary and the
 * grouped, server-paged grid; Download runs the CSV as a background task. A 404 shows the server's detail in a
 * banner; another failure also toasts (the detail, else the screen's text).
 */
export function ReviewDataPage() {
  const notify = useNotify();
  const warehouses = useWarehouseOptions();
  const marketplaces = useMarketplaces();
  const queryClient = useQueryClient();
  const { selectedClientId } = useSession();
  const [warning, setWarning] = useState<string | null>(null);
  const filters = useReportFilters<ReviewDataQuery | null, ReviewDraft>({
    screen: 'review-data',
    fields: FIELDS,
    defaults: defaultDraft,
    toRequest,
    check,
    onInvalid: setWarning,
    enabled: selectedClientId !== null,
    onReset: () => setWarning(null),
    reload: useCallback(() => queryClient.invalidateQueries({ queryKey: reviewDataKeys.all }), [queryClient]),
  });
  const applied = filters.applied;
  const draft = filters.draft;
  const summary = useReviewSummary(applied);

  useEffect(() => {
    if (summary.isError && errorStatus(summary.error) !== 404)
      notify.failure(summary.error, REVIEW_DATA_TEXT.summaryFailed);
  }, [summary.isError, summary.error, notify]);

  const generate = () => {
    setWarning(null);
    filters.go();
  };
  const request = requestOf(draft);
  const current = { start: draft.currentStart, end: draft.currentEnd };

  return (
    <Stack spacing={2}>
      <PageHeader title={REVIEW_DATA_TEXT.title} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReportFilterBar
          label="Review data filters"
          filters={{}}
          onChange={() => undefined}
          leading={
            <>
              <Box sx={{ minWidth: 200 }}>
                <WarehouseSelect
                  options={warehouses.options}
                  value={draft.warehouseId}
                  onChange={(warehouseId) => filters.update({ warehouseId })}
                />
              </Box>
              <MarketplaceAllOrOne
                marketplaces={marketplaces.data ?? []}
                value={draft.mpId}
                onChange={(mpId) => filters.update({ mpId })}
              />
              <CurrencyPicker value={draft.currency} onChange={(currency) => filters.update({ currency })} />
              <PeriodShortcuts
                current={current}
                onChange={(p) =>
                  filters.update({
                    currentStart: p.current.start,
                    currentEnd: p.current.end,
                    previousStart: p.previous.start,
                    previousEnd: p.previous.end,
                  })
                }
              />
              {/* The periods and the buttons on a line of their own. */}
              <Box sx={{ flexBasis: '100%' }} />
              <ReviewPeriods
                previous={{ start: draft.previousStart, end: draft.previousEnd }}
                current={current}
                onPrevious={(r) => filters.update({ previousStart: r.start, previousEnd: r.end })}
                onCurrent={(r) => filters.update({ currentStart: r.start, currentEnd: r.end })}
              />
            </>
          }
          onGo={generate}
          goLabel={REVIEW_DATA_TEXT.generate}
          onReset={filters.reset}
          resetLabel={REVIEW_DATA_TEXT.reset}
          resetAfterGo
          actions={
            <ExportButton
              text="Download CSV"
              label="Review data"
              owner="review-data"
              disabled={typeof request === 'string'}
              start={() => startReviewDownload(request as ReviewDataQuery)}
            />
          }
        />
      </Paper>
      {warning && <Alert severity="warning">{warning}</Alert>}
      {applied === null ? (
        <Alert severity="info">{REVIEW_DATA_TEXT.idle}</Alert>
      ) : summary.isError ? (
        <Alert severity={failureSeverity(summary.error)}>
          {failureText(summary.error, { fallback: REVIEW_DATA_TEXT.summaryFailed })}
        </Alert>
      ) : (
        <>
          {summary.data && <ReviewSummary summary={summary.data} currency={applied.currency_code} />}
          <Box>
            <ReviewGrid query={applied} />
          </Box>
        </>
      )}
    </Stack>
  );
}
