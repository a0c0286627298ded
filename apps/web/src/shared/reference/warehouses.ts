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

/** `enabled` false skips the call (it is a client admin's; a screen open to others asks only for admins). */
export function useWarehouses(enabled = true) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: referenceKeys.warehouses,
    queryFn: getWarehouses,
    enabled: enabled && selectedClientId !== null,
  });
}
