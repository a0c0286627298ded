import { userOps } from '@marketdesk/contracts/operations/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** PUT /users/me/change-password. The server keeps the sign-in of the token sent and ends every other one. */
export async function changePassword(body: { old_password: string; new_password: string }): Promise<void> {
  await call(userOps.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
