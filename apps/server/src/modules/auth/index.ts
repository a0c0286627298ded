import type { ApiModule, ServerModule } from '../../platform/module';
import { authRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { registerGoogleRoutes } from './google.routes';
import { googleService } from './google.service';
import { loginService } from './login.service';
import { sessionService } from './session.service';

/** Sign-in (password and Google), sessions and their refresh tokens. */
export const authModule: ApiModule = async (app, { config, db, tokens }) => {
  const repo = authRepository(db);
  const sessions = sessionService({
    repo,
    tokens,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    reuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
  });
  const login = loginService({
    repo,
    sessions,
    limit: config.LOGIN_RATE_LIMIT,
    windowSeconds: config.LOGIN_RATE_WINDOW_SECONDS,
  });
  const google = googleService({ config, repo, sessions, log: app.log });
  registerAuthRoutes(app, { config, sessions, login });
  registerGoogleRoutes(app, { config, google });
};

export const auth: ServerModule = { name: 'auth', routes: authModule };
