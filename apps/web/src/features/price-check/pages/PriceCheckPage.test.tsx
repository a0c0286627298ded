import type { PriceCheckFocusedRow, PriceCheckOrderedRow } from '@marketdesk/contracts/price-check';
import { PRICE_CHECK_TEXT as T } from '@marketdesk/contracts/price-check';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectClient } from '../../../shared/session/store';
import { catchDownloads, textOf } from '../../../test/downloads';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { PRICE_CHECK_EMPTY } from '../components/PriceCheckTabPanel';

const MARKETPLACES = [
  marketplace(4, 'Amazon DE', 'AZ_DE'),
  marketplace(5, 'Amazon UK', 'AZ_UK', { country_code: 'GB' }),
];

const focusedRow = (n: number, patch: Partial<PriceCheckFocusedRow> = {}): PriceCheckFocusedRow => ({
  asin: `B00000000${n}`,
  sku: `SKU-${n}`,
  title: `Product ${n}`,
  buying_price: 10,
  commission_fee: 3.5,
  selling_price: 20,
  profit: 6.5,
  profit_percentage: 32.5,
  ...patch,
});
const orderedRow = (n: number): PriceCheckOrderedRow => ({
  ...focusedRow(n),
  order_id: `ORDER-${n}`,
  brand: 'Acme',
  shipping_fee: 2,
  taxes: 3.8,
  other_fees: 0.3,
  selling_price: 23.8,
  profit: 3.99,
  profit_percentage: 16.76,
});

type Handler = Parameters<typeof mockFetch>[0][string];

function open(routes: Record<string, Handler> = {}, entry = '/price-check') {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /price-check/focused': () =>
      json(200, [focusedRow(1), focusedRow(2, { title: '=cmd|x', profit: -1.25 })]),
    'GET /price-check/ordered': () => json(200, [orderedRow(1)]),
    ...routes,
  });
  signedIn(
    user({ roles: [role(1, 'Seller', ['mp_func:price_check']), role(2, 'Seller', ['mp_func:price_check'])] }),
  );
  const view = renderRoutes(entry);
  const calls = (path: string) => net.calls.filter((c) => c.url.pathname === path);
  return {
    net,
    view,
    focused: () => calls('/price-check/focused'),
    ordered: () => calls('/price-check/ordered'),
  };
}

const panel = (name: string) => screen.getByRole('form', { name });
async function choose(panelName: string, mp = 'Amazon DE') {
  const form = await screen.findByRole('form', { name: panelName });
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name: mp }));
}
const fetchIn = (panelName: string) =>
  fireEvent.click(within(panel(panelName)).getByRole('button', { name: T.fetchData }));
const downloadIn = (panelName: string) =>
  fireEvent.click(within(panel(panelName)).getByRole('button', { name: T.downloadCsv }));
const openOrdered = async () => fireEvent.click(await screen.findByRole('tab', { name: T.tabOrdered }));

afterEach(() => vi.restoreAllMocks());

