import type { TaskStarted } from '@marketdesk/contracts/tasks';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../feedback/notify';
import { downloadTaskResult } from './task-status';
import { forgetTask, trackTask, useTrackedTasks } from './task-store';

interface ExportButtonProps {
  /** Starts the export (e.g. GET {grid path}/download) and answers its task id. */
  start(): Promise<TaskStarted>;
  /** The job's name in the poller's toasts. */
  label: string;
  /** Identifies this control across reloads, e.g. 'data-vault:orders:3'. */
  owner: string;
  disabled?: boolean;
  /** Text of the button (default 'Export'). */
  text?: string;
  /** Shown when starting fails without a server detail (default 'Failed to export data'). */
  failed?: string;
  /** Text of the button that downloads a finished export (default 'Download'; AMS view: 'Download CSV'). */
  downloadText?: string;
}

/**
 * An export tied to a background task (spec 02 section 4): disabled while starting or pending; after SUCCESS,
 * Download (the task's file) and Clear, which permits a new export. The shell's JobPoller follows the task.
 */
export function ExportButton({
  start,
  label,
  owner,
  disabled,
  text = 'Export',
  failed = 'Failed to export data',
  downloadText = 'Download',
}: ExportButtonProps) {
  const notify = useNotify();
  const task = useTrackedTasks().find((t) => t.owner === owner);
  const starting = useMutation({
    mutationFn: start,
    onSuccess: ({ task_id }) => trackTask({ task_id, label, owner }),
    onError: (error) => notify.failure(error, failed),
  });

  if (task?.status === 'SUCCESS') {
    return (
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() =>
            void downloadTaskResult(task.task_id).catch((e) => notify.failure(e, 'Failed to download file'))
          }
        >
          {downloadText}
        </Button>
        <Button variant="outlined" onClick={() => forgetTask(task.task_id)}>
          Clear
        </Button>
      </Stack>
    );
  }
  const pending = task?.status === 'PENDING' || task?.status === 'STARTED';
  const busy = starting.isPending || pending;
  return (
    <Button
      variant="outlined"
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={16} aria-label="Export running" /> : <DownloadIcon />}
      onClick={() => starting.mutate()}
    >
      {text}
    </Button>
  );
}
