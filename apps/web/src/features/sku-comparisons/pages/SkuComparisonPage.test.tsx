import { SKU_COMPARISON_TEXT as T } from '@marketdesk/contracts/sku-comparison';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const MARKETPLACES = [
  marketplace(3, 'Amazon DE', 'AZ_DE'),
  marketplace(4, 'Auction DE', 'EB_DE'),
  marketplace(5, 'Market DE', 'OT_DE'),
  marketplace(6, 'Bol NL', 'BO_NL'),
  marketplace(7, 'Noon AE', 'NN_AE'),
  marketplace(8, 'Trendyol TR', 'TD_TR'),
];

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** The server's answer to a recording: the record as stored. */
const saved: Handler = (_url, init) => {
  const sent = JSON.parse(String(init.body));
  return json(201, { ...sent, id: 1, marketplace_id: 3, date: '2026-03-01T10:00:00.000Z' });
};

function open(record: Handler = saved) {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /data/sku/suggestions': (url) =>
      json(200, {
        suggestions: [{ sku_code: `${url.searchParams.get('search')}-01`, sku_name: 'Kettle' }],
      }),
    'POST /channelreports/sku-data': record,
  });
  signedIn(user({ roles: [role(1, 'Seller', ['channel_report:create'])] }));
  renderRoutes('/focused-data/sku');
  return net;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input,textarea' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const warned = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

