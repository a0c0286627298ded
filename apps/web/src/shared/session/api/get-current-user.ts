import type { CurrentUser } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { call } from '../../api/call';

/** GET /users/me: the signed-in user with clients, roles and assignments. */
export async function getCurrentUser(): Promise<CurrentUser> {
  return call(userOps.me);
}
