import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { JOBS } from '../../../test/scheduled-jobs/jobs';
import { EXPANDED_KEY } from '../components/JobsView';

const SUMMARY = 'GET /tasks/all_jobs_summary';
const summary = () => json(200, { jobs: JOBS });
const groupButton = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name: new RegExp(`^${name} `) });
const areaRegion = (area: string) => screen.getByRole('region', { name: new RegExp(`^${area} `) });

describe('/sa/cronjobs, Jobs view', () => {
  beforeEach(() => signedIn(user({ is_sa: true })));

  it('groups jobs by area, splits Dispatcher and Worker, and shows each variant', async () => {
    mockFetch({ [SUMMARY]: summary });
    renderRoutes('/sa/cronjobs');
    expect(await screen.findByRole('heading', { name: 'Scheduled Jobs' })).toBeTruthy();
    const reports = await screen.findByRole('button', { name: /^reports / });
    expect(reports.textContent).toContain('2 task(s) · 3 variant(s) · 2 enabled');
    expect(groupButton('tickets').textContent).toContain('1 task(s) · 1 variant(s) · 1 enabled');
    // Areas start closed: their variants are not built.
    expect(reports.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'reports.Dispatcher.pull_ams #1' })).toBeNull();

    const ui = userEvent.setup();
    await ui.click(reports);
    const area = areaRegion('reports');
    expect(groupButton('Dispatcher', area).textContent).toContain('1 task(s) · 1 variant(s) · 1 enabled');
    expect(groupButton('Worker', area).textContent).toContain('1 task(s) · 2 variant(s) · 1 enabled');

    const first = within(area).getByRole('region', { name: 'reports.Dispatcher.pull_ams #1' });
    expect(within(first).getByText('Enabled')).toBeTruthy();
    // The expression with the schedule in words beside it.
    expect(within(first).getByText('0 3 * * *')).toBeTruthy();
    expect(within(first).getByText('At 03:00 (UTC)')).toBeTruthy();
    expect(within(first).getByText('SUCCESS')).toBeTruthy();
    const stats = within(first).getByRole('group', { name: 'Runs in the last 7 days' });
    expect(
      within(stats)
        .getAllByText(/^[A-Z]+ \d+$/)
        .map((c) => c.textContent),
    ).toEqual(['SUCCESS 5', 'FINISHED 0', 'RUNNING 0', 'RETRY 0', 'FAILED 1']);
    expect(within(first).getByText('3 retries, 1m apart with backoff; timeout 15m')).toBeTruthy();
    expect(within(first).getByText('Nightly pull')).toBeTruthy();
    expect(within(area).getByText('Queues one report pull per store.')).toBeTruthy();

    const off = within(area).getByRole('region', { name: 'reports.Worker.pull_ams #2' });
    expect(within(off).getByText('Not scheduled')).toBeTruthy();
    expect(within(off).getByRole('alert').textContent).toBe(
      'The Amazon Ads connector has no credentials: nothing is pulled.',
    );
    expect(within(off).getByText('RETRY')).toBeTruthy();
    const disabled = within(area).getByRole('region', { name: 'reports.Worker.pull_ams #3' });
    expect(within(disabled).getByText('Disabled')).toBeTruthy();
    expect(within(disabled).getByText('Every 15 minutes')).toBeTruthy();
    expect(within(disabled).getByText('Never run')).toBeTruthy();
    for (const action of ['Run now', 'Edit kwargs', 'History', 'Edit schedule'])
      expect(
        within(disabled).getByRole('button', { name: `${action} reports.Worker.pull_ams #3` }),
      ).toBeTruthy();
  });

  it('remembers which groups are open across a remount', async () => {
    mockFetch({ [SUMMARY]: summary });
    const first = renderRoutes('/sa/cronjobs');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /^reports / }));
    await ui.click(groupButton('Worker', areaRegion('reports')));
    expect(groupButton('Worker', areaRegion('reports')).getAttribute('aria-expanded')).toBe('false');
    expect(JSON.parse(localStorage.getItem(EXPANDED_KEY) ?? '{}')).toEqual({
      reports: true,
      'reports.Worker': false,
    });
    first.unmount();

    renderRoutes('/sa/cronjobs');
    const reports = await screen.findByRole('button', { name: /^reports / });
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    const area = areaRegion('reports');
    expect(groupButton('Dispatcher', area).getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Worker', area).getAttribute('aria-expanded')).toBe('false');
    expect(within(area).queryByRole('region', { name: 'reports.Worker.pull_ams #2' })).toBeNull();
    expect(groupButton('tickets').getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the jobs fail to load, and tries again', async () => {
    let calls = 0;
    const net = mockFetch({ [SUMMARY]: () => (++calls === 1 ? json(500, {}) : summary()) });
    renderRoutes('/sa/cronjobs');
    expect((await screen.findByTestId('cronjobs-error')).textContent).toBe('Failed to fetch cron jobs.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^reports / })).toBeTruthy();
    expect(net.count('GET', '/tasks/all_jobs_summary')).toBe(2);
  });

  it('shows the empty state, and reads the jobs again on Refresh', async () => {
    const net = mockFetch({ [SUMMARY]: () => json(200, { jobs: [] }) });
    renderRoutes('/sa/cronjobs');
    expect((await screen.findByTestId('cronjobs-empty')).textContent).toBe('No scheduled jobs found.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(net.count('GET', '/tasks/all_jobs_summary')).toBe(2));
  });
});
