import { jobFailedToast, jobSucceededToast, TASK_POLL_INTERVAL_MS } from '@marketdesk/contracts/tasks';
import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useNotify } from '../feedback/notify';
import { closeToast, showToast } from '../feedback/toast-queue';
import { downloadTaskResult, getTaskStatuses } from './task-status';
import { applyStatuses, expireTasks, type TrackedTask, useTrackedTasks } from './task-store';

const EXPIRY_CHECK_MS = 60_000;
/** After the spec's success text, when the task made a file: it waits to be downloaded (issue 29 item 4). */
const FILE_READY = 'The file is ready to download.';

const timeOf = (t: TrackedTask) =>
  dayjs(t.date_done ?? t.finished_at ?? Date.now()).format('YYYY-MM-DD HH:mm:ss');

/**
 * The one job poller (spec 03 section 4, DESIGN 9): while any task of this user and client is pending, asks
 * POST /tasks/task-status every second (never two asks at once); a finished task gets its toast: success with
 * the label, id and time (and, with a file, that it is ready to download), open until closed, with Download; failure 'Job for {label} failed at {time}: …'.
 * Mounted once, in the shell.
 */
export function JobPoller() {
  const tasks = useTrackedTasks();
  const notify = useNotify();
  const pendingKey = useMemo(
    () =>
      tasks
        .filter((t) => t.status === 'PENDING' || t.status === 'STARTED')
        .map((t) => t.task_id)
        .join(','),
    [tasks],
  );

  useEffect(() => {
    const timer = setInterval(() => expireTasks(), EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!pendingKey) return;
    const ids = pendingKey.split(',');
    const controller = new AbortController();
    let busy = false;
    const tick = async () => {
      if (busy) return;
      busy = true;
      try {
        const items = await getTaskStatuses(ids, controller.signal);
        if (controller.signal.aborted) return;
        for (const t of applyStatuses(ids, items)) {
          if (t.status === 'SUCCESS') {
            const done = jobSucceededToast(t.label, t.task_id, timeOf(t));
            showToast(t.result ? `${done}. ${FILE_READY}` : done, {
              variant: 'success',
              persist: true,
              action: (key) => (
                <>
                  {t.result && (
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() =>
                        void downloadTaskResult(t.task_id).catch((e) =>
                          notify.failure(e, 'Failed to download file'),
                        )
                      }
                    >
                      Download
                    </Button>
                  )}
                  <IconButton color="inherit" size="small" aria-label="Close" onClick={() => closeToast(key)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              ),
            });
          } else {
            showToast(jobFailedToast(t.label, timeOf(t), t.error), { variant: 'error' });
          }
        }
      } catch {
        // A failed ask is retried on the next tick; the task stays pending.
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void tick(), TASK_POLL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [pendingKey, notify]);

  return null;
}
