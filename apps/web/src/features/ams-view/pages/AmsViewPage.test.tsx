import { AMS_TEXT as T } from '@marketdesk/contracts/ams-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const metrics = (n: number) => ({
  impressions: 1000 * n,
  clicks: 10 * n,
  ctr: 1,
  spend: 12.5 * n,
  cpc: 1.25,
  units: n,
  orders: n,
  conversion: 10,
  sales: 50 * n,
  acos: 25,
});
const TOTALS = {
  total_impressions: 3000,
  total_clicks: 30,
  total_spend: 1234.5,
  total_sales: 150,
  avg_ctr: 1,
  avg_acos: 823,
  total_units: 3,
  avg_conversion: 10,
};
const group = (id: string, name: string, status: string, n: number) => ({
  ad_group_id: id,
  ad_group_name: name,
  seller_name: 'Acme US',
  campaign_id: 'C1',
  campaign_name: 'Camp',
  status,
  ...metrics(n),
});
const SELLERS = [
  {
    seller_id: '111',
    seller_name: 'Acme US',
    mp_name: 'Amazon US',
    mp_id: 1,
    country_code: 'US',
    currency_code: 'USD',
  },
  {
    seller_id: '222',
    seller_name: 'Acme DE',
    mp_name: 'Amazon DE',
    mp_id: 2,
    country_code: 'DE',
    currency_code: 'EUR',
  },
];
const BRANDS = ['Acme', 'Borealis', 'Cedar', 'Delta'].map((brand_name, i) => ({
  pk_brand_id: i + 1,
  brand_name,
  brand_code: brand_name.toUpperCase(),
  managed: true,
}));

function open(routes: Parameters<typeof mockFetch>[0] = {}, entry = '/marketing/ams') {
  const net = mockFetch({
    'GET /ams-view/sellers': () => json(200, SELLERS),
    'GET /brands': () => json(200, BRANDS),
    'GET /ams-view/ad-groups': () =>
      json(200, {
        items: [
          group('G1', 'Alpha', 'enabled', 1),
          group('G2', 'Beta', 'paused', 2),
          group('G3', 'Gamma', 'archived', 0),
        ],
        totals: TOTALS,
      }),
    'GET /ams-view/targets/G1': () =>
      json(200, {
        items: [
          {
            target_id: 'T1',
            target: 'kettle',
            type: 'keyword',
            match_type: 'exact',
            status: 'enabled',
            bid: 0.85,
            ...metrics(1),
          },
        ],
        totals: TOTALS,
      }),
    'GET /ams-view/search-terms/G1': () =>
      json(200, {
        items: [
          {
            search_term_id: 'S1',
            search_term: 'electric kettle',
            keyword: 'kettle',
            target_id: 'T1',
            ...metrics(1),
          },
        ],
        totals: TOTALS,
      }),
    ...routes,
  });
  signedIn(user({ roles: [role(1, 'Account Manager', ['ams_view:view'])] }));
  const view = renderRoutes(entry);
  return Object.assign(net, { view });
}

const apply = () => fireEvent.click(screen.getByRole('button', { name: T.apply }));
async function chooseSeller(name = 'Acme US (111)') {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.seller }));
  fireEvent.click(await screen.findByRole('option', { name: name }));
}
const brandsField = () => within(screen.getByTestId('ams-brands')).getByRole('combobox', { hidden: true });

