import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketTypeEntry } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { ticketKeys } from './keys';

/** GET /tickets/types. */
export async function getTicketTypes(): Promise<TicketTypeEntry[]> {
  return call(ticketOps.types);
}

/** The ticket types visible to the user in the selected client (ETA dialog, create form, type names). */
export function useTicketTypes() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: ticketKeys.types,
    queryFn: getTicketTypes,
    enabled: selectedClientId !== null,
  });
}
