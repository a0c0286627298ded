import type { ErrorLogEntry } from '@marketdesk/contracts/scheduled-jobs';
import { Stack, Typography } from '@mui/material';
import { RunErrorDetails } from '../../../shared/scheduled-jobs/RunErrorDetails';

/** One error of the log in full: its run, then the shared run error view (list or raw msg, parameters). */
export function ErrorEntryDetails({ entry }: { entry: ErrorLogEntry }) {
  return (
    <Stack spacing={1.5} sx={{ py: 1 }} data-testid={`error-details-${entry.pk_error_id}`}>
      <Typography variant="body2">
        Run #{entry.pk_job_run_id} · {entry.job_name}
      </Typography>
      <RunErrorDetails msg={entry.msg} params={entry.params} label={`Errors of error ${entry.pk_error_id}`} />
    </Stack>
  );
}
