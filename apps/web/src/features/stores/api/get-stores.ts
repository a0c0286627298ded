import type { StoresByMarketplace } from '@marketdesk/contracts';
import { storeOps } from '@marketdesk/contracts/operations/stores';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/stores: the client's stores grouped by marketplace id. */
export async function getStores(): Promise<StoresByMarketplace> {
  return call(storeOps.stores);
}

export function useStores() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.stores,
    queryFn: getStores,
    enabled: selectedClientId !== null,
  });
}
