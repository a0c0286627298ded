import { type ClientCreate, type ClientRecord, clientRecord } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { referenceKeys } from '../../../shared/reference/keys';
import { clientKeys } from './keys';
import { refreshSessionClients } from './refresh-session';

/** POST /clients/ (empty strings already dropped). */
export async function createClient(body: ClientCreate): Promise<ClientRecord> {
  return clientRecord.parse(await apiRequest('/clients/', { method: 'POST', json: body }));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceKeys.clients }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
      await refreshSessionClients();
    },
  });
}
