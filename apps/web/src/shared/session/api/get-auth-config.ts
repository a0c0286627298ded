import { type AuthConfig, authConfig, IDLE_TIMEOUT_MS } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export type { AuthConfig };

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  google_enabled: false,
  idle_timeout_seconds: IDLE_TIMEOUT_MS / 1000,
};

/** GET /auth/config (public): whether Google sign-in is offered and the idle time-out. */
export async function getAuthConfig(): Promise<AuthConfig> {
  return authConfig.parse(await apiRequest('/auth/config', { auth: false, tenant: false }));
}

export function useAuthConfig() {
  return useQuery({ queryKey: ['auth-config'], queryFn: getAuthConfig, staleTime: Number.POSITIVE_INFINITY });
}
