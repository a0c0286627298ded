import { clientOps } from '@marketdesk/contracts/operations/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { clientKeys } from './keys';
import { refreshSessionClients } from './refresh-session';

/** DELETE /clients/{id} (refused while the client has users other than super admins). */
export async function deleteClient(id: number): Promise<void> {
  await call(clientOps.remove, { params: { id } });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceKeys.clients }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
      await refreshSessionClients();
    },
  });
}
