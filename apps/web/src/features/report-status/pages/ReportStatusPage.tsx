import {
  REPORT_STATUS_DEFAULT_DAYS,
  REPORT_STATUS_TEXT,
  type ReportStatusQuery,
} from '@marketdesk/contracts/report-status';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FORBIDDEN_ACTION, failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { lastDays } from '../../../shared/filters/date-ranges';
import { ofFamilies, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useReportStatus } from '../api/report-status';
import { type ReportStatusDraft, ReportStatusFilters } from '../components/ReportStatusFilters';
import { PipelineNotice } from '../components/PipelineNotice';
import { ReportStatusHelp } from '../components/ReportStatusHelp';
import { ReportStatusSummary } from '../components/ReportStatusSummary';
import { ReportStatusTable } from '../components/ReportStatusTable';

const AMAZON = ofFamilies('AZ');
const day = (d: { format(f: string): string }) => d.format('YYYY-MM-DD');

/** The call's filter from the form, or null when the range is not valid (spec 03 section 5). */
export function requestOf(d: ReportStatusDraft): ReportStatusQuery | null {
  if (!d.start?.isValid() || !d.end?.isValid() || d.end.isBefore(d.start, 'day')) return null;
  return {
    start_date: day(d.start),
    end_date: day(d.end),
    ...(d.mpId !== null ? { mp_id: d.mpId } : {}),
    ...(d.profileId !== null ? { profile_id: d.profileId } : {}),
    report_types: d.reportTypes,
  };
}

const defaultDraft = (): ReportStatusDraft => ({
  ...lastDays(REPORT_STATUS_DEFAULT_DAYS),
  mpId: null,
  profileId: null,
  reportTypes: [],
});

/**
 * AMS Reports Pull Status (/marketing/report-status; spec 03 sections 2–9, issue 21 item 3): idle until Get
 * Status, then the summary cards, the requests per day and the tabbed list of report requests.
 */
export function ReportStatusPage() {
  const notify = useNotify();
  const marketplaces = useMarketplacePick(AMAZON);
  const [draft, setDraft] = useState<ReportStatusDraft>(defaultDraft);
  const [applied, setApplied] = useState<ReportStatusQuery | null>(null);
  const [warning, setWarning] = useState(false);
  const [help, setHelp] = useState(false);
  const status = useReportStatus(applied);

  useEffect(() => {
    if (status.isError) notify.failure(status.error, REPORT_STATUS_TEXT.statusFailed);
  }, [status.isError, status.error, notify]);

  const getStatus = () => {
    const request = requestOf(draft);
    setWarning(request === null);
    if (request === null) {
      notify.warning(REPORT_STATUS_TEXT.invalidRange);
      return;
    }
    setApplied(request);
    if (applied && JSON.stringify(applied) === JSON.stringify(request)) void status.refetch();
  };

  const data = status.data;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={REPORT_STATUS_TEXT.title}
        action={
          <Button variant="outlined" size="small" onClick={() => setHelp(true)}>
            Help
          </Button>
        }
      />
      <PipelineNotice />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReportStatusFilters
          draft={draft}
          marketplaces={marketplaces.options}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          onGetStatus={getStatus}
          forbidden={FORBIDDEN_ACTION}
        />
      </Paper>
      {warning && (
        <Alert severity="warning" data-testid="report-status-warning">
          {REPORT_STATUS_TEXT.invalidRange}
        </Alert>
      )}
      {status.isError ? (
        <Alert severity={failureSeverity(status.error)} data-testid="report-status-error">
          {failureText(status.error, { fallback: REPORT_STATUS_TEXT.statusFailed })}
        </Alert>
      ) : applied && status.isFetching && !data ? (
        <Typography color="text.secondary" role="status">
          Loading report statuses…
        </Typography>
      ) : data && data.datagrid_rows.length > 0 ? (
        <>
          <ReportStatusSummary counts={data.counts} perDay={data.per_day} />
          <Paper variant="outlined" sx={{ p: 1 }}>
            <ReportStatusTable rows={data.datagrid_rows} />
          </Paper>
        </>
      ) : (
        <Typography color="text.secondary" data-testid="report-status-empty">
          {REPORT_STATUS_TEXT.empty}
        </Typography>
      )}
      <ReportStatusHelp open={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}
