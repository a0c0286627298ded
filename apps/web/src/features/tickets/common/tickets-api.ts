import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketTypeEntry } from '@marketdesk/contracts/tickets';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/store';

/**
 * Query keys of the ticket screens (dashboard, detail, form): the first element is the area, so one
 * `invalidateQueries({ queryKey: ticketKeys.all })` after a write refreshes every list, count, detail and
 * search; the client id is part of every key, so a client switch never shows another client's tickets.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  /** GET /tickets/all: one page of a tab with the counts (params: tab, subTab, page, rpp, order, orderBy, s). */
  lists: (clientId: number | null) => ['tickets', 'list', clientId] as const,
  list: (clientId: number | null, params: Record<string, unknown>) =>
    ['tickets', 'list', clientId, params] as const,
  /** GET /tickets/types: the types the user may see, with the client's ETA. */
  types: (clientId: number | null) => ['tickets', 'types', clientId] as const,
  /** GET /tickets/details?id=. */
  detail: (clientId: number | null, id: number) => ['tickets', 'detail', clientId, id] as const,
  /** GET /tickets/search?q=. */
  search: (clientId: number | null, q: string) => ['tickets', 'search', clientId, q] as const,
};

/** GET /tickets/types. */
export async function getTicketTypes(): Promise<TicketTypeEntry[]> {
  return call(ticketOps.types);
}

/** The ticket types visible to the user in the selected client (ETA dialog, create form, type names). */
export function useTicketTypes() {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ticketKeys.types(selectedClientId),
    queryFn: getTicketTypes,
    enabled: selectedClientId !== null,
  });
}

/** GET /users/safelist (assignee and owner pickers): the one shared query of shared/reference. */
export { getUserSafelist, useUserSafelist } from '../../../shared/reference/users';
