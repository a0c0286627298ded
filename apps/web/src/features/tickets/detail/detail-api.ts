import {
  type TicketActionBody,
  type TicketDetail,
  type TicketUpdateBody,
  ticketActionAnswer,
  ticketAssignAnswer,
  ticketDetail,
} from '@marketdesk/contracts/tickets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { ticketKeys } from '../common/tickets-api';

/** The calls of the detail page (spec 03 section 7); every write refreshes all ticket queries. */

export async function getTicketDetail(id: number): Promise<TicketDetail> {
  return ticketDetail.parse(await apiRequest('/tickets/details', { query: { id } }));
}

export function useTicketDetail(id: number | null) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ticketKeys.detail(selectedClientId, id ?? 0),
    queryFn: () => getTicketDetail(id!),
    enabled: selectedClientId !== null && id !== null,
  });
}

function useTicketWrite<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

/** PATCH /tickets/update/{id}: status, comments, percent_completion, dt_completion; owner fields null unassign. */
export const useUpdateTicket = (id: number) =>
  useTicketWrite((body: TicketUpdateBody) =>
    apiRequest(`/tickets/update/${id}`, { method: 'PATCH', json: body }),
  );

/** POST /tickets/{id}/assign/{userId}?user_name=: the ticket, with detail when it was already assigned. */
export const useAssignTicket = (id: number) =>
  useTicketWrite(async ({ userId, userName }: { userId: number; userName: string }) =>
    ticketAssignAnswer.parse(
      await apiRequest(`/tickets/${id}/assign/${userId}`, { method: 'POST', query: { user_name: userName } }),
    ),
  );

/** DELETE /tickets/{id}. */
export function useDeleteTicket(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/tickets/${id}`, { method: 'DELETE' }),
    // The list only: the deleted ticket's own query is left alone (refetching it would answer 404).
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tickets', 'list'] }),
  });
}

/** POST /tickets/notify. */
export const useNotifyUsers = () =>
  useMutation({
    mutationFn: (body: { user_ids: number[]; comment: string; ticket_id: number }) =>
      apiRequest('/tickets/notify', { method: 'POST', json: body }),
  });

/** POST /tickets/{ticketId}/action: the per-row results and the ticket as it now is. */
export const useTicketActions = (id: number) =>
  useTicketWrite(async (body: TicketActionBody) =>
    ticketActionAnswer.parse(await apiRequest(`/tickets/${id}/action`, { method: 'POST', json: body })),
  );
