import { zodResolver } from '@hookform/resolvers/zod';
import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import { Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../shared/feedback/notify';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useChangeKwargs } from '../api/change-kwargs';
import { updateOutcome } from './feedback';
import { type KwargsFormInput, type KwargsFormValues, kwargsForm } from './forms';
import { JsonField } from './JsonField';
import { prettyJson, variantName } from './job-model';

/** Parameters: the changing kwargs the variant's next runs receive, as a JSON object. PUT /tasks/change-kwargs. */
export function KwargsDialog({ job, onClose }: { job: CronJobRow; onClose(): void }) {
  const notify = useNotify();
  const change = useChangeKwargs();
  const { control, handleSubmit } = useForm<KwargsFormInput, unknown, KwargsFormValues>({
    resolver: zodResolver(kwargsForm),
    defaultValues: { changing_kwargs: prettyJson(job.changing_kwargs) },
  });
  const save = ({ changing_kwargs }: KwargsFormValues) =>
    change.mutate(
      { jobId: job.pk_job_id, kwargs: changing_kwargs },
      updateOutcome(notify, `Parameters of ${variantName(job)} updated.`, onClose),
    );

  return (
    <FormDialog
      open
      title={`Edit kwargs: ${variantName(job)}`}
      busy={change.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(save)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          The keyword arguments the next runs of this variant receive.
        </Typography>
        <JsonField control={control} name="changing_kwargs" label="Changing kwargs (JSON)" autoFocus />
      </Stack>
    </FormDialog>
  );
}
