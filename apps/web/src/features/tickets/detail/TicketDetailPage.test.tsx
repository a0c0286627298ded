import { formatComments, parseComments, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/factories';
import { openDetail, ticket } from '../../../test/tickets/detail';

const button = (name: string) => screen.queryByRole('button', { name });
const body = (init: RequestInit) => JSON.parse(String(init.body));

describe('Ticket detail: not found', () => {
  it("shows the server's detail and returns to the list with the dashboard's query", async () => {
    openDetail(json(404, { detail: 'Ticket 42 was not found.' }), {
      path: '/tickets/42?tab=mine&subTab=pending&page=2&s=abc&d=true',
    });
    await screen.findByRole('heading', { name: TICKET_TEXT.notFoundTitle });
    expect(screen.getByTestId('not-found-text').textContent).toBe('Ticket 42 was not found.');
    const back = screen.getByRole('link', { name: TICKET_TEXT.returnToList });
    expect(back.getAttribute('href')).toBe('/tickets?tab=mine&subTab=pending&page=2&s=abc&d=true');
  });

  it("falls back to the spec's not-found text when a 404 says nothing", async () => {
    openDetail(new Response(null, { status: 404 }));
    await screen.findByRole('heading', { name: TICKET_TEXT.notFoundTitle });
    expect(screen.getByTestId('not-found-text').textContent).toBe(TICKET_TEXT.notFound);
    expect(screen.getByRole('link', { name: TICKET_TEXT.returnToList }).getAttribute('href')).toBe(
      '/tickets',
    );
  });

  it("reads any other failure without a detail as 'Failed to load ticket details.', not as not found", async () => {
    openDetail(new Response(null, { status: 500 }));
    await screen.findByRole('heading', { name: TICKET_TEXT.notFoundTitle });
    expect(screen.getByTestId('not-found-text').textContent).toBe(TICKET_TEXT.loadDetailsFailed);
  });

  it("reads a 403's detail as the server wrote it", async () => {
    openDetail(json(403, { detail: 'You are not a member of this client.' }));
    await screen.findByRole('heading', { name: TICKET_TEXT.notFoundTitle });
    expect(screen.getByTestId('not-found-text').textContent).toBe('You are not a member of this client.');
  });

  it("reads a 403 without a detail as the spec's Access Denied text", async () => {
    openDetail(new Response(null, { status: 403 }));
    await screen.findByRole('heading', { name: TICKET_TEXT.notFoundTitle });
    expect(screen.getByTestId('not-found-text').textContent).toBe(TICKET_TEXT.accessDenied);
  });
});

describe('Ticket detail: header', () => {
  it('offers Edit and Delete to the creator of an unassigned ticket, and deletes after the confirmation', async () => {
    const { net } = openDetail(ticket({ fk_creator_id: 7 }), {
      path: '/tickets/42?tab=raised',
      extra: { 'DELETE /tickets/42': () => json(200, { detail: TICKET_TEXT.deleted }) },
    });
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/tickets/edit/42');
    expect(screen.getByRole('link', { name: 'Back to List' }).getAttribute('href')).toBe(
      '/tickets?tab=raised&scrollTo=42',
    );
    fireEvent.click(button('Delete')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TICKET_TEXT.deleteConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(TICKET_TEXT.deleted);
    expect(net.count('DELETE', '/tickets/42')).toBe(1);
  });

  it('hides Edit and Delete once the ticket is assigned, and from anyone but the creator', async () => {
    openDetail(ticket({ fk_creator_id: 7, fk_owner_id: 30, owner_name: 'Grace Hopper' }));
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(button('Delete')).toBeNull();
  });

  it('hides them from a user who did not raise the ticket', async () => {
    openDetail(ticket({ fk_creator_id: 20 }));
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(button('Delete')).toBeNull();
  });
});

describe('Ticket detail: assignment', () => {
  it('asks for the own name exactly before assigning to me, then assigns', async () => {
    const { net } = openDetail(ticket(), {
      extra: {
        'POST /tickets/42/assign/7': () =>
          json(200, ticket({ fk_owner_id: 7, owner_name: 'Ada Lovelace', status: 'PENDING' })),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Ada Byron' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await within(dialog).findByText(TICKET_TEXT.nameMismatch('Ada Lovelace'));
    expect(net.count('POST', '/tickets/42/assign/7')).toBe(0);
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByText(TICKET_TEXT.assigned);
    const call = net.calls.find((c) => c.url.pathname === '/tickets/42/assign/7')!;
    expect(call.url.searchParams.get('user_name')).toBe('Ada Lovelace');
  });

  it("re-assigns to a safelist user who may work the type, with the name in any case, and shows the server's detail", async () => {
    openDetail(ticket({ fk_owner_id: 20, owner_name: 'Cora Creator', fk_creator_id: 99 }), {
      codes: ['access:tickets:assign'],
      extra: {
        'POST /tickets/42/assign/30': () =>
          json(200, {
            ...ticket({ fk_owner_id: 20, owner_name: 'Cora Creator' }),
            detail: TICKET_TEXT.alreadyAssigned,
          }),
      },
    });
    const picker = await screen.findByRole('combobox', { name: 'Re-assign to' });
    fireEvent.mouseDown(picker);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Ada Lovelace (ada@acme.test)', 'Grace Hopper (grace@acme.test)']);
    fireEvent.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Re-assign' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Grace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await within(dialog).findByText('Name does not match. Please type "Grace Hopper".');
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'grace HOPPER' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByText(TICKET_TEXT.alreadyAssigned);
  });

  it("offers no 'Assign to me' to the creator and no re-assign on a resolved ticket", async () => {
    openDetail(ticket({ fk_creator_id: 7 }));
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(button('Assign to me')).toBeNull();
  });

  it('hides re-assign when the ticket is resolved', async () => {
    openDetail(ticket({ fk_owner_id: 30, owner_name: 'Grace Hopper', status: 'RESOLVED' }), {
      codes: ['access:tickets:assign'],
    });
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(screen.queryByRole('combobox', { name: 'Re-assign to' })).toBeNull();
    expect(button('Unassign')).not.toBeNull();
  });

  it("toasts the spec's text when assigning fails without a detail", async () => {
    openDetail(ticket(), {
      extra: { 'POST /tickets/42/assign/7': () => new Response(null, { status: 500 }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByText(TICKET_TEXT.assignFailed);
  });
});

const statusBox = () => screen.getByRole('combobox', { name: 'Status' });

describe('Ticket detail: status, review and progress', () => {
  it('enables the status dropdown for the owner only', async () => {
    const { net } = openDetail(ticket({ fk_owner_id: 7, owner_name: 'Ada Lovelace' }), {
      extra: { 'PATCH /tickets/update/42': () => json(200, ticket()) },
    });
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(statusBox().getAttribute('aria-disabled')).toBeNull();
    fireEvent.mouseDown(statusBox());
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Pending', 'In Progress', 'Resolved']);
    fireEvent.click(screen.getByRole('option', { name: 'Resolved' }));
    await waitFor(() => expect(net.count('PATCH', '/tickets/update/42')).toBe(1));
    const sent = body(net.calls.find((c) => c.method === 'PATCH')!.init);
    expect(sent.status).toBe('RESOLVED');
    expect(typeof sent.dt_completion).toBe('string');
  });

  it('disables it for anyone else, showing Reviewed as a disabled option of a reviewed ticket', async () => {
    openDetail(ticket({ fk_owner_id: 30, owner_name: 'Grace Hopper', status: 'REVIEWED' }));
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(statusBox().getAttribute('aria-disabled')).toBe('true');
    expect(statusBox().textContent).toBe('Reviewed');
  });

  it('shows Mark Reviewed and Reopen to a reviewer of a resolved ticket, and Reopen sends Pending', async () => {
    const { net } = openDetail(ticket({ fk_owner_id: 30, owner_name: 'Grace Hopper', status: 'RESOLVED' }), {
      codes: ['access:tickets:review'],
      extra: { 'PATCH /tickets/update/42': () => json(200, ticket()) },
    });
    await screen.findByRole('button', { name: 'Mark Reviewed' });
    fireEvent.click(button('Reopen Ticket')!);
    await waitFor(() => expect(net.count('PATCH', '/tickets/update/42')).toBe(1));
    expect(body(net.calls.find((c) => c.method === 'PATCH')!.init)).toEqual({
      status: 'PENDING',
      dt_completion: null,
    });
  });

  it('shows only Reopen to the creator of a reviewed ticket, and neither to others', async () => {
    openDetail(ticket({ fk_creator_id: 7, fk_owner_id: 30, owner_name: 'Grace Hopper', status: 'REVIEWED' }));
    await screen.findByRole('button', { name: 'Reopen Ticket' });
    expect(button('Mark Reviewed')).toBeNull();
  });

  it('shows neither to a user who is not reviewer nor creator', async () => {
    openDetail(ticket({ fk_owner_id: 30, owner_name: 'Grace Hopper', status: 'RESOLVED' }));
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(button('Mark Reviewed')).toBeNull();
    expect(button('Reopen Ticket')).toBeNull();
  });

  it('keeps Save Progress disabled until the figure changes', async () => {
    const { net } = openDetail(
      ticket({ fk_owner_id: 7, owner_name: 'Ada Lovelace', percent_completion: 20 }),
      {
        extra: { 'PATCH /tickets/update/42': () => json(200, ticket()) },
      },
    );
    const save = await screen.findByRole('button', { name: 'Save Progress' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Completion' }));
    const steps = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(steps).toHaveLength(11);
    fireEvent.click(screen.getByRole('option', { name: '30%' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(net.count('PATCH', '/tickets/update/42')).toBe(1));
    expect(body(net.calls.find((c) => c.method === 'PATCH')!.init)).toEqual({ percent_completion: 30 });
  });

  it('offers no progress editing to a reviewer of an unassigned ticket', async () => {
    openDetail(ticket(), { codes: ['access:tickets:review'] });
    await screen.findByRole('heading', { name: /Ticket #42/ });
    expect(button('Save Progress')).toBeNull();
  });
});

describe('Ticket detail: comments, history, highlight', () => {
  it("says 'Comment cannot be empty', then sends the whole blob with the new entry appended", async () => {
    const { net } = openDetail(ticket(), {
      extra: { 'PATCH /tickets/update/42': () => json(200, ticket()) },
    });
    await screen.findByText(TICKET_TEXT.beFirst);
    fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    await screen.findByText(TICKET_TEXT.commentEmpty);
    expect(net.count('PATCH', '/tickets/update/42')).toBe(0);
    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'Titles are done' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    await waitFor(() => expect(net.count('PATCH', '/tickets/update/42')).toBe(1));
    const sent = parseComments(body(net.calls.find((c) => c.method === 'PATCH')!.init).comments);
    expect(sent.description).toBe('Please fix the listing titles');
    expect(sent.entries).toHaveLength(1);
    expect(sent.entries).toMatchObject([
      { text: 'Titles are done', email: 'ada@acme.test', full_name: 'Ada Lovelace' },
    ]);
  });

  it('lists the history of changes: who, when, from and to', async () => {
    openDetail(
      ticket({
        history: [
          {
            at: '2026-11-20T10:00:00Z',
            user_id: 30,
            user_name: 'Grace Hopper',
            field: 'status',
            from: 'PENDING',
            to: 'INPROGRESS',
          },
          {
            at: '2026-11-21T10:00:00Z',
            user_id: 30,
            user_name: 'Grace Hopper',
            field: 'percent_completion',
            from: '0',
            to: '40',
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Ticket history' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Grace Hopper', 'Status', 'Pending', 'In Progress'],
      ['Grace Hopper', 'Progress', '0%', '40%'],
    ]);
  });

  it('marks the search text of the address in the description, comments and item values', async () => {
    openDetail(
      ticket({
        comments: formatComments({
          description: 'Please fix the listing titles',
          entries: [
            {
              text: 'One listing left',
              email: 'g@acme.test',
              full_name: 'Grace Hopper',
              at: '2026-11-20T10:00:00Z',
            },
          ],
        }),
        num_items: 1,
        data: {
          items: [{ item_no: 1, retailer_sku: 'LISTING-1', idq_score: 3 }],
          requested_content_type: [],
          drive_link: null,
        },
      }),
      { path: '/tickets/42?s=listing' },
    );
    await screen.findByRole('heading', { name: /Ticket #42/ });
    const marks = screen.getAllByTestId('highlight').map((m) => m.textContent);
    expect(marks).toEqual(['listing', 'LISTING', 'listing']);
  });

  it('notifies the chosen users of a new comment', async () => {
    const { net } = openDetail(ticket(), {
      extra: {
        'PATCH /tickets/update/42': () => json(200, ticket()),
        'POST /tickets/notify': () => json(200, { sent: 1 }),
      },
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Notify users (optional)' }));
    fireEvent.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'Please check' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    await waitFor(() => expect(net.count('POST', '/tickets/notify')).toBe(1));
    expect(body(net.calls.find((c) => c.url.pathname === '/tickets/notify')!.init)).toEqual({
      user_ids: [30],
      comment: 'Please check',
      ticket_id: 42,
    });
  });
});
