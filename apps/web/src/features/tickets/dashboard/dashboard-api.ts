import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { Ticket, TicketListAnswer, TicketListQuery, TicketTypeId } from '@marketdesk/contracts/tickets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/store';
import { ticketKeys } from '../common/tickets-api';

/** GET /tickets/all: one page of a tab, the counts of every tab and sub-tab, and the user's rights. */
export async function getTicketList(query: TicketListQuery, signal?: AbortSignal): Promise<TicketListAnswer> {
  return call(ticketOps.list, { query, signal });
}

export function useTicketList(query: TicketListQuery, enabled: boolean) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ticketKeys.list(selectedClientId, query),
    queryFn: ({ signal }) => getTicketList(query, signal),
    // The page before stays (dimmed) while the next loads, but never another client's tickets.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === selectedClientId ? keepPreviousData(previous) : undefined,
    enabled: enabled && selectedClientId !== null,
  });
}

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
  return useQuery({
    queryKey: ticketKeys.search(selectedClientId, q),
    queryFn: ({ signal }) => searchTickets(q, signal),
    enabled: enabled && selectedClientId !== null,
  });
}

/** PATCH /tickets/types/{typeId}/edit/eta?n=: the selected client's ETA of a type, in days. */
export async function updateTicketEta(typeId: TicketTypeId, days: number): Promise<void> {
  await call(ticketOps.setEta, { params: { typeId }, query: { n: days } });
}

export function useUpdateTicketEta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, days }: { typeId: TicketTypeId; days: number }) => updateTicketEta(typeId, days),
    // Every list shows ages against the ETA, and the types list carries it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
