import type { ClientCreate, ClientRecord } from '@marketdesk/contracts';
import { clientOps } from '@marketdesk/contracts/operations/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { clientKeys } from './keys';
import { refreshSessionClients } from './refresh-session';

/** POST /clients/ (empty strings already dropped). */
export async function createClient(body: ClientCreate): Promise<ClientRecord> {
  return call(clientOps.create, { body });
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