describe('Price Check Analysis (/price-check)', { timeout: 60_000 }, () => {
  it('shows the title, both tabs, the focused form and the empty table; asks for a marketplace first', async () => {
    const { focused } = open();
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    expect(screen.getByRole('tab', { name: T.tabFocused }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: T.tabOrdered })).toBeTruthy();
    expect(screen.getAllByText(PRICE_CHECK_EMPTY.before).length).toBeGreaterThan(0);
    fetchIn(T.tabFocused);
    expect(await screen.findByText('Please select a marketplace')).toBeTruthy();
    expect(focused()).toHaveLength(0);
  });

  it('fetches the focused SKUs of the marketplace and shows every column with 2 decimals', async () => {
    const { focused } = open();
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    const table = await screen.findByRole('table', { name: 'Focused SKU prices' });
    await within(table).findByText('Product 1');
    expect(focused()[0]!.url.searchParams.get('mp_id')).toBe('4');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'ASIN',
      'SKU',
      'Title',
      'Buying Price',
      'Commission Fee',
      'Selling Price',
      'Profit',
      'Profit %',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['B000000001', 'SKU-1', 'Product 1', '€10.00', '€3.50', '€20.00', '€6.50', '32.50%']);
    // Profit green at 15 % of the selling price or more, red under it (spec 02 section 9).
    expect(within(table).getByText('€6.50').getAttribute('data-tone')).toBe('success');
    expect(within(table).getByText('-€1.25').getAttribute('data-tone')).toBe('error');
    // Fetch Data again asks again.
    fetchIn(T.tabFocused);
    await waitFor(() => expect(focused()).toHaveLength(2));
  });

  it("shows an Indian marketplace's rows in rupees (the fetched marketplace's currency)", async () => {
    open({
      'GET /marketplaces': () =>
        json(200, [
          ...MARKETPLACES,
          marketplace(6, 'Amazon IN', 'AZ_IN', { country_code: 'IN', currency_code: 'INR' }),
        ]),
      'GET /price-check/ordered': () => json(200, [{ ...orderedRow(1), selling_price: 1523.8 }]),
    });
    await openOrdered();
    await choose(T.tabOrdered, 'Amazon IN');
    fetchIn(T.tabOrdered);
    const table = await screen.findByRole('table', { name: 'Ordered SKU prices' });
    const row = (await within(table).findByText('ORDER-1')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(5)).toEqual([
      '₹10.00',
      '₹3.50',
      '₹2.00',
      '₹3.80',
      '₹0.30',
      '₹1,523.80',
      '₹3.99',
      '16.76%',
    ]);
    expect(row.textContent).not.toMatch(/[$€]/);
  });

  it("heads the identifier column with the fetched marketplace's identifier (spec 02 section 9)", async () => {
    open({
      'GET /marketplaces': () =>
        json(200, [
          ...MARKETPLACES,
          marketplace(6, 'Bol NL', 'BO_NL'),
          marketplace(7, 'Noon AE', 'NN_AE'),
          marketplace(8, 'Trendyol TR', 'TD_TR'),
          marketplace(9, 'Otto DE', 'OT_DE'),
        ]),
    });
    for (const [mp, label] of [
      ['Bol NL', 'EAN'],
      ['Noon AE', 'ZSKU'],
      ['Trendyol TR', 'Barcode'],
      ['Otto DE', 'Product ID'],
      ['Amazon DE', 'ASIN'],
    ] as const) {
      await choose(T.tabFocused, mp);
      fetchIn(T.tabFocused);
      const table = await screen.findByRole('table', { name: 'Focused SKU prices' });
      await waitFor(() => expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe(label));
    }
  });

  it('pages by 10, 25 and 50', async () => {
    open({
      'GET /price-check/focused': () =>
        json(
          200,
          Array.from({ length: 30 }, (_, i) => focusedRow(i)),
        ),
    });
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    const table = await screen.findByRole('table', { name: 'Focused SKU prices' });
    await within(table).findByText('Product 0');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    fireEvent.mouseDown(
      within(panel(T.tabFocused).parentElement!).getByRole('combobox', { name: /rows per page/i }),
    );
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '25', '50']);
  });

  it('tells a 403 with the tab text, other failures with the detail or the fallback, and empties the table', async () => {
    let answer = json(200, [focusedRow(1)]);
    open({ 'GET /price-check/focused': () => answer });
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    await screen.findByText('Product 1');
    answer = json(403, {});
    fetchIn(T.tabFocused);
    expect(await screen.findByText('You do not have permission to check price of focused skus')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Product 1')).toBeNull());
    answer = json(500, {});
    fetchIn(T.tabFocused);
    expect(await screen.findByText('Failed to fetch focused SKU data')).toBeTruthy();
    answer = json(500, { detail: 'Database is resting' });
    fetchIn(T.tabFocused);
    expect(await screen.findByText('Database is resting')).toBeTruthy();
  });

  it('ordered tab: needs every field, sends the dates, tells its own failure texts', async () => {
    let answer = json(200, [orderedRow(1)]);
    const { ordered } = open({ 'GET /price-check/ordered': () => answer });
    await openOrdered();
    fetchIn(T.tabOrdered);
    expect(await screen.findByText('Please fill all fields')).toBeTruthy();
    expect(ordered()).toHaveLength(0);
    await choose(T.tabOrdered);
    fetchIn(T.tabOrdered);
    const table = await screen.findByRole('table', { name: 'Ordered SKU prices' });
    await within(table).findByText('ORDER-1');
    const q = ordered()[0]!.url.searchParams;
    expect(q.get('mp_id')).toBe('4');
    expect(q.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q.get('end_date')! >= q.get('start_date')!).toBe(true);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Other Fees');
    answer = json(403, {});
    fetchIn(T.tabOrdered);
    expect(await screen.findByText('You do not have permission to check price of ordered skus')).toBeTruthy();
    answer = json(502, {});
    fetchIn(T.tabOrdered);
    expect(await screen.findByText('Failed to fetch ordered SKU data')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText('ORDER-1')).toBeNull());
  });

  it('downloads the rows as price_check_{tab}_{date}.csv with formula-like text neutralised; warns with none', async () => {
    const saved = catchDownloads();
    open();
    await screen.findByRole('form', { name: T.tabFocused });
    downloadIn(T.tabFocused);
    expect(await screen.findByText('No data to download')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    await screen.findByText('Product 1');
    downloadIn(T.tabFocused);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^price_check_focused_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await textOf(saved[0]!.blob)).split('\r\n');
    expect(lines[0]).toBe(
      'asin,sku,title,buying_price,commission_fee,selling_price,profit,profit_percentage',
    );
    expect(lines[1]).toBe('B000000001,SKU-1,Product 1,10,3.5,20,6.5,32.5');
    expect(lines[2]).toContain("'=cmd|x");
    await openOrdered();
    await choose(T.tabOrdered);
    fetchIn(T.tabOrdered);
    await screen.findByText('ORDER-1');
    downloadIn(T.tabOrdered);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toMatch(/^price_check_ordered_\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await textOf(saved[1]!.blob)).split('\r\n')[1]).toBe(
      'ORDER-1,B000000001,SKU-1,Product 1,Acme,10,3.5,2,3.8,0.3,23.8,3.99,16.76',
    );
  });

  it('shows the empty text when the answer holds no rows', async () => {
    open({ 'GET /price-check/focused': () => json(200, []) });
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    expect(await screen.findByText(PRICE_CHECK_EMPTY.none)).toBeTruthy();
  });

  it('starts afresh when another client is selected: no rows, nothing asked with the old marketplace', async () => {
    const { focused } = open();
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    await screen.findByText('Product 1');
    act(() => selectClient(2));
    await waitFor(() => expect(screen.queryByText('Product 1')).toBeNull());
    // Still the same screen, for the other client, with nothing asked for it.
    expect(screen.getByRole('heading', { name: T.title })).toBeTruthy();
    expect(screen.getAllByText(PRICE_CHECK_EMPTY.before).length).toBeGreaterThan(0);
    expect(focused()).toHaveLength(1);
  });

  it("keeps the tab and each tab's rows in the address: a reload shows them, a second visit restores them", async () => {
    const first = open();
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    await screen.findByText('Product 1');
    await openOrdered();
    await choose(T.tabOrdered, 'Amazon UK');
    fetchIn(T.tabOrdered);
    await screen.findByText('ORDER-1');
    const { pathname, search } = first.view.router.state.location;
    expect(search).toContain('tab=ordered');
    first.view.unmount();

    // A reload: the same address shows the ordered tab and both tabs' rows without Fetch Data.
    const reloaded = open({}, `${pathname}${search}`);
    expect(await screen.findByText('ORDER-1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: T.tabOrdered }).getAttribute('aria-selected')).toBe('true');
    expect(reloaded.focused()[0]!.url.searchParams.get('mp_id')).toBe('4');
    expect(reloaded.ordered()[0]!.url.searchParams.get('mp_id')).toBe('5');
    reloaded.view.unmount();

    // A visit without filters: the last choice (the address shows it).
    const again = open();
    expect(await screen.findByText('ORDER-1')).toBeTruthy();
    expect(again.view.router.state.location.search).toContain('ordered_mp=5');
    expect(
      (within(panel(T.tabOrdered)).getByRole('combobox', { name: 'Marketplace' }) as HTMLInputElement).value,
    ).toBe('Amazon UK');
  });

  it("applies a linked address; a tab's Fetch Data leaves the other tab's unfetched choice unasked", async () => {
    const { ordered, focused, view } = open(
      {},
      '/price-check?tab=ordered&ordered_mp=4&start=2026-01-01&end=2026-01-31',
    );
    expect(await screen.findByText('ORDER-1')).toBeTruthy();
    const q = ordered()[0]!.url.searchParams;
    expect([q.get('mp_id'), q.get('start_date'), q.get('end_date')]).toEqual([
      '4',
      '2026-01-01',
      '2026-01-31',
    ]);
    expect(focused()).toHaveLength(0);
    // A marketplace chosen on the ordered tab but not fetched; then the focused tab's Fetch Data.
    await choose(T.tabOrdered, 'Amazon UK');
    fireEvent.click(screen.getByRole('tab', { name: T.tabFocused }));
    await choose(T.tabFocused);
    fetchIn(T.tabFocused);
    await screen.findByText('Product 1');
    expect(view.router.state.location.search).toContain('ordered_mp=4');
    expect(ordered()).toHaveLength(1);
  });
});
