import type { WarehousePriorityRow } from '@marketdesk/contracts';
import { storeOps } from '@marketdesk/contracts/operations/stores';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/warehouse_priorities?mp_id=: ranks from 1, in order. */
export async function getWarehousePriorities(mpId: number): Promise<WarehousePriorityRow[]> {
  return call(storeOps.priorities, { query: { mp_id: mpId } });
}

export function useWarehousePriorities(mpId: number) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.priorities(mpId),
    queryFn: () => getWarehousePriorities(mpId),
    enabled: selectedClientId !== null,
  });
}
