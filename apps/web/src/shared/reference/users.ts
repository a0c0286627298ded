import type { UserSafelistEntry } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { call } from '../api/call';
import { useTenantQuery } from '../api/tenant-query';
import { useSession } from '../session/store';
import { referenceKeys } from './keys';

/** GET /users/safelist: the selected client's members, limited to that client (owner and assignee pickers). */
export async function getUserSafelist(): Promise<UserSafelistEntry[]> {
  return call(userOps.safelist);
}

export function useUserSafelist() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: referenceKeys.users,
    queryFn: getUserSafelist,
    enabled: selectedClientId !== null,
  });
}
