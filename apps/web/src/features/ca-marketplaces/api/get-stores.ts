import { type StoresByMarketplace, storesByMarketplace } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/stores: the client's stores grouped by marketplace id. */
export async function getStores(): Promise<StoresByMarketplace> {
  return storesByMarketplace.parse(await apiRequest('/marketplaces/admin/stores'));
}

export function useStores() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.stores,
    queryFn: getStores,
    enabled: selectedClientId !== null,
  });
}
