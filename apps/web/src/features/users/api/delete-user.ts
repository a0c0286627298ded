import { userOps } from '@marketdesk/contracts/operations/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { userKeys } from './keys';

/** DELETE /users/{id}. */
export async function deleteUser(id: number): Promise<void> {
  await call(userOps.remove, { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
