import { LISTING_TRACKER_TEXT as T } from '@marketdesk/contracts/listing-tracker';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';

/** A German marketplace of the user's list. */
const german = (pk_mp_id: number, name: string, short_code: string) => ({
  pk_mp_id,
  name,
  short_code,
  country_code: 'DE',
  currency_code: 'EUR',
  website_url: '',
});
const MARKETPLACES = [german(4, 'Amazon DE', 'AZ_DE'), german(3, 'Otto DE', 'OT_DE')];
const PRODUCT = { product_id: 11, identifier: 'B0MINE', title: 'Steel bottle' };

const pendingItem = (update_id: number, over: Record<string, unknown> = {}) => ({
  update_id,
  retailer_sku: `B0SKU${update_id}`,
  product_title: 'Proposed title',
  product_category: null,
  product_subcategory: null,
  product_browse_node_id: null,
  product_bullet_points: ['New one', 'New two'],
  product_keywords: null,
  submitted_by_email: 'sam@acme.test',
  submitted_by_name: 'Sam Seller',
  submission_timestamp: '2026-03-01T10:00:00.000Z',
  product_id: 11,
  product_description: null,
  current: {
    version: 3,
    title: 'Current title',
    category: 'Bottles',
    subcategory: null,
    browse_node_id: null,
    bullet_points: ['Old one'],
    description: 'Old text',
    keywords: [],
  },
  can_decide: true,
  ...over,
});

function open(routes: Record<string, (url: URL, init: RequestInit) => Response> = {}, codes?: string[]) {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /data/product/suggestions': () => json(200, { suggestions: [PRODUCT] }),
    ...routes,
  });
  signedIn(
    user({
      roles: [role(1, 'Listings', codes ?? ['view:product_data', 'modify:product_data', 'view:product'])],
    }),
  );
  renderRoutes('/listing-tracker');
  return net;
}

async function choose(label: string, name: string | RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function pickProduct() {
  const box = screen.getByRole('combobox', { name: 'Product' });
  fireEvent.change(box, { target: { value: 'B0M' } });
  fireEvent.click(await screen.findByRole('option', { name: 'B0MINE - Steel bottle' }));
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

describe('Listing Tracker: Submit Update', () => {
  it('shows browse_node_id for AZ marketplaces only', async () => {
    open();
    await screen.findByRole('tab', { name: 'Submit Update' });
    await choose('Marketplace', 'Amazon DE');
    expect(field('Browse Node ID')).toBeTruthy();
    await choose('Marketplace', 'Otto DE');
    expect(screen.queryByRole('textbox', { name: 'Browse Node ID' })).toBeNull();
    for (const name of ['Title', 'Category', 'Subcategory', 'Bullet Points (one per line)', 'Description']) {
      expect(field(name)).toBeTruthy();
    }
    expect(field('Keywords (one per line)')).toBeTruthy();
  });

  it('asks for a marketplace and a product, then for some data', async () => {
    const net = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Update' }));
    await screen.findByText(T.selectMarketplaceAndProduct);
    await choose('Marketplace', 'Amazon DE');
    await pickProduct();
    type('Bullet Points (one per line)', ' \n  \n');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Update' }));
    await screen.findByText(T.enterData);
    expect(net.count('POST', '/listingtracker/update')).toBe(0);
  });

  it('searches products 500 ms after the last keystroke, once, with the hint shown', async () => {
    const asked: number[] = [];
    const net = open({
      'GET /data/product/suggestions': () => {
        asked.push(Date.now());
        return json(200, { suggestions: [PRODUCT] });
      },
    });
    await choose('Marketplace', 'Amazon DE');
    const box = screen.getByRole('combobox', { name: 'Product' });
    expect(box.getAttribute('placeholder')).toBe(T.searchHint);
    fireEvent.change(box, { target: { value: 'B' } });
    fireEvent.change(box, { target: { value: 'B0' } });
    // Read before the last keystroke, whose wait starts after it: a pause of a loaded machine between the two
    // can only lengthen the measured wait, never shorten it.
    const typedAt = Date.now();
    fireEvent.change(box, { target: { value: 'B0M' } });
    expect(net.count('GET', '/data/product/suggestions')).toBe(0);
    await screen.findByRole('option', { name: 'B0MINE - Steel bottle' });
    expect(asked).toHaveLength(1);
    expect(asked[0]! - typedAt).toBeGreaterThanOrEqual(450);
    const call = net.calls.find((c) => c.url.pathname === '/data/product/suggestions')!;
    expect([call.url.searchParams.get('mp_id'), call.url.searchParams.get('search_term')]).toEqual([
      '4',
      'B0M',
    ]);
  });

  it('says so when the search fails', async () => {
    open({ 'GET /data/product/suggestions': () => json(500, {}) });
    await choose('Marketplace', 'Amazon DE');
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: 'B0M' } });
    await screen.findByText(T.searchFailed);
  });

  it('sends bullet points and keywords one per line, then clears the form', async () => {
    let sent: { query: URLSearchParams; body: unknown } | null = null;
    open({
      'POST /listingtracker/update': (url, init) => {
        sent = { query: url.searchParams, body: bodyOf(init) };
        return json(201, { update_id: 5, status: 'pending' });
      },
    });
    await choose('Marketplace', 'Amazon DE');
    await pickProduct();
    type('Title', 'New title');
    type('Browse Node ID', '12345');
    type('Bullet Points (one per line)', 'Leak proof\n\n  Keeps cold 24h  \nDishwasher safe');
    type('Keywords (one per line)', 'bottle\nsteel bottle\n');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Update' }));
    await screen.findByText(T.submitted);
    expect(sent!.query.get('mp_id')).toBe('4');
    expect(sent!.body).toEqual({
      product_id: 11,
      update_data: {
        title: 'New title',
        category: '',
        subcategory: '',
        browse_node_id: '12345',
        bullet_points: ['Leak proof', 'Keeps cold 24h', 'Dishwasher safe'],
        description: '',
        keywords: ['bottle', 'steel bottle'],
      },
    });
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toBe(''));
  });

  it('reads the spec’s text when the submit fails without a detail, the server’s when it has one', async () => {
    let detail: string | undefined;
    open({ 'POST /listingtracker/update': () => json(500, detail ? { detail } : {}) });
    await choose('Marketplace', 'Otto DE');
    await pickProduct();
    type('Title', 'New title');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Update' }));
    await screen.findByText(T.submitFailed);
    detail = T.productNotFound;
    fireEvent.click(screen.getByRole('button', { name: 'Submit Update' }));
    await screen.findByText(T.productNotFound);
  });
});

