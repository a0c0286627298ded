import { type ClientRecord, clientList } from '@marketdesk/contracts';
import { apiRequest } from '../api/client';
import { useTenantQuery } from '../api/tenant-query';
import { referenceKeys } from './keys';

/** GET /clients/list (super admin): every client with its admins and member count. */
export async function getClientList(): Promise<ClientRecord[]> {
  return clientList.parse(await apiRequest('/clients/list'));
}

/** `enabled` false until the list is needed (e.g. a picker not shown yet). */
export function useClientList(enabled = true) {
  return useTenantQuery({ queryKey: referenceKeys.clients, queryFn: getClientList, enabled });
}
