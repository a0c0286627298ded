import { type StoresByMarketplace, storesByMarketplace } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/stores: the client's stores grouped by marketplace id. */
export async function getStores(): Promise<StoresByMarketplace> {
  return storesByMarketplace.parse(await apiRequest('/marketplaces/admin/stores'));
}

export function useStores() {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: marketplaceKeys.stores(selectedClientId),
    queryFn: getStores,
    enabled: selectedClientId !== null,
  });
}
