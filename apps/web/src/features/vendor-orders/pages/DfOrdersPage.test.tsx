import { VENDOR_ORDERS_TEXT } from '@marketdesk/contracts/vendor-orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectClient } from '../../../shared/session/store';
import { json, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

const mp = (pk_mp_id: number, name: string, short_code: string) => ({
  pk_mp_id,
  name,
  short_code,
  country_code: short_code.slice(3),
  currency_code: 'USD',
  website_url: 'https://example.com',
});
const MARKETPLACES = [mp(3, 'Amazon US', 'AZ_US'), mp(7, 'Noon SA', 'NN_SA'), mp(4, 'Amazon DE', 'AZ_DE')];
const MANAGER = ['view:df_orders', 'create:df_orders', 'modify:df_orders'];
const ROWS = [
  { _key: 'd1', df_order_id: 'DF-1', asin: 'B001', sku_code: 'KET-1', quantity_ordered: 2 },
  { _key: 'd2', df_order_id: 'DF-2', asin: 'B002', sku_code: 'TOA-2', quantity_ordered: 1 },
];

function serve(extra: Record<string, (url: URL, init: RequestInit) => Response | Promise<Response>> = {}) {
  return mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /az/dforders': () =>
      json(200, { items: ROWS, total: 2, current_page: 1, next_page: null, previous_page: null }),
    ...extra,
  });
}

function open(codes = MANAGER) {
  signedIn(user({ roles: [role(1, 'Vendor', codes)] }));
  return renderRoutes('/df-orders');
}

async function choose(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const button = (name: string) => screen.getByRole('button', { name });

function uploadFile() {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [new File(['PK'], 'df.xlsx')] } });
}

describe('DF Orders Management (/df-orders)', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });

  it('lists the AZ marketplaces only, by name; the template is saved with its toast', async () => {
    const net = serve({ 'GET /az/dforders/template': () => new Response(new Blob(['PK']), { status: 200 }) });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open();
    await screen.findByRole('heading', { name: 'DF Orders Management' });
    fireEvent.click(button('Download Template'));
    await screen.findByText(VENDOR_ORDERS_TEXT.selectMarketplaceTemplate);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map(readText)).toEqual(['Amazon DE', 'Amazon US']);
    // The shared marketplace picker: each name beside its (decorative) country flag.
    expect(options.every((o) => o.querySelector('[aria-hidden="true"]'))).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'Amazon US' }));
    fireEvent.click(button('Download Template'));
    await screen.findByText(VENDOR_ORDERS_TEXT.dfTemplateDownloaded);
    expect(saved).toEqual(['Amazon US DF Orders Template.xlsx']);
    expect(
      net.calls.find((c) => c.url.pathname === '/az/dforders/template')!.url.searchParams.get('mp_id'),
    ).toBe('3');
  });

  it('offers View Data with view:df_orders and upload with create:df_orders only', async () => {
    serve();
    open(['view:df_orders']);
    await screen.findByRole('heading', { name: 'DF Orders Management' });
    expect(button('View Data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Template' })).toBeNull();
  });

  it('says how many orders and items an upload inserted', async () => {
    const xhr = installFakeXhr();
    serve();
    open();
    await choose('Amazon US');
    uploadFile();
    const sent = xhr.sent[0]!;
    const url = new URL(sent.url, 'http://localhost');
    expect([url.pathname, url.searchParams.get('mp_id')]).toEqual(['/az/dforders/upload', '3']);
    act(() => sent.respond(200, { inserted_orders: 2, inserted_items: 3 }));
    await screen.findByText('Upload completed successfully! Inserted 2 orders with 3 items.');
  });

  it('lists a refused upload in the Row, Field, Error Message table', async () => {
    const xhr = installFakeXhr();
    serve();
    open();
    await choose('Amazon US');
    uploadFile();
    act(() =>
      xhr.sent[0]!.respond(400, {
        detail: VENDOR_ORDERS_TEXT.dfRejected(2),
        errors: [
          { row: 4, field: 'quantity_ordered', message: 'Quantity ordered must be a whole number.' },
          { row: 2, field: 'asin', message: 'ASIN is required.' },
        ],
      }),
    );
    expect(
      (await screen.findAllByText('Upload failed due to 2 validation errors. No data was inserted.')).length,
    ).toBeGreaterThan(0);
    expect(button('Validation errors (2)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Upload errors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Row', 'Field', 'Error Message']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['2', 'asin', 'ASIN is required.'],
      ['4', 'quantity_ordered', 'Quantity ordered must be a whole number.'],
    ]);
  });

  it('offers Delete Selected only with delete:df_orders and sends the confirmed keys', async () => {
    const net = serve({ 'DELETE /az/dforders': () => json(200, { deleted: 2 }) });
    const view = open();
    await choose('Amazon US');
    fireEvent.click(button('View Data'));
    await screen.findByText('DF-1');
    expect(screen.queryByRole('button', { name: /Delete Selected/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    view.unmount();

    open([...MANAGER, 'delete:df_orders']);
    await choose('Amazon US');
    fireEvent.click(button('View Data'));
    await screen.findByText('DF-2');
    for (const id of ['DF-1', 'DF-2'])
      fireEvent.click(within(screen.getByRole('row', { name: new RegExp(id) })).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: VENDOR_ORDERS_TEXT.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(VENDOR_ORDERS_TEXT.deleted(2));
    const call = net.calls.find((c) => c.method === 'DELETE')!;
    expect([call.url.pathname, call.url.searchParams.get('mp_id')]).toEqual(['/az/dforders', '3']);
    expect(JSON.parse(String(call.init.body))).toEqual({ keys: ['d1', 'd2'] });
    await waitFor(() => expect(net.count('GET', '/az/dforders')).toBeGreaterThanOrEqual(3));
  });

  it('loads the grid again for the new client after a client switch, never showing the other client’s rows', async () => {
    let later: (r: Response) => void = () => {};
    const page = (items: Record<string, unknown>[]) =>
      json(200, { items, total: items.length, current_page: 1, next_page: null, previous_page: null });
    const net = serve({
      'GET /az/dforders': (url) =>
        url.searchParams.get('client_id') === '2'
          ? new Promise<Response>((resolve) => {
              later = resolve;
            })
          : page(ROWS),
    });
    signedIn(user({ roles: [role(1, 'Vendor', ['view:df_orders']), role(2, 'Vendor', ['view:df_orders'])] }));
    renderRoutes('/df-orders');
    await choose('Amazon US');
    fireEvent.click(button('View Data'));
    await screen.findByText('DF-1');
    act(() => selectClient(2));
    await waitFor(() =>
      expect(
        net.calls.some(
          (c) => c.url.pathname === '/az/dforders' && c.url.searchParams.get('client_id') === '2',
        ),
      ).toBe(true),
    );
    expect(screen.queryByText('DF-1')).toBeNull();
    act(() => later(page([{ _key: 'b1', df_order_id: 'DF-B1', asin: 'B900', quantity_ordered: 5 }])));
    await screen.findByText('DF-B1');
    expect(screen.queryByText('DF-1')).toBeNull();
  });
});
