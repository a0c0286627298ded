import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTicketWrite } from './keys';

/** PATCH /tickets/types/{typeId}/edit/eta?n=: the selected client's ETA of a type, in days. */
export async function updateTicketEta(typeId: TicketTypeId, days: number): Promise<void> {
  await call(ticketOps.setEta, { params: { typeId }, query: { n: days } });
}

/** Every list shows ages against the ETA, and the types list carries it: all ticket queries are read again. */
export const useUpdateTicketEta = () =>
  useTicketWrite(({ typeId, days }: { typeId: TicketTypeId; days: number }) => updateTicketEta(typeId, days));
