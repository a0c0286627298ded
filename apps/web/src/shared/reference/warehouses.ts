import { type Warehouse, warehouseList } from '@marketdesk/contracts';
import { apiRequest } from '../api/client';
import { useTenantQuery } from '../api/tenant-query';
import { useSession } from '../session/store';
import { referenceKeys } from './keys';

/** GET /warehouses/all: the selected client's warehouses. */
export async function getWarehouses(): Promise<Warehouse[]> {
  return warehouseList.parse(await apiRequest('/warehouses/all'));
}

export function useWarehouses() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: referenceKeys.warehouses,
    queryFn: getWarehouses,
    enabled: selectedClientId !== null,
  });
}
