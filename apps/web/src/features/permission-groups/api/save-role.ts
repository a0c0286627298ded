import { ROLE_LEVEL, type Role, type RoleRequest, role } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { roleKeys } from './keys';

/** POST /roles, or PUT /roles/{id} when editing; level is always sent as 2. */
export async function saveRole({ id, body }: { id: number | null; body: RoleRequest }): Promise<Role> {
  const json = { ...body, level: ROLE_LEVEL };
  const answer =
    id === null
      ? await apiRequest('/roles', { method: 'POST', json })
      : await apiRequest(`/roles/${id}`, { method: 'PUT', json });
  return role.parse(answer);
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
