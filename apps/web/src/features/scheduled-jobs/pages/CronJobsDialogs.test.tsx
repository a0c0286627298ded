import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { JOBS, jobRun } from '../../../test/scheduled-jobs/jobs';

const SUMMARY = 'GET /tasks/all_jobs_summary';
const summary = () => json(200, { jobs: JOBS });
const DASHBOARD = '/sa/cronjobs?view=dashboard';
const bodyOf = (net: ReturnType<typeof mockFetch>, method: string, path: string) =>
  net.calls
    .filter((c) => c.method === method && c.url.pathname === path)
    .map((c) => JSON.parse(String(c.init.body)));

async function openDialog(action: string, variant: string) {
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('button', { name: `${action} ${variant}` }));
  return { ui, dialog: await screen.findByRole('dialog') };
}

/** Replaces what a field holds with `text` (pasted: braces are not key names). */
async function replace(ui: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await ui.clear(field);
  if (text) await ui.click(field);
  if (text) await ui.paste(text);
}

describe('/sa/cronjobs dialogs', () => {
  beforeEach(() => signedIn(user({ is_sa: true })));

  it('edits a schedule: words and next runs as typed, a bad expression refused, empty sent as null', async () => {
    let answer = () => json(422, { detail: 'A dispatcher needs a schedule.' });
    const net = mockFetch({
      [SUMMARY]: summary,
      'PUT /tasks/schedule/change': () => answer(),
    });
    renderRoutes(DASHBOARD);
    const { ui, dialog } = await openDialog('Edit schedule', 'reports.Dispatcher.pull_ams #1');
    expect(
      within(dialog).getByRole('heading', { name: 'Edit schedule: reports.Dispatcher.pull_ams #1' }),
    ).toBeTruthy();
    const field = within(dialog).getByLabelText(/^Cron expression/) as HTMLInputElement;
    expect(field.value).toBe('0 3 * * *');
    const preview = within(dialog).getByRole('status', { name: 'Schedule preview' });
    expect(within(preview).getByText('At 03:00 (UTC)')).toBeTruthy();
    expect(within(preview).getByText(/^Next runs: \S+ \S+, \S+ \S+, \S+ \S+$/)).toBeTruthy();

    await replace(ui, field, '*/5 * * * *');
    expect(within(preview).getByText('Every 5 minutes')).toBeTruthy();
    await replace(ui, field, '61 * * * *');
    expect(await within(dialog).findByText(/^Invalid cron expression "61 \* \* \* \*": /)).toBeTruthy();
    expect(within(preview).getByText('Invalid schedule')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(net.count('PUT', '/tasks/schedule/change')).toBe(0);

    await replace(ui, field, '');
    expect(within(preview).getByText('Not scheduled')).toBeTruthy();
    await ui.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update job: A dispatcher needs a schedule.')).toBeTruthy();
    const put = net.calls.find((c) => c.method === 'PUT');
    expect(put?.url.searchParams.get('job_id')).toBe('1');
    expect(bodyOf(net, 'PUT', '/tasks/schedule/change')).toEqual([
      { cron_schedule: null, job_enabled: false, job_comments: 'Nightly pull' },
    ]);
    // A refused change keeps the dialog open; an accepted one closes it and reads the jobs again.
    expect(screen.getByRole('dialog')).toBeTruthy();
    answer = () => json(200, { ...JOBS[0], cron_schedule: null, job_enabled: false });
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule of reports.Dispatcher.pull_ams #1 updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(net.count('GET', '/tasks/all_jobs_summary')).toBe(2));
  });

  it('edits kwargs: refuses what is no JSON object and sends nothing, then sends the object', async () => {
    const net = mockFetch({
      [SUMMARY]: summary,
      'PUT /tasks/change-kwargs': () => json(404, { detail: 'Scheduled job not found.' }),
    });
    renderRoutes(DASHBOARD);
    const { ui, dialog } = await openDialog('Edit kwargs', 'reports.Dispatcher.pull_ams #1');
    const field = within(dialog).getByLabelText(/^Changing kwargs/) as HTMLTextAreaElement;
    expect(JSON.parse(field.value)).toEqual({ days: 3 });

    await replace(ui, field, '{"days": 7,');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await within(dialog).findByText(/^Invalid JSON format…/);
    expect(error.textContent?.split('\n')[0]).toBe('Invalid JSON format…');
    await replace(ui, field, '[7]');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Kwargs must be a JSON object.')).toBeTruthy();
    expect(net.count('PUT', '/tasks/change-kwargs')).toBe(0);

    await replace(ui, field, '{"days": 7}');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update job: Scheduled job not found.')).toBeTruthy();
    expect(bodyOf(net, 'PUT', '/tasks/change-kwargs')).toEqual([{ changing_kwargs: { days: 7 } }]);
    expect(net.calls.find((c) => c.method === 'PUT')?.url.searchParams.get('job_id')).toBe('1');
  });

  it('runs now: args must be an array; the queued run is followed in the history until it ends', async () => {
    const queued = jobRun({
      pk_job_run_id: 99,
      last_run_status: 'QUEUED',
      trigger: 'manual',
      start_time: null,
      end_time: null,
      args: [1, 'x'],
      result: null,
    });
    let reads = 0;
    const net = mockFetch({
      [SUMMARY]: summary,
      'POST /tasks/run/new': () => json(202, queued),
      'GET /tasks/job_runs': () =>
        json(200, {
          runs: [
            ++reads < 2 ? queued : { ...queued, last_run_status: 'SUCCESS', end_time: queued.created_at },
          ],
        }),
    });
    renderRoutes(DASHBOARD);
    const { ui, dialog } = await openDialog('Run now', 'reports.Dispatcher.pull_ams #1');
    const args = within(dialog).getByLabelText(/^Args/) as HTMLTextAreaElement;
    const kwargs = within(dialog).getByLabelText(/^Kwargs/) as HTMLTextAreaElement;
    expect(JSON.parse(args.value)).toEqual([]);
    expect(JSON.parse(kwargs.value)).toEqual({ days: 3 });

    await replace(ui, args, '{"store": 7}');
    await ui.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await within(dialog).findByText('Args must be a JSON array.')).toBeTruthy();
    await replace(ui, args, '[1, "x"');
    await ui.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await within(dialog).findByText(/^Invalid JSON format…/)).toBeTruthy();
    expect(net.count('POST', '/tasks/run/new')).toBe(0);

    await replace(ui, args, '[1, "x"]');
    await replace(ui, kwargs, '{"force": true}');
    await ui.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Run 99 of reports.Dispatcher.pull_ams queued.')).toBeTruthy();
    expect(bodyOf(net, 'POST', '/tasks/run/new')).toEqual([
      { job_name: 'reports.Dispatcher.pull_ams', args: [1, 'x'], changing_kwargs: { force: true } },
    ]);

    const history = await screen.findByRole('dialog', {
      name: 'Run history: reports.Dispatcher.pull_ams #1',
    });
    const table = await within(history).findByRole('table', { name: 'Run history' });
    expect(within(table).getByText('QUEUED')).toBeTruthy();
    expect(within(table).getByText('manual')).toBeTruthy();
    // Read again while the run is not over, until it is.
    expect(await within(table).findByText('SUCCESS', {}, { timeout: 8000 })).toBeTruthy();
    expect(net.calls.find((c) => c.url.pathname === '/tasks/job_runs')?.url.searchParams.get('job_id')).toBe(
      '1',
    );
    const after = net.count('GET', '/tasks/job_runs');
    expect(after).toBe(2);
  });
});
