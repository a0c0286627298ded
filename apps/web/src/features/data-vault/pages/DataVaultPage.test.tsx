import { DATA_VAULT_TEXT } from '@marketdesk/contracts/data-vault';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

const MARKETPLACES = [
  {
    pk_mp_id: 5,
    name: 'Otto DE',
    short_code: 'OT_DE',
    country_code: 'DE',
    currency_code: 'EUR',
    website_url: 'https://www.otto.de',
  },
  {
    pk_mp_id: 3,
    name: 'Amazon US',
    short_code: 'AZ_US',
    country_code: 'US',
    currency_code: 'USD',
    website_url: 'https://www.amazon.com',
  },
];
const SELLER = ['view:orders', 'modify:orders', 'upload:orders', 'view:sku', 'modify:sku', 'upload:sku'];
const ORDERS = {
  items: [
    {
      _key: 'o1',
      order_id: 'A-1',
      order_item_id: '1',
      asin: 'B00KETTLE1',
      sku_code: 'KET-1',
      quantity_ordered: 2,
    },
  ],
  total: 1,
  current_page: 1,
  next_page: null,
  previous_page: null,
};

function serve(extra: Record<string, (url: URL, init: RequestInit) => Response> = {}) {
  return mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /az/data/orders': () => json(200, ORDERS),
    ...extra,
  });
}

function open(codes = SELLER) {
  signedIn(user({ roles: [role(1, 'Seller', codes)] }));
  return renderRoutes('/data');
}

