import { type Role, roleList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { roleKeys } from './keys';

/** GET /roles: permission groups of the selected client. */
export async function getRoles(): Promise<Role[]> {
  return roleList.parse(await apiRequest('/roles'));
}

export function useRoles() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: roleKeys.list,
    queryFn: getRoles,
    enabled: selectedClientId !== null,
  });
}
