import type { SalesAnswer } from '@marketdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectClient } from '../../../shared/session/store';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const today = dayjs();
const d0 = today.startOf('month').format('YYYY-MM-DD');
const d1 = today.format('YYYY-MM-DD');
const AZ = {
  pk_mp_id: 1,
  name: 'Amazon US',
  short_code: 'AZ_US',
  country_code: 'US',
  currency_code: 'USD',
  website_url: 'https://www.amazon.com',
};
const NN = {
  pk_mp_id: 4,
  name: 'Noon UAE',
  short_code: 'NN_AE',
  country_code: 'AE',
  currency_code: 'AED',
  website_url: 'https://www.noon.com',
};
const day = (R: number, PO = 0, DF = 0, ret = 0) => ({
  sales_R: R,
  sales_PO: PO,
  sales_DF: DF,
  num_returns: ret,
});
const SALES: SalesAnswer = {
  summary: { total_sales_amount: 1234.5, total_returns: 3 },
  daily: { '1': { [d0]: day(1000, 200, 0, 2) }, '4': { [d1]: day(34.5, 0, 0, 1) } },
};
const MARKETING = {
  summary: { total_ams_sales: 300, total_ams_spend: 45.25 },
  daily: { '1': { [d0]: { ams_sales: 300, ams_spend: 45.25 } } },
};
const FORECAST = {
  '1': {
    forecast_dates: [today.add(1, 'day').format('YYYY-MM-DD'), today.add(2, 'day').format('YYYY-MM-DD')],
    forecast_values: [10, 12],
    confidence_lower: [5, 6],
    confidence_upper: [15, 18],
  },
};

function api(overrides: Record<string, () => Response> = {}) {
  return mockFetch({
    'GET /dashboard/sales/daily': () => json(200, SALES),
    'GET /dashboard/marketing/daily': () => json(200, MARKETING),
    'GET /dashboard/forecast': () => json(200, FORECAST),
    'GET /marketplaces': () =>
      json(200, [AZ, NN, { ...AZ, pk_mp_id: 9, name: 'Otto Germany', short_code: 'OT_DE' }]),
    'GET /data/sku/suggestions': () => json(200, { suggestions: [{ sku_code: 'ACME-001' }] }),
    ...overrides,
  });
}

// The page is a lazy route: transform it once up front so the first test does not pay for it in its waits.
beforeAll(() => Promise.all([import('./DashboardPage'), import('../components/DashboardBody')]), 120_000);
vi.setConfig({ testTimeout: 90_000 });

const kpi = (id: string) => screen.findByTestId(`kpi-${id}-value`);

