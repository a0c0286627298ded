import { CRON_TEXT, type JobRun, type RunError } from '@marketdesk/contracts/scheduled-jobs';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { RunErrorDetails } from '../../../shared/scheduled-jobs/RunErrorDetails';
import { useRunErrors } from '../api/get-run-errors';
import { when } from './job-model';
import { QueryDialog } from './QueryDialog';

/** One recorded error: type, tracking id, the list of code, message and details (or the raw msg), params. */
function ErrorEntry({ error }: { error: RunError }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="article" aria-label={`Error ${error.pk_error_id}`}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color="error" label={error.error_msg.type} />
          <Typography variant="body2">Tracking ID: {error.system_tracking_id ?? '—'}</Typography>
          <Typography variant="body2" color="text.secondary">
            Attempt {error.attempt} · {when(error.created_at)}
          </Typography>
        </Stack>
        <RunErrorDetails
          msg={error.error_msg.msg}
          params={error.params}
          label={`Errors of error ${error.pk_error_id}`}
        />
      </Stack>
    </Paper>
  );
}

/** A run's errors (GET /tasks/run/errors?id), one per failed attempt. */
export function RunErrorsDialog({ run, onClose }: { run: JobRun; onClose(): void }) {
  const errors = useRunErrors(run.pk_job_run_id);
  return (
    <QueryDialog
      title={`Errors of run ${run.pk_job_run_id} (${run.job_name})`}
      onClose={onClose}
      query={errors}
      loadingLabel="Loading errors"
      loadFailed={CRON_TEXT.errorsFailed}
      empty={CRON_TEXT.noErrors}
      testId="run-errors"
    >
      {(list) => (
        <Stack spacing={1.5}>
          {list.map((error) => (
            <ErrorEntry key={error.pk_error_id} error={error} />
          ))}
        </Stack>
      )}
    </QueryDialog>
  );
}
