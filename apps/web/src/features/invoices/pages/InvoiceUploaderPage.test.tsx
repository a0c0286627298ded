import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_ACTION } from '../../../shared/feedback/failure-text';
import { raisedTicketId } from '../../../shared/upload/RaisedTicketAlert';
import { limitsText } from '../../../shared/upload/upload-limits';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

const UPLOADER = ['upload:sku'];
const WAREHOUSES = [
  { pk_warehouse_id: 4, name: 'Rhine Hub', marketplaces: [] },
  { pk_warehouse_id: 2, name: 'Elbe Depot', marketplaces: [] },
];

function open(codes = UPLOADER) {
  signedIn(user({ warehouses: WAREHOUSES, roles: [role(1, 'Uploader', codes)] }));
  return renderRoutes('/invoice-uploader');
}

type Handlers = Parameters<typeof mockFetch>[0];
const serve = (extra: Handlers = {}) =>
  mockFetch({ 'GET /invoices/vendors': () => json(200, { suggestions: [] }), ...extra });

const button = (name: string) => screen.getByRole('button', { name });
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const number = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

function fillAll() {
  choose(/^Warehouse/, 'Rhine Hub');
  choose(/^Currency/, 'EUR');
  fireEvent.change(screen.getByRole('combobox', { name: /^Vendor/ }), { target: { value: 'Nordic Supply' } });
  fireEvent.change(field(/^Invoice Number/), { target: { value: 'INV-9' } });
  fireEvent.change(screen.getByLabelText(/^Invoice Date/), { target: { value: '2026-11-02' } });
  fireEvent.change(number(/^Invoice Value/), { target: { value: '1200.50' } });
  fireEvent.change(number(/^Invoice Units/), { target: { value: '40' } });
  fireEvent.change(number(/^Shipping Cost/), { target: { value: '80' } });
  fireEvent.change(number(/^Other Cost/), { target: { value: '0' } });
  fireEvent.change(number(/^CBM/), { target: { value: '1.5' } });
}

function chooseFile() {
  fireEvent.change(screen.getByTestId('upload-input'), {
    target: { files: [new File(['PK'], 'lines.xlsx')] },
  });
}

