import type { AdminUser } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { userKeys } from './keys';

/** GET /users/{id}: one user with clients, roles and permissions, assignments and profiles. */
export async function getUser(id: number): Promise<AdminUser> {
  return call(userOps.get, { params: { id } });
}

export function useUser(id: number | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => getUser(id!),
    enabled: id !== null && selectedClientId !== null,
  });
}
