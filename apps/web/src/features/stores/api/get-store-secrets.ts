import type { StoreSecrets } from '@marketdesk/contracts';
import { storeOps } from '@marketdesk/contracts/operations/stores';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/secrets?mp_id=: the stores of a marketplace with their secrets masked. */
export async function getStoreSecrets(mpId: number): Promise<StoreSecrets[]> {
  return call(storeOps.secrets, { query: { mp_id: mpId } });
}

export function useStoreSecrets(mpId: number) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.secrets(mpId),
    queryFn: () => getStoreSecrets(mpId),
    enabled: selectedClientId !== null,
  });
}
