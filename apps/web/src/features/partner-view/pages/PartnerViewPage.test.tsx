import {
  type PartnerMarketplaceRow,
  type PartnerSkuRow,
  type PartnerSummary,
  PARTNER_VIEW_TEXT as TX,
} from '@marketdesk/contracts/partner-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, textOf } from '../../../test/downloads';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const SUMMARY: PartnerSummary = {
  sales_amount: 12_345.6,
  units_sold: 321,
  total_commission: 1_500,
  total_fees: 200.5,
  buying_cost: 6_000,
  payment_received: 9_000,
  payment_to_receive: 1_234.5,
  profit_loss: -120.25,
  returns_count: 7,
  returns_amount: 300,
  ams_sales: 2_000,
  ams_spend: 800,
  order_types_count: { po: 2, others: 40 },
};
const mp = (
  id: number,
  code: string,
  name: string,
  sales: number,
  profit: number,
): PartnerMarketplaceRow => ({
  ...SUMMARY,
  sales_amount: sales,
  profit_loss: profit,
  marketplace_id: id,
  marketplace_code: code,
  marketplace_name: name,
  order_types: 'po,others',
});
const MARKETPLACES = [mp(1, 'AZ_US', 'Amazon US', 9_000, 500), mp(2, 'EB_US', 'eBay US', 3_345.6, -620.25)];
const sku = (id: number, code: string, stock: number | null, coverage: number | null): PartnerSkuRow => ({
  ...SUMMARY,
  sku_id: id,
  sku_code: code,
  sku_name: `Name of ${code}`,
  order_types: 'others',
  current_stock: stock,
  stock_coverage_days: coverage,
});
const SKUS = [sku(11, 'ACME-LAMP', 40, 12.5), sku(12, 'ACME-RUG', 900, 240)];
const WAREHOUSES = [
  { pk_warehouse_id: 5, name: 'Newark DC', marketplaces: [1, 2] },
  { pk_warehouse_id: 6, name: 'Rotterdam', marketplaces: [3] },
];

type Handler = Parameters<typeof mockFetch>[0][string];
function open(
  o: { summary?: Handler; marketplaces?: Handler; skus?: Handler; codes?: string[]; entry?: string } = {},
) {
  signedIn(
    user({
      roles: [role(1, 'Seller', o.codes ?? ['business_view:view', 'partner_view:view'])],
      warehouses: WAREHOUSES,
    }),
  );
  const net = mockFetch({
    'GET /auth/config': () => json(200, { google_enabled: false, idle_timeout_seconds: 1800 }),
    'GET /partner-view/summary': o.summary ?? (() => json(200, { data: SUMMARY })),
    'GET /partner-view/marketplaces': o.marketplaces ?? (() => json(200, { data: MARKETPLACES })),
    'GET /partner-view/skus': o.skus ?? (() => json(200, { data: SKUS })),
  });
  return { net, ...renderRoutes(o.entry ?? '/partner-view') };
}

async function generateFor(warehouse: string) {
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('combobox', { name: 'Warehouse' }));
  await ui.click(within(screen.getByRole('listbox')).getByRole('option', { name: warehouse }));
  await ui.click(screen.getByRole('button', { name: TX.generate }));
  return ui;
}

const card = (id: string) => screen.getByTestId(`card-${id}`).textContent;

afterEach(() => vi.restoreAllMocks());

