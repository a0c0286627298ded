import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { JOBS, jobRun, runError } from '../../../test/scheduled-jobs/jobs';

const SUMMARY = 'GET /tasks/all_jobs_summary';
const summary = () => json(200, { jobs: JOBS });
const VARIANT = 'tickets.Dispatcher.stale_check #4';

async function openHistory() {
  renderRoutes('/sa/cronjobs?view=dashboard');
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('button', { name: `History ${VARIANT}` }));
  return { ui, dialog: await screen.findByRole('dialog', { name: `Run history: ${VARIANT}` }) };
}

const RUNS = [
  jobRun({
    pk_job_run_id: 12,
    fk_job_id: 4,
    job_name: 'tickets.Dispatcher.stale_check',
    last_run_status: 'FAILED',
    attempts: 3,
    error_count: 2,
    result: null,
    client_name: null,
  }),
  jobRun({ pk_job_run_id: 10, fk_job_id: 4, job_name: 'tickets.Dispatcher.stale_check' }),
];

describe('/sa/cronjobs run history and run errors', () => {
  beforeEach(() => signedIn(user({ is_sa: true })));

  it('lists the runs of a variant; a run with errors opens them', async () => {
    const net = mockFetch({
      [SUMMARY]: summary,
      'GET /tasks/job_runs': () => json(200, { runs: RUNS }),
      'GET /tasks/run/errors': () =>
        json(200, {
          errors: [
            runError(),
            runError({
              pk_error_id: 502,
              attempt: 2,
              error_msg: { type: 'TimeoutError', msg: 'worker vanished <no json>' },
              params: null,
              system_tracking_id: null,
            }),
          ],
        }),
    });
    const { ui, dialog } = await openHistory();
    const table = await within(dialog).findByRole('table', { name: 'Run history' });
    expect(net.calls.find((c) => c.url.pathname === '/tasks/job_runs')?.url.searchParams.get('job_id')).toBe(
      '4',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const failed = rows[0]!;
    expect(within(failed).getByText('FAILED')).toBeTruthy();
    expect(within(failed).getByText('schedule')).toBeTruthy();
    expect(within(failed).getByText('2m 5s')).toBeTruthy();
    expect(within(failed).getByText(RUNS[0]!.celery_task_id)).toBeTruthy();
    expect(within(rows[1]!).getByText('Acme Home')).toBeTruthy();
    expect(within(rows[1]!).getByText('Queued 4 stores')).toBeTruthy();
    // Only the failed run has errors to open.
    expect(within(rows[1]!).queryByRole('button', { name: /^View errors/ })).toBeNull();
    await ui.click(within(failed).getByRole('button', { name: 'View errors of run 12' }));

    const errors = await screen.findByRole('dialog', {
      name: 'Errors of run 12 (tickets.Dispatcher.stale_check)',
    });
    expect(net.calls.find((c) => c.url.pathname === '/tasks/run/errors')?.url.searchParams.get('id')).toBe(
      '12',
    );
    const parsed = await within(errors).findByRole('article', { name: 'Error 501' });
    expect(within(parsed).getByText('ConnectorError')).toBeTruthy();
    expect(within(parsed).getByText('Tracking ID: trk-4f2a')).toBeTruthy();
    // The shared run error view: a table of code, message and details.
    const list = within(parsed).getByRole('table', { name: 'Errors of error 501' });
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['AMS_THROTTLED', 'The Ads API answered 429.', JSON.stringify({ retry_after: 30 }, null, 2)],
      ['REPORT_MISSING', 'Report r-9 never finished.', '—'],
    ]);
    const exact = { normalizer: (text: string) => text };
    expect(within(parsed).getByText(JSON.stringify({ store_id: 7, days: 3 }, null, 2), exact)).toBeTruthy();

    const raw = within(errors).getByRole('article', { name: 'Error 502' });
    expect(within(raw).queryByRole('table')).toBeNull();
    expect(within(raw).getByLabelText('Raw message').textContent).toBe('worker vanished <no json>');
    expect(within(raw).getByText('worker vanished <no json>')).toBeTruthy();
    expect(within(raw).getByText('Tracking ID: —')).toBeTruthy();
  });

  it('says when a run recorded no errors; closing the errors goes back to the history', async () => {
    mockFetch({
      [SUMMARY]: summary,
      'GET /tasks/job_runs': () => json(200, { runs: RUNS }),
      'GET /tasks/run/errors': () => json(200, { errors: [] }),
    });
    const { ui, dialog } = await openHistory();
    await ui.click(await within(dialog).findByRole('button', { name: 'View errors of run 12' }));
    expect((await screen.findByTestId('run-errors-empty')).textContent).toBe(
      'No errors were recorded for this job run.',
    );
    const errors = screen.getByRole('dialog', { name: /^Errors of run 12/ });
    await ui.click(within(errors).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: /^Errors of run/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: `Run history: ${VARIANT}` })).toBeTruthy();
  });

  it('says when a run failed to load its errors', async () => {
    mockFetch({
      [SUMMARY]: summary,
      'GET /tasks/job_runs': () => json(200, { runs: RUNS }),
      'GET /tasks/run/errors': () => json(500, {}),
    });
    const { ui, dialog } = await openHistory();
    await ui.click(await within(dialog).findByRole('button', { name: 'View errors of run 12' }));
    expect((await screen.findByTestId('run-errors-error')).textContent).toBe('Failed to fetch errors');
  });

  it('says when there is no history', async () => {
    mockFetch({ [SUMMARY]: summary, 'GET /tasks/job_runs': () => json(200, { runs: [] }) });
    const first = await openHistory();
    expect((await within(first.dialog).findByTestId('history-empty')).textContent).toBe(
      'No run history found.',
    );
    await first.ui.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the history fails to load', async () => {
    mockFetch({ [SUMMARY]: summary, 'GET /tasks/job_runs': () => json(500, {}) });
    const { dialog } = await openHistory();
    expect((await within(dialog).findByTestId('history-error')).textContent).toBe(
      'Failed to fetch job history',
    );
  });
});
