import { zodResolver } from '@hookform/resolvers/zod';
import { describeCron, nextCronRuns } from '@marketdesk/contracts/cron';
import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNotify } from '../../../shared/feedback/notify';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextControl } from '../../../shared/ui/form-controls';
import { useChangeSchedule } from '../api/change-schedule';
import { updateOutcome } from './feedback';
import {
  type ScheduleFormInput,
  type ScheduleFormValues,
  scheduleDefaults,
  scheduleForm,
  textControl,
} from './forms';
import { variantName, when } from './job-model';

const PREVIEW_RUNS = 3;

/** What the typed expression means: in words, and its next runs. */
function Preview({ expression, enabled }: { expression: string; enabled: boolean }) {
  const next = expression.trim() ? nextCronRuns(expression, new Date(), PREVIEW_RUNS) : [];
  return (
    <Box
      role="status"
      aria-label="Schedule preview"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="body2">{describeCron(expression.trim() || null)}</Typography>
      {next.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Next runs{enabled ? '' : ' (once enabled)'}: {next.map((d) => when(d)).join(', ')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Edit schedule: the cron expression (empty: not scheduled, sent as null), the enabled switch and comments, with
 * the schedule in words and its next runs as it is typed. PUT /tasks/schedule/change?job_id.
 */
export function ScheduleDialog({ job, onClose }: { job: CronJobRow; onClose(): void }) {
  const notify = useNotify();
  const change = useChangeSchedule();
  const { control, handleSubmit, setValue } = useForm<ScheduleFormInput, unknown, ScheduleFormValues>({
    resolver: zodResolver(scheduleForm),
    defaultValues: scheduleDefaults(job),
    mode: 'onChange',
  });
  const [expression, enabled] = useWatch({ control, name: ['cron_schedule', 'job_enabled'] });
  const save = (body: ScheduleFormValues) =>
    change.mutate(
      { jobId: job.pk_job_id, body },
      updateOutcome(notify, `Schedule of ${variantName(job)} updated.`, onClose),
    );
  const fallback = job.default_schedule;

  return (
    <FormDialog
      open
      title={`Edit schedule: ${variantName(job)}`}
      busy={change.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(save)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextControl
          control={textControl(control)}
          name="cron_schedule"
          label="Cron expression"
          autoFocus
          fullWidth
          helperText="Five fields in UTC: minute hour day-of-month month day-of-week. Empty: not scheduled."
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {fallback && fallback !== expression.trim() && (
          <Box>
            <Button
              size="small"
              onClick={() => setValue('cron_schedule', fallback, { shouldValidate: true, shouldDirty: true })}
            >
              Use the default schedule ({fallback})
            </Button>
          </Box>
        )}
        <Preview expression={expression} enabled={enabled} />
        <Controller
          name="job_enabled"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="Enabled"
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
            />
          )}
        />
        <TextControl
          control={textControl(control)}
          name="job_comments"
          label="Comments"
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
