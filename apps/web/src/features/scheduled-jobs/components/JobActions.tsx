import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TuneIcon from '@mui/icons-material/Tune';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { RowAction } from '../../../shared/ui/RowAction';
import { variantName } from './job-model';

/** The dialogs a variant opens. */
export type JobDialogKind = 'run' | 'kwargs' | 'history' | 'schedule';

export interface JobActionsProps {
  job: CronJobRow;
  onAction(kind: JobDialogKind, job: CronJobRow): void;
}

const ACTIONS: { kind: JobDialogKind; title: string; label: string; icon: ReactNode }[] = [
  {
    kind: 'run',
    title: 'Run now',
    label: 'Run now',
    icon: <PlayArrowIcon fontSize="small" color="primary" />,
  },
  { kind: 'kwargs', title: 'Edit kwargs', label: 'Edit kwargs', icon: <TuneIcon fontSize="small" /> },
  { kind: 'history', title: 'Run history', label: 'History', icon: <HistoryIcon fontSize="small" /> },
  {
    kind: 'schedule',
    title: 'Edit schedule',
    label: 'Edit schedule',
    icon: <ScheduleIcon fontSize="small" />,
  },
];

/** The actions of a variant, in both views: Run now, Edit kwargs, History, Edit schedule ("{action} {variant}"). */
export function JobActions({ job, onAction }: JobActionsProps) {
  const name = variantName(job);
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'nowrap' }}>
      {ACTIONS.map(({ kind, title, label, icon }) => (
        <RowAction
          key={kind}
          title={title}
          label={`${label} ${name}`}
          icon={icon}
          onClick={() => onAction(kind, job)}
        />
      ))}
    </Stack>
  );
}
