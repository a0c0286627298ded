import { type MarketplaceSecrets, marketplaceSecrets } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/app_secrets?mp_id=: the developer credentials, masked to the last 4 characters. */
export async function getAppSecrets(mpId: number): Promise<MarketplaceSecrets> {
  return marketplaceSecrets.parse(
    await apiRequest('/marketplaces/admin/app_secrets', { query: { mp_id: mpId } }),
  );
}

export function useAppSecrets(mpId: number | null) {
  return useQuery({
    queryKey: marketplaceKeys.secrets(mpId ?? 0),
    queryFn: () => getAppSecrets(mpId!),
    enabled: mpId !== null,
  });
}
