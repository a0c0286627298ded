import type { sellerIdList } from '@marketdesk/contracts';
import { storeOps } from '@marketdesk/contracts/operations/stores';
import type { z } from 'zod';
import { call } from '../api/call';
import { useTenantQuery } from '../api/tenant-query';
import { useSession } from '../session/store';
import { referenceKeys } from './keys';

export type SellerIdEntry = z.infer<typeof sellerIdList>[number];

/** GET /marketplaces/admin/seller-ids?mp_id=: the selected client's seller ids (stores) on a marketplace. */
export async function getSellerIds(mpId: number): Promise<SellerIdEntry[]> {
  return call(storeOps.sellerIds, { query: { mp_id: mpId } });
}

/** Asks only once a marketplace is chosen (null until then). */
export function useSellerIds(mpId: number | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: referenceKeys.sellerIds(mpId ?? 0),
    queryFn: () => getSellerIds(mpId!),
    enabled: mpId !== null && selectedClientId !== null,
  });
}
