import { type AdminMarketplace, adminMarketplaceList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/me: every marketplace, enabled where the client has a store. */
export async function getAdminMarketplaces(): Promise<AdminMarketplace[]> {
  return adminMarketplaceList.parse(await apiRequest('/marketplaces/admin/me'));
}

export function useAdminMarketplaces() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.marketplaces,
    queryFn: getAdminMarketplaces,
    enabled: selectedClientId !== null,
  });
}
