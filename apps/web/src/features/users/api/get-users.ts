import { type AdminUser, adminUserList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { userKeys } from './keys';

/** GET /users: the members of the selected client (every user for a super admin). */
export async function getUsers(): Promise<AdminUser[]> {
  return adminUserList.parse(await apiRequest('/users'));
}

export function useUsers() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: userKeys.list,
    queryFn: getUsers,
    enabled: selectedClientId !== null,
  });
}
