import type { Ticket } from '@marketdesk/contracts/tickets';
import { describe, expect, it } from 'vitest';
import { ticketFixture } from '../../../test/tickets/ticket-factory';
import { deepPage, sortTickets } from './deep-search';
import { readView } from './view-params';

const t = (id: number, o: Partial<Ticket> = {}) => ticketFixture({ ...o, pk_ticket_id: id });

describe('deep-search results in the browser', () => {
  it('sorts by the field with blanks last, types by number (T2 before T10), ties by id', () => {
    const rows = [
      t(1, { owner_name: null }),
      t(2, { owner_name: 'Bo' }),
      t(3, { owner_name: 'Al' }),
      t(4, { owner_name: 'Al' }),
    ];
    expect(sortTickets(rows, 'owner_name', 'asc').map((r) => r.pk_ticket_id)).toEqual([3, 4, 2, 1]);
    const types = [t(1, { fk_ticket_type_id: 'T10' }), t(2, { fk_ticket_type_id: 'T2' })];
    expect(sortTickets(types, 'fk_ticket_type_id', 'asc').map((r) => r.pk_ticket_id)).toEqual([2, 1]);
  });

  it('sorts by age as the reverse of the creation time (youngest first when ascending)', () => {
    const rows = [
      t(1, { dt_creation: '2026-01-05T10:00:00Z' }),
      t(2, { dt_creation: '2026-03-01T10:00:00Z' }),
      t(3, { dt_creation: '2025-12-24T10:00:00Z' }),
    ];
    expect(sortTickets(rows, 'age', 'asc').map((r) => r.pk_ticket_id)).toEqual([2, 1, 3]);
    expect(sortTickets(rows, 'age', 'desc').map((r) => r.pk_ticket_id)).toEqual([3, 1, 2]);
  });

  it('pages the results of the tab with the page size of the view', () => {
    const rows = Array.from({ length: 120 }, (_, i) => t(i + 1));
    const view = readView(new URLSearchParams('page=2&rpp=50&orderBy=pk_ticket_id&order=asc'), [
      'unassigned',
    ]);
    const page = deepPage(rows, view, 7);
    expect([page.total, page.rows.length, page.rows[0]?.pk_ticket_id]).toEqual([120, 20, 101]);
  });
});
