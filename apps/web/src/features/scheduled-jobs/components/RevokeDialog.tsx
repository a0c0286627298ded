import {
  CRON_TEXT,
  type CronJobRow,
  REVOKE_ALL_SENTINEL,
  type RevokeAnswer,
} from '@marketdesk/contracts/scheduled-jobs';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useRevokeTasks } from '../api/revoke-tasks';
import { revokeImpact, taskNames } from './job-model';

/** Spec 03 section 8: a failed revoke's toast closes itself after 5 seconds. */
export const REVOKE_FAILED_AUTOCLOSE_MS = 5000;

/** The success toast: the server's message, else the spec's sentence for one task or all. */
export const revokedText = (answer: RevokeAnswer, task: string | null): string =>
  answer.message.trim() ||
  (task === null
    ? CRON_TEXT.globalRevoked(answer.db_records_updated)
    : CRON_TEXT.revoked(answer.db_records_updated, task));

/**
 * 'Revoke All Tasks': choose one task or 'All Tasks (Global Reset)', read how many queued or running runs that
 * cancels, then confirm. POST /tasks/revoke-tasks (task_name left out for all).
 */
export function RevokeDialog({ jobs, onClose }: { jobs: CronJobRow[]; onClose(): void }) {
  const notify = useNotify();
  const revoke = useRevokeTasks();
  const [choice, setChoice] = useState<string>(REVOKE_ALL_SENTINEL);
  const task = choice === REVOKE_ALL_SENTINEL ? null : choice;

  const confirm = () => {
    notify.info(task === null ? CRON_TEXT.globalRevoking : CRON_TEXT.revoking(task));
    revoke.mutate(task, {
      onSuccess: (answer) => {
        notify.success(revokedText(answer, task));
        onClose();
      },
      onError: (error) =>
        notify[failureSeverity(error)](failureText(error, { fallback: CRON_TEXT.revokeFailed }), {
          autoHideDuration: REVOKE_FAILED_AUTOCLOSE_MS,
        }),
    });
  };

  return (
    <FormDialog
      open
      title="Revoke Tasks"
      submitLabel="Revoke"
      busy={revoke.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select label="Task" value={choice} onChange={(e) => setChoice(e.target.value)} fullWidth>
          <MenuItem value={REVOKE_ALL_SENTINEL}>{CRON_TEXT.allTasks}</MenuItem>
          {taskNames(jobs).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Alert severity="warning" role="status">
          {revokeImpact(jobs, choice)}
        </Alert>
      </Stack>
    </FormDialog>
  );
}
