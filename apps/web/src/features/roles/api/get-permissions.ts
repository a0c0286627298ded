import type { Permission } from '@marketdesk/contracts';
import { permissionOps } from '@marketdesk/contracts/operations/permissions';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { roleKeys } from './keys';

/** GET /permissions: the catalogue a group picks from. */
export async function getPermissions(): Promise<Permission[]> {
  return call(permissionOps.catalogue);
}

export function usePermissionCatalogue() {
  return useTenantQuery({
    queryKey: roleKeys.catalogue,
    queryFn: getPermissions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
