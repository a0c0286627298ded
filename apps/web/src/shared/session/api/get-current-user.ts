import { type CurrentUser, currentUser } from '@marketdesk/contracts';
import { apiRequest } from '../../api/client';

/** GET /users/me: the signed-in user with clients, roles and assignments. */
export async function getCurrentUser(): Promise<CurrentUser> {
  return currentUser.parse(await apiRequest('/users/me'));
}
