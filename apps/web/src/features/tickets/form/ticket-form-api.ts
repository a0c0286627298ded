import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import {
  type Ticket,
  type TicketCreateBody,
  type TicketTypeId,
  ticketTemplateFileName,
} from '@marketdesk/contracts/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../../shared/api/call';
import { saveBlob } from '../../../shared/files/save-blob';
import { ticketKeys } from '../common/tickets-api';

/** GET /tickets/details?id=: the ticket to edit, the detail page's one query (same key and shape). */
export { useTicketDetail as useTicketToEdit } from '../detail/detail-api';

/** POST /tickets/create: the ids of the tickets raised (one per 20 items). */
export async function createTicket(body: TicketCreateBody): Promise<number[]> {
  return call(ticketOps.create, { body });
}

/** PATCH /tickets/created/{id}: the ticket as updated. */
export async function updateTicket(id: number, body: TicketCreateBody): Promise<Ticket> {
  return call(ticketOps.edit, { params: { id }, body });
}

/** Create (no id) or update (the edited ticket's id); every ticket list, count and detail is read again. */
export function useSaveTicket(editId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketCreateBody): Promise<number[]> =>
      editId === null ? createTicket(body) : [(await updateTicket(editId, body)).pk_ticket_id],
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

/** GET /tickets/template?ticket_type_id=: saved as `{ticket type name}_Template.xlsx`. */
export async function downloadTicketTemplate(typeId: TicketTypeId, typeName: string): Promise<void> {
  const { blob, filename } = await download(ticketOps.template, { query: { ticket_type_id: typeId } });
  saveBlob(blob, filename ?? ticketTemplateFileName(typeName));
}
