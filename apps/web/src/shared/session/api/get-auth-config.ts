import { type AuthConfig, IDLE_TIMEOUT_MS } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';

export type { AuthConfig };

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  google_enabled: false,
  idle_timeout_seconds: IDLE_TIMEOUT_MS / 1000,
};

/**
 * GET /auth/config, read once. The call and its schema load with the query, after the sign-in page has painted
 * (issue 30: its first JavaScript carries no schema).
 */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: async () => (await import('./call-auth-config')).getAuthConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
