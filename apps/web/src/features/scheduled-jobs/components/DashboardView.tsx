import { CRON_TEXT, type CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { PagedTable } from '../../../shared/ui/PagedTable';
import { JobActions, type JobDialogKind } from './JobActions';
import { dashboardTotals, variantName } from './job-model';
import { EnabledChip, RunStatsChips } from './StatusChips';
import { LastRun, ScheduleText } from './VariantCard';

interface Props {
  jobs: CronJobRow[];
  onAction(kind: JobDialogKind, job: CronJobRow): void;
}

function Card({ title, value }: { title: string; value: number }) {
  return (
    <Paper role="group" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" component="div">
        {title}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

/**
 * The Dashboard view (spec 03 section 2): cards Total Jobs (variants), Currently Running, Retrying and Total
 * Failed Runs (the recent-run counts of all variants), then every variant in a table with its actions.
 */
export function DashboardView({ jobs, onAction }: Props) {
  const totals = dashboardTotals(jobs);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <Card title={CRON_TEXT.cards.total} value={totals.total} />
        <Card title={CRON_TEXT.cards.running} value={totals.running} />
        <Card title={CRON_TEXT.cards.retrying} value={totals.retrying} />
        <Card title={CRON_TEXT.cards.failed} value={totals.failed} />
      </Box>
      <Paper variant="outlined">
        <PagedTable
          label="Scheduled jobs"
          rows={jobs}
          rowKey={(job) => job.pk_job_id}
          columns={[
            { header: 'Name', cell: variantName },
            { header: 'Status', cell: (job) => <EnabledChip job={job} /> },
            { header: 'Schedule', cell: (job) => <ScheduleText expression={job.cron_schedule} /> },
            { header: 'Last run', cell: (job) => <LastRun job={job} />, sx: { whiteSpace: 'nowrap' } },
            { header: 'Recent runs', cell: (job) => <RunStatsChips stats={job.run_stats} /> },
          ]}
          actions={(job) => <JobActions job={job} onAction={onAction} />}
        />
      </Paper>
    </Stack>
  );
}
