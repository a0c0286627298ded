import type { AuthConfig } from '@marketdesk/contracts';
import { authOps } from '@marketdesk/contracts/operations/auth';
import { call } from '../../api/call';

/** GET /auth/config (public): whether Google sign-in is offered and the idle time-out. */
export async function getAuthConfig(): Promise<AuthConfig> {
  return call(authOps.config);
}
