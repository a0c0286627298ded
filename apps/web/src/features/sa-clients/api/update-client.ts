import { type ClientRecord, type ClientUpdate, clientRecord } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { referenceKeys } from '../../../shared/reference/keys';
import { clientKeys } from './keys';
import { refreshSessionClients } from './refresh-session';

/** PUT /clients/{id}. */
export async function updateClient({ id, body }: { id: number; body: ClientUpdate }): Promise<ClientRecord> {
  return clientRecord.parse(await apiRequest(`/clients/${id}`, { method: 'PUT', json: body }));
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
