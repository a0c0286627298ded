import type { StoreForm, StoreSecrets } from '@marketdesk/contracts';
import { storeOps } from '@marketdesk/contracts/operations/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { marketplaceKeys } from './keys';

/** POST /marketplaces/admin/secrets?mp_id= with the store form (new store without pk_store_id). */
export async function saveStore(input: { mpId: number; form: StoreForm }): Promise<StoreSecrets> {
  return call(storeOps.save, { query: { mp_id: input.mpId }, body: input.form });
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
