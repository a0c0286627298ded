import type { MarketplaceAdmin, MarketplaceUpdate } from '@marketdesk/contracts';
import { marketplaceOps } from '@marketdesk/contracts/operations/marketplaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { marketplaceKeys } from './keys';

/** PUT /marketplaces?mp_id= (short_code is locked, so it is not sent; empty secrets keep the stored ones). */
export async function updateMarketplace({
  id,
  body,
}: {
  id: number;
  body: MarketplaceUpdate;
}): Promise<MarketplaceAdmin> {
  return call(marketplaceOps.update, { query: { mp_id: id }, body });
}

export function useUpdateMarketplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketplace,
    // The user's marketplaces (GET /marketplaces) that pickers and other screens read change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.marketplaces }),
      ]),
  });
}
