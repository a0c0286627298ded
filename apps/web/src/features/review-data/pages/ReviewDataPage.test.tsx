import {
  REVIEW_DATA_COLUMNS,
  REVIEW_DATA_GROUPS,
  type ReviewDataRow,
  REVIEW_DATA_TEXT as T,
} from '@marketdesk/contracts/review-data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { convertedNote } from '../../../shared/format/format';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const row = (n: number, patch: Partial<ReviewDataRow> = {}): ReviewDataRow => ({
  sku_id: n,
  sku_code: `SKU-${n}`,
  sku_name: `Thing ${n}`,
  brand_name: 'Acme',
  category: 'Home',
  subcategory: null,
  is_focus_sku: n === 1,
  LBB: 12.5,
  is_stranded: false,
  stock_p1_wh: 10,
  stock_fba: 5,
  total_stock: 15,
  stock_cover: 7.5,
  fba_overage_above_90: 3,
  fba_overage_above_180: 1,
  overage_fee: 1.5,
  po_shipped_previous: 4,
  po_shipped_current: 6,
  fill_rate_previous: 80,
  fill_rate_current: 100,
  sales_units_previous: 9,
  sales_units_current: 12,
  sales_amount_previous: 90,
  sales_amount_current: 1234.5,
  df_units_previous: 0,
  df_units_current: 1,
  df_amount_previous: 0,
  df_amount_current: 10,
  payment_received: 800,
  payment_to_receive: 100,
  loss_amount_current: 20,
  returns_count: 2,
  az_ranking: 1500,
  marketing_clicks_previous: 10,
  marketing_clicks_current: 20,
  marketing_units_previous: 1,
  marketing_units_current: 2,
  marketing_sales_previous: 50,
  marketing_sales_current: 60,
  marketing_spend_previous: 5,
  marketing_spend_current: 15,
  acos_previous: 10,
  acos_current: 25,
  ...patch,
});

const SUMMARY = {
  total_skus: 130,
  total_stock_p1_wh: 1300,
  total_stock_fba: 650,
  total_sales_current: 160485,
  period_comparison: { sales_growth_percent: 12.5, units_growth_percent: null },
  total_payment_received: 1000,
  total_payment_to_receive: 200,
  total_loss_amount: 30,
  total_returns: 4,
  marketplaces: [{ mp_id: 4, name: 'Amazon DE', short_code: 'AZ_DE' }],
};

function open(routes: Parameters<typeof mockFetch>[0] = {}, admin = false, entry = '/review-data') {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, [marketplace(4, 'Amazon DE', 'AZ_DE')]),
    'GET /review-data/summary': () => json(200, SUMMARY),
    'POST /review-data/': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { page: number; page_size: number };
      const all = Array.from({ length: 130 }, (_, i) => row(i + 1));
      const data = all.slice((body.page - 1) * body.page_size, body.page * body.page_size);
      return json(200, {
        data,
        page: body.page,
        page_size: body.page_size,
        total_count: all.length,
        total_pages: Math.ceil(all.length / body.page_size),
      });
    },
    ...routes,
  });
  // A seller picks from the warehouses assigned to them (the session's safelist).
  signedIn(
    user({
      roles: [role(1, admin ? 'Client Admin' : 'Seller', ['review_data:view'])],
      warehouses: [{ pk_warehouse_id: 9, name: 'Berlin', marketplaces: [4] }],
    }),
  );
  const view = renderRoutes(entry);
  return Object.assign(net, { view });
}

async function chooseWarehouse() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Warehouse' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Berlin' }));
}
const generate = () => fireEvent.click(screen.getByRole('button', { name: T.generate }));

