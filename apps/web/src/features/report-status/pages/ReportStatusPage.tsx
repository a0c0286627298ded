import {
  REPORT_STATUS_DEFAULT_DAYS,
  REPORT_STATUS_TEXT,
  type ReportStatusQuery,
} from '@marketdesk/contracts/report-status';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { FORBIDDEN_ACTION, failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { lastDays } from '../../../shared/filters/date-ranges';
import { type FilterFields, field } from '../../../shared/filters/filter-fields';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import { ofFamilies, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { useSession } from '../../../shared/session/store';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { QueryState } from '../../../shared/ui/QueryState';
import { useReportTypes } from '../api/get-report-types';
import { useReportStatus } from '../api/get-status';
import { reportStatusKeys } from '../api/keys';
import { PipelineNotice } from '../components/PipelineNotice';
import { ProfilePicker, ReportTypesPicker } from '../components/ReportStatusFields';
import { ReportStatusHelp } from '../components/ReportStatusHelp';
import { ReportStatusSummary } from '../components/ReportStatusSummary';
import { ReportStatusTable } from '../components/ReportStatusTable';

const AMAZON = ofFamilies('AZ');
const day = (d: { format(f: string): string }) => d.format('YYYY-MM-DD');

/** The filters (spec 03 section 2): date range, marketplace, profile (of that marketplace), report types. */
export interface ReportStatusDraft {
  start: Dayjs;
  end: Dayjs;
  mpId: number | null;
  profileId: string | null;
  reportTypes: string[];
}

/** Where the filters sit in the address (?start=…&end=…&mp=…&profile=…&type=…). */
const FIELDS: FilterFields<ReportStatusDraft> = {
  start: field.day('start'),
  end: field.day('end'),
  mpId: field.id('mp'),
  profileId: field.text('profile'),
  reportTypes: field.texts('type'),
};

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
const check = (d: ReportStatusDraft) => (requestOf(d) === null ? REPORT_STATUS_TEXT.invalidRange : null);

/**
 * AMS Reports Pull Status (/marketing/report-status; spec 03 sections 2–9, issue 21 item 3): idle until Get
 * Status (or filters from the address or the last choice: the shared report filters), then the summary cards,
 * the requests per day and the tabbed list of report requests.
 */
export function ReportStatusPage() {
  const notify = useNotify();
  const marketplaces = useMarketplacePick(AMAZON);
  const types = useReportTypes();
  const queryClient = useQueryClient();
  const { selectedClientId } = useSession();
  const [warning, setWarning] = useState(false);
  const [help, setHelp] = useState(false);
  const filters = useReportFilters<ReportStatusQuery | null, ReportStatusDraft>({
    screen: 'report-status',
    fields: FIELDS,
    defaults: defaultDraft,
    toRequest: requestOf,
    check,
    onInvalid: (text) => {
      setWarning(true);
      notify.warning(text);
    },
    enabled: selectedClientId !== null,
    idleUntilApplied: true,
    reload: useCallback(
      () => queryClient.invalidateQueries({ queryKey: [...reportStatusKeys.all, 'status'] }),
      [queryClient],
    ),
  });
  const status = useReportStatus(filters.applied);
  const draft = filters.draft;

  useEffect(() => {
    if (status.isError) notify.failure(status.error, REPORT_STATUS_TEXT.statusFailed);
  }, [status.isError, status.error, notify]);

  const getStatus = () => {
    setWarning(false);
    filters.go();
  };

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
        <ReportFilterBar
          label="Report status filters"
          filters={{ start: draft.start, end: draft.end }}
          onChange={({ start, end }) => start && end && filters.update({ start, end })}
          dates
          trailing={
            <>
              <Box sx={{ minWidth: 220, flex: '1 1 220px' }}>
                <MarketplaceSelect
                  options={marketplaces.options}
                  value={draft.mpId}
                  onChange={(mpId) => filters.update({ mpId, profileId: null })}
                />
              </Box>
              <ProfilePicker
                mpId={draft.mpId}
                value={draft.profileId}
                onChange={(profileId) => filters.update({ profileId })}
              />
              <ReportTypesPicker
                value={draft.reportTypes}
                onChange={(reportTypes) => filters.update({ reportTypes })}
              />
            </>
          }
          onGo={getStatus}
          goLabel={REPORT_STATUS_TEXT.getStatus}
        />
        {types.isError && (
          <Alert severity={failureSeverity(types.error)} data-testid="report-types-error" sx={{ mt: 2 }}>
            {failureText(types.error, {
              fallback: REPORT_STATUS_TEXT.typesFailed,
              forbidden: FORBIDDEN_ACTION,
            })}
          </Alert>
        )}
      </Paper>
      {warning && (
        <Alert severity="warning" data-testid="report-status-warning">
          {REPORT_STATUS_TEXT.invalidRange}
        </Alert>
      )}
      <QueryState
        query={status}
        loadingLabel="Loading report statuses"
        forbidden={FORBIDDEN_ACTION}
        loadFailed={REPORT_STATUS_TEXT.statusFailed}
        idle={REPORT_STATUS_TEXT.empty}
        testId="report-status"
      >
        {(data) =>
          data.datagrid_rows.length > 0 ? (
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
          )
        }
      </QueryState>
      <ReportStatusHelp open={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}