async function chooseMarketplace(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function fillOffers(first: (party: string) => string) {
  for (const [party, n] of [
    ['Client', 1],
    ['Competitor 1', 2],
    ['Competitor 2', 3],
  ] as const) {
    type(first(party), `R${n}`);
    type(`${party} Price`, `${10 + n}.5`);
    type(`${party} Delivery Days`, String(n));
  }
  type('Client Ranking', '4');
}

const body = (net: ReturnType<typeof mockFetch>) => {
  const c = net.calls.find((x) => x.method === 'POST');
  return c ? { mpId: c.url.searchParams.get('mp_id'), json: JSON.parse(String(c.init.body)) } : null;
};

afterEach(() => vi.useRealTimers());

describe('Insert SKU Comparison Data (/focused-data/sku)', () => {
  it('links back to Focused SKUs and to the history', async () => {
    open();
    const crumb = await screen.findByRole('link', { name: T.breadcrumb });
    expect(crumb.getAttribute('href')).toBe('/focused-data/manage-skus');
    expect(screen.getByRole('link', { name: T.viewHistory }).getAttribute('href')).toBe(
      '/focused-data/sku/history',
    );
  });

  it('says the first rule broken, in the spec’s order, and sends nothing until none is', async () => {
    const net = open();
    await screen.findByRole('combobox', { name: 'Marketplace' });
    submit();
    await warned(T.selectMarketplace);
    await chooseMarketplace('Amazon DE');
    submit();
    await warned(T.enterSkuCode);
    type('SKU Code', 'KET-1');
    submit();
    await warned(T.fillRequired);
    fillOffers((p) => `${p} ASIN`);
    type('Competitor 2 Delivery Days', '0'); // nonzero
    submit();
    expect((await screen.findAllByText(T.fillRequired)).length).toBeGreaterThan(1);
    type('Competitor 2 Delivery Days', '3');
    submit();
    await warned(T.selectCatalogIssue);
    expect(net.count('POST', '/channelreports/sku-data')).toBe(0);
    // Prices take cents from 0; days and ranking whole numbers from 0.
    expect(field('Client Price').getAttribute('min')).toBe('0');
    expect(field('Client Price').getAttribute('step')).toBe('0.01');
    expect(field('Client Ranking').getAttribute('min')).toBe('0');
  });

  it('records the comparison with the marketplace, says so and clears the form', async () => {
    const net = open();
    await chooseMarketplace('Amazon DE');
    type('SKU Code', 'KET-1');
    fillOffers((p) => `${p} ASIN`);
    type('Client Review', '4.5 stars');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coupon' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Image & Title' }));
    submit();
    await warned(T.uploaded);
    expect(body(net)).toEqual({
      mpId: '3',
      json: {
        sku_code: 'KET-1',
        client_retailer_sku: 'R1',
        comp1_retailer_sku: 'R2',
        comp2_retailer_sku: 'R3',
        client_price: 11.5,
        comp1_price: 12.5,
        comp2_price: 13.5,
        client_delivery_days: 1,
        comp1_delivery_days: 2,
        comp2_delivery_days: 3,
        client_ranking: 4,
        client_review: '4.5 stars',
        deal_present: false,
        coupon_present: true,
        ams_present: false,
        catalog_issues: 'image_title',
      },
    });
    expect((field('SKU Code') as HTMLInputElement).value).toBe('');
    expect((field('Client Price') as HTMLInputElement).value).toBe('');
  });

  it('names the identifier as the marketplace does (spec 02 section 9): ASIN, EAN, ZSKU, Barcode', async () => {
    open();
    for (const [name, label] of [
      ['Amazon DE', 'ASIN'],
      ['Bol NL', 'EAN'],
      ['Noon AE', 'ZSKU'],
      ['Trendyol TR', 'Barcode'],
    ] as const) {
      await chooseMarketplace(name);
      for (const party of ['Client', 'Competitor 1', 'Competitor 2'])
        expect(screen.getByRole('textbox', { name: `${party} ${label}` })).toBeTruthy();
      expect(screen.queryByLabelText('Client Retailer SKU', { exact: false })).toBeNull();
    }
    await chooseMarketplace('Market DE');
    expect(screen.getByRole('textbox', { name: 'Client Product ID' })).toBeTruthy();
  });

  it('EB: Item Number then Variation ID (enabled once the first is filled), sent joined with |', async () => {
    const net = open();
    await chooseMarketplace('Auction DE');
    expect(screen.queryByLabelText('Client Retailer SKU', { exact: false })).toBeNull();
    const variation = field('Client Variation ID') as HTMLInputElement;
    expect(variation.disabled).toBe(true);
    type('Client Item Number', '1234');
    expect(variation.disabled).toBe(false);
    type('SKU Code', 'KET-1');
    fillOffers((p) => `${p} Item Number`);
    fireEvent.click(screen.getByRole('radio', { name: 'No Issues' }));
    submit();
    await warned(T.fillRequired); // the Variation IDs are missing
    for (const p of ['Client', 'Competitor 1', 'Competitor 2']) type(`${p} Variation ID`, `V-${p.length}`);
    submit();
    await warned(T.uploaded);
    expect(body(net)?.json).toMatchObject({
      client_retailer_sku: 'R1|V-6',
      comp1_retailer_sku: 'R2|V-12',
      comp2_retailer_sku: 'R3|V-12',
    });
  });

  it('OT: Product ID and Variation ID', async () => {
    open();
    await chooseMarketplace('Market DE');
    expect(field('Competitor 1 Product ID')).toBeTruthy();
    expect((field('Competitor 1 Variation ID') as HTMLInputElement).disabled).toBe(true);
  });

  it.each([
    [404, { detail: 'Not found' }, T.skuNotFound],
    [403, { detail: 'You do not have permission to perform this action' }, T.uploadForbidden],
    [500, {}, T.uploadFailed],
    [422, { detail: 'Comp1 is odd' }, 'Comp1 is odd'],
  ])('a %s answer reads as the spec says', async (status, answer, text) => {
    open(() => json(status, answer));
    await chooseMarketplace('Amazon DE');
    type('SKU Code', 'KET-1');
    fillOffers((p) => `${p} ASIN`);
    fireEvent.click(screen.getByRole('radio', { name: 'Variation' }));
    submit();
    await warned(text);
    expect((field('SKU Code') as HTMLInputElement).value).toBe('KET-1');
  });

  it('suggests SKU codes only for more than 3 characters, 500 ms after the last keystroke', async () => {
    const net = open();
    await screen.findByRole('combobox', { name: 'Marketplace' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = () => net.count('GET', '/data/sku/suggestions');
    const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
    type('SKU Code', 'KET');
    await wait(1000);
    expect(calls()).toBe(0); // 3 characters are not enough
    type('SKU Code', 'KETT');
    await wait(300);
    type('SKU Code', 'KETTL');
    await wait(499);
    expect(calls()).toBe(0); // each keystroke starts the wait again
    await wait(1);
    expect(calls()).toBe(1);
    expect(
      net.calls.find((c) => c.url.pathname === '/data/sku/suggestions')?.url.searchParams.get('search'),
    ).toBe('KETTL');
    await wait(50); // the answer arrives (the query client notifies on a timer)
    vi.useRealTimers();
    const option = await screen.findByRole('option', { name: 'KETTL-01 - Kettle' });
    fireEvent.click(option);
    expect((field('SKU Code') as HTMLInputElement).value).toBe('KETTL-01');
    expect(within(document.body).queryByRole('option')).toBeNull();
  });
});
