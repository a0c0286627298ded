import { type Warehouse, warehouseList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { useSession } from '../session/store';
import { referenceKeys } from './keys';

/** GET /warehouses/all: the selected client's warehouses. */
export async function getWarehouses(): Promise<Warehouse[]> {
  return warehouseList.parse(await apiRequest('/warehouses/all'));
}

export function useWarehouses() {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: referenceKeys.warehouses(selectedClientId),
    queryFn: getWarehouses,
    enabled: selectedClientId !== null,
  });
}
