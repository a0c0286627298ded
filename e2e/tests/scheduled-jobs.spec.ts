import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiGet } from '../helpers/api';
import { expect, test } from '../helpers/roles';
import { download } from '../helpers/sheets';
import { toast } from '../helpers/tickets';

/*
 * Issue 18, spec 03 sections 2 and 8: the scheduled jobs console (/sa/cronjobs) and the Scheduled Job Error Logs
 * (/cronjob/errors) as the super admin uses them. The console journey changes the schedule of
 * tasks.Worker.cleanup (quick and harmless) and puts it back at the end, since every spec shares the main
 * server's database. The failed run and the error log come from the demo run history the server writes on its
 * first start on a demo database (modules/scheduled-jobs/demo-history.ts).
 */

const CLEANUP = 'tasks.Worker.cleanup';
const CLEANUP_DEFAULT = '17 * * * *';
const NEW_SCHEDULE = '23 * * * *';

interface JobRow {
  pk_job_id: number;
  job_name: string;
}
interface RunRow {
  pk_job_run_id: number;
  last_run_status: string;
  attempts: number;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openConsole(page: Page): Promise<void> {
  await page.goto('/sa/cronjobs');
  await expect(page.getByRole('heading', { name: 'Scheduled Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
}

/** Opens a job area of the Jobs view (its header names it, then its counts) unless it is open already. */
async function openArea(page: Page, area: string): Promise<void> {
  const header = page.getByRole('button', { name: new RegExp(`^${literal(area)} \\d+ task\\(s\\)`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
}

/** A variant's card in the Jobs view ('tasks.Worker.cleanup #3'). */
const variantCard = (page: Page, jobName: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${literal(jobName)} #\\d+$`) });

/** Clicks one of a variant's actions: 'Run now', 'Edit kwargs', 'History' or 'Edit schedule'. */
const act = (card: Locator, action: string) =>
  card.getByRole('button', { name: new RegExp(`^${action} .+ #\\d+$`) }).click();

/** A row of the run history table by its run id (the first column). */
const runRow = (table: Locator, runId: number): Locator =>
  table.getByRole('row', { name: new RegExp(`^${runId} `) });

test('a super admin reschedules a job, runs it now and follows the run to SUCCESS', async ({ as }) => {
  const sa = await as('sa');
  await openConsole(sa);
  await openArea(sa, 'tasks');
  const card = variantCard(sa, CLEANUP);
  await expect(card).toBeVisible();
  const variant = (await card.getAttribute('aria-label')) ?? '';

  // 1. Edit schedule: the new expression, previewed in words, is saved and shown on the card.
  await act(card, 'Edit schedule');
  const schedule = sa.getByRole('dialog', { name: `Edit schedule: ${variant}` });
  await schedule.getByRole('textbox', { name: 'Cron expression' }).fill(NEW_SCHEDULE);
  await expect(schedule.getByRole('status', { name: 'Schedule preview' })).toContainText(
    'At 23 minutes past the hour',
  );
  await schedule.getByRole('button', { name: 'Save' }).click();
  await expect(toast(sa, `Schedule of ${variant} updated.`)).toBeVisible();
  await expect(schedule).toBeHidden();
  await expect(card.getByText(NEW_SCHEDULE, { exact: true })).toBeVisible();
  await expect(card.getByText('At 23 minutes past the hour')).toBeVisible();

  // 2. Run now with the variant's own args: the run opens in the variant's history and ends SUCCESS.
  await act(card, 'Run now');
  const runNow = sa.getByRole('dialog', { name: `Run now: ${variant}` });
  await expect(runNow.getByRole('textbox', { name: 'Args (JSON array)' })).toHaveValue('[]');
  await runNow.getByRole('button', { name: 'Run now', exact: true }).click();
  const queued = toast(sa, new RegExp(`^Run \\d+ of ${literal(CLEANUP)} queued\\.$`));
  await expect(queued).toBeVisible();
  const runId = Number(((await queued.textContent()) ?? '').match(/^Run (\d+)/)?.[1]);
  expect(runId).toBeGreaterThan(0);
  const history = sa.getByRole('dialog', { name: `Run history: ${variant}` });
  const run = runRow(history.getByRole('table', { name: 'Run history' }), runId);
  await expect(run).toContainText('manual');
  // The dialog reads the history again while the run is queued or running.
  await expect(run).toContainText('SUCCESS', { timeout: 45_000 });
  await expect(run).toContainText(/task\(s\) and \d+ export file\(s\) deleted/);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
  // The console's summary is read on demand: refreshed, the card counts the run.
  await sa.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(card.getByRole('group', { name: /^Runs in the last/ })).toContainText(/SUCCESS [1-9]/);

  // 3. Back to the default schedule (the database is shared with the other journeys).
  await act(card, 'Edit schedule');
  await schedule.getByRole('button', { name: `Use the default schedule (${CLEANUP_DEFAULT})` }).click();
  await expect(schedule.getByRole('textbox', { name: 'Cron expression' })).toHaveValue(CLEANUP_DEFAULT);
  await schedule.getByRole('button', { name: 'Save' }).click();
  await expect(schedule).toBeHidden();
  await expect(card.getByText(CLEANUP_DEFAULT, { exact: true })).toBeVisible();
  await expect(card.getByText('At 17 minutes past the hour')).toBeVisible();
});

test("a failed run of the demo history shows its errors: each attempt's type, code and message", async ({
  as,
}) => {
  const sa = await as('sa');
  await openConsole(sa);
  // Which variant has a failed run among its latest runs (a person would look through the histories).
  const { jobs } = await apiGet<{ jobs: JobRow[] }>(sa, '/tasks/all_jobs_summary');
  const preferred = [
    'amazon_reports.Worker.request_store_reports',
    'exchange_rates.Worker.fetch_daily_rates',
  ];
  const ordered = [...jobs].sort(
    (a, b) =>
      (preferred.indexOf(a.job_name) + 1 || 99) - (preferred.indexOf(b.job_name) + 1 || 99) ||
      a.pk_job_id - b.pk_job_id,
  );
  let found: { job: JobRow; run: RunRow } | null = null;
  for (const job of ordered) {
    const { runs } = await apiGet<{ runs: RunRow[] }>(sa, '/tasks/job_runs', { job_id: job.pk_job_id });
    const run = runs.find((r) => r.last_run_status === 'FAILED');
    if (run) {
      found = { job, run };
      break;
    }
  }
  expect(found, 'the demo run history holds a failed run').not.toBeNull();
  const { job, run } = found!;

  await openArea(sa, job.job_name.split('.')[0]!);
  const card = sa.getByRole('region', { name: `${job.job_name} #${job.pk_job_id}`, exact: true });
  await act(card, 'History');
  const history = sa.getByRole('dialog', { name: `Run history: ${job.job_name} #${job.pk_job_id}` });
  const table = history.getByRole('table', { name: 'Run history' });
  await expect(table).toBeVisible();
  // The history holds the latest 100 runs: one page of 100 shows the failed one.
  await history.getByRole('combobox', { name: /rows per page/i }).click();
  await sa.getByRole('option', { name: '100' }).click();
  const failed = runRow(table, run.pk_job_run_id);
  await expect(failed).toContainText('FAILED');
  await failed.getByRole('button', { name: `View errors of run ${run.pk_job_run_id}` }).click();

  const errors = sa.getByRole('dialog', { name: `Errors of run ${run.pk_job_run_id} (${job.job_name})` });
  // One recorded error per failed attempt, each with its type, tracking id and the list of code and message.
  await expect(errors.getByRole('article')).toHaveCount(run.attempts);
  const first = errors.getByRole('article').first();
  await expect(first.getByText(/^(ConnectorError|Error)$/)).toBeVisible();
  await expect(first).toContainText('Tracking ID:');
  const codes = first.getByRole('table', { name: /^Errors of error \d+$/ });
  await expect(codes.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    /^(HTTP_\d{3}|fetchRates|ENOSPC)$/,
  );
  await errors.getByRole('button', { name: 'Close' }).click();
  await expect(errors).toBeHidden();
  await expect(history).toBeVisible();
});

test("the error log lists a day's errors and downloads them as that day's CSV", async ({ as }) => {
  const sa = await as('sa');
  await sa.goto('/cronjob/errors');
  await expect(sa.getByRole('heading', { name: 'Scheduled Job Error Logs', level: 1 })).toBeVisible();
  await expect(sa.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const log = await apiGet<Record<string, unknown[]>>(sa, '/tasks/errors', { days: 30 });
  expect(Object.keys(log).length, 'the demo run history holds errors').toBeGreaterThan(0);

  // 1. The newest day: its date in words and its error count; opened, its errors.
  const day = sa.getByTestId(/^error-day-\d{4}-\d{2}-\d{2}$/).first();
  await expect(day).toBeVisible();
  const date = ((await day.getAttribute('data-testid')) ?? '').replace('error-day-', '');
  const count = Number(((await day.getByText(/^\d+ errors?$/).textContent()) ?? '').split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  const csvButton = day.getByRole('button', { name: /^Download CSV for / });
  const label = ((await csvButton.getAttribute('aria-label')) ?? '').replace('Download CSV for ', '');
  const summary = day.getByRole('button', { name: `${label} ${count} error`, exact: false });
  await summary.click();
  const table = day.getByRole('table', { name: `Errors on ${label}` });
  await expect(table.getByTestId(/^error-row-\d+$/).first()).toBeVisible();
  expect(await table.getByTestId(/^error-row-\d+$/).count()).toBe(Math.min(count, 50));

  // 2. The day's CSV: named by the date, a byte-order mark, the header, then a line per listed error.
  const file = await download(sa, `Download CSV for ${label}`);
  expect(file.name).toBe(`scheduled_job_errors_${date}.csv`);
  const bytes = readFileSync(file.path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'time,job_name,run_id,client,error_type,code,message,details,system_tracking_id,params',
  );
  expect(lines.length - 1).toBeGreaterThanOrEqual(count);
  expect(lines[1]).toMatch(new RegExp(`^${date}T`));
});
