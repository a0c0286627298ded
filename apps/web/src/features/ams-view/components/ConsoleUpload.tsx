import {
  AMS_CONSOLE_LIMITS,
  AMS_CONSOLE_TEXT,
  type AmsConsoleUploaded,
  amsConsoleKindLabel,
} from '@marketdesk/contracts/ams-console';
import { amsConsoleOps } from '@marketdesk/contracts/operations/ams-console';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import { Alert, Stack, Typography } from '@mui/material';
import { UploadOutcome } from '../../../shared/data-screen/DataScreen';
import { useNotify } from '../../../shared/feedback/notify';
import { formatCount, formatMoney } from '../../../shared/format/format';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { limitsText, UPLOAD_LIMITS } from '../../../shared/upload/upload-limits';
import { useFileUpload } from '../../../shared/upload/useFileUpload';

const LIMITS = limitsText({ maxFileBytes: AMS_CONSOLE_LIMITS.maxBytes, maxRows: UPLOAD_LIMITS.maxRows });

/** The answer as the success box reads it: kind, window, period, counts, totals in the file's currency. */
export function consoleSummary(a: AmsConsoleUploaded): string[] {
  const t = a.totals;
  const period = a.period ? `, ${a.period.start} to ${a.period.end}` : '';
  const window = a.attribution_days ? ` (${a.attribution_days}-day attribution)` : '';
  return [
    `${amsConsoleKindLabel(a.report_type)}${window}${period}: ${AMS_CONSOLE_TEXT.counts(a)}.`,
    `Impressions ${formatCount(t.impressions)}, clicks ${formatCount(t.clicks)}, spend ${formatMoney(t.spend, t.currency)}, sales ${formatMoney(t.sales, t.currency)}, orders ${formatCount(t.orders)}, units ${formatCount(t.units)}.`,
    ...a.skipped.map((s) => `Not stored: ${formatCount(s.rows)} rows. ${s.reason}.`),
  ];
}

/**
 * AMS View's upload of console downloads for the chosen seller: the kind is read from the file, the answer
 * shows what was stored and the file's totals; a refused file shows the server's reason and the rows in error.
 */
export function ConsoleUpload({ sellerId, onUploaded }: { sellerId: string | null; onUploaded(): void }) {
  const notify = useNotify();
  const upload = useFileUpload({
    operation: amsConsoleOps.upload,
    query: { profile_id: sellerId ?? '' },
    extensions: AMS_CONSOLE_LIMITS.extensions,
    maxFileBytes: AMS_CONSOLE_LIMITS.maxBytes,
    texts: {
      uploaded: (answer) => consoleSummary(answer as AmsConsoleUploaded)[0]!,
      failed: AMS_CONSOLE_TEXT.failed,
      forbidden: AMS_CONSOLE_TEXT.failed,
      rejected: UPLOAD_TEXT.rejected,
    },
    onUploaded,
  });
  const answer = upload.status === 'success' ? (upload.answer as AmsConsoleUploaded | null) : null;
  return (
    <Stack spacing={1} data-testid="ams-console-upload">
      <Typography variant="subtitle1">{AMS_CONSOLE_TEXT.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {sellerId ? AMS_CONSOLE_TEXT.hint : AMS_CONSOLE_TEXT.chooseSeller}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UploadButton
          upload={upload}
          accept={AMS_CONSOLE_LIMITS.extensions.join(',')}
          validate={() => (sellerId ? null : AMS_CONSOLE_TEXT.chooseSeller)}
          onRefused={(text) => notify.warning(text)}
          labels={{ upload: AMS_CONSOLE_TEXT.choose, change: AMS_CONSOLE_TEXT.choose }}
          inputTestId="ams-console-input"
        />
        <UploadStatusLine upload={upload} limits={LIMITS} />
      </Stack>
      <UploadOutcome
        upload={upload}
        success={
          answer && (
            <Alert severity="success" data-testid="ams-console-result">
              {consoleSummary(answer).map((line) => (
                <div key={line} data-testid="ams-console-line">
                  {line}
                </div>
              ))}
            </Alert>
          )
        }
        failure={{ severity: 'error', testId: 'ams-console-failure', preLine: true }}
        table={{ failing: true, filename: 'console_report_errors.csv' }}
      />
    </Stack>
  );
}
