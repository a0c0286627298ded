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
const MARKETPLACES = [
  mp(7, 'Noon SA', 'NN_SA'),
  mp(5, 'Otto DE', 'OT_DE'),
  mp(3, 'Amazon US', 'AZ_US'),
  mp(8, 'Noon AE', 'NN_AE'),
  mp(4, 'Amazon DE', 'AZ_DE'),
];
const VIEW = ['view:purchase_orders'];
const MANAGER = ['view:purchase_orders', 'create:purchase_orders', 'modify:purchase_orders'];
const PAGE = (items: Record<string, unknown>[]) =>
  json(200, { items, total: items.length, current_page: 1, next_page: null, previous_page: null });
const NN_ROWS = [
  { _key: 'n1', po_id: 'PO-1', nin: 'N100', quantity_ordered: 10, quantity_shipped: 5, fill_rate: 0.5 },
  { _key: 'n2', po_id: 'PO-2', nin: 'N200', quantity_ordered: 4, quantity_shipped: 4, fill_rate: 1 },
];

function serve(extra: Record<string, (url: URL, init: RequestInit) => Response | Promise<Response>> = {}) {
  return mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /noon/purchase-order': () => PAGE(NN_ROWS),
    'GET /az/purchaseorders': () => PAGE([{ _key: 'a1', po_id: 'AZ-PO-1', asin: 'B001', fill_rate: null }]),
    ...extra,
  });
}

function open(codes = MANAGER) {
  signedIn(user({ roles: [role(1, 'Vendor', codes)] }));
  return renderRoutes('/purchase-orders/view');
}

