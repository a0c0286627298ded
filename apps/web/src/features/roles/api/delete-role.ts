import { roleOps } from '@marketdesk/contracts/operations/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { roleKeys } from './keys';

/** DELETE /roles/{id}. */
export async function deleteRole(id: number): Promise<void> {
  await call(roleOps.remove, { params: { id } });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
