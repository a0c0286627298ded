import {
  type CronJobRow,
  JOB_STATUS_COLOUR,
  type JobRunStatus,
  RUN_STAT_KEYS,
  RUN_STATS_DAYS,
  type RunStats,
} from '@marketdesk/contracts/scheduled-jobs';
import { Chip, Stack, Tooltip } from '@mui/material';

/** A run status in the spec's colours (section 4: Job run statuses). */
export function JobStatusChip({ status }: { status: JobRunStatus }) {
  return <Chip size="small" label={status} color={JOB_STATUS_COLOUR[status]} />;
}

/** A variant is enabled or disabled. */
export function EnabledChip({ job }: { job: Pick<CronJobRow, 'job_enabled'> }) {
  return job.job_enabled ? (
    <Chip size="small" label="Enabled" color="success" variant="outlined" />
  ) : (
    <Chip size="small" label="Disabled" variant="outlined" />
  );
}

export const RUN_STATS_LABEL = `Runs in the last ${RUN_STATS_DAYS} days`;

/** The recent-run counts (SUCCESS, FINISHED, RUNNING, RETRY, FAILED) in their colours; a zero is outlined. */
export function RunStatsChips({ stats }: { stats: RunStats }) {
  return (
    <Tooltip title={`in the last ${RUN_STATS_DAYS} days`} describeChild>
      <Stack direction="row" role="group" aria-label={RUN_STATS_LABEL} sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {RUN_STAT_KEYS.map((key) => (
          <Chip
            key={key}
            size="small"
            label={`${key} ${stats[key]}`}
            color={JOB_STATUS_COLOUR[key]}
            variant={stats[key] > 0 ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
    </Tooltip>
  );
}
