import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import { type TicketTypeId, ticketTemplateFileName } from '@marketdesk/contracts/tickets';
import { download } from '../../../shared/api/call';
import { saveBlob } from '../../../shared/files/save-blob';

/** GET /tickets/template?ticket_type_id=: saved as `{ticket type name}_Template.xlsx`. */
export async function downloadTicketTemplate(typeId: TicketTypeId, typeName: string): Promise<void> {
  const { blob, filename } = await download(ticketOps.template, { query: { ticket_type_id: typeId } });
  saveBlob(blob, filename ?? ticketTemplateFileName(typeName));
}
