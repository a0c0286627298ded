import { type ClientRecord, clientList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { referenceKeys } from './keys';

/** GET /clients/list (super admin): every client with its admins and member count. */
export async function getClientList(): Promise<ClientRecord[]> {
  return clientList.parse(await apiRequest('/clients/list'));
}

/** `enabled` false until the list is needed (e.g. a picker not shown yet). */
export function useClientList(enabled = true) {
  return useQuery({ queryKey: referenceKeys.clients, queryFn: getClientList, enabled });
}
