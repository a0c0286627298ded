import { CRON_TEXT, type CronJobRow, type JobRun } from '@marketdesk/contracts/scheduled-jobs';
import BlockIcon from '@mui/icons-material/Block';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FORBIDDEN_ACTION } from '../../../shared/feedback/failure-text';
import { QueryState } from '../../../shared/ui/QueryState';
import { useJobsSummary } from '../api/get-jobs-summary';
import { DashboardView } from '../components/DashboardView';
import { HistoryDialog } from '../components/HistoryDialog';
import type { JobDialogKind } from '../components/JobActions';
import { JobsView } from '../components/JobsView';
import { KwargsDialog } from '../components/KwargsDialog';
import { RevokeDialog } from '../components/RevokeDialog';
import { RunNowDialog } from '../components/RunNowDialog';
import { ScheduleDialog } from '../components/ScheduleDialog';

export const NO_JOBS_TEXT = 'No scheduled jobs found.';

type Open = { kind: JobDialogKind; job: CronJobRow } | { kind: 'revoke' } | null;
type View = 'jobs' | 'dashboard';

/**
 * /sa/cronjobs (super admin): the scheduled jobs console of spec 03. Two views of GET /tasks/all_jobs_summary —
 * Jobs (grouped by area, Dispatcher and Worker) and Dashboard (cards, a table, Revoke All Tasks) — and the
 * dialogs schedule, parameters, run now, run history and run errors. The view is kept in the address.
 */
export function CronJobsPage() {
  const summary = useJobsSummary();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'dashboard' ? 'dashboard' : 'jobs';
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const onAction = (kind: JobDialogKind, job: CronJobRow) => setOpen({ kind, job });
  const jobs = summary.data ?? [];

  /** A queued run is followed in the history of its variant. */
  const onQueued = (run: JobRun, from: CronJobRow) =>
    setOpen({ kind: 'history', job: jobs.find((j) => j.pk_job_id === run.fk_job_id) ?? from });

  const dialog = (() => {
    if (open === null) return null;
    if (open.kind === 'revoke') return <RevokeDialog jobs={jobs} onClose={close} />;
    const { job } = open;
    switch (open.kind) {
      case 'schedule':
        return <ScheduleDialog key={job.pk_job_id} job={job} onClose={close} />;
      case 'kwargs':
        return <KwargsDialog key={job.pk_job_id} job={job} onClose={close} />;
      case 'run':
        return (
          <RunNowDialog
            job={job}
            onClose={close}
            onQueued={(run) => onQueued(run, job)}
            key={job.pk_job_id}
          />
        );
      case 'history':
        return <HistoryDialog key={job.pk_job_id} job={job} onClose={close} />;
    }
  })();

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="h1" component="h1">
          Scheduled Jobs
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          {view === 'dashboard' && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<BlockIcon />}
              disabled={!summary.isSuccess}
              onClick={() => setOpen({ kind: 'revoke' })}
            >
              {CRON_TEXT.revokeAllButton}
            </Button>
          )}
          <Button startIcon={<RefreshIcon />} onClick={() => summary.refetch()} disabled={summary.isFetching}>
            Refresh
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={view}
        onChange={(_, next: View) => setParams(next === 'jobs' ? {} : { view: next }, { replace: true })}
        aria-label="Console view"
      >
        <Tab value="jobs" label="Jobs" />
        <Tab value="dashboard" label="Dashboard" />
      </Tabs>
      <Paper sx={{ p: 2 }}>
        <QueryState
          query={summary}
          loadingLabel="Loading cron jobs"
          forbidden={FORBIDDEN_ACTION}
          loadFailed={CRON_TEXT.jobsFailed}
          empty={NO_JOBS_TEXT}
          testId="cronjobs"
        >
          {(rows) =>
            view === 'jobs' ? (
              <JobsView jobs={rows} onAction={onAction} />
            ) : (
              <DashboardView jobs={rows} onAction={onAction} />
            )
          }
        </QueryState>
        {summary.isError && (
          <Button sx={{ mt: 1 }} onClick={() => summary.refetch()}>
            Retry
          </Button>
        )}
      </Paper>
      {dialog}
    </Stack>
  );
}
