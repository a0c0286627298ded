import { type Permission, permissionList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { roleKeys } from './keys';

/** GET /permissions: the catalogue a group picks from. */
export async function getPermissions(): Promise<Permission[]> {
  return permissionList.parse(await apiRequest('/permissions'));
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: roleKeys.catalogue,
    queryFn: getPermissions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
