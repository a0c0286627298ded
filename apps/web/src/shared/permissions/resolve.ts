import { type CurrentUser, type ResolvedPermissions, resolvePermissions } from '@marketdesk/contracts';
import { useMemo } from 'react';
import { useSession } from '../session/store';

/** The user's permissions in one client: roles of that client only; super admins hold everything. */
export function permissionsFor(user: CurrentUser | null, clientId: number | null): ResolvedPermissions {
  const roles = user && clientId !== null ? user.roles.filter((r) => r.client_id === clientId) : [];
  return resolvePermissions({
    codes: roles.flatMap((r) => r.permissions.map((p) => p.code)),
    roleNames: roles.map((r) => r.name),
    isSuperAdmin: user?.is_sa ?? false,
  });
}

export function usePermissions(): ResolvedPermissions {
  const { user, selectedClientId } = useSession();
  return useMemo(() => permissionsFor(user, selectedClientId), [user, selectedClientId]);
}

export const isClientAdminOrSuper = (perms: ResolvedPermissions): boolean =>
  perms.isClientAdmin || perms.isSuperAdmin;
