import { type BusinessViewRow, BUSINESS_VIEW_TEXT as T } from '@marketdesk/contracts/business-view';
import { RECONCILIATION_TEXT as R } from '@marketdesk/contracts/reconciliation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const sales = (q: number, a: number) => ({ sales_quantity: q, sales_amount: a });
const row = (n: number, patch: Partial<BusinessViewRow> = {}): BusinessViewRow => ({
  row_number: n,
  retailer_sku: `B0${n}`,
  mp_sku_code: `SKU-${n}-DE`,
  sku_code: `SKU-${n}`,
  title: `Thing ${n}`,
  brand_name: 'Acme',
  category: 'Home',
  subcategory: null,
  normal: sales(3, 1000),
  df: sales(1, 200),
  po: sales(2, 34.5),
  total: sales(6, 1234.5),
  buybox_win_percentage: 62.5,
  sales_rank: 1520,
  rating: 4.25,
  rating_count: 321,
  sales_quantity: 6,
  sales_amount: 1234.5,
  payment: 987.65,
  num_returns: 1,
  stock_quantity_in_p1_wh: 40,
  stock_quantity_in_non_p1_wh: 12,
  stock_quantity_in_FBA: 7,
  marketing_sales: 250,
  marketing_units: 3,
  marketing_spend: 31.2,
  sessions: 1234,
  unit_session_percentage: 5.5,
  ...patch,
});
const page = (items: BusinessViewRow[], total = items.length) => ({
  items,
  next_page: null,
  current_page: 1,
  previous_page: null,
  total,
});

function open(routes: Parameters<typeof mockFetch>[0] = {}, path = '/business-view') {
  const net = mockFetch({
    'GET /marketplaces': () =>
      json(200, [
        marketplace(4, 'Amazon DE', 'AZ_DE'),
        marketplace(5, 'Noon AE', 'NN_AE', { currency_code: 'AED' }),
        marketplace(6, 'Otto DE', 'OT_DE'),
      ]),
    'GET /business_view': () =>
      json(
        200,
        page([
          row(1),
          row(2, {
            mp_sku_code: null,
            buybox_win_percentage: null,
            sessions: null,
            unit_session_percentage: null,
          }),
        ]),
      ),
    'GET /business_view/download': () => json(200, { task_id: '6f1c2f0e-0d7c-4a8e-9d47-0a5f3c1d2b11' }),
    'POST /tasks/task-status': () => json(200, []),
    ...routes,
  });
  signedIn(user({ roles: [role(1, 'Seller', ['business_view:view'])] }));
  const view = renderRoutes(path);
  return Object.assign(net, { view });
}

async function chooseMarketplace(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name: name }));
}
const generate = () => fireEvent.click(screen.getByRole('button', { name: T.generateReport }));
const headers = async () => {
  const table = await screen.findByRole('table', { name: 'Business view' });
  // The last row of the head: the column headers (below the sales kinds' group row, where there is one).
  const head = within(within(table).getAllByRole('rowgroup')[0]!).getAllByRole('row');
  return within(head[head.length - 1]!)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
};

