import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketActionBody, TicketDetail, TicketUpdateBody } from '@marketdesk/contracts/tickets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/store';
import { ticketKeys } from '../common/tickets-api';
import { sendingToAccount } from './actions/row-actions';

/** How often the detail reloads while a row is being sent to the advertising account. */
const ACCOUNT_POLL_MS = 2000;

/** The calls of the detail page (spec 03 section 7); every write refreshes all ticket queries. */

export async function getTicketDetail(id: number): Promise<TicketDetail> {
  return call(ticketOps.detail, { query: { id } });
}

export function useTicketDetail(id: number | null) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ticketKeys.detail(selectedClientId, id ?? 0),
    queryFn: () => getTicketDetail(id!),
    enabled: selectedClientId !== null && id !== null,
    // A saved T11/T12 row is sent to the advertising account after the save: show its answer when it comes.
    refetchInterval: (query) =>
      query.state.data && sendingToAccount(query.state.data.data.items) ? ACCOUNT_POLL_MS : false,
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
  useTicketWrite((body: TicketUpdateBody) => call(ticketOps.update, { params: { id }, body }));

/** POST /tickets/{id}/assign/{userId}?user_name=: the ticket, with detail when it was already assigned. */
export const useAssignTicket = (id: number) =>
  useTicketWrite(async ({ userId, userName }: { userId: number; userName: string }) =>
    call(ticketOps.assign, { params: { id, userId }, query: { user_name: userName } }),
  );

/** DELETE /tickets/{id}. */
export function useDeleteTicket(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(ticketOps.remove, { params: { id } }),
    // The list only: the deleted ticket's own query is left alone (refetching it would answer 404).
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tickets', 'list'] }),
  });
}

/** POST /tickets/notify. */
export const useNotifyUsers = () =>
  useMutation({
    mutationFn: (body: { user_ids: number[]; comment: string; ticket_id: number }) =>
      call(ticketOps.notify, { body }),
  });

/** POST /tickets/{ticketId}/action: the per-row results and the ticket as it now is. */
export const useTicketActions = (id: number) =>
  useTicketWrite(async (body: TicketActionBody) => call(ticketOps.act, { params: { ticketId: id }, body }));
