import type { Ticket, TicketListAnswer } from '@marketdesk/contracts/tickets';
import { screen, within } from '@testing-library/react';
import { json, mockFetch, role, user } from '../factories';
import { renderRoutes, signedIn } from '../render';
import { ticketListFixture } from './ticket-factory';

/** Tests only: the dashboard's user, answers and readings. */
export const ME = 7;
export const VIEW = ['view:tickets'];
export const RIGHTS = { assigner: false, reviewer: false, eta: false, create: false };
export const HOUR = 3_600_000;

export function open(url: string, codes = VIEW) {
  signedIn(user({ id: ME, roles: [role(1, 'Tickets', codes)] }));
  return renderRoutes(url);
}

type Answer = Partial<Omit<TicketListAnswer, 'tickets'>>;
export function serve(
  tickets: Ticket[] = [],
  answer: Answer = {},
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  return mockFetch({
    'GET /tickets/all': () => json(200, ticketListFixture(tickets, answer)),
    ...extra,
  });
}

export const lastList = (net: ReturnType<typeof mockFetch>) =>
  Object.fromEntries(
    [...net.calls.filter((c) => c.url.pathname === '/tickets/all').at(-1)!.url.searchParams].filter(
      ([k]) => k !== 'client_id',
    ),
  );
export const tabNames = (name: string) =>
  within(screen.getByRole('tablist', { name }))
    .getAllByRole('tab')
    .map((t) => t.textContent);
export const address = (router: ReturnType<typeof open>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
