import { jobFailedToast, jobSucceededToast } from '@marketdesk/contracts/tasks';
import { act, fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, user } from '../../test/factories';
import { renderWithProviders } from '../../test/shared/grid/testing';
import { ExportButton } from './ExportButton';
import { JobPoller } from './JobPoller';
import { resetTaskStoreForTests, type TrackedTask } from './task-store';

const ID = '0b5f4a52-6c1e-4d7e-9a43-2f6f2b0c1a11';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const DONE = '2025-03-04T10:20:30.000Z';
const STORE_KEY = 'marketdesk.tasks.7.1';
const at = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

type Status = { status: string; result: string | null; error: string | null; date_done: string | null };
const pending: Status = { status: 'PENDING', result: null, error: null, date_done: null };

function server(statuses: Record<string, Status[]>) {
  return mockFetch({
    'GET /az/data/orders/download': () => json(200, { task_id: ID }),
    'POST /tasks/task-status': (_url, init) => {
      const asked: string[] = JSON.parse(String(init.body)).task_ids;
      return json(
        200,
        asked
          .filter((id) => statuses[id])
          .map((id) => ({ task_id: id, ...(statuses[id]!.shift() ?? pending) })),
      );
    },
  });
}

function screenWithExport() {
  return renderWithProviders(
    <>
      <JobPoller />
      <ExportButton
        label="Amazon US Orders Data export"
        owner="data-vault:orders:3"
        start={async () => (await fetch('/az/data/orders/download')).json()}
      />
    </>,
    user(),
  );
}

const tick = (ms = 1000) => act(() => vi.advanceTimersByTimeAsync(ms));
const stored = (): TrackedTask[] => JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]');

describe('ExportButton and the job poller', () => {
  beforeEach(() => {
    resetTaskStoreForTests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2025-03-04T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is disabled while pending, polls every second, then offers Download and Clear with a toast that stays', async () => {
    const net = server({
      [ID]: [
        pending,
        pending,
        { status: 'SUCCESS', result: '/files/download/9?sig=x', error: null, date_done: DONE },
      ],
    });
    screenWithExport();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await tick(0);
    expect((screen.getByRole('button', { name: /Export/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(stored()[0]).toMatchObject({
      task_id: ID,
      status: 'PENDING',
      label: 'Amazon US Orders Data export',
    });

    await tick();
    expect(net.count('POST', '/tasks/task-status')).toBe(1);
    await tick();
    expect(net.count('POST', '/tasks/task-status')).toBe(2);
    await tick();
    expect(net.count('POST', '/tasks/task-status')).toBe(3);
    // Issue 29 item 4: the toast says the file is ready to download, beside its Download action.
    const ready = `${jobSucceededToast('Amazon US Orders Data export', ID, at(DONE))}. The file is ready to download.`;
    expect(screen.getByText(ready)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(2);

    // Nothing pending: no more asks; the success toast does not close by itself.
    await tick(30_000);
    expect(net.count('POST', '/tasks/task-status')).toBe(3);
    expect(screen.getByText(ready)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false);
    expect(stored()).toEqual([]);
  });

  it('words a failure as the spec does, with unknown error when the server gives none', async () => {
    server({
      [ID]: [{ status: 'FAILURE', result: null, error: 'disk full', date_done: DONE }],
      [OTHER]: [{ status: 'FAILURE', result: null, error: null, date_done: DONE }],
    });
    const started = Date.now();
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify(
        [ID, OTHER].map((task_id, i) => ({
          task_id,
          label: `Export ${i + 1}`,
          owner: `o${i}`,
          ...pending,
          started_at: started,
          finished_at: null,
        })),
      ),
    );
    screenWithExport();
    await tick();
    expect(screen.getByText(jobFailedToast('Export 1', at(DONE), 'disk full'))).toBeTruthy();
    expect(screen.getByText(`Job for Export 2 failed at ${at(DONE)}: unknown error`)).toBeTruthy();
  });

  it('keeps pending tasks across a reload and drops finished ones after 24 hours', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    const task = (task_id: string, status: string, finishedAgo: number | null) => ({
      task_id,
      label: 'Old export',
      owner: task_id,
      status,
      result: null,
      error: null,
      date_done: null,
      started_at: now - 30 * hour,
      finished_at: finishedAgo === null ? null : now - finishedAgo,
    });
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify([
        task(ID, 'PENDING', null),
        task(OTHER, 'SUCCESS', 25 * hour),
        task('recent', 'SUCCESS', hour),
      ]),
    );
    // The pending one started 30 h ago: given up as well.
    const net = server({});
    const before = screenWithExport();
    await tick();
    expect(stored().map((t) => t.task_id)).toEqual(['recent']);
    expect(net.count('POST', '/tasks/task-status')).toBe(0);

    // A reload with a task pending: the poller picks it up.
    before.unmount();
    resetTaskStoreForTests();
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify([{ ...task(ID, 'PENDING', null), owner: 'data-vault:orders:3', started_at: now }]),
    );
    const net2 = server({ [ID]: [pending] });
    screenWithExport();
    await tick();
    expect(net2.count('POST', '/tasks/task-status')).toBe(1);
    expect(JSON.parse(String(net2.calls.at(-1)!.init.body))).toEqual({ task_ids: [ID] });
    expect((screen.getAllByRole('button', { name: /Export/ }).at(-1) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
