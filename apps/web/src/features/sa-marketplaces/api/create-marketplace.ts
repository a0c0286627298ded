import { type MarketplaceAdmin, type MarketplaceCreate, marketplaceAdmin } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { referenceKeys } from '../../../shared/reference/keys';
import { marketplaceKeys } from './keys';

/** POST /marketplaces. */
export async function createMarketplace(body: MarketplaceCreate): Promise<MarketplaceAdmin> {
  return marketplaceAdmin.parse(await apiRequest('/marketplaces', { method: 'POST', json: body }));
}

export function useCreateMarketplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMarketplace,
    // The user's marketplaces (GET /marketplaces) that pickers and other screens read change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.marketplaces }),
      ]),
  });
}
