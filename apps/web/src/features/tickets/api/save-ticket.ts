import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { Ticket, TicketCreateBody } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTicketWrite } from './keys';

/** POST /tickets/create: the ids of the tickets raised (one per 20 items). */
export async function createTicket(body: TicketCreateBody): Promise<number[]> {
  return call(ticketOps.create, { body });
}

/** PATCH /tickets/created/{id}: the ticket as updated. */
export async function updateTicket(id: number, body: TicketCreateBody): Promise<Ticket> {
  return call(ticketOps.edit, { params: { id }, body });
}

/** Create (no id) or update (the edited ticket's id); every ticket list, count and detail is read again. */
export const useSaveTicket = (editId: number | null) =>
  useTicketWrite(
    async (body: TicketCreateBody): Promise<number[]> =>
      editId === null ? createTicket(body) : [(await updateTicket(editId, body)).pk_ticket_id],
  );
