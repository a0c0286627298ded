import { REVOKE_ALL_SENTINEL } from '@marketdesk/contracts/scheduled-jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { JOBS } from '../../../test/scheduled-jobs/jobs';

const SUMMARY = 'GET /tasks/all_jobs_summary';
const summary = () => json(200, { jobs: JOBS });
const REVOKE = 'POST /tasks/revoke-tasks';
const revokeCalls = (net: ReturnType<typeof mockFetch>) =>
  net.calls.filter((c) => c.method === 'POST' && c.url.pathname === '/tasks/revoke-tasks');

async function openRevoke() {
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('button', { name: 'Revoke All Tasks' }));
  return { ui, dialog: await screen.findByRole('dialog', { name: 'Revoke Tasks' }) };
}

describe('/sa/cronjobs, Dashboard view', () => {
  beforeEach(() => signedIn(user({ is_sa: true })));

  it('shows the cards from the summary and every variant in the table', async () => {
    mockFetch({ [SUMMARY]: summary });
    renderRoutes('/sa/cronjobs');
    const ui = userEvent.setup();
    // The Jobs view is the default; the button belongs to the dashboard.
    await screen.findByRole('button', { name: /^reports / });
    expect(screen.queryByRole('button', { name: 'Revoke All Tasks' })).toBeNull();
    await ui.click(screen.getByRole('tab', { name: 'Dashboard' }));

    const card = (name: string) =>
      within(screen.getByRole('group', { name })).getByRole('paragraph').textContent;
    await screen.findByRole('group', { name: 'Total Jobs' });
    expect(card('Total Jobs')).toBe('4');
    expect(card('Currently Running')).toBe('3');
    expect(card('Retrying')).toBe('1');
    expect(card('Total Failed Runs')).toBe('6');

    const table = screen.getByRole('table', { name: 'Scheduled jobs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'reports.Dispatcher.pull_ams #1',
      'reports.Worker.pull_ams #2',
      'reports.Worker.pull_ams #3',
      'tickets.Dispatcher.stale_check #4',
    ]);
    expect(within(rows[3]!).getByText('Every hour')).toBeTruthy();
    expect(within(rows[3]!).getByText('FAILED')).toBeTruthy();
    expect(within(rows[3]!).getByText('FAILED 3')).toBeTruthy();
    expect(within(rows[2]!).getByText('Disabled')).toBeTruthy();
  });

  it('revokes all tasks: says how many runs it cancels, sends no task_name, shows the toasts', async () => {
    let answer = () => json(200, { message: '', db_records_updated: 3, tasks_revoked: 2, task_name: null });
    const net = mockFetch({ [SUMMARY]: summary, [REVOKE]: () => answer() });
    renderRoutes('/sa/cronjobs?view=dashboard');
    const { ui, dialog } = await openRevoke();
    const select = within(dialog).getByRole('combobox', { name: 'Task' });
    expect(select.textContent).toBe('All Tasks (Global Reset)');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'This cancels 3 queued or running run(s) of all tasks.',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Sending global revoke signal...')).toBeTruthy();
    expect(await screen.findByText('Global revoke successful. 3 DB records updated.')).toBeTruthy();
    const [call] = revokeCalls(net);
    expect(call?.url.searchParams.has('task_name')).toBe(false);
    expect(call?.url.search).not.toContain(REVOKE_ALL_SENTINEL);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // One task: its count, its name in the query, and the server's message when it sends one.
    answer = () =>
      json(200, {
        message: 'Revoked reports.Worker.pull_ams: 1 run(s) recorded REVOKED.',
        db_records_updated: 1,
        tasks_revoked: 1,
        task_name: 'reports.Worker.pull_ams',
      });
    const second = await openRevoke();
    await second.ui.click(within(second.dialog).getByRole('combobox', { name: 'Task' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All Tasks (Global Reset)',
      'reports.Dispatcher.pull_ams',
      'reports.Worker.pull_ams',
      'tickets.Dispatcher.stale_check',
    ]);
    await second.ui.click(screen.getByRole('option', { name: 'reports.Worker.pull_ams' }));
    expect(within(second.dialog).getByRole('status').textContent).toBe(
      'This cancels 1 queued or running run(s) of reports.Worker.pull_ams.',
    );
    await second.ui.click(within(second.dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoking task: reports.Worker.pull_ams...')).toBeTruthy();
    expect(
      await screen.findByText('Revoked reports.Worker.pull_ams: 1 run(s) recorded REVOKED.'),
    ).toBeTruthy();
    expect(revokeCalls(net)[1]?.url.searchParams.get('task_name')).toBe('reports.Worker.pull_ams');
  });

  it('shows the revoke failure: the server detail, else the fallback', async () => {
    let answer = () => json(503, { detail: 'Scheduled jobs are not running on this server right now.' });
    mockFetch({ [SUMMARY]: summary, [REVOKE]: () => answer() });
    renderRoutes('/sa/cronjobs?view=dashboard');
    const { ui, dialog } = await openRevoke();
    await ui.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Scheduled jobs are not running on this server right now.')).toBeTruthy();
    // A refused revoke keeps the dialog open.
    expect(screen.getByRole('dialog', { name: 'Revoke Tasks' })).toBeTruthy();
    answer = () => json(500, {});
    await ui.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Failed to revoke tasks.')).toBeTruthy();
  });
});
