import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import {
  type ReconciliationBody,
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
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import { defaultReportFilters, type ReportFilters } from '../../../shared/filters/report-filters';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { useSession } from '../../../shared/session/store';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { reconciliationKeys, useReconciliationReport } from '../api/get-report';
import { reconciliationColumns } from '../components/columns';
import { exportReconciliation } from '../components/export';
import { ReconciliationResult } from '../components/ReconciliationResult';

const everyMarketplace = () => true;
const ISO = 'YYYY-MM-DD';

/** Ours (the spec shows nothing before the first report). */
export const RECONCILIATION_IDLE = 'Choose a marketplace and a date range, then Generate Report.';

/** The last 30 days, no marketplace yet. */
const defaults = (): ReportFilters => ({ ...defaultReportFilters(), ...lastDays(30) });

/** What Generate Report refuses (spec 02 section 5), or null. */
function check(f: ReportFilters): string | null {
  if (f.marketplaceIds[0] === undefined) return TX.fieldsRequired;
  return reconciliationDateError(f.start.format(ISO), f.end.format(ISO), dayjs().format(ISO));
}

/** The call's body from the applied filters; null until they may generate (a linked window is checked too). */
function toRequest(f: ReportFilters): ReconciliationBody | null {
  const mp = f.marketplaceIds[0];
  if (mp === undefined || check(f) !== null) return null;
  return { marketplace_id: mp, start_date: f.start.format(ISO), end_date: f.end.format(ISO) };
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
  const filters = useReportFilters({
    screen: 'reconciliation',
    defaults,
    toRequest,
    check,
    onInvalid: notify.warning,
    enabled: selectedClientId !== null,
    reload: useCallback(() => client.invalidateQueries({ queryKey: reconciliationKeys.all }), [client]),
  });
  const body = filters.applied;
  const report = useReconciliationReport(body);

  // Each answer is told once, as the spec words it (section 8); a report already in the cache when the screen
  // opens was told when it came.
  const told = useRef(report.dataUpdatedAt);
  useEffect(() => {
    if (!report.isSuccess || report.dataUpdatedAt === told.current) return;
    told.current = report.dataUpdatedAt;
    notify.success(TX.generated);
  }, [report.isSuccess, report.dataUpdatedAt, notify]);
  useEffect(() => {
    if (report.isError) notify.failure(report.error, TX.failed);
  }, [report.isError, report.error, notify]);

  const mp = body ? pick.find(body.marketplace_id) : null;
  const columns = useMemo(() => {
    if (!mp) return [];
    const code = mp.short_code;
    const known = prefixOf(code) !== null;
    return reconciliationColumns(
      known ? { field: reconciliationIdentifier(code), label: reconciliationIdentifierLabel(code) } : null,
      mp.currency_code,
    );
  }, [mp]);

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
        report.data &&
        !report.isError &&
        mp && (
          <ReconciliationResult
            report={report.data}
            columns={columns}
            currency={mp.currency_code}
            onExport={() =>
              exportReconciliation(
                mp.short_code,
                body.start_date,
                body.end_date,
                columns,
                report.data.entries,
              )
            }
          />
        )
      )}
    </Stack>
  );
}
