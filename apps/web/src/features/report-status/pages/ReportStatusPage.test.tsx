import type { ReportStatusAnswer, ReportStatusRow } from '@marketdesk/contracts/report-status';
import { REPORT_STATUS_TEXT as T } from '@marketdesk/contracts/report-status';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { requestOf } from './ReportStatusPage';

const row = (id: number, status: string, patch: Partial<ReportStatusRow> = {}): ReportStatusRow => ({
  id,
  report_start_date: '2026-11-20',
  report_end_date: '2026-11-20',
  seller_name: 'Acme US',
  profile_id: '1001',
  report_type: 'spSearchTerm',
  status,
  created_at: '2026-11-21T03:00:00.000Z',
  last_updated_at: '2026-11-21T03:06:30.000Z',
  last_error_message: null,
  polls: 4,
  turn_around_minutes: 6.5,
  flagged: false,
  ...patch,
});

const ANSWER: ReportStatusAnswer = {
  datagrid_rows: [
    row(3, 'POLLING', { turn_around_minutes: null, polls: 2, report_type: 'spCampaigns' }),
    row(2, 'FAILED_DOWNLOADING', {
      last_error_message: 'HTTP 403: Request has expired',
      report_type: 'spTargeting',
      turn_around_minutes: 12.25,
    }),
    row(1, 'SUCCESS'),
  ],
  counts: {
    successful: 1,
    failed: 1,
    pending: 1,
    total_polls: 10,
    avg_polls: 3.33,
    avg_processing_time_minutes: 9.38,
    average_reports_per_day: 0.43,
  },
  per_day: [
    { date: '2026-11-20', successful: 1, failed: 1, pending: 0 },
    { date: '2026-11-21', successful: 0, failed: 0, pending: 1 },
  ],
};
const TYPES = {
  report_types: [
    { id: 'spSearchTerm', label: 'Sponsored Products Search Terms' },
    { id: 'spTargeting', label: 'Sponsored Products Targeting' },
    { id: 'spAdvertisedProduct', label: 'Sponsored Products Advertised Products' },
    { id: 'spCampaigns', label: 'Sponsored Products Campaigns' },
  ],
};
const PROFILES = {
  profiles: [
    { profile_id: '2002', seller_name: 'Zeta Goods', seller_type: 'vendor', mp_id: 4 },
    { profile_id: '1001', seller_name: 'Acme US', seller_type: 'seller', mp_id: 4 },
  ],
};

function open(routes: Parameters<typeof mockFetch>[0] = {}, entry = '/marketing/report-status') {
  const net = mockFetch({
    'GET /marketplaces': () =>
      json(200, [
        marketplace(4, 'Amazon US', 'AZ_US', { country_code: 'US' }),
        marketplace(5, 'Bol NL', 'BO_NL'),
      ]),
    'GET /reports/types': () => json(200, TYPES),
    'GET /reports/profiles': () => json(200, PROFILES),
    'GET /reports/status': () => json(200, ANSWER),
    ...routes,
  });
  signedIn(user({ roles: [role(1, 'Account Manager', ['marketing:ams_reports_status:view'])] }));
  const view = renderRoutes(entry);
  return Object.assign(net, { view });
}
const getStatus = async () => fireEvent.click(await screen.findByRole('button', { name: T.getStatus }));
const tab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));
const shownIds = () =>
  screen.queryAllByTestId(/^report-row-/).map((r) => Number(r.getAttribute('data-testid')!.slice(11)));

