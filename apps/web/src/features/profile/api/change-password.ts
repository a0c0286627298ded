import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { getRefreshToken } from '../../../shared/session/tokens';

/**
 * PUT /users/me/change-password. The stored refresh token goes along so the server keeps this browser's
 * sign-in while it ends every other one.
 */
export async function changePassword(body: { old_password: string; new_password: string }): Promise<void> {
  const refresh_token = getRefreshToken() ?? undefined;
  await apiRequest('/users/me/change-password', {
    method: 'PUT',
    json: { ...body, refresh_token },
    tenant: false,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
