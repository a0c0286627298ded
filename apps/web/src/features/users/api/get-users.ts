import type { AdminUser } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { userKeys } from './keys';

/** GET /users: the members of the selected client (every user for a super admin). */
export async function getUsers(): Promise<AdminUser[]> {
  return call(userOps.list);
}

export function useUsers() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: userKeys.list,
    queryFn: getUsers,
    enabled: selectedClientId !== null,
  });
}
