import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { ticketKeys } from './keys';

/** DELETE /tickets/{id}. */
export function useDeleteTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ticketOps.remove, { params: { id } }),
    // The lists only: the deleted ticket's own query is left alone (refetching it would answer 404).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists }),
  });
}
