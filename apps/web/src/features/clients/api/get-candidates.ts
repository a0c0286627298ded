import type { ClientAdminUser } from '@marketdesk/contracts';
import { clientOps } from '@marketdesk/contracts/operations/clients';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { clientKeys } from './keys';

/** GET /clients/users: the people who can be made Client Admin. */
export async function getCandidates(): Promise<ClientAdminUser[]> {
  return call(clientOps.candidates);
}

export function useCandidates(enabled: boolean) {
  return useTenantQuery({ queryKey: clientKeys.candidates, queryFn: getCandidates, enabled });
}
