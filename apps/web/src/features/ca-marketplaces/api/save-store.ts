import { type StoreForm, type StoreSecrets, storeSecrets } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** POST /marketplaces/admin/secrets?mp_id= with the store form (new store without pk_store_id). */
export async function saveStore(input: { mpId: number; form: StoreForm }): Promise<StoreSecrets> {
  return storeSecrets.parse(
    await apiRequest('/marketplaces/admin/secrets', {
      method: 'POST',
      query: { mp_id: input.mpId },
      json: input.form,
    }),
  );
}

export function useSaveStore() {
  const client = useQueryClient();
  const { selectedClientId } = useSession();
  return useMutation({
    mutationFn: saveStore,
    // Cards, stores, secrets and ranks all change: refetch the whole feature for this client.
    onSuccess: () => client.invalidateQueries({ queryKey: marketplaceKeys.root(selectedClientId) }),
  });
}
