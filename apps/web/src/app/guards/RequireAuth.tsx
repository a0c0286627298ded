import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/session/store';
import { FullPageSpinner } from '../../shared/ui/FullPageSpinner';

export interface LoginState {
  from?: string;
}

/** Area guard: signed-in users only; others go to /login, which returns them here after sign-in. */
export function RequireAuth() {
  const { status, endReason } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner label="Restoring session" />;
  if (status === 'anonymous') {
    const state: LoginState | undefined =
      endReason === 'manual' ? undefined : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
