import { T16_ACTIONS, TICKET_REFUSAL, type TicketItem } from '@marketdesk/contracts/tickets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/factories';
import { openDetail, SAFELIST, ticket } from '../../../test/tickets/detail';

/**
 * Issue 16 on the detail page: four eyes on T16 (the uploader may not accept), a rejected row is not a
 * failure, a reviewer's status options, and owner pickers that offer only who may own the type.
 */

const file = (o: Partial<TicketItem> = {}): TicketItem => ({
  item_no: 1,
  client_id: 1,
  data_type: 'invoice',
  file_name: 'INV-7.xlsx',
  file_id: 9,
  metadata: { invoice_no: 'INV-7' },
  reflected_on_db: null,
  ...o,
});
/** A system T16 ticket (blank creator) of one uploaded file, seen by Ada (id 7), a reviewer. */
const approval = (items: TicketItem[], more = {}) =>
  ticket(
    {
      fk_creator_id: null,
      creator_name: '',
      num_items: items.length,
      data: { items, requested_content_type: [], drive_link: null },
      ...more,
    },
    'T16',
  );
const REVIEWER = ['access:tickets:review'];

describe('T16: nobody accepts their own upload', () => {
  it('disables Accept for the uploader with the reason; Reject stays open to them', async () => {
    openDetail(approval([file({ uploaded_by: 7 })]), { codes: REVIEWER });
    const select = await screen.findByRole('combobox', { name: 'Row 1 action' });
    expect(screen.getByText(TICKET_REFUSAL.ownUpload)).toBeTruthy();
    fireEvent.mouseDown(select);
    const accept = await screen.findByRole('option', { name: T16_ACTIONS.accept });
    expect(accept.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: T16_ACTIONS.reject }).getAttribute('aria-disabled')).toBeNull();
    // Shown as System, with no Edit or Delete: nobody's to change.
    expect(screen.getAllByText(/System/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('lets another reviewer accept', async () => {
    const { net } = openDetail(approval([file({ uploaded_by: 30 })]), {
      codes: REVIEWER,
      extra: {
        'POST /tickets/42/action': () =>
          json(200, {
            results: [{ item_no: 1, status: 'success', message: 'Invoice accepted.' }],
            ticket: approval([file({ uploaded_by: 30, action_taken: T16_ACTIONS.accept })]),
          }),
      },
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Row 1 action' }));
    fireEvent.click(await screen.findByRole('option', { name: T16_ACTIONS.accept }));
    expect(screen.queryByText(TICKET_REFUSAL.ownUpload)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Actions' }));
    await waitFor(() => expect(net.count('POST', '/tickets/42/action')).toBe(1));
  });
});

describe('T16: a rejected row', () => {
  it('reads as done (success), not failed, though nothing was written (reflected No)', async () => {
    openDetail(
      approval([
        file({
          action_taken: T16_ACTIONS.reject,
          reflected_on_db: false,
          result: { status: 'success', message: 'Invoice rejected.', rejected: 'Prices not agreed' },
        }),
        file({
          item_no: 2,
          file_name: 'INV-8.xlsx',
          action_taken: T16_ACTIONS.reject,
          reflected_on_db: false,
        }),
      ]),
      { codes: REVIEWER },
    );
    await screen.findByRole('combobox', { name: 'Row 1 action' });
    const icons = screen.getAllByTestId('row-outcome').map((i) => i.querySelector('title')?.textContent);
    expect(icons).toEqual(['Row 1 success', 'Row 2 success']);
    const table = screen.getByRole('table', { name: 'Ticket items' });
    expect(within(table).getAllByText('No')).toHaveLength(2);
  });
});

const statusBox = () => screen.getByRole('combobox', { name: 'Status' });

describe('status options of a reviewer who is not the owner', () => {
  it('offers Pending, In Progress, Resolved and Reviewed (from Resolved); Reviewed sends REVIEWED', async () => {
    const { net } = openDetail(ticket({ fk_owner_id: 30, owner_name: 'Grace Hopper', status: 'RESOLVED' }), {
      codes: REVIEWER,
      extra: { 'PATCH /tickets/update/42': () => json(200, ticket()) },
    });
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(statusBox().getAttribute('aria-disabled')).toBeNull();
    fireEvent.mouseDown(statusBox());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pending', 'In Progress', 'Resolved', 'Reviewed']);
    fireEvent.click(screen.getByRole('option', { name: 'Reviewed' }));
    await waitFor(() => expect(net.count('PATCH', '/tickets/update/42')).toBe(1));
    const sent = JSON.parse(String(net.calls.find((c) => c.method === 'PATCH')!.init.body));
    expect(sent).toEqual({ status: 'REVIEWED' });
  });

  it('keeps Reviewed disabled before the ticket is resolved; In Progress clears the completion', async () => {
    const { net } = openDetail(ticket({ fk_owner_id: 30, owner_name: 'Grace Hopper', status: 'PENDING' }), {
      codes: REVIEWER,
      extra: { 'PATCH /tickets/update/42': () => json(200, ticket()) },
    });
    await screen.findByRole('heading', { name: /Ticket #42/ });
    fireEvent.mouseDown(statusBox());
    const reviewed = await screen.findByRole('option', { name: 'Reviewed' });
    expect(reviewed.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(net.count('PATCH', '/tickets/update/42')).toBe(1));
    const sent = JSON.parse(String(net.calls.find((c) => c.method === 'PATCH')!.init.body));
    expect(sent).toEqual({ status: 'INPROGRESS', dt_completion: null });
  });
});

describe('re-assign offers only who may own the type', () => {
  it('leaves out a safelist user without the type', async () => {
    openDetail(ticket({ fk_owner_id: 20, owner_name: 'Cora Creator', fk_creator_id: 99 }), {
      codes: ['access:tickets:assign'],
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Re-assign to' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(SAFELIST.some((u) => u.first_name === 'Nora')).toBe(true);
    expect(offered.some((o) => o?.includes('Nora'))).toBe(false);
    expect(offered.some((o) => o?.includes('Grace'))).toBe(true);
  });
});
