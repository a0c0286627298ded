import {
  authConfig,
  loginRequest,
  loginResponse,
  logoutRequest,
  refreshRequest,
} from '@marketdesk/contracts/auth';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { z } from 'zod';
import type { Config } from '../../config';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import type { LoginService } from './login.service';
import type { SessionService } from './session.service';

const tags = ['auth'];

/** Password sign-in, token refresh and logout (spec 01 section 7), plus what the login page needs to know. */
export function registerAuthRoutes(
  app: ZodApp,
  { config, sessions, login }: { config: Config; sessions: SessionService; login: LoginService },
) {
  app.post(
    '/auth/login',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Sign in with email (username) and password',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginRequest,
        response: {
          200: loginResponse,
          401: errorDetail,
          403: errorDetail,
          422: validationError,
          429: errorDetail,
        },
      },
    },
    (request) =>
      login({ email: request.body.username, password: request.body.password, address: request.ip }),
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (each refresh token works once)',
        body: refreshRequest,
        response: { 200: loginResponse, 401: errorDetail, 422: validationError },
      },
    },
    (request) => sessions.refresh(request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'End the session the refresh token belongs to',
        body: logoutRequest.optional(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.logout(request.body?.refresh_token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/config',
    {
      config: { access: access.public() },
      schema: { tags, summary: 'Sign-in options and session settings', response: { 200: authConfig } },
    },
    () => ({ google_enabled: !!config.OIDC_CLIENT_ID, idle_timeout_seconds: config.IDLE_TIMEOUT_SECONDS }),
  );
}
