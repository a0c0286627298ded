import type { ClientRecord, ClientUpdate } from '@marketdesk/contracts';
import { clientOps } from '@marketdesk/contracts/operations/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { clientKeys } from './keys';
import { refreshSessionClients } from './refresh-session';

/** PUT /clients/{id}. */
export async function updateClient({ id, body }: { id: number; body: ClientUpdate }): Promise<ClientRecord> {
  return call(clientOps.update, { params: { id }, body });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceKeys.clients }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
      await refreshSessionClients();
    },
  });
}
