import type { CronJobRow } from '@marketdesk/contracts/scheduled-jobs';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { STORAGE_KEYS } from '../../../shared/session/storage-keys';
import { useStoredState } from '../../../shared/ui/useStoredState';
import type { JobDialogKind } from './JobActions';
import { countsText, countTasks, groupJobs, type JobTask } from './job-model';
import { VariantCard } from './VariantCard';

/** Where the console remembers which groups are open (an area by its name, a sub-group as `area.kind`). */
export const EXPANDED_KEY = STORAGE_KEYS.cronjobsExpanded;

interface Props {
  jobs: CronJobRow[];
  onAction(kind: JobDialogKind, job: CronJobRow): void;
}

interface GroupProps {
  id: string;
  title: string;
  counts: string;
  expanded: boolean;
  onToggle(id: string, open: boolean): void;
  level: 'area' | 'kind';
  children: ReactNode;
}

/** One foldable group: the header names it with its counts; the content is built only while it is open. */
function Group({ id, title, counts, expanded, onToggle, level, children }: GroupProps) {
  const summaryId = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(id, open)}
      disableGutters
      variant={level === 'area' ? 'elevation' : 'outlined'}
      slotProps={{
        transition: { unmountOnExit: true },
        heading: { component: level === 'area' ? 'h2' : 'h3' },
      }}
    >
      <AccordionSummary id={summaryId} expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant={level === 'area' ? 'h6' : 'subtitle1'} component="span">
            {title}
          </Typography>{' '}
          <Typography variant="body2" color="text.secondary" component="span">
            {counts}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function Task({ task, onAction }: { task: JobTask; onAction: Props['onAction'] }) {
  const description = task.variants[0]?.description;
  return (
    <Stack spacing={1} component="section" aria-label={task.name}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {task.task}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {task.name} · {task.variants.length} variant(s)
        </Typography>
      </Stack>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      {task.variants.map((job) => (
        <VariantCard key={job.pk_job_id} job={job} onAction={onAction} />
      ))}
    </Stack>
  );
}

/**
 * The Jobs view (spec 03 section 2): areas by name prefix, each split into Dispatcher and Worker sub-groups,
 * each task with its variants. Which groups are open is remembered in localStorage; areas start closed and
 * their sub-groups open.
 */
export function JobsView({ jobs, onAction }: Props) {
  const [open, setOpen] = useStoredState<Record<string, boolean>>(EXPANDED_KEY, {});
  const toggle = (id: string, next: boolean) => setOpen({ ...open, [id]: next });
  return (
    <Stack spacing={1}>
      {groupJobs(jobs).map(({ area, subGroups }) => (
        <Group
          key={area}
          id={area}
          level="area"
          title={area}
          counts={countsText(countTasks(subGroups.flatMap((s) => s.tasks)))}
          expanded={open[area] ?? false}
          onToggle={toggle}
        >
          {subGroups.map(({ kind, tasks }) => {
            const id = `${area}.${kind}`;
            return (
              <Group
                key={id}
                id={id}
                level="kind"
                title={kind}
                counts={countsText(countTasks(tasks))}
                expanded={open[id] ?? true}
                onToggle={toggle}
              >
                {tasks.map((task) => (
                  <Task key={task.name} task={task} onAction={onAction} />
                ))}
              </Group>
            );
          })}
        </Group>
      ))}
    </Stack>
  );
}
