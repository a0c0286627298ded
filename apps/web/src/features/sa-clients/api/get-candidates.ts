import { type ClientAdminUser, clientCandidateList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { clientKeys } from './keys';

/** GET /clients/users: the people who can be made Client Admin. */
export async function getCandidates(): Promise<ClientAdminUser[]> {
  return clientCandidateList.parse(await apiRequest('/clients/users'));
}

export function useCandidates(enabled: boolean) {
  return useTenantQuery({ queryKey: clientKeys.candidates, queryFn: getCandidates, enabled });
}
