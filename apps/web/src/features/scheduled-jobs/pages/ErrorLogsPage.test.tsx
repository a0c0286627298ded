import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toasts } from '../../../shared/feedback/Toasts';
import { catchDownloads } from '../../../test/downloads';
import { json, mockFetch, user } from '../../../test/factories';
import { signedIn } from '../../../test/render';
import { CRASHED, OLDER, THROTTLED } from '../../../test/scheduled-jobs/error-log';
import { ErrorLogsPage } from './ErrorLogsPage';

/** The files the page hands to the browser to save (shared/files/save-blob), caught per test. */
let saved: { blob: Blob; name: string }[] = [];

const PATH = '/tasks/errors';
const WED = 'Wednesday, 5 March 2025';
const MON = 'Monday, 3 March 2025';

/** The page as the route shows it: the query client and the shell's toasts around it. */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Toasts>
        <ErrorLogsPage />
      </Toasts>
    </QueryClientProvider>,
  );
}

/** The server's answer: dates to entries; a `date` query answers that day only. */
function errorsApi(log: Record<string, unknown[]>) {
  return mockFetch({
    [`GET ${PATH}`]: (url) => {
      const date = url.searchParams.get('date');
      return json(200, date ? { [date]: log[date] ?? [] } : log);
    },
  });
}

const LOG = { '2025-03-05': [THROTTLED, CRASHED], '2025-03-03': [OLDER] };

const summaries = () => screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function readBytes(blob: Blob): Promise<Uint8Array> {
  const buffer = await new Promise<ArrayBuffer>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new Uint8Array(buffer);
}

