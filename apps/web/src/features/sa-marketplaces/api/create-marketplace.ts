import { type MarketplaceAdmin, type MarketplaceCreate, marketplaceAdmin } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { marketplaceKeys } from './keys';

/** POST /marketplaces. */
export async function createMarketplace(body: MarketplaceCreate): Promise<MarketplaceAdmin> {
  return marketplaceAdmin.parse(await apiRequest('/marketplaces', { method: 'POST', json: body }));
}

export function useCreateMarketplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMarketplace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
