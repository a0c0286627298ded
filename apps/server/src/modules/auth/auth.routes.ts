import { authOps } from '@marketdesk/contracts/operations/auth';
import type { Config } from '../../config';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import type { LoginService } from './login.service';
import type { SessionService } from './session.service';

/** Password sign-in, token refresh and logout (spec 01 section 7), plus what the login page needs to know. */
export function registerAuthRoutes(
  app: ZodApp,
  { config, sessions, login }: { config: Config; sessions: SessionService; login: LoginService },
) {
  route(app, authOps.login, (request) =>
    login({ email: request.body.username, password: request.body.password, address: request.ip }),
  );
  route(app, authOps.refresh, (request) => sessions.refresh(request.body.refresh_token));
  route(app, authOps.logout, async (request) => {
    await sessions.logout(request.body?.refresh_token);
    return null;
  });
  route(app, authOps.config, () => ({
    google_enabled: !!config.OIDC_CLIENT_ID,
    idle_timeout_seconds: config.IDLE_TIMEOUT_SECONDS,
  }));
}
