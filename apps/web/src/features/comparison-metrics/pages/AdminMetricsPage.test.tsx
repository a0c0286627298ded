import { ADMIN_METRICS_TEXT as T } from '@marketdesk/contracts/comparison-metrics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const PATH = '/channelreports/sku-data/admin-metrics';
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const NAMES = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Ken'];
/** Seven users: 7, 6, … 1 uploads; Ada on 3 days with a streak of 3. */
const METRICS = {
  total_uploads: 30,
  active_users: 7,
  daily_counts: [
    { date: utcDay(3), count: 10 },
    { date: utcDay(2), count: 8 },
    { date: utcDay(1), count: 12 },
  ],
  user_metrics: NAMES.map((username, i) => ({
    user_id: i + 1,
    username,
    total_uploads: 7 - i,
    active_days: i === 0 ? 3 : 1,
    first_upload: `${utcDay(3)}T09:00:00.000Z`,
    last_upload: `${utcDay(1)}T09:00:00.000Z`,
  })),
  user_streaks: NAMES.map((username, i) => ({
    user_id: i + 1,
    username,
    current_streak: i === 0 ? 3 : 0,
    max_streak: i === 0 ? 3 : 1,
  })),
};

type Handler = Parameters<typeof mockFetch>[0][string];
function open(answer: Handler, who = user({ roles: [role(1, 'Client Admin', [])] })) {
  signedIn(who);
  const net = mockFetch({
    [`GET ${PATH}`]: answer,
    'GET /auth/config': () => json(200, { google_enabled: false, idle_timeout_seconds: 1800 }),
  });
  return { net, ...renderRoutes('/focused-data/sku/admin-metrics') };
}

const metric = (id: string) => screen.getByTestId(`metric-${id}`).textContent;

describe('Admin metrics (/focused-data/sku/admin-metrics)', () => {
  it('asks for the last 30 days of the selected client and shows the four cards', async () => {
    const { net } = open(() => json(200, METRICS));
    expect(await screen.findByRole('heading', { name: 'Admin Metrics' })).toBeTruthy();
    await screen.findByTestId('metric-total-uploads');
    const asked = net.calls.find((c) => c.url.pathname === PATH)!.url.searchParams;
    expect(asked.get('start_date')).toBe(dayjs().subtract(29, 'day').format('YYYY-MM-DD'));
    expect(asked.get('end_date')).toBe(dayjs().format('YYYY-MM-DD'));
    expect(asked.get('client_id')).toBe('1');
    expect(metric('total-uploads')).toBe('30');
    expect(metric('active-users')).toBe('7');
    expect(metric('yesterday')).toBe('12');
    // 3 days with uploads of 30.
    expect(metric('activity-rate')).toBe('10%');
  });

  it('shows the charts, the top 3 contributors and the user metrics table', async () => {
    open(() => json(200, METRICS));
    const table = await screen.findByRole('region', { name: T.userMetrics });
    const ada = within(table).getByTestId('user-metric-1');
    expect(
      within(ada)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Ada',
      '7',
      '3',
      '10%',
      '3',
      '3',
      dayjs(`${utcDay(3)}T09:00:00.000Z`).format('YYYY-MM-DD'),
      dayjs(`${utcDay(1)}T09:00:00.000Z`).format('YYYY-MM-DD'),
    ]);
    const top = screen.getByRole('region', { name: T.topContributors });
    const cards = within(top).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Top Contributor #1',
      'Top Contributor #2',
      'Top Contributor #3',
    ]);
    expect(within(cards[0]!).getByText('Ada')).toBeTruthy();
    expect(within(cards[0]!).getByText('7 uploads on 3 days (10%)')).toBeTruthy();
    expect(within(cards[2]!).getByText('Linus')).toBeTruthy();
    expect(screen.getByRole('region', { name: T.dailyUploads })).toBeTruthy();
    const pie = screen.getByRole('region', { name: T.uploadsByUser });
    // Top 5 and Others (Barbara 2 + Ken 1).
    await waitFor(() => expect(within(pie).getByText('Others')).toBeTruthy());
    expect(within(pie).getByText('Alan')).toBeTruthy();
    expect(within(pie).queryByText('Ken')).toBeNull();
  });

  it('says when nothing was uploaded, and the load failure as the spec words it', async () => {
    const empty = open(() =>
      json(200, { total_uploads: 0, active_users: 0, daily_counts: [], user_metrics: [], user_streaks: [] }),
    );
    expect(await screen.findByTestId('admin-metrics-empty')).toBeTruthy();
    expect(screen.getByText(T.noUploads)).toBeTruthy();
    expect(metric('total-uploads')).toBe('0');
    expect(screen.queryByRole('region', { name: T.userMetrics })).toBeNull();
    empty.unmount();
    open(() => json(500, {}));
    expect(await screen.findByText('Failed to load admin metrics data')).toBeTruthy();
  });

  it('offers the clients the user administers; a super admin every client, and the one chosen is asked', async () => {
    const admin = open(
      () => json(200, METRICS),
      user({ roles: [role(1, 'Client Admin', []), role(2, 'Seller', [])] }),
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Client' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Acme Home']);
    admin.unmount();
    const { net } = open(() => json(200, METRICS), user({ is_sa: true, roles: [] }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Client' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Borealis Sports', 'Acme Home']);
    fireEvent.click(screen.getByRole('option', { name: 'Borealis Sports' }));
    await waitFor(() =>
      expect(
        net.calls.some((c) => c.url.pathname === PATH && c.url.searchParams.get('client_id') === '2'),
      ).toBe(true),
    );
  });

  it('sends a user who is not a client admin to /dashboard without asking', async () => {
    const { net, router } = open(
      () => json(200, METRICS),
      user({ roles: [role(1, 'Seller', ['channel_report:view'])] }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(net.count('GET', PATH)).toBe(0);
  });
});