describe('Invoice Header Upload (/invoice-uploader)', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs a warehouse for the template, then saves it with its toast', async () => {
    const net = serve({
      'GET /invoices/template': () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Rhine Hub Invoice Template.xlsx"' },
        }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open();
    await screen.findByRole('heading', { name: 'Invoice Header Upload' });
    expect(screen.getByTestId('upload-limits').textContent).toBe(
      limitsText({ maxFileBytes: 10 * 1024 * 1024, maxRows: 100_000 }),
    );
    fireEvent.click(button('Download Template'));
    await screen.findByText(TICKET_TEXT.selectWarehouse);
    expect(net.count('GET', '/invoices/template')).toBe(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Warehouse/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Elbe Depot', 'Rhine Hub']);
    fireEvent.click(screen.getByRole('option', { name: 'Rhine Hub' }));
    fireEvent.click(button('Download Template'));
    await screen.findByText(TICKET_TEXT.templateDownloaded);
    expect(saved).toEqual(['Rhine Hub Invoice Template.xlsx']);
    const call = net.calls.find((c) => c.url.pathname === '/invoices/template')!;
    expect(call.url.searchParams.get('warehouse_name')).toBe('Rhine Hub');
  });

  it('refuses to upload until every field is filled, then sends the ten fields and names the raised ticket', async () => {
    const xhr = installFakeXhr();
    serve();
    open();
    await screen.findByRole('heading', { name: 'Invoice Header Upload' });
    choose(/^Warehouse/, 'Rhine Hub');
    fireEvent.click(button('Upload Excel'));
    await screen.findByText(TICKET_TEXT.invoiceIncomplete);
    expect(xhr.sent).toHaveLength(0);

    fillAll();
    fireEvent.change(number(/^CBM/), { target: { value: '' } });
    fireEvent.click(button('Upload Excel'));
    expect(xhr.sent).toHaveLength(0);
    fireEvent.change(number(/^CBM/), { target: { value: '1.5' } });
    chooseFile();
    const sent = xhr.sent[0]!;
    expect(new URL(sent.url, 'http://localhost').pathname).toBe('/invoices/upload');
    const form = sent.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      warehouse_name: 'Rhine Hub',
      currency_code: 'EUR',
      vendor_name: 'Nordic Supply',
      invoice_no: 'INV-9',
      invoice_date: '2026-11-02',
      invoice_value: '1200.50',
      invoice_units: '40',
      shipping_cost: '80',
      other_costs: '0',
      cbm: '1.5',
    });
    expect((form.get('file') as File).name).toBe('lines.xlsx');
    act(() => sent.progress(50, 100));
    expect(screen.getByTestId('upload-percent').textContent).toBe('50%');
    act(() => sent.respond(200, { ticket_id: 77, detail: 'Invoice stored' }));
    await screen.findByText(TICKET_TEXT.invoiceRaised(77));
    const outcome = screen.getByTestId('invoice-raised');
    expect(outcome.textContent).toContain(TICKET_TEXT.invoiceRaised(77));
    expect(
      within(outcome)
        .getByRole('link', { name: TICKET_TEXT.viewTicket(77) })
        .getAttribute('href'),
    ).toBe('/tickets/77');
  });

  it('lists the refused rows in the error table and words the detail as a string, a list or an object', async () => {
    const xhr = installFakeXhr();
    serve();
    open();
    await screen.findByRole('heading', { name: 'Invoice Header Upload' });
    fillAll();
    chooseFile();
    act(() =>
      xhr.sent[0]!.respond(422, {
        detail: 'Found 2 validation errors',
        errors: [
          { row: 3, type: 'text', message: 'Unknown SKU: K-9' },
          { row: 2, type: 'text', message: 'Units must be a whole number.' },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Upload errors' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['2', 'Units must be a whole number.'],
      ['3', 'Unknown SKU: K-9'],
    ]);
    expect(button('Download Error Rows')).toBeTruthy();

    chooseFile();
    act(() => xhr.sent[1]!.respond(422, { detail: ['Invoice already uploaded', 'Check the number'] }));
    expect((await screen.findByTestId('invoice-failed')).textContent).toBe(
      'Invoice already uploaded, Check the number',
    );
    chooseFile();
    act(() => xhr.sent[2]!.respond(400, { detail: { invoice_no: 'taken', cbm: 'too large' } }));
    await screen.findAllByText(/invoice_no: taken/);
    expect(screen.getByTestId('invoice-failed').textContent).toBe('invoice_no: taken\ncbm: too large');
    chooseFile();
    act(() => xhr.sent[3]!.respond(500, {}));
    await screen.findAllByText(TICKET_TEXT.operationFailedPlain);
  });

  it('asks for vendor suggestions only at 2 characters, after a 500 ms pause', async () => {
    const net = serve({
      'GET /invoices/vendors': (url) =>
        json(200, { suggestions: [{ vendor_name: `${url.searchParams.get('search')} Trading` }] }),
    });
    open();
    await screen.findByRole('heading', { name: 'Invoice Header Upload' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const vendor = screen.getByRole('combobox', { name: /^Vendor/ });
    fireEvent.change(vendor, { target: { value: 'N' } });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(net.count('GET', '/invoices/vendors')).toBe(0);
    fireEvent.change(vendor, { target: { value: 'No' } });
    await act(async () => vi.advanceTimersByTime(400));
    expect(net.count('GET', '/invoices/vendors')).toBe(0);
    fireEvent.change(vendor, { target: { value: 'Nor' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(net.count('GET', '/invoices/vendors')).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(net.count('GET', '/invoices/vendors')).toBe(1);
    expect(
      net.calls.find((c) => c.url.pathname === '/invoices/vendors')!.url.searchParams.get('search'),
    ).toBe('Nor');
    // The answer is delivered through React Query's own (faked) timer.
    await act(async () => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    fireEvent.keyDown(vendor, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Nor Trading' }));
    expect((vendor as HTMLInputElement).value).toBe('Nor Trading');
  });

  it('reads the raised ticket id as ticket_id or ticketId', () => {
    expect(raisedTicketId({ ticket_id: 5 })).toBe(5);
    expect(raisedTicketId({ ticketId: 6 })).toBe(6);
    expect(raisedTicketId({ detail: 'x' })).toBeNull();
  });

  it('is refused without the data_vault_upload module', async () => {
    serve();
    open(['view:sku']);
    await screen.findByText(FORBIDDEN_ACTION);
    expect(screen.queryByRole('button', { name: 'Upload Excel' })).toBeNull();
  });
});
