import { type StoreSecrets, storeSecretsList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/secrets?mp_id=: the stores of a marketplace with their secrets masked. */
export async function getStoreSecrets(mpId: number): Promise<StoreSecrets[]> {
  return storeSecretsList.parse(await apiRequest('/marketplaces/admin/secrets', { query: { mp_id: mpId } }));
}

export function useStoreSecrets(mpId: number) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.secrets(mpId),
    queryFn: () => getStoreSecrets(mpId),
    enabled: selectedClientId !== null,
  });
}
