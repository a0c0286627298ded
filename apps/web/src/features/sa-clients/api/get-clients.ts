import { type ClientRecord, clientList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { clientKeys } from './keys';

/** GET /clients/list: every client with its admins. */
export async function getClients(): Promise<ClientRecord[]> {
  return clientList.parse(await apiRequest('/clients/list'));
}

export function useClients() {
  return useQuery({ queryKey: clientKeys.list, queryFn: getClients });
}