async function chooseType(label: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Data Type' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

async function chooseMarketplace(name: string) {
  const box = screen.getByRole('combobox', { name: 'Marketplace' });
  fireEvent.mouseDown(box);
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Data Vault (/data)', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });

  it('asks for what is missing in the spec words', async () => {
    serve();
    open();
    await screen.findByRole('heading', { name: 'Data Vault' });
    fireEvent.click(button(DATA_VAULT_TEXT.downloadTemplate));
    await screen.findByText(DATA_VAULT_TEXT.selectDataType);
    await chooseType('Orders Data');
    fireEvent.click(button(DATA_VAULT_TEXT.viewData));
    await screen.findByText(DATA_VAULT_TEXT.selectMarketplaceView);
    fireEvent.click(button(DATA_VAULT_TEXT.downloadTemplate));
    await screen.findByText(DATA_VAULT_TEXT.selectMarketplace);
    fireEvent.click(button(DATA_VAULT_TEXT.uploadData));
    await waitFor(() => expect(screen.getAllByText(DATA_VAULT_TEXT.selectMarketplace)).toHaveLength(2));
  });

  it('lists the marketplaces by name and saves the template under the spec name; a 403 gets its text', async () => {
    let status = 200;
    let detail: string | undefined;
    const net = serve({
      'GET /data/template': () =>
        status === 200 ? new Response(new Blob(['PK']), { status: 200 }) : json(403, { detail }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open();
    await chooseType('Orders Data');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Marketplace' }));
    const names = (await screen.findAllByRole('option')).map(
      (o) => MARKETPLACES.find((m) => o.textContent?.endsWith(m.name))?.name,
    );
    expect(names).toEqual(['Amazon US', 'Otto DE']);
    fireEvent.click(screen.getByRole('option', { name: /Amazon US/ }));
    fireEvent.click(button(DATA_VAULT_TEXT.downloadTemplate));
    await waitFor(() => expect(saved).toEqual(['Amazon US Orders Data Template.xlsx']));
    const call = net.calls.find((c) => c.url.pathname === '/data/template')!;
    expect(call.url.searchParams.get('data_type')).toBe('orders');
    expect(call.url.searchParams.get('mp_id')).toBe('3');
    // A 403 reads the server's reason when it gives one, else the spec's text.
    status = 403;
    detail = 'Orders templates are not available for this marketplace.';
    fireEvent.click(button(DATA_VAULT_TEXT.downloadTemplate));
    await screen.findByText(detail);
    detail = undefined;
    fireEvent.click(button(DATA_VAULT_TEXT.downloadTemplate));
    await screen.findByText(DATA_VAULT_TEXT.templateForbidden);
    await chooseType('SKU');
    status = 200;
    fireEvent.click(button(DATA_VAULT_TEXT.downloadTemplate));
    await waitFor(() => expect(saved.at(-1)).toBe('SKU Template.xlsx'));
  });

  it('shows the SKU Cost note and no upload', async () => {
    serve();
    open();
    await chooseType('SKU Cost');
    await screen.findByText(DATA_VAULT_TEXT.skuCostNote);
    expect(screen.queryByRole('button', { name: DATA_VAULT_TEXT.uploadData })).toBeNull();
  });

  it('offers upload and template only with the data type CREATE code', async () => {
    serve();
    open(['view:orders', 'modify:orders', 'upload:sku']);
    await chooseType('Orders Data');
    expect(screen.queryByRole('button', { name: DATA_VAULT_TEXT.uploadData })).toBeNull();
    expect(screen.queryByRole('button', { name: DATA_VAULT_TEXT.downloadTemplate })).toBeNull();
    await chooseType('SKU');
    expect(button(DATA_VAULT_TEXT.uploadData)).toBeTruthy();
  });

  it('uploads to process-file and lists the validation errors; Clear Errors empties the table', async () => {
    const xhr = installFakeXhr();
    serve();
    open();
    await chooseType('Orders Data');
    await chooseMarketplace('Amazon US');
    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [new File(['PK'], 'orders.xlsx')] },
    });
    const sent = xhr.sent[0]!;
    const url = new URL(sent.url, 'http://localhost');
    expect(url.pathname).toBe('/data/process-file');
    expect([url.searchParams.get('data_type'), url.searchParams.get('mp_id')]).toEqual(['orders', '3']);
    expect(screen.getByTestId('upload-file-name').textContent).toBe('orders.xlsx');
    expect(button(DATA_VAULT_TEXT.changeFile)).toBeTruthy();
    act(() =>
      sent.respond(422, {
        detail: 'Found 2 validation errors',
        errors: [
          { row: 2, type: 'text', message: 'SKU Code is required.' },
          { row: 4, type: 'text', message: 'Quantity shipped cannot exceed quantity ordered.' },
        ],
      }),
    );
    await screen.findByText('Found 2 validation errors');
    expect(within(screen.getByTestId('upload-error-row-2')).getByText('SKU Code is required.')).toBeTruthy();
    expect(screen.getByTestId('upload-error-row-4')).toBeTruthy();
    fireEvent.click(button(DATA_VAULT_TEXT.clearErrors));
    expect(screen.queryByRole('table', { name: 'Upload errors' })).toBeNull();
  });

  it('shows the chosen grid with its export after View Data', async () => {
    const net = serve();
    open();
    await chooseType('Orders Data');
    await chooseMarketplace('Amazon US');
    fireEvent.click(button(DATA_VAULT_TEXT.viewData));
    await screen.findByText('A-1');
    const call = net.calls.find((c) => c.url.pathname === '/az/data/orders')!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
      mp_id: '3',
      data_type: 'orders',
      cursor: '1',
      size: '50',
    });
    expect(screen.getByRole('link', { name: 'B00KETTLE1' }).getAttribute('href')).toBe(
      'https://www.amazon.com/dp/B00KETTLE1',
    );
    expect(button('Export')).toBeTruthy();
    expect(button(DATA_VAULT_TEXT.saveChanges)).toBeTruthy();
  });

  it("shows money in the row's currency, else the marketplace's (Otto DE in euros), never as bare numbers", async () => {
    const page = (items: Record<string, unknown>[]) =>
      json(200, { items, total: items.length, current_page: 1, next_page: null, previous_page: null });
    serve({
      'GET /otto/data/returns': () =>
        page([{ _key: 'r1', order_id: 'R-1', sku_code: 'KET-1', quantity: 1, price: 1234.5 }]),
      'GET /otto/data/orders': () =>
        page([{ _key: 'o1', order_id: 'O-1', order_item_id: '1', item_price: 12.5, currency_code: 'GBP' }]),
    });
    open();
    await chooseType('Return Data');
    await chooseMarketplace('Otto DE');
    fireEvent.click(button(DATA_VAULT_TEXT.viewData));
    await screen.findByText('R-1');
    expect(screen.getByRole('gridcell', { name: '€1,234.50' })).toBeTruthy();
    await chooseType('Orders Data');
    fireEvent.click(button(DATA_VAULT_TEXT.viewData));
    await screen.findByText('O-1');
    expect(screen.getByRole('gridcell', { name: '£12.50' })).toBeTruthy();
  });

  it("offers a client admin the selected client's marketplaces, not only the ones assigned to them", async () => {
    const net = serve({
      'GET /marketplaces': () => json(200, []),
      'GET /marketplaces/admin/client': () => json(200, MARKETPLACES),
    });
    signedIn(user({ roles: [role(1, 'Client Admin', SELLER)] }));
    renderRoutes('/data');
    await chooseType('Orders Data');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map(readText)).toEqual(['Amazon US', 'Otto DE']);
    expect(net.calls.some((c) => c.url.pathname === '/marketplaces')).toBe(false);
  });
});
