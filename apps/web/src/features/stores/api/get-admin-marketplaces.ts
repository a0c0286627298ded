import type { AdminMarketplace } from '@marketdesk/contracts';
import { storeOps } from '@marketdesk/contracts/operations/stores';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/me: every marketplace, enabled where the client has a store. */
export async function getAdminMarketplaces(): Promise<AdminMarketplace[]> {
  return call(storeOps.marketplaces);
}

export function useAdminMarketplaces() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.marketplaces,
    queryFn: getAdminMarketplaces,
    enabled: selectedClientId !== null,
  });
}
