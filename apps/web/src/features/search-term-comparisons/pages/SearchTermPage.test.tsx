import { SEARCH_TERM_TEXT } from '@marketdesk/contracts/search-term-comparison';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { MARKETPLACES } from '../../../test/search-term-comparisons/testing';

const RECORDER = ['channel_report:view', 'channel_report:create'];

/** What the server answers a recording: the stored history row. */
const saved = (body: Record<string, unknown>) => ({
  pk_id: 1,
  fk_mp_id: 3,
  fk_client_id: 1,
  dt_create: '2026-11-25T10:00:00.000Z',
  ...body,
});

type Handlers = Parameters<typeof mockFetch>[0];
function open(codes = RECORDER, extra: Handlers = {}) {
  signedIn(user({ roles: [role(1, 'Seller', codes)] }));
  const net = mockFetch({ 'GET /marketplaces': () => json(200, MARKETPLACES), ...extra });
  return { net, ...renderRoutes('/focused-data/search-term') };
}

/** Fields by their label (getByLabelText: getByRole is slow on a form this size). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const number = field;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

/** Picks an option of a native select by its label. */
function choose(label: RegExp, option: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const value = [...select.options].find((o) => o.text === option)!.value;
  fireEvent.change(select, { target: { value } });
}

async function chooseMarketplace(name: string) {
  const input = await screen.findByRole('combobox', { name: /^Marketplace/ });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}

/** Fills the three offers; `id` is the one identifier field's label (the marketplace's, Retailer SKU without). */
function fillOffers(twoFields = false, id = 'ASIN') {
  for (const [label, sku, price, days, slot] of [
    ['Client', 'B0CLIENT', '49.99', '2', 'Organic'],
    ['Competitor 1', 'B0COMP1', '45', '0', 'Top of Search (TOS)'],
    ['Competitor 2', 'B0COMP2', '52.5', '4', 'Brand Ad (BA)'],
  ] as const) {
    if (twoFields) {
      type(field(`${label} Item Number`), sku);
      type(field(`${label} Variation ID`), 'v1');
    } else type(field(`${label} ${id}`), sku);
    type(number(`${label} Price`), price);
    type(number(`${label} Delivery Days`), days);
    choose(new RegExp(`^${label} Slot`), slot);
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('Focused Search Term Comparison (/focused-data/search-term)', () => {
  it('names the identifier as the marketplace does (spec 02 section 9): ASIN, EAN, ZSKU, Barcode', async () => {
    const more = [
      marketplace(6, 'Bol NL', 'BO_NL'),
      marketplace(7, 'Noon AE', 'NN_AE'),
      marketplace(8, 'Trendyol TR', 'TD_TR'),
    ];
    open(RECORDER, { 'GET /marketplaces': () => json(200, [...MARKETPLACES, ...more]) });
    for (const [name, label] of [
      ['Amazon US', 'ASIN'],
      ['Bol NL', 'EAN'],
      ['Noon AE', 'ZSKU'],
      ['Trendyol TR', 'Barcode'],
    ] as const) {
      await chooseMarketplace(name);
      for (const party of ['Client', 'Competitor 1', 'Competitor 2'])
        expect(field(`${party} ${label}`)).toBeTruthy();
      expect(screen.queryByLabelText(/Retailer SKU/)).toBeNull();
    }
  });

  it('links to the history', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'View History' });
    expect(link.getAttribute('href')).toBe('/focused-data/search-term/history');
  });

  it('says the first missing field as the spec words it and sends nothing until all are filled', async () => {
    const { net } = open();
    await screen.findByRole('heading', { name: SEARCH_TERM_TEXT.title });
    submit();
    expect(await screen.findByText('Search term is required')).toBeTruthy();
    type(field('Search Term'), 'trail shoes');
    submit();
    expect(await screen.findByText('Please select a bid action')).toBeTruthy();
    choose(/^Bid Action/, 'Decreased Bid');
    submit();
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    fillOffers(false, 'Retailer SKU'); // no marketplace chosen yet
    submit();
    expect(await screen.findByText('Marketplace is required.')).toBeTruthy();
    expect(net.count('POST', '/channelreports/search-term-data')).toBe(0);
  });

  it("records the search term and says 'Search Term Data uploaded successfully!', emptying the form", async () => {
    let sent: { url: URL; body: unknown } | null = null;
    open(RECORDER, {
      'POST /channelreports/search-term-data': (url, init) => {
        sent = { url, body: JSON.parse(String(init.body)) };
        return json(201, saved(sent.body as Record<string, unknown>));
      },
    });
    await chooseMarketplace('Amazon US');
    type(field('Search Term'), ' trail shoes ');
    fillOffers();
    choose(/^Bid Action/, 'Paused Bid');
    submit();
    expect(await screen.findByText('Search Term Data uploaded successfully!')).toBeTruthy();
    expect(sent!.url.searchParams.get('mp_id')).toBe('3');
    expect(sent!.url.searchParams.get('client_id')).toBe('1');
    expect(sent!.body).toEqual({
      search_term: 'trail shoes',
      client_retailer_sku: 'B0CLIENT',
      client_price: 49.99,
      client_delivery_days: 2,
      client_slot: 'organic',
      comp1_retailer_sku: 'B0COMP1',
      comp1_price: 45,
      comp1_delivery_days: 0,
      comp1_slot: 'tos',
      comp2_retailer_sku: 'B0COMP2',
      comp2_price: 52.5,
      comp2_delivery_days: 4,
      comp2_slot: 'ba',
      bid_actions: 'pause',
    });
    await waitFor(() => expect(field('Search Term').value).toBe(''));
  });

  it("on an EB marketplace joins Item Number and Variation ID with '|'; Variation ID waits for the first", async () => {
    let body: Record<string, unknown> = {};
    open(RECORDER, {
      'POST /channelreports/search-term-data': (_url, init) => {
        body = JSON.parse(String(init.body));
        return json(201, saved(body));
      },
    });
    await chooseMarketplace('eBay UK');
    expect(field('Client Variation ID').disabled).toBe(true);
    type(field('Search Term'), 'kettle');
    fillOffers(true);
    choose(/^Bid Action/, 'No Action');
    submit();
    await screen.findByText(SEARCH_TERM_TEXT.uploaded);
    expect(body.client_retailer_sku).toBe('B0CLIENT|v1');
    expect(body.comp2_retailer_sku).toBe('B0COMP2|v1');
  });

  it("shows the server's detail, else 'Upload failed'", async () => {
    let answer = json(422, {
      detail: [{ loc: ['body', 'client_retailer_sku'], msg: 'Enter both', type: 'x' }],
    });
    open(RECORDER, { 'POST /channelreports/search-term-data': () => answer });
    await chooseMarketplace('Amazon US');
    type(field('Search Term'), 'kettle');
    fillOffers();
    choose(/^Bid Action/, 'Increased Bid');
    submit();
    expect(await screen.findByText('Enter both')).toBeTruthy();
    answer = json(500, {});
    submit();
    expect(await screen.findByText('Upload failed')).toBeTruthy();
  });

  it('lets a user without channel_report:create see the form but not submit', async () => {
    open(['channel_report:view']);
    await screen.findByRole('heading', { name: SEARCH_TERM_TEXT.title });
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
