import { TICKET_TABS, type Ticket, type TicketTab, ticketInTab } from '@marketdesk/contracts/tickets';
import type { DashboardView, TicketOrderBy } from './view-params';

/** Tab counts of deep-search results, keyed as the list answer's counts ('mine', 'mine.pending', …). */
export function deepCounts(
  rows: readonly Ticket[],
  userId: number,
  tabs: readonly TicketTab[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const tab of tabs) {
    counts[tab] = rows.filter((t) => ticketInTab(t, userId, tab)).length;
    for (const sub of TICKET_TABS[tab])
      counts[`${tab}.${sub}`] = rows.filter((t) => ticketInTab(t, userId, tab, sub)).length;
  }
  return counts;
}

const sortValue = (t: Ticket, field: Exclude<TicketOrderBy, 'age'>): string | number | null => {
  const v = field === 'fk_ticket_type_id' ? Number(t.fk_ticket_type_id.slice(1)) : t[field];
  return v === undefined ? null : v;
};

/** Sorts as the server does: by the field, blanks last, then by ticket id. */
export function sortTickets(rows: readonly Ticket[], field: TicketOrderBy, order: 'asc' | 'desc'): Ticket[] {
  // Age is time since creation: ascending age is descending creation time.
  if (field === 'age') return sortTickets(rows, 'dt_creation', order === 'asc' ? 'desc' : 'asc');
  const dir = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, field);
    const y = sortValue(b, field);
    if (x === y) return (a.pk_ticket_id - b.pk_ticket_id) * dir;
    if (x === null || x === '') return 1;
    if (y === null || y === '') return -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c * dir;
  });
}

/** One page of the deep-search results that fall into the view's tab and sub-tab, in the view's order. */
export function deepPage(rows: readonly Ticket[], view: DashboardView, userId: number) {
  const inTab = rows.filter((t) => ticketInTab(t, userId, view.tab, view.subTab));
  const sorted = sortTickets(inTab, view.orderBy, view.order);
  const start = view.page * view.rpp;
  return { rows: sorted.slice(start, start + view.rpp), total: sorted.length };
}
