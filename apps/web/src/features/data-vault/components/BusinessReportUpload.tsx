import type { MarketplaceUserView } from '@marketdesk/contracts';
import {
  BUSINESS_REPORT_LABELS,
  BUSINESS_REPORT_MAX_MONTHS,
  type BusinessReportUploaded,
  BUSINESS_REPORT_TEXT as T,
} from '@marketdesk/contracts/business-report';
import { Alert, Box, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { UploadOutcome } from '../../../shared/data-screen/DataScreen';
import { useNotify } from '../../../shared/feedback/notify';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import { type DateRange, lastDays, QUICK_RANGES_WITH_MONTH } from '../../../shared/filters/date-ranges';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { formatCount, formatMoney } from '../../../shared/format/format';
import { ReportUploadRow } from '../../../shared/upload/UploadButton';
import { BUSINESS_REPORT_EXTENSIONS, useUploadBusinessReport } from '../api/upload-business-report';

/** The answer as the success line reads it (sales in the marketplace's currency). */
export function businessReportSummary(a: BusinessReportUploaded, currency: string): string {
  const t = a.totals;
  return (
    `${BUSINESS_REPORT_LABELS[a.report_type]} read: ${formatCount(a.rows)} rows, ${formatCount(t.sessions)} sessions, ` +
    `${formatCount(t.page_views)} page views, ${formatCount(t.units)} units, ${formatMoney(t.sales, currency)} ordered product sales: ` +
    `${a.inserted} new, ${a.updated} changed, ${a.unchanged} unchanged, ${a.replaced} replaced.`
  );
}

/**
 * Amazon's Business Reports on the Data Vault screen: an Amazon marketplace, the period chosen in Seller Central
 * (the file does not hold it), then the .csv as downloaded. The answer says which report it was, its rows and
 * sums and what changed; rows not written are listed with their reason; a refusal shows the server's reason and
 * the rows in error.
 */
export function BusinessReportUpload({ marketplaces }: { marketplaces: readonly MarketplaceUserView[] }) {
  const notify = useNotify();
  const [mpId, setMpId] = useState<number | null>(
    marketplaces.length === 1 ? marketplaces[0]!.pk_mp_id : null,
  );
  const [period, setPeriod] = useState<DateRange>(() => lastDays(7, dayjs().subtract(1, 'day')));
  const mp = marketplaces.find((m) => m.pk_mp_id === mpId) ?? null;
  const currency = mp?.currency_code ?? 'USD';
  const upload = useUploadBusinessReport(
    { mp_id: mpId, start_date: period.start.format('YYYY-MM-DD'), end_date: period.end.format('YYYY-MM-DD') },
    (answer) => businessReportSummary(answer as BusinessReportUploaded, currency),
  );
  const answer = upload.status === 'success' ? (upload.answer as BusinessReportUploaded | null) : null;
  return (
    <Stack spacing={1.5} data-testid="business-report-upload">
      <Typography variant="subtitle1" component="h2">
        {T.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.hint}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: 240 }}>
          <MarketplaceSelect options={marketplaces} value={mpId} onChange={setMpId} label={T.marketplace} />
        </Box>
        <DateRangeFilter
          start={period.start}
          end={period.end}
          onChange={setPeriod}
          startLabel={T.periodStart}
          endLabel={T.periodEnd}
          maxSpanMonths={BUSINESS_REPORT_MAX_MONTHS}
          quickRanges={QUICK_RANGES_WITH_MONTH}
        />
      </Stack>
      <ReportUploadRow
        upload={upload}
        accept={BUSINESS_REPORT_EXTENSIONS.join(',')}
        label={T.choose}
        validate={() => (mp ? null : T.selectMarketplace)}
        onRefused={(m) => notify.warning(m)}
        inputTestId="business-report-input"
      />
      <UploadOutcome
        upload={upload}
        success={
          answer && (
            <Stack spacing={1}>
              <Alert severity="success" data-testid="business-report-result">
                {businessReportSummary(answer, currency)}
              </Alert>
              {answer.skipped.map((s) => (
                <Alert severity="warning" key={s.reason}>
                  {T.notWritten(s.rows, s.reason)}
                </Alert>
              ))}
            </Stack>
          )
        }
        failure={{ severity: 'error', testId: 'business-report-failure' }}
        table={{ pageSizes: [10, 25], filename: 'business_report_errors.csv' }}
      />
    </Stack>
  );
}
