import { type UserSafelistEntry, userSafelist } from '@marketdesk/contracts';
import { apiRequest } from '../api/client';
import { useTenantQuery } from '../api/tenant-query';
import { useSession } from '../session/store';
import { referenceKeys } from './keys';

/** GET /users/safelist: the selected client's members, limited to that client (owner and assignee pickers). */
export async function getUserSafelist(): Promise<UserSafelistEntry[]> {
  return userSafelist.parse(await apiRequest('/users/safelist'));
}

export function useUserSafelist() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: referenceKeys.users,
    queryFn: getUserSafelist,
    enabled: selectedClientId !== null,
  });
}
