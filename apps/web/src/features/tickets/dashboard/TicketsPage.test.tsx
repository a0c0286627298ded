import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { selectClient } from '../../../shared/session/store';
import { json, mockFetch } from '../../../test/factories';
import {
  address,
  HOUR,
  lastList,
  open,
  RIGHTS,
  serve,
  tabNames,
  VIEW,
} from '../../../test/tickets/dashboard';
import { ticketFixture, ticketListFixture } from '../../../test/tickets/ticket-factory';

describe('Ticket dashboard (/tickets): tabs per audience', () => {
  it('shows a plain user Unassigned, My Tickets and Tickets I Raised with their counts, and no assigner buttons', async () => {
    serve([ticketFixture({ pk_ticket_id: 1 })], {
      counts: { unassigned: 4, mine: 9, 'mine.pending': 2, 'mine.inprogress': 3, raised: 1 },
      rights: RIGHTS,
    });
    open('/tickets');
    await screen.findByRole('link', { name: '#1' });
    expect(tabNames('Ticket tabs')).toEqual(['Unassigned (4)', 'My Tickets (9)', 'Tickets I Raised (1)']);
    expect(screen.getByRole('tab', { name: 'Unassigned (4)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: /All Tickets|Review Tickets/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Raise Ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Ticket ETA' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toBe('Home/Tickets');

    fireEvent.click(screen.getByRole('tab', { name: 'My Tickets (9)' }));
    await waitFor(() =>
      expect(tabNames('My Tickets sub-tabs')).toEqual([
        'Pending (2)',
        'In Progress (3)',
        'Resolved',
        'Reviewed',
      ]),
    );
  });

  it('puts All Tickets first for an assigner and Review Tickets before My Tickets for a reviewer', async () => {
    const codes = [...VIEW, 'access:tickets:assign', 'access:tickets:review', 'create:tickets'];
    const net = serve([], {
      counts: {
        all: 30,
        'all.unassigned': 12,
        'all.assigned': 18,
        review: 5,
        unassigned: 12,
        mine: 0,
        raised: 3,
      },
      rights: { assigner: true, reviewer: true, eta: false, create: true },
    });
    open('/tickets', codes);
    await screen.findByText(TICKET_TEXT.emptyView);
    expect(tabNames('Ticket tabs')).toEqual([
      'All Tickets (30)',
      'Unassigned (12)',
      'Review Tickets (5)',
      'My Tickets (0)',
      'Tickets I Raised (3)',
    ]);
    expect(tabNames('All Tickets sub-tabs')).toEqual(['Unassigned (12)', 'Assigned (18)']);
    expect(lastList(net)).toMatchObject({
      tab: 'all',
      subTab: 'unassigned',
      rpp: '50',
      order: 'desc',
      orderBy: 'dt_creation',
    });
    expect(screen.getByRole('link', { name: 'Raise Ticket' }).getAttribute('href')).toBe('/tickets/new');
  });

  it('follows the rights the server answers: a reviewer only gets Review Tickets before My Tickets', async () => {
    serve([], { rights: { ...RIGHTS, reviewer: true } });
    open('/tickets');
    await screen.findByText(TICKET_TEXT.emptyView);
    await waitFor(() =>
      expect(tabNames('Ticket tabs')).toEqual([
        'Unassigned',
        'Review Tickets',
        'My Tickets',
        'Tickets I Raised',
      ]),
    );
  });
});

describe('Ticket dashboard: the view in the address', () => {
  const many = Array.from({ length: 3 }, (_, i) => ticketFixture({ pk_ticket_id: 100 + i }));

  it('restores a bookmarked view and sends it to the server', async () => {
    const net = serve(many, { total: 900, counts: { mine: 900 } });
    open('/tickets?tab=mine&subTab=resolved&page=2&rpp=250&order=asc&orderBy=pk_ticket_id&s=acme');
    await screen.findByRole('link', { name: '#100' });
    expect(lastList(net)).toEqual({
      tab: 'mine',
      subTab: 'resolved',
      page: '2',
      rpp: '250',
      order: 'asc',
      orderBy: 'pk_ticket_id',
      s: 'acme',
    });
    expect(screen.getByRole('tab', { name: 'My Tickets (900)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Resolved' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('501–750 of 900')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search tickets' }) as HTMLInputElement).value).toBe('acme');
    // The ticket link keeps the view, for the detail page's way back.
    expect(screen.getByRole('link', { name: '#100' }).getAttribute('href')).toBe(
      '/tickets/100?tab=mine&subTab=resolved&page=2&rpp=250&order=asc&orderBy=pk_ticket_id&s=acme',
    );
  });

  it('writes page, page size (250 and 500 too) and sort to the address and the request; back restores', async () => {
    const net = serve(many, { total: 1200 });
    const { router } = open('/tickets');
    await screen.findByRole('link', { name: '#100' });
    expect(lastList(net)).toMatchObject({ page: '0', rpp: '50' });

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastList(net)).toMatchObject({ page: '1', rpp: '50' }));
    expect(address(router)).toEqual({ page: '1' });

    for (const size of ['250', '500']) {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: size }));
      await waitFor(() => expect(lastList(net)).toMatchObject({ page: '0', rpp: size }));
      expect(address(router)).toEqual({ rpp: size });
    }

    fireEvent.click(screen.getByRole('button', { name: 'Ticket ID' }));
    await waitFor(() => expect(lastList(net)).toMatchObject({ orderBy: 'pk_ticket_id', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ticket ID' }));
    await waitFor(() => expect(lastList(net)).toMatchObject({ orderBy: 'pk_ticket_id', order: 'desc' }));
    expect(address(router)).toEqual({ rpp: '500', orderBy: 'pk_ticket_id', order: 'desc' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastList(net)).toMatchObject({ orderBy: 'pk_ticket_id', order: 'asc' }));
    await act(() => router.navigate(-3));
    expect(address(router)).toEqual({ page: '1' });
    await waitFor(() =>
      expect(lastList(net)).toMatchObject({ page: '1', rpp: '50', orderBy: 'dt_creation' }),
    );

    // Age sorts too (the server orders it as the reverse of the creation time).
    fireEvent.click(screen.getByRole('button', { name: 'Age' }));
    await waitFor(() => expect(lastList(net)).toMatchObject({ orderBy: 'age', order: 'asc' }));
  });

  it('a quick filter (Enter) sends s to the list; a new tab starts on page 0 with its first sub-tab', async () => {
    const net = serve(many);
    const { router } = open('/tickets?page=3');
    await screen.findByRole('link', { name: '#100' });
    const field = screen.getByRole('textbox', { name: 'Search tickets' });
    fireEvent.change(field, { target: { value: 'Otto' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(lastList(net)).toMatchObject({ s: 'Otto', page: '0' }));
    expect(address(router)).toEqual({ s: 'Otto' });
    fireEvent.click(screen.getByRole('tab', { name: 'My Tickets' }));
    await waitFor(() => expect(lastList(net)).toMatchObject({ tab: 'mine', subTab: 'pending', s: 'Otto' }));
  });

  it('scrolls to the scrollTo ticket and flashes its row, then stops flashing', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    serve(many);
    open('/tickets?scrollTo=101');
    const row = await screen.findByTestId('ticket-row-101');
    await waitFor(() => expect(row.getAttribute('data-flash')).toBe('true'));
    expect(scrolled).toEqual(['ticket-row-101']);
    expect(screen.getByTestId('ticket-row-100').getAttribute('data-flash')).toBe('false');
    await waitFor(() => expect(row.getAttribute('data-flash')).toBe('false'), { timeout: 3000 });
  });
});

describe('Ticket dashboard: rows, states', () => {
  it('shows the columns, System for a blank creator, and the age highlighted past the ETA', async () => {
    serve([
      ticketFixture({
        pk_ticket_id: 1,
        fk_ticket_type_id: 'T2', // ETA 2 days
        creator_name: '',
        owner_name: 'Bo Owner',
        fk_owner_id: 9,
        marketplace_name: 'Otto DE',
        brand_name: 'Acme',
        num_items: 12,
        status: 'INPROGRESS',
        percent_completion: 40,
        dt_creation: new Date(Date.now() - (5 * 24 + 3) * HOUR).toISOString(),
      }),
      ticketFixture({
        pk_ticket_id: 2,
        fk_ticket_type_id: 'T2',
        dt_creation: new Date(Date.now() - 26 * HOUR).toISOString(),
      }),
    ]);
    open('/tickets');
    const row = await screen.findByTestId('ticket-row-1');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 9)).toEqual([
      '#1',
      'Price Change',
      'System',
      'Bo Owner',
      'Otto DE',
      'Acme',
      '12',
      'In Progress',
      '40%',
    ]);
    expect(cells[10]).toBe('5d 3h');
    expect(within(row).getByTestId('ticket-age').getAttribute('data-overdue')).toBe('true');
    const young = within(screen.getByTestId('ticket-row-2')).getByTestId('ticket-age');
    expect([young.textContent, young.getAttribute('data-overdue')]).toEqual(['1d 2h', 'false']);
  });

  it("never keeps another client's tickets on screen after a client switch", async () => {
    mockFetch({
      'GET /tickets/all': (url) =>
        url.searchParams.get('client_id') === '1'
          ? json(200, ticketListFixture([ticketFixture({ pk_ticket_id: 1 })]))
          : new Promise<Response>(() => {}), // client 2's answer is still on its way
    });
    open('/tickets');
    await screen.findByRole('link', { name: '#1' });
    act(() => selectClient(2));
    await screen.findByRole('progressbar', { name: 'Loading tickets' });
    expect(screen.queryByRole('link', { name: '#1' })).toBeNull();
  });

  it('shows the empty text of a view', async () => {
    serve([]);
    open('/tickets');
    await screen.findByText('No tickets found in this view.');
  });

  it('shows the server detail, else the Access Denied text on a 403, else the fallback', async () => {
    mockFetch({ 'GET /tickets/all': () => json(403, {}) });
    const first = open('/tickets');
    await screen.findByText(TICKET_TEXT.accessDenied);
    first.unmount();
    mockFetch({ 'GET /tickets/all': () => json(403, { detail: 'Missing view:tickets' }) });
    const forbidden = open('/tickets');
    await screen.findByText('Missing view:tickets');
    forbidden.unmount();
    mockFetch({ 'GET /tickets/all': () => json(500, { detail: 'Database unavailable' }) });
    const second = open('/tickets');
    await screen.findByText('Database unavailable');
    second.unmount();
    mockFetch({ 'GET /tickets/all': () => json(500, {}) });
    open('/tickets');
    await screen.findByText('Failed to load ticket dashboard data');
  });
});
