import type { Warehouse } from '@marketdesk/contracts';
import { warehouseOps } from '@marketdesk/contracts/operations/warehouses';
import { call } from '../api/call';
import { useTenantQuery } from '../api/tenant-query';
import { useSession } from '../session/store';
import { referenceKeys } from './keys';

/** GET /warehouses/all: the selected client's warehouses. */
export async function getWarehouses(): Promise<Warehouse[]> {
  return call(warehouseOps.list);
}

export function useWarehouses() {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: referenceKeys.warehouses,
    queryFn: getWarehouses,
    enabled: selectedClientId !== null,
  });
}
