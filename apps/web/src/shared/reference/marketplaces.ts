import { type MarketplaceUserView, marketplaceUserList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { referenceKeys } from './keys';

/** Marketplaces change only when a super admin edits them (who invalidates this key): keep them a while. */
const STALE_MS = 5 * 60_000;

/** GET /marketplaces: every marketplace for a super admin, the user's own for anyone else. */
export async function getMarketplaces(): Promise<MarketplaceUserView[]> {
  return marketplaceUserList.parse(await apiRequest('/marketplaces'));
}

export function useMarketplaces() {
  return useQuery({ queryKey: referenceKeys.marketplaces, queryFn: getMarketplaces, staleTime: STALE_MS });
}
