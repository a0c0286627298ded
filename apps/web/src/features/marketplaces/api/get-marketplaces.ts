import type { MarketplaceAdmin } from '@marketdesk/contracts';
import { marketplaceOps } from '@marketdesk/contracts/operations/marketplaces';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/all: every marketplace with every field, secrets masked. */
export async function getMarketplaces(): Promise<MarketplaceAdmin[]> {
  return call(marketplaceOps.adminAll);
}

export function useMarketplaces() {
  return useTenantQuery({ queryKey: marketplaceKeys.list, queryFn: getMarketplaces });
}
