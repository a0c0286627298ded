import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, textOf } from '../../../test/downloads';
import { json, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';

const PATH = '/warehouse-marketplaces/admin/multi-channel-sales-report';
const ROW = {
  fk_sku_id: 11,
  sku_code: 'LAMP-01',
  sku_name: 'Desk lamp',
  brand_name: 'Acme',
  brand_id: 3,
  sku_cost_status: 'invoice INV-7',
  fulfilled_stocks: 5,
  stock_quantity: 20,
  total_stock: 25,
  total_sales_combined: 120,
  coverage: 12.5,
  forecast_order: 171,
  amazon_recommended_order: 150,
  amazon_recommended_order_date: '2026-12-20',
  order_difference: 21,
  sales_window_days: 60,
  in_stock_days: 60,
  daily_sales_rate: 2,
  lead_time_demand: 180.4,
  safety_stock: 15.2,
  open_po_units: 0,
  forecast_model: 'hw_damped',
  forecast_mase: 0.842,
};
const ROWS = [
  ROW,
  { ...ROW, fk_sku_id: 12, sku_code: 'MUG-02', sku_name: '=HYPERLINK("x")', sku_cost_status: null },
  { ...ROW, fk_sku_id: '13', sku_code: 'TEXT-ID' },
  { ...ROW, fk_sku_id: undefined, sku_code: 'NO-ID' },
];

const seller = () =>
  user({
    roles: [role(1, 'Seller', ['auto_ordering:view'])],
    warehouses: [{ pk_warehouse_id: 4, name: 'Leeds DC', marketplaces: [1] }],
  });

async function fetchReport() {
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('button', { name: 'Fetch Report' }));
  return ui;
}

