import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/factories';
import { address, ME, open, RIGHTS, serve, tabNames, VIEW } from '../../../test/tickets/dashboard';
import { ticketFixture } from '../../../test/tickets/ticket-factory';

describe('Ticket dashboard: deep search', () => {
  const found = [
    ticketFixture({ pk_ticket_id: 11, fk_owner_id: null }),
    ticketFixture({ pk_ticket_id: 12, fk_owner_id: null }),
    ticketFixture({ pk_ticket_id: 13, fk_owner_id: ME, owner_name: 'Ada Lovelace', status: 'RESOLVED' }),
  ];

  it('needs 3 characters, runs the server search, filters its results into the tab, and Clear Search ends it', async () => {
    const net = serve(
      [ticketFixture({ pk_ticket_id: 1 })],
      {},
      { 'GET /tickets/search': () => json(200, found) },
    );
    const { router } = open('/tickets');
    await screen.findByRole('link', { name: '#1' });
    const field = screen.getByRole('textbox', { name: 'Search tickets' });
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deep Search' }));
    await screen.findByText('Deep search needs at least 3 characters.');
    expect(net.count('GET', '/tickets/search')).toBe(0);

    fireEvent.change(field, { target: { value: 'cable' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deep Search' }));
    await screen.findByText('Deep search: 3 tickets');
    const sent = net.calls.find((c) => c.url.pathname === '/tickets/search')!.url.searchParams;
    expect(sent.get('q')).toBe('cable');
    expect(address(router)).toEqual({ s: 'cable', d: 'true' });
    // Unassigned holds 11 and 12; My Tickets holds 13 (counted from the results).
    expect(screen.getByRole('link', { name: '#11' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '#13' })).toBeNull();
    expect(tabNames('Ticket tabs')).toEqual(['Unassigned (2)', 'My Tickets (1)', 'Tickets I Raised (3)']);
    fireEvent.click(screen.getByRole('tab', { name: 'My Tickets (1)' }));
    await screen.findByText('No tickets match your search for "cable".'); // 13 is Resolved, not Pending
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved (1)' }));
    await screen.findByRole('link', { name: '#13' });

    const listCalls = net.count('GET', '/tickets/all');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(address(router)).toEqual({ tab: 'mine', subTab: 'resolved' }));
    await waitFor(() => expect(net.count('GET', '/tickets/all')).toBeGreaterThan(listCalls));
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Deep search:/)).toBeNull();
  });

  it('opens a deep-search link straight away; a failed search shows the empty search text, not an error', async () => {
    const net = serve([], {}, { 'GET /tickets/search': () => json(500, { detail: 'boom' }) });
    open('/tickets?s=pallet&d=true');
    await screen.findByText('No tickets match your search for "pallet".');
    expect(screen.queryByText('boom')).toBeNull();
    expect(net.count('GET', '/tickets/search')).toBe(1);
    expect(net.count('GET', '/tickets/all')).toBe(0);
  });
});

describe('Ticket dashboard: Edit Ticket ETA', () => {
  const TYPES = [
    {
      ticket_type_id: 'T2',
      ticket_type_name: 'Price Change',
      ticket_type_description: '',
      eta: 2,
      brand: false,
      required_fields: [],
      form: false,
    },
    {
      ticket_type_id: 'T8',
      ticket_type_name: 'Bug / Issue Report',
      ticket_type_description: '',
      eta: 2,
      brand: false,
      required_fields: [],
      form: true,
    },
  ];
  const ETA_RIGHTS = { ...RIGHTS, eta: true };

  async function openDialog(patch: () => Response) {
    const net = serve(
      [],
      { rights: ETA_RIGHTS },
      {
        'GET /tickets/types': () => json(200, TYPES),
        'PATCH /tickets/types/T2/edit/eta': patch,
      },
    );
    open('/tickets', [...VIEW, 'edit:tickets:eta']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ticket ETA' }));
    // The dialog opens at once with a spinner, then shows its form once the types are in.
    await screen.findByRole('combobox', { name: 'Ticket Type' });
    const dialog = screen.getByRole('dialog', { name: 'Edit Ticket ETA' });
    return { net, dialog };
  }
  const days = (dialog: HTMLElement) =>
    within(dialog).getByRole('spinbutton', { name: 'ETA (days)' }) as HTMLInputElement;

  it('refuses values below 1, asks for a type and days, then saves and closes after the success text', async () => {
    // The server answers the type with its new ETA (ticketOps.setEta).
    const { net, dialog } = await openDialog(() => json(200, { ...TYPES[0], eta: 4 }));
    fireEvent.change(days(dialog), { target: { value: '0' } });
    expect(days(dialog).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(TICKET_TEXT.etaInvalid);
    expect(net.count('PATCH', '/tickets/types/T2/edit/eta')).toBe(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Ticket Type' }));
    fireEvent.click(await screen.findByRole('option', { name: /Price Change/ }));
    expect(days(dialog).value).toBe('2'); // the type's current ETA
    fireEvent.change(days(dialog), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('ETA for Price Change updated successfully!');
    const call = net.calls.find((c) => c.method === 'PATCH')!;
    expect(call.url.searchParams.get('n')).toBe('4');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  });

  it.each([
    ['the failure text without a server detail', json(500, {}), TICKET_TEXT.etaFailed],
    ['the server detail', json(422, { detail: 'ETA is at most 365 days.' }), 'ETA is at most 365 days.'],
  ])('shows %s and stays open', async (_, answer, text) => {
    const { dialog } = await openDialog(() => answer);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Ticket Type' }));
    fireEvent.click(await screen.findByRole('option', { name: /Price Change/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(text);
    expect(screen.getByRole('dialog', { name: 'Edit Ticket ETA' })).toBeTruthy();
  });
});

describe('Ticket dashboard: help dialog', () => {
  it("lists the user's ticket permissions from their roles", async () => {
    serve([], { rights: { ...RIGHTS, assigner: true } });
    open('/tickets', [
      ...VIEW,
      'access:tickets:assign',
      'access:tickets:type:T1',
      'access:tickets:type:T11',
      'filter:tickets:all',
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ticket permissions help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your ticket permissions' });
    const row = (name: string) =>
      within(within(dialog).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')[0]!
        .textContent;
    expect([row('Ticket assigner'), row('Ticket reviewer'), row('Edit ticket ETA')]).toEqual([
      'Yes',
      'No',
      'No',
    ]);
    expect(within(dialog).getByText('T1 · Listing Content Update')).toBeTruthy();
    expect(within(dialog).getByText('T11 · Search Terms & Targets Analysis')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Other ticket permissions' }))
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['filter:tickets:all']);
  });
});
