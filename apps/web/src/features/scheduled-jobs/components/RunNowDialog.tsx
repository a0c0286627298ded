import { zodResolver } from '@hookform/resolvers/zod';
import type { CronJobRow, JobRun } from '@marketdesk/contracts/scheduled-jobs';
import { Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../shared/feedback/notify';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useRunNow } from '../api/run-now';
import { type RunNowFormInput, type RunNowFormValues, runNowDefaults, runNowForm } from './forms';
import { JsonField } from './JsonField';
import { variantName } from './job-model';

export const RUN_FAILED = 'Failed to run job.';

interface Props {
  job: CronJobRow;
  onClose(): void;
  /** The run was queued: the page shows it in the variant's history. */
  onQueued(run: JobRun): void;
}

/**
 * Run now: queues a run of the task with the args (a JSON array) and kwargs (a JSON object) given, both
 * prefilled from the variant. POST /tasks/run/new answers the queued run.
 */
export function RunNowDialog({ job, onClose, onQueued }: Props) {
  const notify = useNotify();
  const run = useRunNow();
  const { control, handleSubmit } = useForm<RunNowFormInput, unknown, RunNowFormValues>({
    resolver: zodResolver(runNowForm),
    defaultValues: runNowDefaults(job),
  });
  const start = (values: RunNowFormValues) =>
    run.mutate(
      { job_name: job.job_name, ...values },
      {
        onSuccess: (queued) => {
          notify.success(`Run ${queued.pk_job_run_id} of ${queued.job_name} queued.`);
          onQueued(queued);
        },
        onError: (error) => notify.failure(error, RUN_FAILED),
      },
    );

  return (
    <FormDialog
      open
      title={`Run now: ${variantName(job)}`}
      submitLabel="Run now"
      busy={run.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(start)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Queues one run of {job.job_name} now, besides its schedule.
        </Typography>
        <JsonField control={control} name="args" label="Args (JSON array)" autoFocus />
        <JsonField control={control} name="changing_kwargs" label="Kwargs (JSON object)" />
      </Stack>
    </FormDialog>
  );
}