describe('AMS Reports Pull Status (/marketing/report-status)', { timeout: 60_000 }, () => {
  it('is idle with the empty text until Get Status, then asks for the last 7 days', async () => {
    const net = open();
    expect((await screen.findByTestId('report-status-idle')).textContent).toBe(T.empty);
    expect(T.empty).toBe('No report data found for the selected filters. Click "Get Status" to begin.');
    await waitFor(() => expect(net.count('GET', '/reports/types')).toBe(1));
    expect(net.count('GET', '/reports/status')).toBe(0);
    await getStatus();
    await screen.findByRole('tab', { name: /All/ });
    const call = net.calls.find((c) => c.url.pathname === '/reports/status')!;
    const today = dayjs().format('YYYY-MM-DD');
    expect(call.url.searchParams.get('start_date')).toBe(dayjs().subtract(6, 'day').format('YYYY-MM-DD'));
    expect(call.url.searchParams.get('end_date')).toBe(today);
    expect(call.url.searchParams.has('mp_id')).toBe(false);
    expect(call.url.searchParams.has('profile_id')).toBe(false);
  });

  it('shows the summary cards from the counts', async () => {
    open();
    await getStatus();
    const card = async (title: string) =>
      within(await screen.findByRole('region', { name: title })).getByRole('paragraph').textContent;
    expect(await card('Successful')).toBe('1');
    expect(await card('Failed')).toBe('1');
    expect(await card('Pending')).toBe('1');
    expect(await card('Total Polls')).toBe('10');
    expect(await card('Average Polls')).toBe('3.33');
    expect(await card('Average Turn Around Time')).toBe('9.38 min');
    expect(await card('Reports per Day')).toBe('0.43');
    expect(screen.getByRole('region', { name: 'Reports per Day by Status' })).toBeTruthy();
  });

  it('lists the columns, and the tabs All, Failed, Pending, Successful show their rows', async () => {
    open();
    await getStatus();
    const table = await screen.findByRole('table', { name: 'All report requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'ID',
      'Data Start Date',
      'Data End Date',
      'Seller Name',
      'Profile ID',
      'Report Type',
      'Status',
      'Report Request Time',
      'Status Last Updated',
      'Turn Around Time in minutes',
      'Error Message',
    ]);
    expect(shownIds()).toEqual([3, 2, 1]);
    // The turn-around is blank while pending, shown for finished requests.
    const cells = (id: number) =>
      within(screen.getByTestId(`report-row-${id}`))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(3)[9]).toBe('');
    expect(cells(3)[6]).toBe('POLLING');
    expect(cells(2)[9]).toBe('12.25');
    expect(cells(2)[10]).toBe('HTTP 403: Request has expired');
    expect(cells(2)[5]).toBe('Sponsored Products Targeting');
    tab(/^Failed/);
    expect(shownIds()).toEqual([2]);
    tab(/^Pending/);
    expect(shownIds()).toEqual([3]);
    tab(/^Successful/);
    expect(shownIds()).toEqual([1]);
    tab(/^All/);
    expect(shownIds()).toEqual([3, 2, 1]);
    expect(screen.getByRole('tab', { name: 'Failed (1)' })).toBeTruthy();
  });

  it('enables Profile once a marketplace is chosen, grouped by seller, and sends the filters', async () => {
    const net = open();
    const profile = (await screen.findByRole('combobox', { name: 'Profile' })) as HTMLInputElement;
    expect(profile.disabled).toBe(true);
    expect(net.count('GET', '/reports/profiles')).toBe(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Marketplace' }));
    // Only Amazon marketplaces are offered.
    expect(screen.queryByRole('option', { name: /Bol NL/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: /Amazon US/ }));
    await waitFor(() => expect(profile.disabled).toBe(false));
    fireEvent.mouseDown(profile);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1001 — seller', '2002 — vendor']);
    expect(within(listbox).getByText('Acme US')).toBeTruthy();
    expect(within(listbox).getByText('Zeta Goods')).toBeTruthy();
    fireEvent.click(within(listbox).getByRole('option', { name: '2002 — vendor' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Report Types' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sponsored Products Targeting' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Report Types' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sponsored Products Campaigns' }));
    await getStatus();
    await waitFor(() => expect(net.count('GET', '/reports/status')).toBe(1));
    const q = net.calls.find((c) => c.url.pathname === '/reports/status')!.url.searchParams;
    expect(q.get('mp_id')).toBe('4');
    expect(q.get('profile_id')).toBe('2002');
    // The chosen types, in the address's order (sorted, so the same choice is always the same address).
    expect(q.getAll('report_types')).toEqual(['spCampaigns', 'spTargeting']);
  });

  const statusCalls = (net: ReturnType<typeof open>) =>
    net.calls.filter((c) => c.url.pathname === '/reports/status');
  async function chooseAll() {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
    fireEvent.click(await screen.findByRole('option', { name: /Amazon US/ }));
    const profile = screen.getByRole('combobox', { name: 'Profile' }) as HTMLInputElement;
    await waitFor(() => expect(profile.disabled).toBe(false));
    fireEvent.mouseDown(profile);
    fireEvent.click(await screen.findByRole('option', { name: '2002 — vendor' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Report Types' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sponsored Products Targeting' }));
  }
  const expectChosen = async () => {
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Profile' }) as HTMLInputElement).value).toBe(
        '2002 — vendor',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Marketplace' }) as HTMLInputElement).value).toBe(
      'Amazon US',
    );
    expect(screen.getByRole('button', { name: 'Sponsored Products Targeting' })).toBeTruthy();
  };

  it('keeps the applied filters in the address: a reload shows the same statuses', async () => {
    const first = open();
    await chooseAll();
    await getStatus();
    await screen.findByRole('tab', { name: /All/ });
    const address = first.view.router.state.location;
    expect(address.search).toContain('profile=2002');
    first.view.unmount();
    const again = open({}, `${address.pathname}${address.search}`);
    await screen.findByRole('tab', { name: /All/ });
    const q = statusCalls(again)[0]!.url.searchParams;
    expect([q.get('mp_id'), q.get('profile_id'), q.getAll('report_types')]).toEqual([
      '4',
      '2002',
      ['spTargeting'],
    ]);
    await expectChosen();
  });

  it('a second visit without filters in the address restores the last choice', async () => {
    const first = open();
    await chooseAll();
    await getStatus();
    await screen.findByRole('tab', { name: /All/ });
    first.view.unmount();
    const second = open();
    await screen.findByRole('tab', { name: /All/ });
    expect(statusCalls(second)[0]!.url.searchParams.get('profile_id')).toBe('2002');
    await expectChosen();
    await waitFor(() => expect(second.view.router.state.location.search).toContain('profile=2002'));
  });

  it("applies a link's filters", async () => {
    const net = open({}, '/marketing/report-status?start=2026-10-01&end=2026-10-31&mp=4&type=spSearchTerm');
    await screen.findByRole('tab', { name: /All/ });
    const q = statusCalls(net)[0]!.url.searchParams;
    expect([q.get('start_date'), q.get('end_date'), q.get('mp_id')]).toEqual([
      '2026-10-01',
      '2026-10-31',
      '4',
    ]);
    expect(q.has('profile_id')).toBe(false);
    expect(q.getAll('report_types')).toEqual(['spSearchTerm']);
  });

  it("warns 'Please select a valid date range.' for an end before the start and asks nothing", async () => {
    const net = open();
    await screen.findByRole('button', { name: T.getStatus });
    const ui = userEvent.setup();
    // The End Date's year typed as 2001: before the start.
    await ui.click(screen.getAllByRole('spinbutton', { name: 'Year' })[1]!);
    await ui.keyboard('2001');
    await getStatus();
    expect((await screen.findByTestId('report-status-warning')).textContent).toBe(T.invalidRange);
    expect(T.invalidRange).toBe('Please select a valid date range.');
    expect(net.count('GET', '/reports/status')).toBe(0);
  });

  it('shows the empty text for an answer without rows', async () => {
    open({
      'GET /reports/status': () =>
        json(200, { ...ANSWER, datagrid_rows: [], counts: { ...ANSWER.counts, successful: 0 } }),
    });
    await getStatus();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((await screen.findByTestId('report-status-empty')).textContent).toBe(T.empty);
    expect(screen.queryByRole('tab', { name: /All/ })).toBeNull();
  });

  it("says 'Failed to fetch report statuses.' when the call fails without a detail", async () => {
    open({ 'GET /reports/status': () => json(500, {}) });
    await getStatus();
    expect((await screen.findByTestId('report-status-error')).textContent).toBe(
      'Failed to fetch report statuses.',
    );
  });

  it('shows the server detail when there is one', async () => {
    open({ 'GET /reports/status': () => json(404, { detail: 'Profile not found' }) });
    await getStatus();
    expect((await screen.findByTestId('report-status-error')).textContent).toBe('Profile not found');
  });

  it("says 'Could not load report types filter.' when the types fail", async () => {
    open({ 'GET /reports/types': () => json(500, {}) });
    expect((await screen.findByTestId('report-types-error')).textContent).toBe(
      'Could not load report types filter.',
    );
  });

  it('opens the help dialog that explains the page and the permission', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'About AMS Reports Pull Status' });
    expect(dialog.textContent).toContain('marketing:ams_reports_status:view');
    expect(dialog.textContent).toContain('turn around time');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the date range rule', () => {
  const draft = (start: string, end: string) => ({
    start: dayjs(start),
    end: dayjs(end),
    mpId: null,
    profileId: null,
    reportTypes: [],
  });
  it("refuses an end before the start or a missing date (the page warns 'Please select a valid date range.')", () => {
    expect(requestOf(draft('2026-11-10', '2026-11-09'))).toBeNull();
    expect(requestOf(draft('', '2026-11-09'))).toBeNull();
    expect(requestOf(draft('2026-11-09', '2026-11-09'))).toEqual({
      start_date: '2026-11-09',
      end_date: '2026-11-09',
      report_types: [],
    });
  });
});