describe('Business View (/business-view)', { timeout: 60_000 }, () => {
  it('asks for a marketplace before generating, in the spec words', async () => {
    const net = open();
    await screen.findByText(T.notGenerated);
    generate();
    await screen.findByText(T.selectMarketplaceAndDates);
    expect(net.count('GET', '/business_view')).toBe(0);
  });

  it('a linked window over 3 months is not asked for; Generate names the rule', async () => {
    const net = open({}, '/business-view?mp=4&start=2025-01-01&end=2025-06-01');
    await screen.findByText(T.notGenerated);
    generate();
    await screen.findByText(R.windowTooLong);
    expect(net.count('GET', '/business_view')).toBe(0);
  });

  it('generates the last 30 days of an AZ marketplace: every column, amounts in its currency with 2 decimals', async () => {
    const net = open();
    await chooseMarketplace('Amazon DE');
    generate();
    const shown = await headers();
    for (const h of [
      'Retailer SKU',
      'Normal Sales Qty',
      'PO Sales Amount',
      'Buy Box Win %',
      'Sales Rank',
      'Rating',
    ])
      expect(shown).toContain(h);
    expect(shown).toContain('Stock in P1 Warehouse');
    expect(shown).toContain('Marketing Spend');
    const table = screen.getByRole('table', { name: 'Business view' });
    const first = within(table).getAllByRole('row')[2]!;
    const cell = (h: string) => within(first).getAllByRole('cell')[shown.indexOf(h)]!.textContent;
    expect(cell('Total Sales Amount')).toBe('€1,234.50');
    expect(cell('Payment')).toBe('€987.65');
    expect(cell('Buy Box Win %')).toBe('62.50%');
    expect(cell('Rating')).toBe('4.25');
    expect(cell('Sales Rank')).toBe('1,520');
    // Traffic from the uploaded Business Reports.
    expect(cell('Sessions')).toBe('1,234');
    expect(cell('Conversion %')).toBe('5.50%');
    const second = within(table).getAllByRole('row')[3]!;
    expect(within(second).getAllByRole('cell')[shown.indexOf('Buy Box Win %')]!.textContent).toBe('—');
    expect(within(second).getAllByRole('cell')[shown.indexOf('Sessions')]!.textContent).toBe('—');
    expect(within(second).getAllByRole('cell')[shown.indexOf('Conversion %')]!.textContent).toBe('—');
    const q = net.calls.find((c) => c.url.pathname === '/business_view')!.url.searchParams;
    const today = dayjs().startOf('day');
    expect([q.get('mp_id'), q.get('start_date'), q.get('end_date'), q.get('size')]).toEqual([
      '4',
      today.subtract(29, 'day').format('YYYY-MM-DD'),
      today.format('YYYY-MM-DD'),
      '50',
    ]);
  });

  it('NN shows the sales only; other marketplaces the sales quantity and amount', async () => {
    open();
    await chooseMarketplace('Noon AE');
    generate();
    let shown = await headers();
    expect(shown).toContain('DF Sales Qty');
    expect(shown).not.toContain('Buy Box Win %');
    expect(shown).not.toContain('Stock in FBA');
    expect(shown).not.toContain('Sessions');
    await chooseMarketplace('Otto DE');
    generate();
    await waitFor(async () => expect(await headers()).toContain('Sales Amount'));
    shown = await headers();
    expect(shown).not.toContain('Normal Sales Qty');
    expect(shown.slice(-2)).toEqual(['Sales Quantity', 'Sales Amount']);
  });

  it('a header click sorts on the server; the quick buttons set the sales period', async () => {
    const net = open();
    await chooseMarketplace('Amazon DE');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    generate();
    await headers();
    fireEvent.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() =>
      expect(
        net.calls.some((c) => c.url.searchParams.get('sort') === '[{"field":"payment","sort":"asc"}]'),
      ).toBe(true),
    );
    const q = net.calls.find((c) => c.url.pathname === '/business_view')!.url.searchParams;
    expect(q.get('start_date')).toBe(dayjs().subtract(6, 'day').format('YYYY-MM-DD'));
  });

  it('says when no listing matches, and a failure as the grids word it', async () => {
    open({ 'GET /business_view': () => json(200, page([])) });
    await chooseMarketplace('Amazon DE');
    generate();
    await screen.findByText(T.noRows);
  });

  it('a failed page: the server detail after "Failed to fetch data:", a 403 detail as a warning', async () => {
    open({ 'GET /business_view': () => json(500, { detail: 'boom' }) });
    await chooseMarketplace('Amazon DE');
    generate();
    expect((await screen.findByTestId('business-view-error')).textContent).toBe(T.fetchFailed('boom'));
  });

  it('a 403 shows the server detail', async () => {
    open({ 'GET /business_view': () => json(403, { detail: T.forbidden }) });
    await chooseMarketplace('Amazon DE');
    generate();
    expect((await screen.findByTestId('business-view-error')).textContent).toBe(T.forbidden);
  });

  it('Export starts the background export of the whole report with the filters shown', async () => {
    const net = open();
    await chooseMarketplace('Amazon DE');
    generate();
    await headers();
    fireEvent.click(screen.getByRole('button', { name: T.exportButton }));
    await waitFor(() => expect(net.count('GET', '/business_view/download')).toBe(1));
    const q = net.calls.find((c) => c.url.pathname === '/business_view/download')!.url.searchParams;
    expect(q.get('mp_id')).toBe('4');
    expect(q.get('start_date')).toBe(dayjs().subtract(29, 'day').format('YYYY-MM-DD'));
  });

  it('keeps the report in the address: a reload shows it, a second visit restores it, a link applies', async () => {
    const first = open();
    await chooseMarketplace('Noon AE');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    generate();
    await headers();
    const { pathname, search } = first.view.router.state.location;
    expect(search).toContain('mp=5');
    first.view.unmount();

    // A reload: the same address shows the same report without Generate Report.
    const reloaded = open({}, `${pathname}${search}`);
    await headers();
    const q = reloaded.calls.find((c) => c.url.pathname === '/business_view')!.url.searchParams;
    expect([q.get('mp_id'), q.get('start_date')]).toEqual([
      '5',
      dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
    ]);
    reloaded.view.unmount();

    // A visit without filters: the last choice (the address shows it).
    const again = open();
    await headers();
    expect(again.view.router.state.location.search).toContain('mp=5');
    expect((screen.getByRole('combobox', { name: 'Marketplace' }) as HTMLInputElement).value).toBe('Noon AE');
    again.view.unmount();

    // A link's filters apply.
    const linked = open({}, '/business-view?mp=6&start=2025-01-01&end=2025-03-31');
    await headers();
    const l = linked.calls.find((c) => c.url.pathname === '/business_view')!.url.searchParams;
    expect([l.get('mp_id'), l.get('start_date'), l.get('end_date')]).toEqual([
      '6',
      '2025-01-01',
      '2025-03-31',
    ]);
    expect(screen.getAllByText('Sales Period Start').length).toBeGreaterThan(0);
  });
});
