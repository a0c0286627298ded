import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { Ticket } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { ticketKeys } from './keys';

/** GET /tickets/search?q=: at most 300 tickets; a failure yields an empty result silently (spec 03 section 8). */
export async function searchTickets(q: string, signal?: AbortSignal): Promise<Ticket[]> {
  try {
    return await call(ticketOps.search, { query: { q }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function useDeepSearch(q: string, enabled: boolean) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: ticketKeys.search(q),
    queryFn: ({ signal }) => searchTickets(q, signal),
    enabled: enabled && selectedClientId !== null,
  });
}
