import { type AuthConfig, IDLE_TIMEOUT_MS } from '@marketdesk/contracts';
import { authOps } from '@marketdesk/contracts/operations/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';

export type { AuthConfig };

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  google_enabled: false,
  idle_timeout_seconds: IDLE_TIMEOUT_MS / 1000,
};

/** GET /auth/config (public): whether Google sign-in is offered and the idle time-out. */
export async function getAuthConfig(): Promise<AuthConfig> {
  return call(authOps.config);
}

export function useAuthConfig() {
  return useQuery({ queryKey: ['auth-config'], queryFn: getAuthConfig, staleTime: Number.POSITIVE_INFINITY });
}
