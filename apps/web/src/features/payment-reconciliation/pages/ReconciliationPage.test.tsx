import {
  type ReconciliationEntry,
  type ReconciliationReport,
  type ReconciliationRequest,
  RECONCILIATION_TEXT as TX,
} from '@marketdesk/contracts/reconciliation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';
import { RECONCILIATION_IDLE } from './ReconciliationPage';

const MARKETPLACES = [
  marketplace(3, 'Amazon US', 'AZ_US', { country_code: 'US', currency_code: 'USD' }),
  marketplace(4, 'Noon UAE', 'NN_AE', { country_code: 'AE', currency_code: 'AED' }),
];

const entry = (n: number, patch: Partial<ReconciliationEntry> = {}): ReconciliationEntry => ({
  order_date: '2026-10-02',
  order_id: `111-${n}`,
  sku_code: `SKU-${n}`,
  reconciliation_status: 'matched',
  asin: `B0000000${String(n).padStart(2, '0')}`,
  original_item_price: 20,
  original_tax: 3.6,
  original_quantity: 2,
  returned_quantity: 0,
  settlement_id: 'S-1',
  settlement_date: '2026-10-10',
  received_amount: 20,
  received_tax: 3.6,
  commission: 3,
  fee: 2.5,
  expected_net_amount: 18.1,
  actual_net_received: 18.1,
  discrepancy: 0,
  discrepancy_category: null,
  ...patch,
});

const ENTRIES = [
  entry(1, {
    reconciliation_status: 'unmatched',
    discrepancy: -18.1,
    discrepancy_category: 'missing_payment',
    settlement_id: null,
    settlement_date: null,
    actual_net_received: 0,
  }),
  entry(2, {
    reconciliation_status: 'returned',
    returned_quantity: 1,
    discrepancy: 11.8,
    discrepancy_category: 'unrefunded_return',
  }),
  entry(3, { sku_code: '=HYPERLINK("x")' }),
  ...Array.from({ length: 27 }, (_, i) => entry(i + 4)),
];
/**
 * The server as the screen sees it: the summary over the whole window, the lines the body's status and category
 * match, the page of them asked for (the entries as given, or sorted by discrepancy).
 */
function answer(body: ReconciliationRequest, entries: ReconciliationEntry[] = ENTRIES): ReconciliationReport {
  const matching = entries.filter(
    (e) =>
      (!body.status || e.reconciliation_status === body.status) &&
      (!body.discrepancy_category || e.discrepancy_category === body.discrepancy_category),
  );
  if (body.sort === 'discrepancy')
    matching.sort((a, b) => (a.discrepancy - b.discrepancy) * (body.sort_dir === 'desc' ? -1 : 1));
  const page = body.page ?? 1;
  const size = body.page_size ?? 25;
  const count = (s: string) => entries.filter((e) => e.reconciliation_status === s).length;
  return {
    total_orders: entries.length,
    matched_orders: count('matched'),
    unmatched_orders: count('unmatched'),
    returned_orders: count('returned'),
    total_discrepancy: entries.reduce((n, e) => n + Math.round(e.discrepancy * 100), 0) / 100,
    entries: matching.slice((page - 1) * size, page * size),
    total: matching.length,
    page,
    page_size: size,
  };
}
const serve =
  (entries?: ReconciliationEntry[]) =>
  (_url: URL, init: RequestInit): Response =>
    json(200, answer(JSON.parse(String(init.body)), entries));

const TASK_ID = '6f1c2f0e-0d7c-4a8e-9d47-0a5f3c1d2b11';

function open(handler: (url: URL, init: RequestInit) => Response = serve(), entry = '/reconciliation') {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'POST /payment-reconciliation/report': handler,
    'POST /payment-reconciliation/report/download': () => json(200, { task_id: TASK_ID }),
    'POST /tasks/task-status': () => json(200, []),
  });
  signedIn(user({ roles: [role(1, 'Seller', ['mp_func:price_recon'])] }));
  const view = renderRoutes(entry);
  return Object.assign(net, { view });
}
const bodies = (net: ReturnType<typeof open>) =>
  net.calls
    .filter((c) => c.method === 'POST' && c.url.pathname === '/payment-reconciliation/report')
    .map((c) => JSON.parse(String(c.init.body)));