describe('/cronjob/errors', () => {
  beforeEach(() => {
    signedIn(user());
    saved = catchDownloads();
  });

  it('shows one accordion per date, newest first, with its error count, for the last 30 days', async () => {
    // The answer lists the older day first: the page still shows the newest first.
    const net = errorsApi({ '2025-03-03': [OLDER], '2025-03-05': [THROTTLED, CRASHED] });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Scheduled Job Error Logs' })).toBeTruthy();
    await screen.findByRole('button', { name: new RegExp(`^${WED}`) });
    expect(summaries()).toEqual([`${WED}2 errors`, `${MON}1 error`]);
    expect(net.calls.map((c) => c.url.searchParams.get('days'))).toEqual(['30']);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(net.calls.map((c) => c.url.searchParams.get('days'))).toEqual(['30', '7']));
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(net.calls.at(-1)?.url.searchParams.get('days')).toBe('90'));
  });

  it('says there is nothing when no day has errors', async () => {
    errorsApi({});
    renderPage();
    expect((await screen.findByTestId('error-logs-empty')).textContent).toBe(
      'No errors to display. Great job!',
    );
    expect(screen.queryByRole('button', { name: /Download CSV/ })).toBeNull();
  });

  it('shows the fallback text on a failure without detail, and loads again on Retry', async () => {
    let fail = true;
    const net = mockFetch({ [`GET ${PATH}`]: () => (fail ? json(500, {}) : json(200, LOG)) });
    renderPage();
    expect((await screen.findByTestId('error-logs-error')).textContent).toBe('Failed to fetch errors');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: new RegExp(`^${WED}`) });
    expect(screen.queryByTestId('error-logs-error')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(net.count('GET', PATH)).toBe(2);
  });

  it("prefers the server's detail when it sends one", async () => {
    mockFetch({ [`GET ${PATH}`]: () => json(422, { detail: 'days must be at most 366' }) });
    renderPage();
    expect((await screen.findByTestId('error-logs-error')).textContent).toBe('days must be at most 366');
  });

  it('lists a day’s errors when opened, and one entry opens onto its parsed errors or its raw msg', async () => {
    errorsApi(LOG);
    renderPage();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: new RegExp(`^${WED}`) }));
    const table = await screen.findByRole('table', { name: `Errors on ${WED}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Time (UTC)', 'Area', 'Kind', 'Task', 'Client', 'Error type', 'Message', 'Tracking ID']);
    expect(cellsOf(screen.getByTestId('error-row-11')).slice(1)).toEqual([
      '09:15:00',
      'amazon_reports',
      'Worker',
      'pull_orders',
      'Acme Hôme',
      'ConnectorError',
      'Too many requests',
      'trk-0001',
    ]);
    expect(cellsOf(screen.getByTestId('error-row-12')).slice(2)).toEqual([
      'exchange_rates',
      'Dispatcher',
      'fetch_rates',
      'System',
      'RuntimeError',
      '+Traceback: boom',
      '—',
    ]);
    // The other day stays closed: its table is not built.
    expect(screen.queryByRole('table', { name: `Errors on ${MON}` })).toBeNull();

    expect(screen.queryByTestId('error-details-11')).toBeNull();
    const show = screen.getByRole('button', { name: 'Show details of error 11' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await ui.click(show);
    const details = await screen.findByTestId('error-details-11');
    const list = within(details).getByRole('table', { name: 'Errors of error 11' });
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cellsOf(r)),
    ).toEqual([
      ['THROTTLED', 'Too many requests', JSON.stringify({ retry_after: 30 }, null, 2)],
      ['=CMD', '=HYPERLINK("http://evil.test","x")', '@SUM(A1)'],
    ]);
    expect(within(details).getByLabelText('Parameters').textContent).toBe(
      JSON.stringify(THROTTLED.params, null, 2),
    );
    expect(within(details).queryByText('Raw message')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Hide details of error 11' }).getAttribute('aria-expanded'),
    ).toBe('true');

    await ui.click(screen.getByRole('button', { name: 'Show details of error 12' }));
    const raw = await screen.findByTestId('error-details-12');
    expect(within(raw).getByLabelText('Raw message').textContent).toBe('+Traceback: boom');
    expect(within(raw).queryByRole('table')).toBeNull();
    expect(within(raw).getByLabelText('Parameters').textContent).toBe('—');

    await ui.click(screen.getByRole('button', { name: 'Hide details of error 11' }));
    await waitFor(() => expect(screen.queryByTestId('error-details-11')).toBeNull());
  });

  it("downloads one day's errors as a formula-safe CSV with a byte-order mark", async () => {
    const net = errorsApi(LOG);
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: `Download CSV for ${WED}` }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['scheduled_job_errors_2025-03-05.csv']));
    const asked = net.calls.at(-1)!.url.searchParams;
    expect([asked.get('date'), asked.get('days')]).toEqual(['2025-03-05', '30']);

    const bytes = await readBytes(saved[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n');
    expect(lines).toEqual([
      'time,job_name,run_id,client,error_type,code,message,details,system_tracking_id,params',
      '2025-03-05T09:15:00.000Z,amazon_reports.Worker.pull_orders,101,Acme Hôme,ConnectorError,THROTTLED,Too many requests,"{""retry_after"":30}",trk-0001,"{""store_id"":4,""marketplace"":""Amazon US""}"',
      `2025-03-05T09:15:00.000Z,amazon_reports.Worker.pull_orders,101,Acme Hôme,ConnectorError,'=CMD,"'=HYPERLINK(""http://evil.test"",""x"")",'@SUM(A1),trk-0001,"{""store_id"":4,""marketplace"":""Amazon US""}"`,
      "2025-03-05T02:00:00.000Z,exchange_rates.Dispatcher.fetch_rates,102,System,RuntimeError,,'+Traceback: boom,,,",
    ]);
  });

  it('tells when the download fails and saves nothing', async () => {
    mockFetch({
      [`GET ${PATH}`]: (url) => (url.searchParams.get('date') ? json(500, {}) : json(200, LOG)),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: `Download CSV for ${MON}` }));
    expect(await screen.findByText('Failed to fetch errors')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