describe('/forcast-working', () => {
  beforeEach(() => signedIn(seller()));
  afterEach(() => vi.restoreAllMocks());

  it('asks for the last 60 days and 90 coverage days of the warehouse, then shows the answer in the grid', async () => {
    const net = mockFetch({ [`GET ${PATH}`]: () => json(200, ROWS) });
    renderRoutes('/forcast-working');
    expect(await screen.findByText('Choose a warehouse and dates, then Fetch Report.')).toBeTruthy();
    expect(net.count('GET', PATH)).toBe(0);
    await fetchReport();
    const grid = await screen.findByTestId('auto-ordering-grid');
    const q = net.calls.find((c) => c.url.pathname === PATH)!.url.searchParams;
    expect(q.get('warehouse_id')).toBe('4');
    expect(q.get('start_date')).toBe(`${dayjs().subtract(59, 'day').format('YYYY-MM-DD')}T00:00:00`);
    expect(q.get('end_date')).toBe(`${dayjs().format('YYYY-MM-DD')}T23:59:59`);
    expect(q.get('coverage_days')).toBe('90');
    // Fetch Report again asks again (a forecast of now), with the same filter.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fetch Report' }));
    await waitFor(() => expect(net.count('GET', PATH)).toBe(2));
    const headers = within(grid).getAllByRole('columnheader').map(readText);
    expect(headers).toContain('Replen Status');
    // Labels, not field names (issue 29 item 6).
    for (const label of [
      'SKU Code',
      'Fulfilled Stock',
      'Forecast Order',
      'Forecast MASE',
      'Lead-Time Demand',
    ])
      expect(headers).toContain(label);
    expect(headers.filter((h) => h.includes('_'))).toEqual([]);
    expect(headers).not.toContain('fk_sku_id');
    expect(headers).not.toContain('brand_id');
    expect(headers).not.toContain('sku_cost_status');
    // Rows without a numeric fk_sku_id are discarded.
    expect(within(grid).getByText('LAMP-01')).toBeTruthy();
    expect(within(grid).getByText('MUG-02')).toBeTruthy();
    expect(within(grid).queryByText('TEXT-ID')).toBeNull();
    expect(within(grid).queryByText('NO-ID')).toBeNull();
    expect(within(grid).getAllByText('hw_damped')).toHaveLength(2);
    expect(within(grid).getAllByText('0.842')).toHaveLength(2);
    // Amazon's restock advice beside the forecast order, and the difference.
    for (const label of ['Amazon Recommended Order', 'Amazon Order By', 'Forecast − Amazon'])
      expect(headers).toContain(label);
    expect(headers.indexOf('Amazon Recommended Order')).toBe(headers.indexOf('Forecast Order') + 1);
    expect(within(grid).getAllByText('150')).toHaveLength(2);
    expect(within(grid).getAllByText('2026-12-20')).toHaveLength(2);
    expect(within(grid).getAllByText('21')).toHaveLength(2);
  });

  it('searches the rows 400 ms after typing and downloads what it shows, formula-safe', async () => {
    mockFetch({ [`GET ${PATH}`]: () => json(200, ROWS) });
    renderRoutes('/forcast-working');
    const ui = await fetchReport();
    const grid = await screen.findByTestId('auto-ordering-grid');
    await ui.type(screen.getByLabelText('Search in results'), 'mug');
    // Not at once: the search waits for typing to stop.
    expect(within(grid).getByText('LAMP-01')).toBeTruthy();
    await waitFor(() => expect(within(grid).queryByText('LAMP-01')).toBeNull());
    expect(within(grid).getByText('MUG-02')).toBeTruthy();
    const saved = catchDownloads();
    await ui.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^auto_ordering_Leeds_DC_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await textOf(saved[0]!.blob)).split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Replen Status');
    expect(lines[0]).not.toContain('fk_sku_id');
    expect(lines[1]).toContain('MUG-02');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    await ui.clear(screen.getByLabelText('Search in results'));
    await ui.type(screen.getByLabelText('Search in results'), 'nothing-like-it');
    expect(await screen.findByText('No SKUs match the search.')).toBeTruthy();
  });

  it("refuses an answer that is not an array with the spec's text", async () => {
    mockFetch({ [`GET ${PATH}`]: () => json(200, { rows: ROWS }) });
    renderRoutes('/forcast-working');
    await fetchReport();
    expect((await screen.findByTestId('auto-ordering-error')).textContent).toBe(
      'Unexpected API response format: expected an array',
    );
  });

  it("shows the server's detail, else 'Error fetching data', and the empty state", async () => {
    mockFetch({ [`GET ${PATH}`]: () => json(404, { detail: 'Warehouse not found' }) });
    const first = renderRoutes('/forcast-working');
    await fetchReport();
    expect((await screen.findByTestId('auto-ordering-error')).textContent).toBe('Warehouse not found');
    first.unmount();
    mockFetch({ [`GET ${PATH}`]: () => json(500, {}) });
    const second = renderRoutes('/forcast-working');
    await fetchReport();
    expect((await screen.findByTestId('auto-ordering-error')).textContent).toBe('Error fetching data');
    second.unmount();
    mockFetch({ [`GET ${PATH}`]: () => json(200, []) });
    renderRoutes('/forcast-working');
    await fetchReport();
    expect((await screen.findByTestId('auto-ordering-empty')).textContent).toBe(
      'No SKUs found for this warehouse.',
    );
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps coverage days at 1 or more, and sends the days typed', async () => {
    const net = mockFetch({ [`GET ${PATH}`]: () => json(200, ROWS) });
    renderRoutes('/forcast-working');
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Coverage Days');
    await ui.clear(field);
    await ui.type(field, '0');
    expect(await screen.findByText('Coverage days must be at least 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fetch Report' }).hasAttribute('disabled')).toBe(true);
    await ui.clear(field);
    await ui.type(field, '14');
    await ui.click(screen.getByRole('button', { name: 'Fetch Report' }));
    await screen.findByTestId('auto-ordering-grid');
    expect(net.calls.find((c) => c.url.pathname === PATH)!.url.searchParams.get('coverage_days')).toBe('14');
  });

  it("offers a client admin the client's warehouses", async () => {
    signedIn(user({ roles: [role(1, 'Client Admin', [])] }));
    const net = mockFetch({
      'GET /warehouses/all': () =>
        json(200, [
          {
            pk_warehouse_id: 8,
            name: 'York',
            address: 'a',
            city: 'c',
            state: 's',
            country: 'GB',
            zip_code: 'z',
            email_id: 'y@a.test',
            poc_name: 'p',
            poc_number: '1',
          },
          {
            pk_warehouse_id: 9,
            name: 'Bristol',
            address: 'a',
            city: 'c',
            state: 's',
            country: 'GB',
            zip_code: 'z',
            email_id: 'b@a.test',
            poc_name: 'p',
            poc_number: '1',
          },
        ]),
      [`GET ${PATH}`]: () => json(200, ROWS),
    });
    renderRoutes('/forcast-working');
    const ui = userEvent.setup();
    // Two warehouses: none chosen yet, so nothing can be fetched.
    await waitFor(() => expect(net.count('GET', '/warehouses/all')).toBe(1));
    expect(screen.getByRole('button', { name: 'Fetch Report' }).hasAttribute('disabled')).toBe(true);
    await ui.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Bristol', 'York']);
    await ui.click(screen.getByRole('option', { name: 'York' }));
    await ui.click(screen.getByRole('button', { name: 'Fetch Report' }));
    await screen.findByTestId('auto-ordering-grid');
    expect(net.calls.find((c) => c.url.pathname === PATH)!.url.searchParams.get('warehouse_id')).toBe('8');
  });

  const reportCalls = (net: ReturnType<typeof mockFetch>) => net.calls.filter((c) => c.url.pathname === PATH);

  it('keeps the fetched filters in the address: a reload shows the same report', async () => {
    const net = mockFetch({ [`GET ${PATH}`]: () => json(200, ROWS) });
    const first = renderRoutes('/forcast-working');
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Coverage Days');
    await ui.clear(field);
    await ui.type(field, '30');
    await ui.click(screen.getByRole('button', { name: 'Fetch Report' }));
    await screen.findByTestId('auto-ordering-grid');
    const address = first.router.state.location;
    expect(address.search).toContain('coverage=30');
    first.unmount();
    renderRoutes(`${address.pathname}${address.search}`);
    await screen.findByTestId('auto-ordering-grid');
    expect(reportCalls(net)).toHaveLength(2);
    expect(reportCalls(net)[1]!.url.searchParams.get('coverage_days')).toBe('30');
    expect((screen.getByLabelText('Coverage Days') as HTMLInputElement).value).toBe('30');
  });

  it('a second visit without filters in the address restores the last choice', async () => {
    const net = mockFetch({ [`GET ${PATH}`]: () => json(200, ROWS) });
    const first = renderRoutes('/forcast-working');
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Coverage Days');
    await ui.clear(field);
    await ui.type(field, '21');
    await ui.click(screen.getByRole('button', { name: 'Fetch Report' }));
    await screen.findByTestId('auto-ordering-grid');
    first.unmount();
    const second = renderRoutes('/forcast-working');
    await screen.findByTestId('auto-ordering-grid');
    const q = reportCalls(net)[1]!.url.searchParams;
    expect([q.get('warehouse_id'), q.get('coverage_days')]).toEqual(['4', '21']);
    await waitFor(() => expect(second.router.state.location.search).toContain('coverage=21'));
  });

  it("applies a link's warehouse, dates and coverage days", async () => {
    const net = mockFetch({ [`GET ${PATH}`]: () => json(200, ROWS) });
    renderRoutes('/forcast-working?warehouse=4&start=2026-06-01&end=2026-07-31&coverage=14');
    await screen.findByTestId('auto-ordering-grid');
    const q = reportCalls(net)[0]!.url.searchParams;
    expect([q.get('warehouse_id'), q.get('coverage_days')]).toEqual(['4', '14']);
    expect([q.get('start_date'), q.get('end_date')]).toEqual(['2026-06-01T00:00:00', '2026-07-31T23:59:59']);
  });
});
