import type { AdminUser, UserUpdateRequest } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { userKeys } from './keys';

/** PUT /users/{id} (no password). */
export async function updateUser({ id, body }: { id: number; body: UserUpdateRequest }): Promise<AdminUser> {
  return call(userOps.update, { params: { id }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
