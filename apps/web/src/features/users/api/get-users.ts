import { type AdminUser, adminUserList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { userKeys } from './keys';

/** GET /users: the members of the selected client (every user for a super admin). */
export async function getUsers(): Promise<AdminUser[]> {
  return adminUserList.parse(await apiRequest('/users'));
}

export function useUsers() {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: userKeys.list(selectedClientId),
    queryFn: getUsers,
    enabled: selectedClientId !== null,
  });
}
