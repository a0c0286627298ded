import { type StoreSecrets, storeSecretsList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/secrets?mp_id=: the stores of a marketplace with their secrets masked. */
export async function getStoreSecrets(mpId: number): Promise<StoreSecrets[]> {
  return storeSecretsList.parse(await apiRequest('/marketplaces/admin/secrets', { query: { mp_id: mpId } }));
}

export function useStoreSecrets(mpId: number) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: marketplaceKeys.secrets(selectedClientId, mpId),
    queryFn: () => getStoreSecrets(mpId),
    enabled: selectedClientId !== null,
  });
}
