import type { Role } from '@marketdesk/contracts';
import { roleOps } from '@marketdesk/contracts/operations/roles';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { roleKeys } from './keys';

/** GET /roles: permission groups of the selected client. */
export async function getRoles(): Promise<Role[]> {
  return call(roleOps.list);
}

export function useRoles() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: roleKeys.list,
    queryFn: getRoles,
    enabled: selectedClientId !== null,
  });
}
