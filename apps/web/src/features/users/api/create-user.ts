import type { AdminUser, UserCreateRequest } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { userKeys } from './keys';

/** POST /users. */
export async function createUser(body: UserCreateRequest): Promise<AdminUser> {
  return call(userOps.create, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
