import { type WarehousePriorityRow, warehousePriorityList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /marketplaces/admin/warehouse_priorities?mp_id=: ranks from 1, in order. */
export async function getWarehousePriorities(mpId: number): Promise<WarehousePriorityRow[]> {
  return warehousePriorityList.parse(
    await apiRequest('/marketplaces/admin/warehouse_priorities', { query: { mp_id: mpId } }),
  );
}

export function useWarehousePriorities(mpId: number) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: marketplaceKeys.priorities(mpId),
    queryFn: () => getWarehousePriorities(mpId),
    enabled: selectedClientId !== null,
  });
}
