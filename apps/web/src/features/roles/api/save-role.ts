import { ROLE_LEVEL, type Role, type RoleRequest } from '@marketdesk/contracts';
import { roleOps } from '@marketdesk/contracts/operations/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { roleKeys } from './keys';

/** POST /roles, or PUT /roles/{id} when editing; level is always sent as 2. */
export async function saveRole({ id, body }: { id: number | null; body: RoleRequest }): Promise<Role> {
  const sent = { ...body, level: ROLE_LEVEL };
  return id === null
    ? call(roleOps.create, { body: sent })
    : call(roleOps.update, { params: { id }, body: sent });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
