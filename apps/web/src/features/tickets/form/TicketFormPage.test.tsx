import { formatComments, parseComments, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../shared/session/store';
import { json } from '../../../test/factories';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';
import {
  button,
  chooseType,
  open,
  optionNames,
  pick,
  sentBody,
  serve,
  shown,
  VISIBLE,
} from '../../../test/tickets/form';
import { ticketFixture } from '../../../test/tickets/ticket-factory';

/** Rows keyed by the file's own header, as the server's reader answers them. */
const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ Retailer_SKU: `SKU-${i + 1}`, comments: `note ${i + 1}` }));

function chooseFile(name = 'skus.xlsx') {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [new File(['PK'], name)] } });
}

describe('ticket create (/tickets/new)', () => {
  it('offers only the form types the user may access (T2–T7 too, issue 16), and the creator name with its helper', async () => {
    serve();
    open();
    await screen.findByRole('heading', { name: TICKET_TEXT.createTitle });
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toBe('Home/Tickets/Create');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Ticket Type/ }));
    expect(optionNames()).toEqual([
      'T1 – Listing Content Update',
      'T2 – Price Change',
      'T8 – Bug / Issue Report',
      'T9 – SKU Analysis Request',
      'T10 – Content Creation',
    ]);
    fireEvent.keyDown(screen.getAllByRole('option')[0]!, { key: 'Escape' });
    const creator = screen.getByRole('textbox', { name: /Creator Name/ }) as HTMLInputElement;
    expect(creator.value).toBe('Ada Lovelace');
    // The server records the signed-in user's name (issue 15): shown, not editable.
    expect(creator.readOnly).toBe(true);
    expect(screen.getByText(TICKET_TEXT.creatorHelper)).toBeTruthy();
    // Next waits for a type.
    expect((button('Next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Ticket Type/ }));
    fireEvent.click(screen.getByRole('option', { name: /^T8 –/ }));
    fireEvent.click(button('Next'));
    await screen.findByRole('textbox', { name: /Details/ });
    fireEvent.click(button('Back'));
    expect((screen.getByRole('textbox', { name: /Creator Name/ }) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
  });

  it('T1: asks marketplace and brand, previews 45 rows as 3 tickets, removes a row, checks the SKUs and raises the tickets', async () => {
    const xhr = installFakeXhr();
    const net = serve(VISIBLE, { 'POST /tickets/create': () => json(200, [11, 12, 13]) });
    open();
    await chooseType('T1');
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.fillAll);
    fireEvent.click(button('Upload File'));
    await shown(TICKET_TEXT.selectMpBrand);
    expect(xhr.sent).toHaveLength(0);

    await pick(/^Marketplace/, 'Amazon US');
    await pick(/^Brand/, 'Acme Kitchen');
    fireEvent.change(screen.getByRole('textbox', { name: 'Main Description' }), {
      target: { value: 'Refresh the titles.\n\n\n\nThanks' },
    });
    chooseFile();
    const sent = xhr.sent[0]!;
    const url = new URL(sent.url, 'http://localhost');
    expect([url.pathname, url.searchParams.get('ticket_type_id')]).toEqual(['/tickets/file/rows', 'T1']);
    act(() => sent.respond(200, { columns: ['Retailer_SKU', 'comments'], rows: rowsOf(45) }));
    await screen.findByText(TICKET_TEXT.willGenerate(45, 3));
    const preview = screen.getByRole('table', { name: 'Items preview' });
    expect(preview.querySelectorAll('tbody tr')).toHaveLength(45);
    expect([...preview.querySelectorAll('th')].map((c) => c.textContent)).toEqual([
      '#',
      'retailer_sku',
      'comments',
      '',
    ]);
    expect(screen.getByTestId('items-preview').style.maxHeight || '440px').toBe('440px');

    fireEvent.click(screen.getByLabelText('Remove row 1'));
    await screen.findByText(TICKET_TEXT.willGenerate(44, 3));
    expect((screen.getByLabelText('Row 1 retailer_sku') as HTMLInputElement).value).toBe('SKU-2');
    fireEvent.change(screen.getByLabelText('Row 3 retailer_sku'), { target: { value: ' ' } });
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.rowMissingSku(3));
    expect(net.count('POST', '/tickets/create')).toBe(0);
    fireEvent.change(screen.getByLabelText('Row 3 retailer_sku'), {
      target: { value: 'SKU-4b' },
    });
    fireEvent.click(button('Create Ticket'));

    await shown(TICKET_TEXT.raised([11, 12, 13]));
    await screen.findByRole('heading', { name: TICKET_TEXT.createdTitle });
    expect(screen.getByText(TICKET_TEXT.whatNext)).toBeTruthy();
    for (const id of [11, 12, 13]) {
      const link = screen.getByRole('link', { name: TICKET_TEXT.viewTicket(id) });
      expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([`/tickets/${id}`, '_blank']);
    }
    expect(screen.getByRole('link', { name: TICKET_TEXT.goToList }).getAttribute('href')).toBe('/tickets');

    const body = sentBody(net, 'POST', '/tickets/create');
    expect(body).toMatchObject({ ticket_type_id: 'T1', creator_name: 'Ada Lovelace', mp_id: 3, brand_id: 5 });
    expect(parseComments(body.comments).description).toBe('Refresh the titles.\n\nThanks');
    expect(body.data!.items).toHaveLength(44);
    // Every row is stamped with the marketplace, the brand and the selected client (spec 03 section 5).
    expect(body.data!.items![0]).toEqual({
      retailer_sku: 'SKU-2',
      comments: 'note 2',
      mp_id: 3,
      brand_id: 5,
      client_id: getSession().selectedClientId,
    });
    expect(body.data!.items![0]!.client_id).toEqual(expect.any(Number));
    expect(body.data!.items![2]!.retailer_sku).toBe('SKU-4b');
  }, 120_000);

  it("T1: shows the server reader's refusal of a file", async () => {
    const xhr = installFakeXhr();
    serve();
    open();
    await chooseType('T1');
    await pick(/^Marketplace/, 'Amazon US');
    await pick(/^Brand/, 'Acme Kitchen');
    chooseFile('skus.csv');
    act(() => xhr.sent[0]!.respond(422, { detail: TICKET_TEXT.unexpectedColumn('price') }));
    await shown(TICKET_TEXT.unexpectedColumn('price'));
    expect(screen.queryByRole('table', { name: 'Items preview' })).toBeNull();
  });

  it('T9 and T10: their marketplace, content type and upload texts', async () => {
    const xhr = installFakeXhr();
    serve();
    const view = open();
    await chooseType('T9');
    fireEvent.click(button('Upload File'));
    await shown(TICKET_TEXT.selectMp);
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.selectMpAndUpload);
    await pick(/^Marketplace/, 'Amazon US');
    chooseFile();
    act(() => xhr.sent[0]!.respond(200, { columns: ['sku'], rows: [{ sku: 'A' }] }));
    await shown(TICKET_TEXT.missingSkuColumn);
    view.unmount();

    open();
    await chooseType('T10');
    expect(screen.getByRole('combobox', { name: /Marketplace \(optional\)/ })).toBeTruthy();
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.selectContent);
  });

  it('T10: sends the content types, an optional marketplace and an empty drive link as null', async () => {
    const xhr = installFakeXhr();
    const net = serve(VISIBLE, { 'POST /tickets/create': () => json(200, [31]) });
    open();
    await chooseType('T10');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Requested Content Type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'A+' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    chooseFile('skus.csv');
    act(() => xhr.sent[0]!.respond(200, { columns: ['retailer_sku'], rows: [{ retailer_sku: 'K-1' }] }));
    await screen.findByText(TICKET_TEXT.willGenerate(1, 1));
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.raised([31]));
    const body = sentBody(net, 'POST', '/tickets/create');
    expect(body.data).toEqual({
      // No marketplace chosen: the stamp says so.
      items: [{ retailer_sku: 'K-1', mp_id: null, brand_id: null, client_id: getSession().selectedClientId }],
      requested_content_type: ['A+'],
      drive_link: null,
    });
  });

  it('T8 and T15: details, owner and owner name', async () => {
    const net = serve(['T8', 'T15'], { 'POST /tickets/create': () => json(200, [40]) });
    open();
    await chooseType('T15');
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.provideDetails);
    fireEvent.change(screen.getByRole('textbox', { name: /Details/ }), {
      target: { value: 'Check the feed' },
    });
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.selectOwner);
    await pick(/^Owner/, 'bo@acme.test (Bo Chen)');
    const ownerName = screen.getByRole('textbox', { name: /Owner Name/ }) as HTMLInputElement;
    expect(ownerName.value).toBe('Bo Chen');
    fireEvent.change(ownerName, { target: { value: ' ' } });
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.provideOwnerName);
    fireEvent.change(ownerName, { target: { value: 'Bo C.' } });
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.raised([40]));
    expect(sentBody(net, 'POST', '/tickets/create')).toMatchObject({
      ticket_type_id: 'T15',
      fk_owner_id: 21,
      owner_name: 'Bo C.',
      data: { items: [] },
    });
  });

  it('words a refused create as Operation failed, and warns when no ticket was raised', async () => {
    let answer = json(409, { detail: 'Brand not yours' });
    serve(['T8'], { 'POST /tickets/create': () => answer });
    open();
    await chooseType('T8');
    expect(screen.getByText(/explain the issue and where it happened/i)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Details/ }), { target: { value: 'Broken' } });
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.operationFailed('Brand not yours'));
    expect(screen.getByTestId('form-error').textContent).toBe('Operation failed: Brand not yours');
    answer = json(200, []);
    fireEvent.click(button('Create Ticket'));
    await screen.findByText(TICKET_TEXT.noneRaised);
    expect(screen.queryByRole('heading', { name: TICKET_TEXT.createdTitle })).toBeNull();
  });

  it('says when the ticket types cannot be loaded', async () => {
    serve(VISIBLE, { 'GET /tickets/types': () => json(500, {}) });
    open();
    await screen.findByText(TICKET_TEXT.typesFailed);
  });
});

