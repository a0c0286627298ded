import { type MarketplaceAdmin, marketplaceAdminList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/all: every marketplace with every field, secrets masked. */
export async function getMarketplaces(): Promise<MarketplaceAdmin[]> {
  return marketplaceAdminList.parse(await apiRequest('/marketplaces/admin/all'));
}

export function useMarketplaces() {
  return useQuery({ queryKey: marketplaceKeys.list, queryFn: getMarketplaces });
}
