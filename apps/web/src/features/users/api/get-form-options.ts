import type { UserFormOptions } from '@marketdesk/contracts';
import { userOps } from '@marketdesk/contracts/operations/users';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';
import { userKeys } from './keys';

/** GET /users/form-options: clients the caller administers (with roles, warehouses, profiles), marketplaces, brands. */
export async function getFormOptions(): Promise<UserFormOptions> {
  return call(userOps.formOptions);
}

export function useFormOptions(enabled: boolean) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: userKeys.options,
    queryFn: getFormOptions,
    enabled: enabled && selectedClientId !== null,
  });
}
