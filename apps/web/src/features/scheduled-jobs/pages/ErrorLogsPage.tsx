import { CRON_TEXT } from '@marketdesk/contracts/scheduled-jobs';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FORBIDDEN_ACTION } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { QueryState } from '../../../shared/ui/QueryState';
import { useDayErrors, useErrorLog } from '../api/get-error-log';
import { ErrorDayAccordion } from '../components/ErrorDayAccordion';
import { PeriodSelect } from '../components/PeriodSelect';
import { DEFAULT_PERIOD, logDays, type Period } from '../error-log';
import { downloadErrorLogCsv } from '../error-log-csv';

export const PAGE_TITLE = 'Scheduled Job Error Logs';

/**
 * /cronjob/errors (spec 03 section 2): the run errors of the chosen period, one accordion per date (newest
 * first) with its error count and a CSV download of that day. A member sees their client's runs' errors, a
 * super admin every run's (the server decides).
 */
export function ErrorLogsPage() {
  const [days, setDays] = useState<Period>(DEFAULT_PERIOD);
  const log = useErrorLog(days);
  const download = useDayErrors();
  const notify = useNotify();

  const onDownload = (date: string) =>
    download.mutate(
      { days, date },
      {
        onSuccess: (entries) => downloadErrorLogCsv(date, entries),
        onError: (error) => notify.failure(error, CRON_TEXT.errorsFailed),
      },
    );
  const downloadingDate = download.isPending ? download.variables?.date : undefined;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {PAGE_TITLE}
        </Typography>
        <PeriodSelect value={days} onChange={setDays} />
      </Stack>
      <QueryState
        query={log}
        loadingLabel="Loading error logs"
        forbidden={FORBIDDEN_ACTION}
        loadFailed={CRON_TEXT.errorsFailed}
        testId="error-logs"
      >
        {(data) => {
          const dayList = logDays(data);
          if (dayList.length === 0)
            return (
              <Typography color="text.secondary" data-testid="error-logs-empty">
                {CRON_TEXT.noErrorLogs}
              </Typography>
            );
          return (
            <Stack spacing={1}>
              {dayList.map(({ date, entries }) => (
                <ErrorDayAccordion
                  key={date}
                  date={date}
                  entries={entries}
                  downloading={downloadingDate === date}
                  onDownload={onDownload}
                />
              ))}
            </Stack>
          );
        }}
      </QueryState>
      {log.isError && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => log.refetch()}>
          Retry
        </Button>
      )}
    </Stack>
  );
}
