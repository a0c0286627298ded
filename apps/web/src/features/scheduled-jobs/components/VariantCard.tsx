import { describeCron } from '@marketdesk/contracts/cron';
import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { JobActions, type JobActionsProps } from './JobActions';
import { retryText, variantName, when } from './job-model';
import { Labelled } from './Labelled';
import { EnabledChip, JobStatusChip, RunStatsChips } from './StatusChips';

/** A cron expression in monospace with the schedule in words beside it. */
export function ScheduleText({ expression }: { expression: string | null }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      {expression && (
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {expression}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" component="span">
        {describeCron(expression)}
      </Typography>
    </Stack>
  );
}

/** The last run: its status chip and time, or "Never run". */
export function LastRun({ job }: { job: CronJobRow }) {
  if (!job.last_run_status) return <Typography variant="body2">Never run</Typography>;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <JobStatusChip status={job.last_run_status} />
      <Typography variant="body2" component="span">
        {when(job.last_run_time)}
      </Typography>
    </Stack>
  );
}

/** One variant of a task in the Jobs view: status, schedule, next and last run, counts, policy, actions. */
export function VariantCard({ job, onAction }: JobActionsProps) {
  const name = variantName(job);
  return (
    <Box role="region" aria-label={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="span">
            Variant #{job.pk_job_id}
          </Typography>
          <EnabledChip job={job} />
          {job.orphaned && <Chip size="small" label="Not declared" color="warning" variant="outlined" />}
        </Stack>
        <JobActions job={job} onAction={onAction} />
      </Stack>
      {job.off_reason && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {job.off_reason}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        <Labelled label="Schedule">
          <ScheduleText expression={job.cron_schedule} />
        </Labelled>
        <Labelled label="Next run">{when(job.next_run_time)}</Labelled>
        <Labelled label="Last run">
          <LastRun job={job} />
        </Labelled>
        <Labelled label="Recent runs">
          <RunStatsChips stats={job.run_stats} />
        </Labelled>
        <Labelled label="Retry policy">{retryText(job)}</Labelled>
        {job.comments && <Labelled label="Comments">{job.comments}</Labelled>}
      </Box>
    </Box>
  );
}
