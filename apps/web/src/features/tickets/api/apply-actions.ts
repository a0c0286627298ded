import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketActionBody } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTicketWrite } from './keys';

/** POST /tickets/{ticketId}/action: the per-row results and the ticket as it now is. */
export const useTicketActions = (id: number) =>
  useTicketWrite(async (body: TicketActionBody) => call(ticketOps.act, { params: { ticketId: id }, body }));
