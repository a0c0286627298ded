import { type AdminUser, adminUser, type UserCreateRequest } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { userKeys } from './keys';

/** POST /users. */
export async function createUser(body: UserCreateRequest): Promise<AdminUser> {
  return adminUser.parse(await apiRequest('/users', { method: 'POST', json: body }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