describe('Partner View (/partner-view)', { timeout: 60_000 }, () => {
  it('shows Access Restricted without business_view, and asks nothing', async () => {
    const { net } = open({ codes: ['partner_view:view', 'dashboard:view'] });
    expect(await screen.findByText(TX.accessRestricted)).toBeTruthy();
    expect(screen.getByText(TX.noPermission)).toBeTruthy();
    expect(net.count('GET', '/partner-view/summary')).toBe(0);
  });

  it('loads on Generate Report only, after a warehouse is chosen (the spec text otherwise)', async () => {
    const { net } = open();
    expect(await screen.findByTestId('partner-idle')).toBeTruthy();
    expect(screen.getByRole('button', { name: '7D' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30D', pressed: true })).toBeTruthy();
    // The spec's order: Generate Report, Reset.
    const buttons = within(screen.getByRole('form', { name: 'Partner view filters' }))
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t === TX.generate || t === 'Reset');
    expect(buttons).toEqual([TX.generate, 'Reset']);
    await userEvent.click(screen.getByRole('button', { name: TX.generate }));
    expect(await screen.findByText(TX.warehouseRequired)).toBeTruthy();
    expect(net.count('GET', '/partner-view/summary')).toBe(0);

    await generateFor('Newark DC');
    await screen.findByTestId('card-sales');
    const asked = net.calls.find((c) => c.url.pathname === '/partner-view/summary')!.url.searchParams;
    expect(asked.get('warehouse_id')).toBe('5');
    expect(asked.get('currency_code')).toBe('USD');
    expect(asked.get('end_date')).toBe(dayjs().format('YYYY-MM-DD'));
    expect(asked.get('start_date')).toBe(dayjs().subtract(29, 'day').format('YYYY-MM-DD'));
    expect(asked.get('client_id')).toBe('1');
    expect(card('sales')).toBe('$12,345.60');
    expect(card('units')).toBe('321');
    expect(card('commission')).toBe('$1,500.00');
    expect(card('to-receive')).toBe('$1,234.50');
    expect(card('order-types')).toBe('PO 2 · DF 0 · Others 40');
    // A loss is red.
    const profit = screen.getByTestId('card-profit').querySelector('[data-tone]')!;
    expect(profit.textContent).toBe('-$120.25');
    expect(profit.getAttribute('data-tone')).toBe('error');
  });

  it('drills into a marketplace and back; coverage under 60 days is red; profit green or red', async () => {
    const { net } = open();
    const ui = await generateFor('Newark DC');
    const us = await screen.findByTestId('marketplace-row-AZ_US');
    expect(within(us).getByText('$500.00').getAttribute('data-tone')).toBe('success');
    expect(
      within(screen.getByTestId('marketplace-row-EB_US')).getByText('-$620.25').getAttribute('data-tone'),
    ).toBe('error');
    expect(screen.getByRole('combobox', { name: /rows per page/i }).textContent).toBe('10');

    await ui.click(within(us).getByText('Amazon US (AZ_US)'));
    const lamp = await screen.findByTestId('sku-row-11');
    expect(
      net.calls.find((c) => c.url.pathname === '/partner-view/skus')!.url.searchParams.get('marketplace_id'),
    ).toBe('1');
    expect(within(lamp).getByText('12.5').getAttribute('data-tone')).toBe('error');
    expect(within(screen.getByTestId('sku-row-12')).getByText('240.0').getAttribute('data-tone')).toBe(
      'default',
    );
    expect(screen.getByRole('combobox', { name: /rows per page/i }).textContent).toBe('25');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText(TX.breadcrumb)).toBeTruthy();

    await ui.click(within(crumbs).getByText(TX.breadcrumb));
    expect(await screen.findByTestId('marketplace-row-EB_US')).toBeTruthy();
    await ui.click(screen.getByText('eBay US (EB_US)'));
    await screen.findByTestId('sku-row-11');
    await ui.click(screen.getByRole('button', { name: TX.back }));
    expect(await screen.findByTestId('marketplace-row-AZ_US')).toBeTruthy();
    expect(screen.queryByTestId('sku-row-11')).toBeNull();
  });

  it('exports both tables as CSV with "Export successful"', async () => {
    open();
    const saved = catchDownloads();
    const ui = await generateFor('Newark DC');
    await screen.findByTestId('marketplace-row-AZ_US');
    await ui.click(screen.getByRole('button', { name: 'Export marketplaces' }));
    expect(await screen.findByText(TX.exported)).toBeTruthy();
    const start = dayjs().subtract(29, 'day').format('YYYY-MM-DD');
    const end = dayjs().format('YYYY-MM-DD');
    expect(saved[0]!.name).toBe(`partner_view_marketplaces_Newark_DC_${start}_to_${end}.csv`);
    const lines = (await textOf(saved[0]!.blob)).split('\r\n');
    expect(lines[0]!.startsWith('marketplace_id,marketplace_name,marketplace_code,sales_amount')).toBe(true);
    expect(lines[1]!.startsWith('1,Amazon US,AZ_US,9000,321,1500')).toBe(true);
    await ui.click(screen.getByText('Amazon US (AZ_US)'));
    await screen.findByTestId('sku-row-11');
    await ui.click(screen.getByRole('button', { name: 'Export SKUs' }));
    expect(saved[1]!.name).toBe(`partner_view_skus_Newark_DC_AZ_US_${start}_to_${end}.csv`);
    expect((await textOf(saved[1]!.blob)).split('\r\n')).toHaveLength(3);
  });

  it('shows the spec failure texts and the empty table', async () => {
    const failing = open({
      summary: () => json(500, {}),
      marketplaces: () => json(200, { data: MARKETPLACES }),
      skus: () => json(500, {}),
    });
    const ui = await generateFor('Newark DC');
    expect(await screen.findByText(TX.fetchFailed)).toBeTruthy();
    await ui.click(await screen.findByText('Amazon US (AZ_US)'));
    expect(await screen.findByText(TX.skuFetchFailed)).toBeTruthy();
    failing.unmount();

    open({ marketplaces: () => json(200, { data: [] }) });
    await generateFor('Rotterdam');
    expect(await screen.findByText('The warehouse serves none of your marketplaces.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('card-sales')).toBeTruthy());
  });

  it('keeps the report in the address: a reload shows it, a second visit restores it, a link applies', async () => {
    const first = open();
    await generateFor('Newark DC');
    await screen.findByTestId('card-sales');
    const address = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    expect(address).toContain('warehouse=5');
    first.unmount();

    // A reload: the same address shows the same report without Generate Report.
    const reloaded = open({ entry: address });
    await screen.findByTestId('card-sales');
    expect(
      reloaded.net.calls
        .find((c) => c.url.pathname === '/partner-view/summary')!
        .url.searchParams.get('warehouse_id'),
    ).toBe('5');
    reloaded.unmount();

    // A visit without filters: the last choice, and the address shows it.
    const again = open();
    await screen.findByTestId('card-sales');
    expect(again.router.state.location.search).toContain('warehouse=5');
    expect(screen.getByRole('combobox', { name: 'Warehouse' }).textContent).toBe('Newark DC');
    again.unmount();

    // A link's filters apply (and become the last choice).
    const linked = open({ entry: '/partner-view?warehouse=6&start=2026-01-01&end=2026-01-31&currency=EUR' });
    await screen.findByTestId('card-sales');
    const asked = linked.net.calls.find((c) => c.url.pathname === '/partner-view/summary')!.url.searchParams;
    expect([
      asked.get('warehouse_id'),
      asked.get('start_date'),
      asked.get('end_date'),
      asked.get('currency_code'),
    ]).toEqual(['6', '2026-01-01', '2026-01-31', 'EUR']);
  });

  it('the end date picker refuses an end on or before the start, as Generate Report would', async () => {
    const { net } = open({ entry: '/partner-view?warehouse=5&start=2026-01-10&end=2026-01-20' });
    await screen.findByTestId('card-sales');
    const ui = userEvent.setup();
    // The End Date's day typed as the start's (10): refused, the end stays the 20th.
    await ui.click(screen.getAllByRole('spinbutton', { name: 'Day' })[1]!);
    await ui.keyboard('10');
    await ui.click(screen.getByRole('button', { name: TX.generate }));
    expect(screen.queryByText(TX.endNotAfterStart)).toBeNull();
    const ends = net.calls
      .filter((c) => c.url.pathname === '/partner-view/summary')
      .map((c) => c.url.searchParams.get('end_date'));
    expect(ends.every((e) => e === '2026-01-20')).toBe(true);
    // The calendar offers no day on or before the start.
    await ui.click(screen.getAllByRole('button', { name: /Choose date/ })[1]!);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: '10' }).hasAttribute('disabled')).toBe(true);
    expect(within(grid).getByRole('gridcell', { name: '11' }).hasAttribute('disabled')).toBe(false);
  });
  it('says which currency the report was converted to, and shows its amounts in it', async () => {
    open({ entry: '/partner-view?warehouse=6&start=2026-01-01&end=2026-01-31&currency=EUR' });
    await screen.findByTestId('card-sales');
    expect(screen.getByTestId('converted-note').textContent).toBe(
      "Amounts in EUR, converted from each marketplace's currency at each day's rate.",
    );
    expect(card('sales')).toBe('€12,345.60');
  });
});
