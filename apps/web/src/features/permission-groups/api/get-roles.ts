import { type Role, roleList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { roleKeys } from './keys';

/** GET /roles: permission groups of the selected client. */
export async function getRoles(): Promise<Role[]> {
  return roleList.parse(await apiRequest('/roles'));
}

export function useRoles() {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: roleKeys.list(selectedClientId),
    queryFn: getRoles,
    enabled: selectedClientId !== null,
  });
}
