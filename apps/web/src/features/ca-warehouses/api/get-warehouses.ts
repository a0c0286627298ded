import { type Warehouse, warehouseList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { warehouseKeys } from './keys';

/** GET /warehouses/all: the selected client's warehouses. */
export async function getWarehouses(): Promise<Warehouse[]> {
  return warehouseList.parse(await apiRequest('/warehouses/all'));
}

export function useWarehouses() {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: warehouseKeys.all(selectedClientId),
    queryFn: getWarehouses,
    enabled: selectedClientId !== null,
  });
}
