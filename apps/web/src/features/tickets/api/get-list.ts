import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketListAnswer, TicketListQuery } from '@marketdesk/contracts/tickets';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { ticketKeys } from './keys';

/** GET /tickets/all: one page of a tab, the counts of every tab and sub-tab, and the user's rights. */
export async function getTicketList(query: TicketListQuery, signal?: AbortSignal): Promise<TicketListAnswer> {
  return call(ticketOps.list, { query, signal });
}

export function useTicketList(query: TicketListQuery, enabled: boolean) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => getTicketList(query, signal),
    // The page before stays (dimmed) while the next loads, but never another client's tickets (useTenantQuery).
    placeholderData: keepPreviousData,
    enabled: enabled && selectedClientId !== null,
  });
}
