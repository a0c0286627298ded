import type { CurrentUser, ProfileUpdateRequest } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { setSessionUser } from '../../../shared/session/store';

/** PUT /users/me: answers the refreshed current user. */
export async function updateProfile(body: ProfileUpdateRequest): Promise<CurrentUser> {
  return call(userOps.updateMe, { body });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // The session's user is what the header, dashboard and this page show: replace it with the answer.
    onSuccess: (user) => setSessionUser(user, { selectFirstClient: false }),
  });
}
