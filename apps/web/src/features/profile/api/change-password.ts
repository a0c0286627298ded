import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** PUT /users/me/change-password. The server keeps the sign-in of the token sent and ends every other one. */
export async function changePassword(body: { old_password: string; new_password: string }): Promise<void> {
  await apiRequest('/users/me/change-password', { method: 'PUT', json: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
