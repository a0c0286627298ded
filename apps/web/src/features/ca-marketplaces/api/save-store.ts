import { type StoreForm, type StoreSecrets, storeSecrets } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { referenceKeys } from '../../../shared/reference/keys';
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
  return useMutation({
    mutationFn: saveStore,
    // Cards, stores, secrets and ranks all change: refetch the whole feature, and the seller
    // ids other screens offer (a new store is a new seller id).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: marketplaceKeys.root }),
        client.invalidateQueries({ queryKey: referenceKeys.sellerIdsAll }),
      ]),
  });
}