describe('AMS View (/marketing/ams)', { timeout: 60_000 }, () => {
  it('shows the breadcrumb and asks for a seller before anything loads', async () => {
    const net = open();
    const crumbs = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(crumbs.textContent).toContain('Marketing');
    expect(crumbs.textContent).toContain('AMS View');
    await screen.findByText(T.chooseSeller);
    apply();
    await screen.findByText('Seller ID is required');
    expect(net.count('GET', '/ams-view/ad-groups')).toBe(0);
  });

  it('groups the sellers by marketplace, each with its name and id', async () => {
    open();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.seller }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByText('Amazon US')).toBeTruthy();
    expect(within(list).getByText('Amazon DE')).toBeTruthy();
    expect(within(list).getByRole('option', { name: 'Acme DE (222)' })).toBeTruthy();
  });

  it('loads the ad groups of the last 7 days with status chips, dollar amounts and the summary cards', async () => {
    const net = open();
    await chooseSeller();
    apply();
    const table = await screen.findByRole('table', { name: 'Ad Groups' });
    const chips = within(table)
      .getAllByTestId('ams-status')
      .map((c) => c.textContent);
    expect(chips).toEqual(['Active', 'Paused', 'Archived']);
    expect(within(table).getAllByTestId('ams-status')[0]!.className).toContain('colorSuccess');
    expect(within(table).getAllByTestId('ams-status')[1]!.className).toContain('colorWarning');
    expect(within(table).getAllByTestId('ams-status')[2]!.className).toContain('colorDefault');
    expect(within(table).getByTestId('ams-row-G2').textContent).toContain('$25.00');
    const cards = screen.getByTestId('ams-summary');
    for (const title of [
      'Impressions',
      'Clicks',
      'CTR',
      'Spend',
      'Sales',
      'ACOS',
      'Total Units',
      'Conversion',
    ])
      expect(within(cards).getByRole('region', { name: title })).toBeTruthy();
    expect(within(cards).getByRole('region', { name: 'Spend' }).textContent).toContain('$1,234.50');
    expect(within(cards).getByRole('region', { name: 'ACOS' }).textContent).toContain('823.00%');
    const call = net.calls.find((c) => c.url.pathname === '/ams-view/ad-groups')!;
    expect(call.url.searchParams.get('seller_id')).toBe('111');
    const start = new Date(`${call.url.searchParams.get('start_date')}T00:00:00Z`).getTime();
    const end = new Date(`${call.url.searchParams.get('end_date')}T00:00:00Z`).getTime();
    expect((end - start) / 86_400_000).toBe(6);
    expect(call.url.searchParams.has('brand_ids')).toBe(false);
    // Page sizes of the ad groups: 25, 50, 100.
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });

  it("an Amazon.de seller's amounts are in euros: the grid, the cards and a target's bid", async () => {
    open();
    await chooseSeller('Acme DE (222)');
    apply();
    const row = await screen.findByTestId('ams-row-G2');
    expect(row.textContent).toContain('€25.00');
    expect(row.textContent).not.toContain('$');
    const cards = screen.getByTestId('ams-summary');
    expect(within(cards).getByRole('region', { name: 'Spend' }).textContent).toContain('€1,234.50');
    expect(within(cards).getByRole('region', { name: 'Sales' }).textContent).toContain('€150.00');
    fireEvent.click(within(screen.getByTestId('ams-row-G1')).getByRole('button', { name: T.views }));
    fireEvent.click(screen.getByRole('menuitem', { name: T.viewTargets }));
    expect((await screen.findByTestId('ams-row-T1')).textContent).toContain('€0.85');
  });

  it('drills to targets, to the search terms of a target (Target chip), and Back twice', async () => {
    const net = open();
    await chooseSeller();
    apply();
    const row = await screen.findByTestId('ams-row-G1');
    fireEvent.click(within(row).getByRole('button', { name: T.views }));
    for (const item of [T.viewAsins, T.viewTargets, T.searchTerms, T.negatives])
      expect(screen.getByRole('menuitem', { name: item })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: T.viewTargets }));
    const target = await screen.findByTestId('ams-row-T1');
    expect(target.textContent).toContain('$0.85');
    fireEvent.click(within(target).getByRole('button', { name: T.viewSearchTerms }));
    await screen.findByText('Target: kettle');
    await screen.findByTestId('ams-row-S1');
    const call = net.calls.find((c) => c.url.pathname === '/ams-view/search-terms/G1')!;
    expect(call.url.searchParams.get('target')).toBe('T1');
    fireEvent.click(screen.getByRole('button', { name: T.back }));
    await screen.findByTestId('ams-row-T1');
    expect(screen.queryByText('Target: kettle')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.back }));
    await screen.findByTestId('ams-row-G1');
    expect(screen.queryByRole('button', { name: T.back })).toBeNull();
  });

  it("shows 'No data available' with 'Back to Ad Groups' on an empty level", async () => {
    open({ 'GET /ams-view/negatives/G1': () => json(200, { items: [] }) });
    await chooseSeller();
    apply();
    fireEvent.click(within(await screen.findByTestId('ams-row-G1')).getByRole('button', { name: T.views }));
    fireEvent.click(screen.getByRole('menuitem', { name: T.negatives }));
    await screen.findByText(T.noData);
    expect(screen.queryByTestId('ams-summary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.backToAdGroups }));
    await screen.findByTestId('ams-row-G1');
  });

  it("shows the error panel titled 'Error' with the server's detail, else the screen's text", async () => {
    open({ 'GET /ams-view/ad-groups': () => json(500, {}) });
    await chooseSeller();
    apply();
    const panel = await screen.findByTestId('ams-error');
    expect(within(panel).getByText(T.errorTitle)).toBeTruthy();
    expect(panel.textContent).toContain('Failed to load ad groups data');
  });

  it('shows the detail of a refused window', async () => {
    open({
      'GET /ams-view/ad-groups': () =>
        json(422, {
          detail: [{ loc: ['querystring', 'start_date'], msg: T.startTooEarly, type: 'date_range' }],
        }),
    });
    await chooseSeller();
    apply();
    expect((await screen.findByTestId('ams-error')).textContent).toContain(T.startTooEarly);
  });

  it("tells 'Failed to load sellers' when the sellers cannot be read", async () => {
    open({ 'GET /ams-view/sellers': () => json(500, {}) });
    expect((await screen.findByTestId('ams-sellers-error')).textContent).toContain(T.sellersFailed);
  });

  it('labels the brands All Brands, No Brands Selected, or the first two names plus ...', async () => {
    const net = open();
    await waitFor(() => expect(brandsField().textContent).toBe(T.allBrands));
    fireEvent.mouseDown(brandsField());
    fireEvent.click(await screen.findByRole('option', { name: T.unselectAll }));
    await waitFor(() => expect(brandsField().textContent).toBe(T.noBrands));
    fireEvent.click(screen.getByRole('option', { name: 'Cedar' }));
    await waitFor(() => expect(brandsField().textContent).toBe('Cedar'));
    fireEvent.click(screen.getByRole('option', { name: 'Acme' }));
    fireEvent.click(screen.getByRole('option', { name: 'Delta' }));
    await waitFor(() => expect(brandsField().textContent).toBe('Acme, Cedar...'));
    fireEvent.click(screen.getByRole('option', { name: T.selectAll }));
    await waitFor(() => expect(brandsField().textContent).toBe(T.allBrands));
    fireEvent.click(screen.getByRole('option', { name: 'Borealis' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await chooseSeller();
    apply();
    await screen.findByTestId('ams-row-G1');
    const call = net.calls.find((c) => c.url.pathname === '/ams-view/ad-groups')!;
    expect(call.url.searchParams.get('brand_ids')).toBe('1,3,4');
  });

  it('keeps the applied filters in the address: a reload shows the same report', async () => {
    const first = open();
    await chooseSeller('Acme DE (222)');
    apply();
    await screen.findByTestId('ams-row-G1');
    const address = first.view.router.state.location;
    expect(new URLSearchParams(address.search).get('seller')).toBe('222');
    first.view.unmount();
    const again = open({}, `${address.pathname}${address.search}`);
    await screen.findByTestId('ams-row-G1');
    expect(
      again.calls.find((c) => c.url.pathname === '/ams-view/ad-groups')!.url.searchParams.get('seller_id'),
    ).toBe('222');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: T.seller }) as HTMLInputElement).value).toBe(
        'Acme DE (222)',
      ),
    );
  });

  it('Opening AMS View the second time shows the seller chosen the first time', async () => {
    const first = open();
    await chooseSeller('Acme DE (222)');
    fireEvent.mouseDown(brandsField());
    fireEvent.click(await screen.findByRole('option', { name: T.unselectAll }));
    fireEvent.click(screen.getByRole('option', { name: 'Cedar' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    apply();
    await screen.findByTestId('ams-row-G1');
    first.view.unmount();
    // The second visit comes from the menu: no filters in the address.
    const second = open();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: T.seller }) as HTMLInputElement).value).toBe(
        'Acme DE (222)',
      ),
    );
    await screen.findByTestId('ams-row-G1');
    const call = second.calls.find((c) => c.url.pathname === '/ams-view/ad-groups')!.url.searchParams;
    expect(call.get('seller_id')).toBe('222');
    expect(call.get('brand_ids')).toBe('3');
    expect(screen.queryByText(T.chooseSeller)).toBeNull();
    // The address shows the restored choice, so it can be reloaded or copied.
    await waitFor(() => expect(second.view.router.state.location.search).toContain('seller=222'));
    // RESET forgets it: the next visit asks for a seller again.
    fireEvent.click(screen.getByRole('button', { name: T.reset }));
    await screen.findByText(T.chooseSeller);
    second.view.unmount();
    open();
    await screen.findByText(T.chooseSeller);
  });

  it("applies a link's filters: seller, brands and window", async () => {
    const start = dayjs().subtract(20, 'day').format('YYYY-MM-DD');
    const end = dayjs().subtract(10, 'day').format('YYYY-MM-DD');
    const net = open({}, `/marketing/ams?seller=111&brand=4&brand=2&start=${start}&end=${end}`);
    await screen.findByTestId('ams-row-G1');
    const call = net.calls.find((c) => c.url.pathname === '/ams-view/ad-groups')!.url.searchParams;
    expect(call.get('seller_id')).toBe('111');
    expect(call.get('brand_ids')).toBe('2,4');
    expect([call.get('start_date'), call.get('end_date')]).toEqual([start, end]);
    await waitFor(() => expect(brandsField().textContent).toBe('Borealis, Delta'));
  });
});
