import {
  REVIEW_DATA_TEXT,
  type ReviewDataQuery,
  reviewDataFilterError,
} from '@marketdesk/contracts/review-data';
import { Alert, Box, Paper, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { errorStatus } from '../../../shared/api/errors';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { useWarehouseOptions } from '../../../shared/reference/warehouse-options';
import { ExportButton } from '../../../shared/tasks/ExportButton';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { startReviewDownload, useReviewSummary } from '../api/review-data';
import { defaultDraft, ReviewDataFilters, type ReviewDraft } from '../components/ReviewDataFilters';
import { ReviewGrid } from '../components/ReviewGrid';
import { ReviewSummary } from '../components/ReviewSummary';

const day = (d: { format(f: string): string }) => d.format('YYYY-MM-DD');

/** The calls' filter from the form, or the rule's text when the form is incomplete (spec 03 section 5). */
function requestOf(d: ReviewDraft): ReviewDataQuery | string {
  const q = {
    warehouse_id: d.warehouseId,
    previous_start_date: day(d.previous.start),
    previous_end_date: day(d.previous.end),
    current_start_date: day(d.current.start),
    current_end_date: day(d.current.end),
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

/**
 * Review Data (/review-data; spec 03 sections 2–9): idle until Generate, then the collapsible summary and the
 * grouped, server-paged grid; Download runs the CSV as a background task. A 404 shows the server's detail in a
 * banner; another failure also toasts (the detail, else the screen's text).
 */
export function ReviewDataPage() {
  const notify = useNotify();
  const warehouses = useWarehouseOptions();
  const marketplaces = useMarketplaces();
  const [draft, setDraft] = useState<ReviewDraft>(() => defaultDraft());
  const [applied, setApplied] = useState<ReviewDataQuery | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const summary = useReviewSummary(applied);

  useEffect(() => {
    if (summary.isError && errorStatus(summary.error) !== 404)
      notify.failure(summary.error, REVIEW_DATA_TEXT.summaryFailed);
  }, [summary.isError, summary.error, notify]);

  const generate = () => {
    const request = requestOf(draft);
    if (typeof request === 'string') {
      setWarning(request);
      return;
    }
    setWarning(null);
    setApplied(request);
  };
  const request = requestOf(draft);

  return (
    <Stack spacing={2}>
      <PageHeader title={REVIEW_DATA_TEXT.title} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReviewDataFilters
          draft={draft}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          warehouses={warehouses.options}
          marketplaces={marketplaces.data ?? []}
          onGenerate={generate}
          onReset={() => {
            setDraft(defaultDraft());
            setApplied(null);
            setWarning(null);
          }}
          download={
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
