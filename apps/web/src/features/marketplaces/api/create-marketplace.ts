import type { MarketplaceAdmin, MarketplaceCreate } from '@marketdesk/contracts';
import { marketplaceOps } from '@marketdesk/contracts/operations/marketplaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { marketplaceKeys } from './keys';

/** POST /marketplaces. */
export async function createMarketplace(body: MarketplaceCreate): Promise<MarketplaceAdmin> {
  return call(marketplaceOps.create, { body });
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
