import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import { call } from '../../../shared/api/call';
import { useTicketWrite } from './keys';

/** POST /tickets/{id}/assign/{userId}?user_name=: the ticket, with detail when it was already assigned. */
export const useAssignTicket = (id: number) =>
  useTicketWrite(async ({ userId, userName }: { userId: number; userName: string }) =>
    call(ticketOps.assign, { params: { id, userId }, query: { user_name: userName } }),
  );
