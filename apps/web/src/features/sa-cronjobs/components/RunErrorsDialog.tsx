import {
  CRON_TEXT,
  type JobRun,
  parseRunErrorMsg,
  type RunError,
} from '@marketdesk/contracts/scheduled-jobs';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useRunErrors } from '../api/get-run-errors';
import { prettyJson, when } from './job-model';
import { Labelled } from './Labelled';
import { QueryDialog } from './QueryDialog';

/** JSON or raw text, as written, under its caption. */
function Block({ label, children }: { label: string; children: string }) {
  return (
    <Labelled label={label}>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 12 }}
      >
        {children}
      </Box>
    </Labelled>
  );
}

/** One recorded error: type, tracking id, the list of code, message and details (or the raw msg), params. */
function ErrorEntry({ error }: { error: RunError }) {
  const body = parseRunErrorMsg(error.error_msg.msg);
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
        {body ? (
          <Box component="ul" aria-label="Errors" sx={{ m: 0, pl: 2.5 }}>
            {body.errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a recorded list is read only; codes may repeat
              <li key={`${e.code}-${i}`}>
                <Typography variant="body2">
                  <Box component="code" sx={{ fontWeight: 600 }}>
                    {e.code}
                  </Box>
                  : {e.message}
                </Typography>
                {e.details !== undefined && e.details !== null && (
                  <Block label="Details">{prettyJson(e.details)}</Block>
                )}
              </li>
            ))}
          </Box>
        ) : (
          <Block label="Raw error data">{error.error_msg.msg}</Block>
        )}
        <Block label="Parameters">{prettyJson(error.params ?? null)}</Block>
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
