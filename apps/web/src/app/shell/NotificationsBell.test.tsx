import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppNotification, readStateKey } from '../../shared/notifications/store';
import { endSession, setSessionUser } from '../../shared/session/store';
import { json, mockFetch, user } from '../../test/factories';
import { signedIn } from '../../test/render';
import { NotificationsBell } from './NotificationsBell';
import { ZoomWarning } from './ZoomWarning';

let seq = 0;
const note = (o: Partial<AppNotification> = {}): AppNotification => {
  seq += 1;
  return {
    pk_msg_id: seq,
    title: `Title ${seq}`,
    message: `Message ${seq}`,
    level: 0,
    location: 1,
    sender: 'Sam Admin',
    dt_create: `2025-01-01T00:00:${String(seq).padStart(2, '0')}.000001Z`,
    redirect_url: null,
    ...o,
  };
};

function renderShellParts() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NotificationsBell />
            <ZoomWarning />
          </>
        ),
      },
      { path: '/tickets', element: <h1>Tickets page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Answers each poll from a queue (then nothing new), recording every query. */
function serveFeed(...answers: (AppNotification[] | number)[]) {
  return mockFetch({
    'GET /notifications': () => {
      const next = answers.shift() ?? [];
      return typeof next === 'number' ? json(next, { detail: 'down' }) : json(200, next);
    },
  });
}

const polls = (net: ReturnType<typeof mockFetch>) =>
  net.calls.filter((c) => c.url.pathname === '/notifications').map((c) => c.url.searchParams);
/** The unread count as shown: MUI keeps the last number in a hidden badge, so a hidden one reads ''. */
const badge = () => {
  const el = screen.getByTestId('notifications-badge').querySelector('.MuiBadge-badge');
  return el?.classList.contains('MuiBadge-invisible') ? '' : (el?.textContent ?? '');
};
/** The bell's name: 'notifications', with the visible unread count when there is one. */
const BELL = /^notifications(, \S+ unread)?$/;
const openBell = () => fireEvent.click(screen.getByRole('button', { name: BELL }));

beforeEach(() => signedIn(user()));

describe('polling (spec 01 section 4), with fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 10 s for the selected client, asking only for newer items and ignoring duplicates', async () => {
    const a = note();
    const b = note();
    const net = serveFeed([a], [a, b], []);
    renderShellParts();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(polls(net)).toHaveLength(1);
    expect(polls(net)[0]!.get('client_id')).toBe('1');
    expect(polls(net)[0]!.has('since')).toBe(false);
    expect(badge()).toBe('1');

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(polls(net)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(polls(net)[1]!.get('since')).toBe(a.dt_create);
    expect(badge()).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls(net)[2]!.get('since')).toBe(b.dt_create);
    openBell();
    expect(screen.getAllByText(a.title)).toHaveLength(1);
  });

  it('stops after 3 consecutive failures', async () => {
    const net = serveFeed(500, 500, 500, [note()]);
    renderShellParts();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(polls(net)).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls(net)).toHaveLength(3);
    expect(badge()).toBe('');
  });

  it('stops and clears the list on logout, and when no client is selected', async () => {
    const net = serveFeed([note()], [], [note()]);
    renderShellParts();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(badge()).toBe('1');
    act(() => endSession('manual'));
    expect(badge()).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(polls(net)).toHaveLength(1);

    // Signed in again, but with no client to select: still no polling.
    act(() => setSessionUser(user({ clients: [] }), { selectFirstClient: true }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(polls(net)).toHaveLength(1);
  });

  it('starts over for a newly selected client', async () => {
    const net = serveFeed([note()], [note()]);
    renderShellParts();
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() =>
      setSessionUser(user({ clients: [{ id: 2, name: 'Borealis Sports' }] }), { selectFirstClient: true }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(polls(net).map((p) => [p.get('client_id'), p.has('since')])).toEqual([
      ['1', false],
      ['2', false],
    ]);
    expect(badge()).toBe('1');
  });
});

describe('bell menu (spec 01 sections 2.6 and 4)', () => {
  it("reads You're all caught up! when there is nothing", async () => {
    const net = serveFeed([]);
    renderShellParts();
    await waitFor(() => expect(polls(net)).toHaveLength(1));
    openBell();
    expect(await screen.findByText("You're all caught up!")).toBeTruthy();
  });

  it('groups New and Earlier newest first with level icons, counts unread, and keeps read state per user', async () => {
    const info = note({ level: 0 });
    const warning = note({ level: 1 });
    const error = note({ level: 2 });
    const floating = note({ location: 0, level: 3 });
    localStorage.setItem(readStateKey(7), JSON.stringify([info.pk_msg_id]));
    serveFeed([info, warning, error, floating]);
    renderShellParts();
    await waitFor(() => expect(badge()).toBe('2'));
    openBell();
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const rows = within(menu)
      .getAllByRole('menuitem')
      .map((li) => [
        li.textContent?.split('Message')[0],
        li.querySelector('[data-severity]')?.getAttribute('data-severity'),
      ]);
    expect(rows).toEqual([
      [error.title, 'error'],
      [warning.title, 'warning'],
      [info.title, 'info'],
    ]);
    const subheaders = within(menu)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(subheaders).toEqual(expect.arrayContaining(['New', 'Earlier']));
    expect(within(menu).queryByText(floating.title)).toBeNull();

    fireEvent.click(within(menu).getByText(warning.title));
    await waitFor(() => expect(badge()).toBe('1'));
    expect(JSON.parse(localStorage.getItem(readStateKey(7))!).sort()).toEqual(
      [info.pk_msg_id, warning.pk_msg_id].sort(),
    );
  });

  it('names the bell with the unread count it shows (WCAG 2.5.3: the visible text is in the name)', async () => {
    serveFeed([note(), note(), note()]);
    renderShellParts();
    await waitFor(() => expect(badge()).toBe('3'));
    expect(screen.getByRole('button', { name: 'notifications, 3 unread' })).toBeTruthy();
    openBell();
    fireEvent.click(within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!);
    await waitFor(() => expect(badge()).toBe('2'));
    expect(screen.getByRole('button', { name: 'notifications, 2 unread' })).toBeTruthy();
  });

  it('shows no count when nothing is unread (a hidden badge keeps its last number, still text to axe)', async () => {
    serveFeed([note()]);
    renderShellParts();
    await waitFor(() => expect(badge()).toBe('1'));
    openBell();
    fireEvent.click(within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!);
    await waitFor(() => expect(badge()).toBe(''));
    expect(screen.getByRole('button', { name: 'notifications' })).toBeTruthy();
    const count = screen.getByTestId('notifications-badge').querySelector('.MuiBadge-badge')!;
    expect(getComputedStyle(count).display).toBe('none');
  });

  it('navigates to a relative redirect_url and opens an absolute one in a new tab without opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const external = note({ redirect_url: 'https://status.example.com/incident' });
    const internal = note({ redirect_url: '/tickets' });
    serveFeed([external, internal]);
    const { router } = renderShellParts();
    const ui = userEvent.setup();
    await waitFor(() => expect(badge()).toBe('2'));

    await ui.click(screen.getByRole('button', { name: BELL }));
    await ui.click(await screen.findByText(external.title));
    expect(open).toHaveBeenCalledWith('https://status.example.com/incident', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/');

    await ui.click(screen.getByRole('button', { name: BELL }));
    await ui.click(await screen.findByText(internal.title));
    expect(await screen.findByRole('heading', { name: 'Tickets page' })).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('floating critical panel', () => {
  it('shows unread location-0 items (levels 2 and 3 as warning and error) until Mark all as read', async () => {
    const warn = note({ location: 0, level: 2 });
    const err = note({ location: 0, level: 3 });
    const bell = note({ location: 1 });
    serveFeed([warn, err, bell]);
    renderShellParts();
    const panel = await screen.findByRole('region', { name: 'Critical notifications' });
    expect(within(panel).getByTestId(`critical-${warn.pk_msg_id}`).className).toMatch(/Warning/);
    expect(within(panel).getByTestId(`critical-${err.pk_msg_id}`).className).toMatch(/Error/);
    expect(within(panel).queryByText(bell.title)).toBeNull();
    expect(badge()).toBe('1');

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('critical-notifications')).toBeNull());
    expect(JSON.parse(localStorage.getItem(readStateKey(7))!).sort()).toEqual(
      [warn.pk_msg_id, err.pk_msg_id].sort(),
    );
    expect(badge()).toBe('1');
  });
});
