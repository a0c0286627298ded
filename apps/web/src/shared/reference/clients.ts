import type { ClientRecord } from '@marketdesk/contracts';
import { clientOps } from '@marketdesk/contracts/operations/clients';
import { call } from '../api/call';
import { useTenantQuery } from '../api/tenant-query';
import { referenceKeys } from './keys';

/** GET /clients/list (super admin): every client with its admins and member count. */
export async function getClientList(): Promise<ClientRecord[]> {
  return call(clientOps.list);
}

/** `enabled` false until the list is needed (e.g. a picker not shown yet). */
export function useClientList(enabled = true) {
  return useTenantQuery({ queryKey: referenceKeys.clients, queryFn: getClientList, enabled });
}
