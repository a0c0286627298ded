import { type UserFormOptions, userFormOptions } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { userKeys } from './keys';

/** GET /users/form-options: clients the caller administers (with roles, warehouses, profiles), marketplaces, brands. */
export async function getFormOptions(): Promise<UserFormOptions> {
  return userFormOptions.parse(await apiRequest('/users/form-options'));
}

export function useFormOptions(enabled: boolean) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: userKeys.options,
    queryFn: getFormOptions,
    enabled: enabled && selectedClientId !== null,
  });
}
