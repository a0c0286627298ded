import type { MarketplaceSecrets } from '@marketdesk/contracts';
import { marketplaceOps } from '@marketdesk/contracts/operations/marketplaces';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/app_secrets?mp_id=: the developer credentials, masked to the last 4 characters. */
export async function getAppSecrets(mpId: number): Promise<MarketplaceSecrets> {
  return call(marketplaceOps.appSecrets, { query: { mp_id: mpId } });
}

export function useAppSecrets(mpId: number | null) {
  return useTenantQuery({
    queryKey: marketplaceKeys.secrets(mpId ?? 0),
    queryFn: () => getAppSecrets(mpId!),
    enabled: mpId !== null,
  });
}
