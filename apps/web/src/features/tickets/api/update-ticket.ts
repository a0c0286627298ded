import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketUpdateBody } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTicketWrite } from './keys';

/** PATCH /tickets/update/{id}: status, comments, percent_completion, dt_completion; owner fields null unassign. */
export const useUpdateTicket = (id: number) =>
  useTicketWrite((body: TicketUpdateBody) => call(ticketOps.update, { params: { id }, body }));