async function choose(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const button = (name: string) => screen.getByRole('button', { name });
const noButton = (name: string) => expect(screen.queryByRole('button', { name })).toBeNull();

describe('Purchase Order Management (/purchase-orders/view)', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });

  it('lists the AZ and NN marketplaces by name and asks for one in the spec words', async () => {
    serve();
    open();
    await screen.findByRole('heading', { name: 'Purchase Order Management' });
    fireEvent.click(button('View Data'));
    await screen.findByText(VENDOR_ORDERS_TEXT.selectMarketplaceView);
    fireEvent.click(button('Download Template'));
    await screen.findByText(VENDOR_ORDERS_TEXT.selectMarketplaceTemplate);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map(readText)).toEqual(['Amazon DE', 'Amazon US', 'Noon AE', 'Noon SA']);
    // The shared marketplace picker: each name beside its (decorative) country flag.
    expect(options.every((o) => o.querySelector('[aria-hidden="true"]'))).toBe(true);
  });

  it('offers Upload Data and Download Template for NN only, and saves the template', async () => {
    const net = serve({ 'GET /data/template': () => new Response(new Blob(['PK']), { status: 200 }) });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open();
    await choose('Amazon US');
    noButton('Upload Data');
    noButton('Download Template');
    await choose('Noon SA');
    expect(button('Upload Data')).toBeTruthy();
    fireEvent.click(button('Download Template'));
    await waitFor(() => expect(saved).toEqual(['Noon SA Purchase Orders Data Template.xlsx']));
    const sent = net.calls.find((c) => c.url.pathname === '/data/template')!.url.searchParams;
    expect([sent.get('data_type'), sent.get('mp_id')]).toEqual(['purchase_orders', '7']);
  });

  it('never words AZ or NN as unconfigured: both have a view, AZ has no upload rather than a refusal', async () => {
    serve();
    open();
    await choose('Amazon US');
    fireEvent.click(button('View Data'));
    await screen.findByText('AZ-PO-1');
    await choose('Noon SA');
    fireEvent.click(button('View Data'));
    await screen.findByText('PO-1');
    expect(screen.queryByText(/No Purchase Order (view|upload) configured/)).toBeNull();
  });

  it('hides upload without create:purchase_orders', async () => {
    serve();
    open(VIEW);
    await choose('Noon SA');
    noButton('Upload Data');
    noButton('Download Template');
  });

  it('shows the NN grid (50 a page) with the fill rate as a percentage', async () => {
    const net = serve();
    open(VIEW);
    await choose('Noon SA');
    fireEvent.click(button('View Data'));
    await screen.findByText('PO-1');
    const sent = net.calls.find((c) => c.url.pathname === '/noon/purchase-order')!.url.searchParams;
    expect([sent.get('mp_id'), sent.get('size')]).toEqual(['7', '50']);
    const rate = (po: string) =>
      within(screen.getByRole('row', { name: new RegExp(po) }))
        .getAllByRole('gridcell')
        .find((c) => c.getAttribute('data-field') === 'fill_rate')?.textContent;
    expect(rate('PO-1')).toBe('50.00%');
    expect(rate('PO-2')).toBe('100.00%');
  });

  it('uploads an NN file and lists the refused rows with their PO in the upload-error table', async () => {
    const xhr = installFakeXhr();
    serve();
    open();
    await choose('Noon SA');
    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [new File(['PK'], 'po.xlsx')] },
    });
    const sent = xhr.sent[0]!;
    const url = new URL(sent.url, 'http://localhost');
    expect([url.pathname, url.searchParams.get('mp_id')]).toEqual(['/noon/purchase-order/upload', '7']);
    act(() =>
      sent.respond(422, {
        detail: VENDOR_ORDERS_TEXT.validationErrors(2),
        errors: [
          { row: 3, po_id: 'PO-9', type: 'validation', message: 'Quantity ordered is required.' },
          { row: 1, po_id: null, type: 'other', message: 'Missing column nin.' },
        ],
      }),
    );
    expect((await screen.findAllByText('Found 2 validation errors.')).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Upload errors' });
    expect(within(table).getByTestId('upload-error-row-3').textContent).toBe(
      '3PO PO-9: Quantity ordered is required.',
    );
    expect(within(table).getByTestId('upload-error-row-1').textContent).toBe('1Missing column nin.');
  });

  it('offers Delete Selected only with delete:purchase_orders and sends the confirmed keys', async () => {
    const net = serve({ 'DELETE /noon/purchase-order': () => json(200, { deleted: 1 }) });
    const view = open(MANAGER);
    await choose('Noon SA');
    fireEvent.click(button('View Data'));
    await screen.findByText('PO-1');
    noButton('Delete Selected');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    view.unmount();

    open([...MANAGER, 'delete:purchase_orders']);
    await choose('Noon SA');
    fireEvent.click(button('View Data'));
    await screen.findByText('PO-2');
    fireEvent.click(within(screen.getByRole('row', { name: /PO-2/ })).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: VENDOR_ORDERS_TEXT.deleteTitle });
    within(dialog).getByText(VENDOR_ORDERS_TEXT.deleteBody(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(VENDOR_ORDERS_TEXT.deleted(1));
    const call = net.calls.find((c) => c.method === 'DELETE')!;
    expect(call.url.searchParams.get('mp_id')).toBe('7');
    expect(JSON.parse(String(call.init.body))).toEqual({ keys: ['n2'] });
    await waitFor(() => expect(net.count('GET', '/noon/purchase-order')).toBeGreaterThanOrEqual(3));
  });

  it('loads the grid again for the new client after a client switch, never showing the other client’s rows', async () => {
    let later: (r: Response) => void = () => {};
    const net = serve({
      'GET /noon/purchase-order': (url) =>
        url.searchParams.get('client_id') === '2'
          ? new Promise<Response>((resolve) => {
              later = resolve;
            })
          : PAGE(NN_ROWS),
    });
    signedIn(user({ roles: [role(1, 'Vendor', VIEW), role(2, 'Vendor', VIEW)] }));
    renderRoutes('/purchase-orders/view');
    await choose('Noon SA');
    fireEvent.click(button('View Data'));
    await screen.findByText('PO-1');
    act(() => selectClient(2));
    // Asked for the new client at once; until it answers, the grid shows no row of client 1.
    await waitFor(() =>
      expect(
        net.calls.some(
          (c) => c.url.pathname === '/noon/purchase-order' && c.url.searchParams.get('client_id') === '2',
        ),
      ).toBe(true),
    );
    expect(screen.queryByText('PO-1')).toBeNull();
    act(() => later(PAGE([{ _key: 'b1', po_id: 'PO-B1', nin: 'N900', quantity_ordered: 3 }])));
    await screen.findByText('PO-B1');
    expect(screen.queryByText('PO-1')).toBeNull();
  });
});
