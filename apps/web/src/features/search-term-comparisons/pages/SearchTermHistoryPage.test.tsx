import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { MARKETPLACES } from '../../../test/search-term-comparisons/testing';

const row = (o: Record<string, unknown> = {}) => ({
  pk_id: 11,
  fk_mp_id: 3,
  fk_client_id: 1,
  dt_create: '2026-11-20T10:00:00.000Z',
  search_term: 'trail shoes',
  client_retailer_sku: 'B0CLIENT',
  client_price: 49.9,
  client_delivery_days: 2,
  client_slot: 'organic',
  comp1_retailer_sku: 'B0COMP1',
  comp1_price: 45,
  comp1_delivery_days: 1,
  comp1_slot: 'tos',
  comp2_retailer_sku: 'B0COMP2|v1',
  comp2_price: 52.5,
  comp2_delivery_days: 4,
  comp2_slot: 'ba',
  bid_actions: 'bid_inc',
  ...o,
});

type Handlers = Parameters<typeof mockFetch>[0];
function open(history: Handlers[string]) {
  signedIn(user({ roles: [role(1, 'Seller', ['channel_report:view'])] }));
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /channelreports/search-term-data/user-history': history,
  });
  return { net, ...renderRoutes('/focused-data/search-term/history') };
}

const HISTORY = '/channelreports/search-term-data/user-history';

describe('Your Search Term History (/focused-data/search-term/history)', () => {
  it('asks for the last 30 days through tomorrow and shows each record in the grid', async () => {
    const { net } = open(() =>
      json(200, [row(), row({ pk_id: 12, search_term: 'kettle', bid_actions: 'pause' })]),
    );
    expect(await screen.findByRole('heading', { name: 'Your Search Term History' })).toBeTruthy();
    const first = await screen.findByTestId('search-term-row-11');
    const asked = net.calls.find((c) => c.url.pathname === HISTORY)!.url.searchParams;
    expect(asked.get('start_date')).toBe(dayjs().subtract(30, 'day').format('YYYY-MM-DD'));
    expect(asked.get('end_date')).toBe(dayjs().add(1, 'day').format('YYYY-MM-DD'));
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      dayjs('2026-11-20T10:00:00.000Z').format('YYYY-MM-DD'),
      'Amazon US',
      'trail shoes',
      'B0CLIENT',
      '$49.90',
      '2',
      'Organic',
      'B0COMP1',
      '$45.00',
      '1',
      'Top of Search (TOS)',
      'B0COMP2|v1',
      '$52.50',
      '4',
      'Brand Ad (BA)',
      'Increased Bid',
    ]);
    expect(within(screen.getByTestId('search-term-row-12')).getByText('Paused Bid')).toBeTruthy();
  });

  it("shows each record's prices in its marketplace's currency (an eBay UK record in pounds)", async () => {
    open(() => json(200, [row({ fk_mp_id: 5 })]));
    const first = await screen.findByTestId('search-term-row-11');
    await within(first).findByText('eBay UK');
    expect(within(first).getByText('£49.90')).toBeTruthy();
    expect(within(first).getByText('£52.50')).toBeTruthy();
    expect(first.textContent).not.toContain('$');
  });

  it("says 'Failed to load your history data' when the call fails, and an empty period plainly", async () => {
    const failing = open(() => json(500, {}));
    expect(await screen.findByText('Failed to load your history data')).toBeTruthy();
    failing.unmount();
    open(() => json(200, []));
    expect(await screen.findByText('No search term records in this period.')).toBeTruthy();
  });
});
