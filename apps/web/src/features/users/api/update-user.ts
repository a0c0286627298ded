import { type AdminUser, adminUser, type UserUpdateRequest } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { userKeys } from './keys';

/** PUT /users/{id} (no password). */
export async function updateUser({ id, body }: { id: number; body: UserUpdateRequest }): Promise<AdminUser> {
  return adminUser.parse(await apiRequest(`/users/${id}`, { method: 'PUT', json: body }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