describe('ticket edit (/tickets/edit/{id})', () => {
  const ticket = ticketFixture({
    pk_ticket_id: 42,
    fk_ticket_type_id: 'T1',
    creator_name: 'Ada Lovelace',
    fk_mp_id: 3,
    fk_brand_id: 5,
    comments: formatComments({
      description: 'Old titles',
      entries: [{ text: 'first', email: 'a@b.c', full_name: 'A B', at: '2026-11-01T00:00:00Z' }],
    }),
    num_items: 2,
    data: {
      items: [
        { item_no: 1, retailer_sku: 'A-1', comments: 'x', mp_id: 3, brand_id: 5, client_id: 1 },
        { item_no: 2, retailer_sku: 'A-2', comments: 'y', mp_id: 3, brand_id: 5, client_id: 1 },
      ],
      requested_content_type: [],
      drive_link: null,
    },
  });
  const detail = { ...ticket, history: [], file_links: {} };

  it('fills the form with the ticket, locks type and creator, and updates it', async () => {
    const net = serve(VISIBLE, {
      'GET /tickets/details': () => json(200, detail),
      // The server answers the edited ticket in its detail shape (ticketOps.edit).
      'PATCH /tickets/created/42': () => json(200, detail),
    });
    open('/tickets/edit/42');
    await screen.findByRole('heading', { name: TICKET_TEXT.editTitle(42) });
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toBe('Home/Tickets/#42/Edit');
    const typeBox = await screen.findByRole('combobox', { name: /Ticket Type/ });
    expect(typeBox.getAttribute('aria-disabled')).toBe('true');
    expect(typeBox.textContent).toBe('T1 – Listing Content Update');
    expect((screen.getByRole('textbox', { name: /Creator Name/ }) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(button('Next'));
    expect((screen.getByRole('textbox', { name: 'Main Description' }) as HTMLInputElement).value).toBe(
      'Old titles',
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Marketplace/ }) as HTMLInputElement).value).toBe(
        'Amazon US',
      ),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Brand/ }) as HTMLInputElement).value).toBe(
        'Acme Kitchen',
      ),
    );
    expect(screen.getByText(TICKET_TEXT.willGenerate(2, 1))).toBeTruthy();
    expect((screen.getByLabelText('Row 2 retailer_sku') as HTMLInputElement).value).toBe('A-2');
    fireEvent.click(screen.getByLabelText('Remove row 1'));
    fireEvent.click(button('Update Ticket'));
    await shown(TICKET_TEXT.ticketUpdated(42));
    await screen.findByRole('heading', { name: TICKET_TEXT.updatedTitle });
    expect(screen.getByRole('link', { name: TICKET_TEXT.viewTicket(42) }).getAttribute('target')).toBe(
      '_blank',
    );
    const body = sentBody(net, 'PATCH', '/tickets/created/42');
    expect(body).toMatchObject({ mp_id: 3, brand_id: 5 });
    expect(body.data!.items).toEqual([
      { retailer_sku: 'A-2', comments: 'y', mp_id: 3, brand_id: 5, client_id: getSession().selectedClientId },
    ]);
    // The comment thread is kept; the description is the edited one.
    expect(parseComments(body.comments)).toMatchObject({
      description: 'Old titles',
      entries: [{ text: 'first' }],
    });
  });

  it("says 'Failed to fetch ticket' when the ticket cannot be loaded", async () => {
    serve(VISIBLE, { 'GET /tickets/details': () => json(500, undefined) });
    open('/tickets/edit/42');
    await screen.findByText(TICKET_TEXT.fetchFailed);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Ticket Type/ })).toBeNull());
  });
});