describe('Listing Tracker: Pending Approvals', () => {
  it('asks for a marketplace first', async () => {
    const net = open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending Approvals' }));
    await screen.findByText(T.selectMarketplaceForPending);
    expect(net.count('GET', '/listingtracker/updates/pending')).toBe(0);
  });

  it('shows current and proposed content side by side', async () => {
    const net = open({ 'GET /listingtracker/updates/pending': () => json(200, [pendingItem(7)]) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending Approvals' }));
    await choose('Marketplace', 'Amazon DE');
    const row = await screen.findByTestId('pending-update');
    expect(net.calls.at(-1)!.url.searchParams.get('mp_id')).toBe('4');
    expect(within(row).getByText('B0SKU7')).toBeTruthy();
    expect(within(row).getByText('Sam Seller')).toBeTruthy();
    expect(within(row).getByText('sam@acme.test')).toBeTruthy();
    const changes = within(row).getByRole('table', { name: 'Changes of B0SKU7' });
    expect(within(changes).getAllByRole('columnheader').map(readText)).toEqual([
      'Field',
      'Current (v3)',
      'Proposed',
    ]);
    // Only the fields the update changes, current beside proposed; lists one item per line.
    const lines = within(changes)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(lines).toEqual([
      ['Title', 'Current title', 'Proposed title'],
      ['Bullet Points (one per line)', 'Old one', 'New one\nNew two'],
    ]);
  });

  it('approves and rejects, then reloads the list', async () => {
    let items = [pendingItem(7), pendingItem(8)];
    const decided: [string, unknown][] = [];
    const decide = (id: number) => (url: URL, init: RequestInit) => {
      decided.push([url.pathname, bodyOf(init)]);
      items = items.filter((i) => i.update_id !== id);
      return json(200, {
        update_id: id,
        status: bodyOf(init).approve ? 'approved' : 'rejected',
        content_version: 4,
      });
    };
    const net = open({
      'GET /listingtracker/updates/pending': () => json(200, items),
      'POST /listingtracker/updates/7/approve': decide(7),
      'POST /listingtracker/updates/8/approve': decide(8),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending Approvals' }));
    await choose('Marketplace', 'Amazon DE');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve B0SKU7' }));
    await screen.findByText(T.approved);
    await waitFor(() => expect(screen.queryByText('B0SKU7')).toBeNull());
    expect(net.count('GET', '/listingtracker/updates/pending')).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Reject B0SKU8' }));
    await screen.findByText(T.rejected);
    await screen.findByText(T.noPending);
    expect(decided).toEqual([
      ['/listingtracker/updates/7/approve', { approve: true }],
      ['/listingtracker/updates/8/approve', { approve: false }],
    ]);
  });

  it('says so when a decision fails, and keeps one’s own update undecidable', async () => {
    open({
      'GET /listingtracker/updates/pending': () =>
        json(200, [pendingItem(7), pendingItem(9, { can_decide: false })]),
      'POST /listingtracker/updates/7/approve': () => json(500, {}),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending Approvals' }));
    await choose('Marketplace', 'Amazon DE');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject B0SKU7' }));
    await screen.findByText(T.decideFailed);
    expect((screen.getByRole('button', { name: 'Approve B0SKU9' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject B0SKU9' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Approve B0SKU7' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
