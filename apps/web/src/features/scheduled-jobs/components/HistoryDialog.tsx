import { CRON_TEXT, type CronJobRow, type JobRun } from '@marketdesk/contracts/scheduled-jobs';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { PagedTable } from '../../../shared/ui/PagedTable';
import { useJobRuns } from '../api/get-job-runs';
import { runDuration, variantName, when } from './job-model';
import { QueryDialog } from './QueryDialog';
import { RunErrorsDialog } from './RunErrorsDialog';
import { JobStatusChip } from './StatusChips';

/** A run whose errors are worth opening: it recorded some, or it failed or is retrying. */
const hasErrors = (run: JobRun) =>
  run.error_count > 0 || run.last_run_status === 'FAILED' || run.last_run_status === 'RETRY';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Run history of a variant (GET /tasks/job_runs?job_id), newest first; read again every few seconds while a run
 * is queued, running or retrying. A run with errors opens them.
 */
export function HistoryDialog({ job, onClose }: { job: CronJobRow; onClose(): void }) {
  const runs = useJobRuns(job.pk_job_id);
  const [errorsOf, setErrorsOf] = useState<JobRun | null>(null);
  return (
    <>
      <QueryDialog
        title={`Run history: ${variantName(job)}`}
        onClose={onClose}
        maxWidth="xl"
        actions={
          <Button onClick={() => runs.refetch()} disabled={runs.isFetching}>
            Refresh
          </Button>
        }
        query={runs}
        loadingLabel="Loading run history"
        loadFailed={CRON_TEXT.historyFailed}
        empty={CRON_TEXT.noHistory}
        testId="history"
      >
        {(rows) => (
          <PagedTable
            label="Run history"
            rows={rows}
            rowKey={(run) => run.pk_job_run_id}
            columns={[
              { header: 'Run', cell: (run) => run.pk_job_run_id },
              { header: 'Status', cell: (run) => <JobStatusChip status={run.last_run_status} /> },
              { header: 'Trigger', cell: (run) => run.trigger },
              { header: 'Client', cell: (run) => run.client_name ?? '—' },
              { header: 'Created', cell: (run) => when(run.created_at), sx: NOWRAP },
              { header: 'Started', cell: (run) => when(run.start_time), sx: NOWRAP },
              { header: 'Ended', cell: (run) => when(run.end_time), sx: NOWRAP },
              { header: 'Duration', cell: (run) => runDuration(run.start_time, run.end_time), sx: NOWRAP },
              { header: 'Attempts', cell: (run) => run.attempts, align: 'right' },
              {
                header: 'Task ID',
                cell: (run) => (
                  <Box component="code" sx={{ fontSize: 12, wordBreak: 'break-all' }}>
                    {run.celery_task_id}
                  </Box>
                ),
              },
              { header: 'Result', cell: (run) => run.result ?? '' },
            ]}
            actions={(run) =>
              hasErrors(run) && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`View errors of run ${run.pk_job_run_id}`}
                  onClick={() => setErrorsOf(run)}
                >
                  View errors{run.error_count > 0 ? ` (${run.error_count})` : ''}
                </Button>
              )
            }
          />
        )}
      </QueryDialog>
      {errorsOf && <RunErrorsDialog run={errorsOf} onClose={() => setErrorsOf(null)} />}
    </>
  );
}
