import { type MarketplaceSecrets, marketplaceSecrets } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/app_secrets?mp_id=: the developer credentials, masked to the last 4 characters. */
export async function getAppSecrets(mpId: number): Promise<MarketplaceSecrets> {
  return marketplaceSecrets.parse(
    await apiRequest('/marketplaces/admin/app_secrets', { query: { mp_id: mpId } }),
  );
}

export function useAppSecrets(mpId: number | null) {
  return useTenantQuery({
    queryKey: marketplaceKeys.secrets(mpId ?? 0),
    queryFn: () => getAppSecrets(mpId!),
    enabled: mpId !== null,
  });
}
