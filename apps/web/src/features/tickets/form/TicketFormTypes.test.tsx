import { PRIMITIVE_TEXT } from '@marketdesk/contracts/primitives';
import { TICKET_FIELD_TEXT } from '@marketdesk/contracts/ticket-fields';
import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../shared/session/store';
import { json } from '../../../test/factories';
import {
  button,
  chooseType,
  open,
  optionNames,
  pick,
  sentBody,
  serve,
  shown,
  typeEntry,
} from '../../../test/tickets/form';
import { ticketFixture } from '../../../test/tickets/ticket-factory';

/** Issue 16: T2–T7 by their settings, T8's screenshots link, T15's owners. */

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('T2–T7: one form driven by the type’s settings', () => {
  it('T2 (no brand): the fields of its settings in order, their rules, and one item with them', async () => {
    const net = serve(['T2'], { 'POST /tickets/create': () => json(200, [51]) });
    open();
    await chooseType('T2');
    const labels = (await screen.findByTestId('type-fields')).querySelectorAll('label');
    // MUI marks a required field with a thin space and an asterisk.
    expect([...labels].map((l) => l.textContent!.replace(/\s+/g, ' '))).toEqual([
      'SKU *',
      'New Price *',
      'Sale Price (optional)',
      'Sale Start Date (optional)',
      'Sale End Date (optional)',
    ]);
    expect(screen.queryByRole('combobox', { name: /^Brand/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Marketplace \(optional\)/ })).toBeTruthy();
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_FIELD_TEXT.required('SKU'));
    type(/^SKU/, 'MUG-1');
    type(/^New Price/, '12,5');
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_FIELD_TEXT.money('New Price'));
    type(/^New Price/, '12.50');
    type(/^Sale Price/, '9.99');
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_FIELD_TEXT.requiredWith('Sale Start Date', 'Sale Price'));
    type(/^Sale Price/, '');
    type(/^Main Description/, 'Match the competitor');
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.raised([51]));
    const body = sentBody(net, 'POST', '/tickets/create');
    expect(body).toMatchObject({ ticket_type_id: 'T2', mp_id: null, brand_id: null });
    expect(body.data!.items).toEqual([
      {
        retailer_sku: 'MUG-1',
        new_price: '12.50',
        mp_id: null,
        brand_id: null,
        client_id: getSession().selectedClientId,
      },
    ]);
  }, 60_000);

  it('T7 (brand): asks for a brand before anything else and stamps it', async () => {
    const net = serve(['T7'], { 'POST /tickets/create': () => json(200, [52]) });
    open();
    await chooseType('T7');
    expect(screen.getByRole('combobox', { name: /^Brand/ })).toBeTruthy();
    for (const [name, value] of [
      [/^SKU/, 'MUG-1'],
      [/^Order ID/, '203-1234567-8602704'],
      [/^Customer Email/, 'buyer@example.com'],
      [/^Rebate Code/, 'R-10'],
    ] as const)
      type(name, value);
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_FIELD_TEXT.selectBrand);
    await pick(/^Brand/, 'Acme Kitchen');
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.raised([52]));
    const body = sentBody(net, 'POST', '/tickets/create');
    expect(body).toMatchObject({ brand_id: 5 });
    expect(body.data!.items![0]).toMatchObject({ customer_email: 'buyer@example.com', brand_id: 5 });
  }, 60_000);

  it('follows the settings the server answers, not a copy of its own', async () => {
    serve([], {
      'GET /tickets/types': () =>
        json(200, [{ ...typeEntry('T4'), required_fields: ['Question / Inquiry Details', 'Deadline'] }]),
    });
    open();
    await chooseType('T4');
    const fields = within(await screen.findByTestId('type-fields'));
    expect(fields.getByRole('textbox', { name: /Question \/ Inquiry Details/ })).toBeTruthy();
    expect(fields.getByRole('textbox', { name: /^Deadline/ })).toBeTruthy();
    expect(fields.queryByRole('textbox', { name: /Relevant SKU/ })).toBeNull();
  });

  it('edits a hand-raised T5 with its fields filled in', async () => {
    const ticket = ticketFixture({
      pk_ticket_id: 42,
      fk_ticket_type_id: 'T5',
      fk_mp_id: null,
      num_items: 1,
      data: {
        items: [{ item_no: 1, retailer_sku: 'K-1', warehouse_id: 'WH-2', new_quantity: '40', client_id: 1 }],
        requested_content_type: [],
        drive_link: null,
      },
    });
    const net = serve(['T5'], {
      'GET /tickets/details': () => json(200, { ...ticket, history: [], file_links: {} }),
      'PATCH /tickets/created/42': () => json(200, { ...ticket, history: [], file_links: {} }),
    });
    open('/tickets/edit/42');
    fireEvent.click(await screen.findByText('Next', { selector: 'button' }));
    await waitFor(() => expect(field(/^Warehouse ID/).value).toBe('WH-2'));
    type(/^New Quantity/, '55');
    fireEvent.click(button('Update Ticket'));
    await shown(TICKET_TEXT.ticketUpdated(42));
    expect(sentBody(net, 'PATCH', '/tickets/created/42').data!.items).toEqual([
      {
        retailer_sku: 'K-1',
        warehouse_id: 'WH-2',
        new_quantity: '55',
        mp_id: null,
        brand_id: null,
        client_id: getSession().selectedClientId,
      },
    ]);
  });
});

describe('T8 and T15', () => {
  it('T8 takes the optional link to screenshots its view shows (http(s) only)', async () => {
    const net = serve(['T8'], { 'POST /tickets/create': () => json(200, [53]) });
    open();
    await chooseType('T8');
    type(/Details/, 'Export does nothing on Safari');
    const link = field(/Screenshots Link \(optional\)/);
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByText(PRIMITIVE_TEXT.webLink)).toBeTruthy();
    fireEvent.change(link, { target: { value: ' https://drive.example.com/shots ' } });
    fireEvent.click(button('Create Ticket'));
    await shown(TICKET_TEXT.raised([53]));
    expect(sentBody(net, 'POST', '/tickets/create').data!.drive_link).toBe('https://drive.example.com/shots');
  });

  it('T15 offers as owner only the users who may own T15 tickets, as re-assign does', async () => {
    serve(['T15']);
    open();
    await chooseType('T15');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Owner/ }));
    await screen.findByRole('option', { name: /Bo Chen/ });
    expect(optionNames()).toEqual(['bo@acme.test (Bo Chen)']);
  });
});
