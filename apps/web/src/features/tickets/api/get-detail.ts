import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { TicketDetail } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { sendingToAccount } from '../detail/actions/row-actions';
import { ticketKeys } from './keys';

/** How often the detail reloads while a row is being sent to the advertising account. */
const ACCOUNT_POLL_MS = 2000;

/** GET /tickets/details?id=: the detail page's ticket, also the one the form edits. */
export async function getTicketDetail(id: number): Promise<TicketDetail> {
  return call(ticketOps.detail, { query: { id } });
}

export function useTicketDetail(id: number | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: ticketKeys.detail(id ?? 0),
    queryFn: () => getTicketDetail(id!),
    enabled: selectedClientId !== null && id !== null,
    // A saved T11/T12 row is sent to the advertising account after the save: show its answer when it comes.
    refetchInterval: (query) =>
      query.state.data && sendingToAccount(query.state.data.data.items) ? ACCOUNT_POLL_MS : false,
  });
}
