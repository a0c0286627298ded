import { Navigate, Outlet } from 'react-router';
import { isClientAdminOrSuper, usePermissions } from '../../shared/permissions/resolve';

/** Client-admin guard: client admins of the selected client or super admins; others go to /dashboard. */
export function RequireClientAdmin() {
  const perms = usePermissions();
  return isClientAdminOrSuper(perms) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** Super-admin guard: super admins only; others go to /dashboard. */
export function RequireSuperAdmin() {
  const perms = usePermissions();
  return perms.isSuperAdmin ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
