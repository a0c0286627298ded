import type { MarketplaceUserView } from '@marketdesk/contracts';
import { marketplaceOps } from '@marketdesk/contracts/operations/marketplaces';
import { storeOps } from '@marketdesk/contracts/operations/stores';
import { call } from '../api/call';
import { useTenantQuery } from '../api/tenant-query';
import { usePermissions } from '../permissions/resolve';
import { referenceKeys } from './keys';

/** Marketplaces change only when a super admin edits them (who invalidates this key): keep them a while. */
const STALE_MS = 5 * 60_000;

/** GET /marketplaces: every marketplace for a super admin, the user's own (assigned) for anyone else. */
export async function getMarketplaces(): Promise<MarketplaceUserView[]> {
  return call(marketplaceOps.mine);
}

/** GET /marketplaces/admin/client: the selected client's marketplaces (its client admin's pickers). */
export async function getClientMarketplaces(): Promise<MarketplaceUserView[]> {
  return call(storeOps.clientMarketplaces);
}

/**
 * The marketplaces every picker offers (spec 02 section 6): the user's allowed ones; a client admin's list
 * comes from an admin endpoint, the selected client's marketplaces, which the server lets them read whether
 * or not they are assigned to them.
 */
export function useMarketplaces() {
  const perms = usePermissions();
  const clientAdmin = perms.isClientAdmin && !perms.isSuperAdmin;
  return useTenantQuery({
    queryKey: [...referenceKeys.marketplaces, clientAdmin ? 'client' : 'user'],
    queryFn: clientAdmin ? getClientMarketplaces : getMarketplaces,
    staleTime: STALE_MS,
  });
}
