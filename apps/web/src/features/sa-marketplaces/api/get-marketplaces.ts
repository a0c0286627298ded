import { type MarketplaceAdmin, marketplaceAdminList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/all: every marketplace with every field, secrets masked. */
export async function getMarketplaces(): Promise<MarketplaceAdmin[]> {
  return marketplaceAdminList.parse(await apiRequest('/marketplaces/admin/all'));
}

export function useMarketplaces() {
  return useTenantQuery({ queryKey: marketplaceKeys.list, queryFn: getMarketplaces });
}