describe('Review Data (/review-data)', { timeout: 60_000 }, () => {
  it('is idle until Generate and asks for a warehouse and both date ranges first', async () => {
    const net = open();
    expect(net.count('GET', '/warehouses/all')).toBe(0);
    await screen.findByText(T.idle);
    generate();
    await screen.findByText('Please select a warehouse and both date ranges.');
    expect(net.count('POST', '/review-data/')).toBe(0);
  });

  it('a client admin picks from every warehouse of the client, a seller only from theirs', async () => {
    const warehouse = (id: number, name: string) => ({
      pk_warehouse_id: id,
      name,
      ...Object.fromEntries(
        ['address', 'city', 'state', 'country', 'zip_code', 'email_id', 'poc_name', 'poc_number'].map((k) => [
          k,
          'x',
        ]),
      ),
    });
    const net = open(
      { 'GET /warehouses/all': () => json(200, [warehouse(9, 'Berlin'), warehouse(11, 'Austin')]) },
      true,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Warehouse' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Austin', 'Berlin']);
    expect(net.count('GET', '/warehouses/all')).toBe(1);
  });

  it('shortcuts set the current period and the equal-length period before it', async () => {
    const net = open();
    await chooseWarehouse();
    fireEvent.click(await screen.findByRole('button', { name: 'Last 7 Days' }));
    expect(screen.getByRole('button', { name: 'Last 7 Days' }).getAttribute('aria-pressed')).toBe('true');
    generate();
    await waitFor(() => expect(net.count('POST', '/review-data/')).toBe(1));
    const body = JSON.parse(String(net.calls.find((c) => c.method === 'POST')!.init.body));
    const today = dayjs().startOf('day');
    const d = (n: number) => today.subtract(n, 'day').format('YYYY-MM-DD');
    expect([body.current_start_date, body.current_end_date]).toEqual([d(6), d(0)]);
    expect([body.previous_start_date, body.previous_end_date]).toEqual([d(13), d(7)]);
  });

  it('generates: the summary cards and the grouped grid, 100 rows a page from the server, percentages divided by 100', async () => {
    const net = open();
    await chooseWarehouse();
    generate();
    expect(await screen.findByTestId('summary-skus')).toHaveProperty('textContent', '130');
    expect(screen.getByTestId('summary-sales').textContent).toBe('$160,485.00');
    expect(screen.getByTestId('summary-stock').textContent).toBe('1,950 (P1 WH 1,300 · FBA 650)');
    expect(screen.getByRole('region', { name: 'Sales Growth' }).textContent).toContain('+12.50%');
    const table = await screen.findByRole('table', { name: 'Review data' });
    const [groups, headers] = within(table).getAllByRole('row');
    // The spec's groups in order (their names are checked in contracts).
    expect(
      within(groups!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([...REVIEW_DATA_GROUPS]);
    expect(within(headers!).getAllByRole('columnheader')).toHaveLength(REVIEW_DATA_COLUMNS.length);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2 + 100));
    const first = within(table).getAllByRole('row')[2]!;
    const cell = (label: string) =>
      within(first).getAllByRole('cell')[REVIEW_DATA_COLUMNS.findIndex((c) => c.label === label)]!
        .textContent;
    expect(cell('LBB')).toBe('12.50%');
    expect(cell('Fill Rate (Prev)')).toBe('80.00%');
    expect(cell('ACOS (Curr)')).toBe('25.00%');
    expect(cell('Sales (Curr)')).toBe('$1,234.50');
    expect(cell('Focus SKU')).toBe('Yes');
    const body = JSON.parse(String(net.calls.find((c) => c.method === 'POST')!.init.body));
    expect(body).toMatchObject({ warehouse_id: 9, page: 1, page_size: 100, currency_code: 'USD' });
    expect(body.mp_id).toBeUndefined();
    const summary = net.calls.find((c) => c.url.pathname === '/review-data/summary')!.url.searchParams;
    expect(summary.get('warehouse_id')).toBe('9');
    expect(summary.get('current_start_date')).toBe(body.current_start_date);
  });

  it('says which currency the report converted to (the chosen one) and shows its amounts in it', async () => {
    open();
    await chooseWarehouse();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    generate();
    expect(await screen.findByTestId('summary-sales')).toHaveProperty('textContent', '€160,485.00');
    expect(screen.getByTestId('converted-note').textContent).toBe(convertedNote('EUR'));
  });

  it('a 404 shows the server detail in a banner', async () => {
    open({ 'GET /review-data/summary': () => json(404, { detail: 'Warehouse not found' }) });
    await chooseWarehouse();
    generate();
    await screen.findByText('Warehouse not found');
  });

  it('a failed summary without a detail says so', async () => {
    open({ 'GET /review-data/summary': () => json(500, {}) });
    await chooseWarehouse();
    generate();
    expect((await screen.findAllByText(T.summaryFailed)).length).toBeGreaterThan(0);
  });

  it('an empty report says there are no SKUs; Reset goes back to idle', async () => {
    open({
      'GET /review-data/summary': () => json(200, { ...SUMMARY, total_skus: 0 }),
      'POST /review-data/': () =>
        json(200, { data: [], page: 1, page_size: 100, total_count: 0, total_pages: 0 }),
    });
    await chooseWarehouse();
    generate();
    await screen.findByText(T.noRows);
    fireEvent.click(screen.getByRole('button', { name: T.reset }));
    await screen.findByText(T.idle);
  });

  it('Download CSV starts the background task with the filter', async () => {
    const net = open({
      'GET /review-data/download/csv': () => json(200, { task_id: '8f14e45f-ceea-467f-a0e6-0a0f1a2b3c4d' }),
    });
    await chooseWarehouse();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(net.count('GET', '/review-data/download/csv')).toBe(1));
    const q = net.calls.find((c) => c.url.pathname === '/review-data/download/csv')!.url.searchParams;
    expect(q.get('warehouse_id')).toBe('9');
  });

  const summaryCall = (net: ReturnType<typeof open>) =>
    net.calls.find((c) => c.url.pathname === '/review-data/summary')!.url.searchParams;
  const periods = (q: URLSearchParams) =>
    ['previous_start_date', 'previous_end_date', 'current_start_date', 'current_end_date'].map((k) =>
      q.get(k),
    );

  it('keeps the generated filters in the address: a reload shows the same report', async () => {
    const first = open();
    await chooseWarehouse();
    fireEvent.click(await screen.findByRole('button', { name: 'Last 7 Days' }));
    generate();
    await screen.findByTestId('summary-skus');
    const before = periods(summaryCall(first));
    const address = first.view.router.state.location;
    expect(address.search).toContain('warehouse=9');
    first.view.unmount();
    const again = open({}, false, `${address.pathname}${address.search}`);
    await screen.findByTestId('summary-skus');
    expect(summaryCall(again).get('warehouse_id')).toBe('9');
    expect(periods(summaryCall(again))).toEqual(before);
    expect(screen.getByRole('button', { name: 'Last 7 Days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a second visit without filters in the address restores the last choice; Reset forgets it', async () => {
    const first = open();
    await chooseWarehouse();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    generate();
    await screen.findByTestId('summary-skus');
    first.view.unmount();
    const second = open();
    await screen.findByTestId('summary-skus');
    expect(summaryCall(second).get('warehouse_id')).toBe('9');
    expect(summaryCall(second).get('currency_code')).toBe('EUR');
    await waitFor(() => expect(second.view.router.state.location.search).toContain('currency=EUR'));
    fireEvent.click(screen.getByRole('button', { name: T.reset }));
    await screen.findByText(T.idle);
    second.view.unmount();
    open();
    await screen.findByText(T.idle);
  });

  it("applies a link's warehouse, marketplace and both periods", async () => {
    const net = open(
      {},
      false,
      '/review-data?warehouse=9&mp=4&prev_start=2026-09-01&prev_end=2026-09-30&start=2026-10-01&end=2026-10-30',
    );
    await screen.findByTestId('summary-skus');
    const q = summaryCall(net);
    expect(periods(q)).toEqual(['2026-09-01', '2026-09-30', '2026-10-01', '2026-10-30']);
    expect([q.get('warehouse_id'), q.get('mp_id')]).toEqual(['9', '4']);
  });
});
