import { type Warehouse, warehouseList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';
import { marketplaceKeys } from './keys';

/** GET /warehouses/all: the warehouses the priority list ranks (features do not share api files). */
export async function getClientWarehouses(): Promise<Warehouse[]> {
  return warehouseList.parse(await apiRequest('/warehouses/all'));
}

export function useClientWarehouses() {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: marketplaceKeys.warehouses(selectedClientId),
    queryFn: getClientWarehouses,
    enabled: selectedClientId !== null,
  });
}