describe('/dashboard', () => {
  beforeEach(() =>
    signedIn(
      user({
        roles: [role(1, 'Seller', ['dashboard:view'])],
        marketplaces: [AZ, NN],
        brands: [{ pk_brand_id: 5, brand_name: 'Acme' }],
      }),
    ),
  );

  it('loads the defaults once: month start to today in USD for the selected client, and shows the figures', async () => {
    const net = api();
    renderRoutes('/dashboard');
    expect((await kpi('total-sales')).textContent).toBe('$1,234.50');
    expect((await kpi('total-returns')).textContent).toBe('3');
    expect((await kpi('ams-sales')).textContent).toBe('$300.00');
    expect((await kpi('ams-spend')).textContent).toBe('$45.25');
    const breakdown = screen.getByTestId('kpi-total-sales-breakdown').textContent;
    expect(breakdown).toContain('Regular: $1,034.50');
    expect(breakdown).toContain('PO: $200.00');
    expect(breakdown).not.toContain('DF');
    const sent = net.calls.find((c) => c.url.pathname === '/dashboard/sales/daily')!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      start_date: d0,
      end_date: d1,
      currency_code: 'USD',
      client_id: '1',
    });
    const fc = net.calls.find((c) => c.url.pathname === '/dashboard/forecast')!.url.searchParams;
    expect([fc.get('metric'), fc.get('granularity'), fc.get('forecast_periods')]).toEqual([
      'sales',
      'Daily',
      '30',
    ]);
    expect(screen.getByTestId('welcome-line').textContent).toBe(
      'Welcome, Ada Lovelace | Acme Home | ada@acme.test',
    );
    expect(net.count('GET', '/dashboard/sales/daily')).toBe(1);
    // Table rows of both answers, the share by marketplace, the greyed logo of a marketplace not assigned.
    expect(await screen.findByRole('gridcell', { name: 'Noon UAE' })).toBeTruthy();
    expect(within(screen.getByTestId('share-pie')).getByText('$1,200.00 (97.21%)')).toBeTruthy();
    expect(screen.getByTestId('mp-logo-OT_DE').getAttribute('data-disabled')).toBe('true');
    expect(screen.getByTestId('mp-logo-AZ_US').getAttribute('data-disabled')).toBe('false');
  });

  it('says which currency its amounts were converted to (a link asking EUR shows euros)', async () => {
    api();
    renderRoutes('/dashboard?currency=EUR');
    expect((await kpi('total-sales')).textContent).toBe('€1,234.50');
    expect(screen.getByTestId('converted-note').textContent).toBe(
      "Amounts in EUR, converted from each marketplace's currency at each day's rate.",
    );
    // The details table too: its amounts in euros, its count plain.
    const details = screen.getByTestId('details-table');
    expect(await within(details).findByRole('gridcell', { name: '€1,200.00' })).toBeTruthy();
    expect(within(details).getByRole('gridcell', { name: '€45.25' })).toBeTruthy();
    expect(within(details).queryByRole('gridcell', { name: /\$/ })).toBeNull();
  });

  it('draws the forecast dashed after the actual line with a band', async () => {
    api();
    renderRoutes('/dashboard');
    await kpi('total-sales');
    const chart = screen.getByTestId('trends-chart');
    await waitFor(() => expect(chart.querySelector('[data-testid="forecast-band-1"]')).not.toBeNull());
    const dashed = chart.querySelector('[data-testid="line-forecast-1"]')!;
    expect(dashed.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(chart.querySelector('[data-testid="line-actual-1"]')!.getAttribute('stroke-dasharray')).toBeNull();
  });

  it('shows the permission text on a 403 and each load error apart', async () => {
    api({
      'GET /dashboard/sales/daily': () => json(403, { detail: 'Not allowed' }),
      'GET /dashboard/marketing/daily': () => json(500, { detail: 'Database unavailable' }),
      'GET /dashboard/forecast': () => json(500, {}),
    });
    renderRoutes('/dashboard');
    expect((await screen.findByTestId('kpi-total-sales-error')).textContent).toBe(
      'You do not have permission to view this data',
    );
    expect((await screen.findByTestId('kpi-ams-spend-error')).textContent).toBe('500: Database unavailable');
    expect((await screen.findByTestId('trends-error')).textContent).toBe(
      'You do not have permission to view this data',
    );
  });

  it('says so when the forecast fails and when a chart has no series', async () => {
    api({
      'GET /dashboard/sales/daily': () =>
        json(200, { summary: { total_sales_amount: 0, total_returns: 0 }, daily: {} }),
      'GET /dashboard/forecast': () => json(502, {}),
    });
    renderRoutes('/dashboard');
    expect((await screen.findByTestId('trends-empty')).textContent).toBe(
      'No data available for the selected metric.',
    );
    expect((await screen.findByTestId('forecast-error')).textContent).toBe('Forecast request failed.');
    expect(screen.getByTestId('share-empty').textContent).toBe('No data available for the selected metric.');
  });

  it('GO applies the filters, Reset restores the defaults with its toast, Refresh repeats the last filters', async () => {
    const net = api();
    renderRoutes('/dashboard');
    await kpi('total-sales');
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('combobox', { name: 'Marketplaces' }));
    await ui.click(await screen.findByRole('option', { name: 'Noon UAE' }));
    await ui.click(screen.getByRole('button', { name: 'GO' }));
    await waitFor(() => expect(net.count('GET', '/dashboard/sales/daily')).toBe(2));
    expect(
      net.calls
        .filter((c) => c.url.pathname === '/dashboard/sales/daily')[1]!
        .url.searchParams.getAll('mp_id'),
    ).toEqual(['4']);
    await ui.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(net.count('GET', '/dashboard/sales/daily')).toBe(3));
    expect(
      net.calls
        .filter((c) => c.url.pathname === '/dashboard/sales/daily')[2]!
        .url.searchParams.getAll('mp_id'),
    ).toEqual(['4']);
    await ui.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Filters have been reset to default')).toBeTruthy();
    await waitFor(() => expect(net.count('GET', '/dashboard/sales/daily')).toBe(4));
    expect(net.calls.at(-1)!.url.searchParams.getAll('mp_id')).toEqual([]);
  });

  it('reloads with the same filters when the selected client changes', async () => {
    const net = api();
    renderRoutes('/dashboard');
    await kpi('total-sales');
    act(() => selectClient(2));
    // The shell also invalidates tenant queries on a switch, so the new client may be asked twice.
    const forClient = (id: string) =>
      net.calls.filter(
        (c) => c.url.pathname === '/dashboard/sales/daily' && c.url.searchParams.get('client_id') === id,
      );
    await waitFor(() => expect(forClient('2').length).toBeGreaterThan(0));
    const last = forClient('2').at(-1)!.url.searchParams;
    expect([last.get('client_id'), last.get('start_date'), last.get('end_date')]).toEqual(['2', d0, d1]);
  });

  it('rolling window: a non-number resets to 1, above the count shows Max: n', async () => {
    api();
    renderRoutes('/dashboard');
    await kpi('total-sales');
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('combobox', { name: 'Type' }));
    await ui.click(await screen.findByRole('option', { name: 'Rolling Avg' }));
    const field = screen.getByTestId('rolling-window') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(field.value).toBe('1');
    const count = today.date();
    fireEvent.change(field, { target: { value: String(count + 5) } });
    expect(await screen.findByText(`Max: ${count}`)).toBeTruthy();
  });

  it('SKU typeahead: searches from 3 characters after 500 ms and toasts a failure', async () => {
    const net = api({ 'GET /data/sku/suggestions': () => json(500, {}) });
    renderRoutes('/dashboard');
    await kpi('total-sales');
    const sku = screen.getByRole('combobox', { name: 'SKUs' });
    act(() => sku.focus());
    fireEvent.change(sku, { target: { value: 'AC' } });
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(net.count('GET', '/data/sku/suggestions')).toBe(0);
    fireEvent.change(sku, { target: { value: 'ACM' } });
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(net.count('GET', '/data/sku/suggestions')).toBe(0);
    expect(await screen.findByText('Failed to fetch SKU suggestions')).toBeTruthy();
    expect(
      net.calls.find((c) => c.url.pathname === '/data/sku/suggestions')!.url.searchParams.get('search'),
    ).toBe('ACM');
  });

  it('exports the table rows as CSV', async () => {
    api();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes('/dashboard');
    await kpi('total-sales');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.split('\r\n')).toEqual([
      'Marketplace,Date,Sales Amount (USD),PO Sales (USD),DF Sales (USD),Returns,AMS Sales (USD),AMS Spend (USD)',
      ...(d0 === d1
        ? [`Amazon US,${d0},1200,200,0,2,300,45.25`, `Noon UAE,${d1},34.5,0,0,1,0,0`]
        : [`Noon UAE,${d1},34.5,0,0,1,0,0`, `Amazon US,${d0},1200,200,0,2,300,45.25`]),
    ]);
  });
});

describe('/dashboard without a client', () => {
  it('GO asks to select a client first and calls nothing', async () => {
    signedIn(user({ clients: [], roles: [] }));
    const net = api();
    renderRoutes('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'GO' }));
    expect(await screen.findByText('Please select a client first')).toBeTruthy();
    expect(net.count('GET', '/dashboard/sales/daily')).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(net.count('GET', '/dashboard/sales/daily')).toBe(0);
  });
});