/** The first page's paging, sent with the spec's three fields. */
const FIRST = { page: 1, page_size: 25 };

const form = () => screen.getByRole('form', { name: 'Reconciliation filters' });
async function chooseMarketplace(name: string) {
  fireEvent.mouseDown(
    within(await screen.findByRole('form', { name: 'Reconciliation filters' })).getByRole('combobox', {
      name: 'Marketplace',
    }),
  );
  fireEvent.click(await screen.findByRole('option', { name }));
}
const generate = () => fireEvent.click(within(form()).getByRole('button', { name: 'Generate Report' }));
const card = (title: string) => readText(screen.getByRole('region', { name: title }));

describe('Payment Reconciliation (/reconciliation)', { timeout: 60_000 }, () => {
  it('asks for a marketplace before generating', async () => {
    const net = open();
    await screen.findByRole('form', { name: 'Reconciliation filters' });
    generate();
    expect(await screen.findByText(TX.fieldsRequired)).toBeTruthy();
    expect(net.count('POST', '/payment-reconciliation/report')).toBe(0);
  });

  it('lists the marketplaces sorted by name', async () => {
    open();
    fireEvent.mouseDown(
      within(await screen.findByRole('form', { name: 'Reconciliation filters' })).getByRole('combobox', {
        name: 'Marketplace',
      }),
    );
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['🇺🇸Amazon US', '🇦🇪Noon UAE']);
  });

  it('generates the report for the last 30 days: cards, 25 rows with status chips, categories and the ASIN column', async () => {
    const net = open();
    await chooseMarketplace('Amazon US');
    generate();
    expect(await screen.findByText(TX.generated)).toBeTruthy();
    const body = JSON.parse(String(net.calls.find((c) => c.method === 'POST')!.init.body));
    const today = dayjs().startOf('day');
    expect(body).toEqual({
      marketplace_id: 3,
      start_date: today.subtract(29, 'day').format('YYYY-MM-DD'),
      end_date: today.format('YYYY-MM-DD'),
      ...FIRST,
    });
    expect(card('Total Orders')).toContain('30');
    expect(card('Matched Orders')).toContain('28');
    expect(card('Unmatched Orders')).toContain('1');
    expect(card('Returned Orders')).toContain('1');
    expect(card('Total Discrepancy')).toContain('-$6.30');
    const table = screen.getByRole('table', { name: 'Reconciliation entries' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['Order Date', 'Order ID', 'SKU Code', 'ASIN', 'Status']);
    expect(headers.at(-1)).toBe('Discrepancy Category');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const first = within(table).getAllByRole('row')[1]!;
    expect(readText(first)).toContain('unmatched');
    expect(readText(first)).toContain('Missing payment');
    expect(first.querySelector('.MuiChip-colorError')).not.toBeNull();
    expect(within(table).getAllByRole('row')[2]!.querySelector('.MuiChip-colorWarning')).not.toBeNull();
    expect(within(table).getAllByRole('row')[3]!.querySelector('.MuiChip-colorSuccess')).not.toBeNull();
    fireEvent.mouseDown(
      within(table.parentElement!.parentElement!).getByRole('combobox', { name: /rows per page/i }),
    );
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
  });

  it("shows the marketplace's identifier column: ZSKU on Noon", async () => {
    open(serve(ENTRIES.map(({ asin, ...e }) => ({ ...e, zsku: `Z${asin}` }) as ReconciliationEntry)));
    await chooseMarketplace('Noon UAE');
    generate();
    const table = await screen.findByRole('table', { name: 'Reconciliation entries' });
    expect(within(table).getAllByRole('columnheader')[3]!.textContent).toBe('ZSKU');
    expect(readText(within(table).getAllByRole('row')[1]!)).toContain('ZB000000001');
  });

  it('pages on the server: the next page asks for it, the cards stay those of every line', async () => {
    const net = open();
    await chooseMarketplace('Amazon US');
    generate();
    const table = await screen.findByRole('table', { name: 'Reconciliation entries' });
    fireEvent.click(within(table.parentElement!.parentElement!).getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(readText(screen.getByRole('table'))).toContain('111-26'));
    expect(bodies(net).at(-1)).toMatchObject({ marketplace_id: 3, page: 2, page_size: 25 });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(card('Total Orders')).toContain('30');
    // A page turn is not a new report: told once.
    expect(screen.getAllByText(TX.generated)).toHaveLength(1);
  });

  it('filters by status and category and sorts on the server, from the first page, kept in the address', async () => {
    const net = open();
    await chooseMarketplace('Amazon US');
    generate();
    await screen.findByRole('table', { name: 'Reconciliation entries' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'unmatched' } });
    await waitFor(() => expect(bodies(net).at(-1)).toMatchObject({ status: 'unmatched', page: 1 }));
    // The table narrows to the one unmatched line; the cards stay the window's report.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(card('Total Orders')).toContain('30');
    fireEvent.change(screen.getByRole('combobox', { name: 'Discrepancy Category' }), {
      target: { value: 'fee_overcharge' },
    });
    await waitFor(() =>
      expect(bodies(net).at(-1)).toMatchObject({
        status: 'unmatched',
        discrepancy_category: 'fee_overcharge',
      }),
    );
    expect(await screen.findByText(TX.noMatch)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Discrepancy Category' }), {
      target: { value: '' },
    });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26));
    fireEvent.click(screen.getByRole('button', { name: 'Discrepancy' }));
    await waitFor(() =>
      expect(bodies(net).at(-1)).toMatchObject({ sort: 'discrepancy', sort_dir: 'asc', page: 1 }),
    );
    await waitFor(() =>
      expect(readText(within(screen.getByRole('table')).getAllByRole('row')[1]!)).toContain('111-1'),
    );
    const { search } = net.view.router.state.location;
    expect(search).toContain('sort=discrepancy');
    expect(search).not.toContain('status=');
  });

  it('Export CSV starts the export task of every matching line with the filters shown', async () => {
    const net = open(undefined, '/reconciliation?mp=3&start=2025-03-01&end=2025-05-31&status=returned');
    await screen.findByRole('table', { name: 'Reconciliation entries' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(net.count('POST', '/payment-reconciliation/report/download')).toBe(1));
    const call = net.calls.find((c) => c.url.pathname === '/payment-reconciliation/report/download')!;
    expect(JSON.parse(String(call.init.body))).toEqual({
      marketplace_id: 3,
      start_date: '2025-03-01',
      end_date: '2025-05-31',
      status: 'returned',
    });
  });

  it('says so when the period has no order line', async () => {
    open(serve([]));
    await chooseMarketplace('Amazon US');
    generate();
    expect(await screen.findByText(TX.noEntries)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it("a refusal shows the spec's permission text, another failure the server's detail or the fallback", async () => {
    open(() => json(403, { detail: 'You do not have permission to perform this action' }));
    await chooseMarketplace('Amazon US');
    generate();
    expect(await screen.findByText(TX.forbidden)).toBeTruthy();
  });

  it('shows the server detail of a failure', async () => {
    open(() =>
      json(422, { detail: [{ loc: ['body', 'end_date'], msg: TX.windowTooLong, type: 'date_range' }] }),
    );
    await chooseMarketplace('Amazon US');
    generate();
    expect(await screen.findByText(TX.windowTooLong)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Reconciliation entries' })).toBeNull();
  });

  it('falls back to Failed to generate report', async () => {
    open(() => json(500, {}));
    await chooseMarketplace('Amazon US');
    generate();
    expect(await screen.findByText(TX.failed)).toBeTruthy();
  });

  it('keeps the report in the address: a reload shows it, a second visit restores it, a link applies', async () => {
    const first = open();
    expect(await screen.findByText(RECONCILIATION_IDLE)).toBeTruthy();
    await chooseMarketplace('Noon UAE');
    generate();
    await screen.findByRole('table', { name: 'Reconciliation entries' });
    const { pathname, search } = first.view.router.state.location;
    expect(search).toContain('mp=4');
    first.view.unmount();

    // A reload: the same address asks the same report (the spec's call and body) without Generate Report.
    const reloaded = open(undefined, `${pathname}${search}`);
    await screen.findByRole('table', { name: 'Reconciliation entries' });
    const today = dayjs().startOf('day');
    expect(bodies(reloaded)).toEqual([
      {
        marketplace_id: 4,
        start_date: today.subtract(29, 'day').format('YYYY-MM-DD'),
        end_date: today.format('YYYY-MM-DD'),
        ...FIRST,
      },
    ]);
    expect(card('Total Discrepancy')).toContain('AED');
    reloaded.view.unmount();

    // A visit without filters: the last choice (the address shows it).
    const again = open();
    await screen.findByRole('table', { name: 'Reconciliation entries' });
    expect(again.view.router.state.location.search).toContain('mp=4');
    expect(bodies(again)[0].marketplace_id).toBe(4);
    again.view.unmount();

    // A link's filters apply; a linked window over 3 months is not asked for, and Generate names the rule.
    const linked = open(undefined, '/reconciliation?mp=3&start=2025-03-01&end=2025-05-31');
    await screen.findByRole('table', { name: 'Reconciliation entries' });
    expect(bodies(linked)).toEqual([
      { marketplace_id: 3, start_date: '2025-03-01', end_date: '2025-05-31', ...FIRST },
    ]);
    linked.view.unmount();
    const tooLong = open(undefined, '/reconciliation?mp=3&start=2025-01-01&end=2025-05-31');
    expect(await screen.findByText(RECONCILIATION_IDLE)).toBeTruthy();
    generate();
    expect(await screen.findByText(TX.windowTooLong)).toBeTruthy();
    expect(tooLong.count('POST', '/payment-reconciliation/report')).toBe(0);
  });

  it('the date pickers refuse a window beyond 3 months, as Generate Report would (month ends included)', async () => {
    const net = open(undefined, '/reconciliation?mp=3&start=2025-03-28&end=2025-05-31');
    await screen.findByRole('table', { name: 'Reconciliation entries' });
    const ui = userEvent.setup();
    // The Start Date typed as 28 February: its window ends on 28 May, before the end (31 May): refused.
    await ui.click(screen.getAllByRole('spinbutton', { name: 'Month' })[0]!);
    await ui.keyboard('02');
    // The End Date typed as 31 July: more than 3 months after 28 March: refused.
    await ui.click(screen.getAllByRole('spinbutton', { name: 'Month' })[1]!);
    await ui.keyboard('07');
    generate();
    await waitFor(() => expect(net.count('POST', '/payment-reconciliation/report')).toBe(2));
    expect(screen.queryByText(TX.windowTooLong)).toBeNull();
    expect(bodies(net)[1]).toEqual({
      marketplace_id: 3,
      start_date: '2025-03-28',
      end_date: '2025-05-31',
      ...FIRST,
    });
    // Within the window a typed day is taken: the end on 28 June (3 months after 28 March).
    await ui.click(screen.getAllByRole('spinbutton', { name: 'Day' })[1]!);
    await ui.keyboard('28');
    await ui.click(screen.getAllByRole('spinbutton', { name: 'Month' })[1]!);
    await ui.keyboard('06');
    generate();
    await waitFor(() => expect(net.count('POST', '/payment-reconciliation/report')).toBe(3));
    expect(bodies(net)[2]).toEqual({
      marketplace_id: 3,
      start_date: '2025-03-28',
      end_date: '2025-06-28',
      ...FIRST,
    });
  });
});
