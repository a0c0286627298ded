import { type Permission, permissionList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { roleKeys } from './keys';

/** GET /permissions: the catalogue a group picks from. */
export async function getPermissions(): Promise<Permission[]> {
  return permissionList.parse(await apiRequest('/permissions'));
}

export function usePermissionCatalogue() {
  return useTenantQuery({
    queryKey: roleKeys.catalogue,
    queryFn: getPermissions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
