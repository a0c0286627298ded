import { type ClientAdminUser, clientCandidateList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { clientKeys } from './keys';

/** GET /clients/users: the people who can be made Client Admin. */
export async function getCandidates(): Promise<ClientAdminUser[]> {
  return clientCandidateList.parse(await apiRequest('/clients/users'));
}

export function useCandidates(enabled: boolean) {
  return useQuery({ queryKey: clientKeys.candidates, queryFn: getCandidates, enabled });
}
