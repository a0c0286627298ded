import {
  CRON_TEXT,
  type CronJobRow,
  JOB_KINDS,
  type JobKind,
  REVOKE_ALL_SENTINEL,
  splitJobName,
} from '@marketdesk/contracts/scheduled-jobs';
import { formatValue } from '../../../shared/grid/format';

/**
 * What the console shows, worked out from the summary (spec 03 section 2, Scheduled jobs console): jobs grouped
 * by the area of their name, each area split into Dispatcher and Worker sub-groups, each task with its variants.
 */

/** A task: every variant (row) of one job name. */
export interface JobTask {
  name: string;
  /** The name without its area and kind. */
  task: string;
  variants: CronJobRow[];
}

/** A name that does not follow `<area>.<Dispatcher|Worker>.<task>` is shown under this sub-group. */
export const OTHER_KIND = 'Other';
export type SubGroupKind = JobKind | typeof OTHER_KIND;

export interface JobSubGroup {
  kind: SubGroupKind;
  tasks: JobTask[];
}

export interface JobGroup {
  area: string;
  subGroups: JobSubGroup[];
}

const byText = (a: string, b: string) => a.localeCompare(b);

/** Areas by name; within each, Dispatcher, Worker then Other; tasks by name; variants by id. */
export function groupJobs(jobs: readonly CronJobRow[]): JobGroup[] {
  const areas = new Map<string, Map<SubGroupKind, Map<string, JobTask>>>();
  for (const job of jobs) {
    const { area, kind, task } = splitJobName(job.job_name);
    const kinds = areas.get(area) ?? new Map<SubGroupKind, Map<string, JobTask>>();
    areas.set(area, kinds);
    const tasks = kinds.get(kind ?? OTHER_KIND) ?? new Map<string, JobTask>();
    kinds.set(kind ?? OTHER_KIND, tasks);
    const entry = tasks.get(job.job_name) ?? { name: job.job_name, task, variants: [] };
    tasks.set(job.job_name, entry);
    entry.variants.push(job);
  }
  const order: SubGroupKind[] = [...JOB_KINDS, OTHER_KIND];
  return [...areas.keys()].sort(byText).map((area) => {
    const kinds = areas.get(area)!;
    return {
      area,
      subGroups: order
        .filter((kind) => kinds.has(kind))
        .map((kind) => ({
          kind,
          tasks: [...kinds.get(kind)!.values()]
            .sort((a, b) => byText(a.name, b.name))
            .map((t) => ({ ...t, variants: [...t.variants].sort((a, b) => a.pk_job_id - b.pk_job_id) })),
        })),
    };
  });
}

/** Counts of a group header: tasks, variants and how many variants are enabled. */
export function countTasks(tasks: readonly JobTask[]): { tasks: number; variants: number; enabled: number } {
  const variants = tasks.flatMap((t) => t.variants);
  return {
    tasks: tasks.length,
    variants: variants.length,
    enabled: variants.filter((v) => v.job_enabled).length,
  };
}

export const countsText = ({ tasks, variants, enabled }: ReturnType<typeof countTasks>): string =>
  `${tasks} task(s) · ${variants} variant(s) · ${enabled} enabled`;

/** The dashboard's cards: variants, and the recent runs running, retrying and failed of all of them. */
export function dashboardTotals(jobs: readonly CronJobRow[]) {
  const sum = (key: 'RUNNING' | 'RETRY' | 'FAILED') => jobs.reduce((n, j) => n + j.run_stats[key], 0);
  return { total: jobs.length, running: sum('RUNNING'), retrying: sum('RETRY'), failed: sum('FAILED') };
}

/** The task names the revoke dialog offers, each once, by name. */
export const taskNames = (jobs: readonly CronJobRow[]): string[] =>
  [...new Set(jobs.map((j) => j.job_name))].sort(byText);

/** Runs a revoke of `choice` (a task name or REVOKE_ALL_SENTINEL) would cancel, as the dialog says it. */
export function revokeImpact(jobs: readonly CronJobRow[], choice: string): string {
  const all = choice === REVOKE_ALL_SENTINEL;
  const runs = jobs.filter((j) => all || j.job_name === choice).reduce((n, j) => n + j.active_runs, 0);
  return `This cancels ${runs} queued or running run(s) of ${all ? 'all tasks' : choice}.`;
}

/** How a variant is named in labels: its task name and id, since a task may have several. */
export const variantName = (job: CronJobRow): string => `${job.job_name} #${job.pk_job_id}`;

/** An instant as the lists show it ('YYYY-MM-DD HH:mm', local time); a dash when there is none. */
export const when = (value: string | Date | null | undefined): string =>
  value ? formatValue('datetime', value) : '—';

/** Seconds as '45s', '5m', '2m 5s', '1h 30m'. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.round(total));
  if (s < 60) return `${s}s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  return rest > 0 ? `${m}m ${rest}s` : `${m}m`;
}

/** How long a run took; a dash while it has not both started and ended. */
export function runDuration(start: string | null, end: string | null): string {
  if (!start || !end) return '—';
  const ms = new Date(end).getTime() - new Date(start).getTime();
  return Number.isFinite(ms) ? formatSeconds(ms / 1000) : '—';
}

/** A variant's retry policy in words. */
export function retryText({ retry_policy: p }: CronJobRow): string {
  const retries =
    p.retry_limit === 0
      ? 'No retries'
      : `${p.retry_limit} retries, ${formatSeconds(p.retry_delay_seconds)} apart${p.retry_backoff ? ' with backoff' : ''}`;
  return `${retries}; timeout ${formatSeconds(p.timeout_seconds)}`;
}

/** The text a JSON field refuses with: the spec's sentence, then what the parser said. */
export interface JsonFieldError {
  message: string;
  detail?: string;
}

export const KWARGS_NOT_OBJECT = 'Kwargs must be a JSON object.';

/**
 * A JSON field of the dialogs: args must be an array ('Args must be a JSON array.'), kwargs an object; text
 * that does not parse gets 'Invalid JSON format…'. An empty field is the empty array or object.
 */
export function parseJsonField(
  text: string,
  shape: 'array' | 'object',
): { value: unknown; error?: undefined } | { error: JsonFieldError } {
  if (text.trim() === '') return { value: shape === 'array' ? [] : {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: { message: CRON_TEXT.invalidJson, detail: (error as Error).message } };
  }
  if (shape === 'array' && !Array.isArray(value)) return { error: { message: CRON_TEXT.argsNotArray } };
  if (shape === 'object' && (value === null || typeof value !== 'object' || Array.isArray(value)))
    return { error: { message: KWARGS_NOT_OBJECT } };
  return { value };
}

/** A value as the dialogs prefill and show it: indented JSON. */
export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value);
