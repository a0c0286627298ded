import { type CurrentUser, currentUser, type ProfileUpdateRequest } from '@marketdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { setSessionUser } from '../../../shared/session/store';

/** PUT /users/me: answers the refreshed current user. */
export async function updateProfile(body: ProfileUpdateRequest): Promise<CurrentUser> {
  return currentUser.parse(await apiRequest('/users/me', { method: 'PUT', json: body }));
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // The session's user is what the header, dashboard and this page show: replace it with the answer.
    onSuccess: (user) => setSessionUser(user, { selectFirstClient: false }),
  });
}
