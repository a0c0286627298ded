import { type MarketplaceUserView, marketplaceUserList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { dashboardKeys } from './keys';

/** GET /marketplaces: every marketplace for a super admin, the user's own for anyone else. */
export async function getMarketplaces(): Promise<MarketplaceUserView[]> {
  return marketplaceUserList.parse(await apiRequest('/marketplaces'));
}

export function useMarketplaces() {
  return useQuery({ queryKey: dashboardKeys.marketplaces, queryFn: getMarketplaces, staleTime: 5 * 60_000 });
}
