import { authOps } from '@marketdesk/contracts/operations/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../platform/errors';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { popupPage } from './google.page';
import { GOOGLE_DETAIL, type GoogleService } from './google.service';

const CALLBACK_PATH = authOps.googleCallback.path;

/** The origin the web app runs on: PUBLIC_URL when set, else the address this request came to. */
const appOrigin = (config: Config, request: FastifyRequest) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;

// The popup must keep its link to the opener across the provider's pages: no opener isolation here.
const popupHeaders = (reply: FastifyReply) =>
  reply
    .header('Cross-Origin-Opener-Policy', 'unsafe-none')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer');

/** Google (OpenID Connect) sign-in in a popup: login redirects to the provider, callback answers the page. */
export function registerGoogleRoutes(app: ZodApp, deps: { config: Config; google: GoogleService }) {
  const { config, google } = deps;

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: { error: string },
  ) => {
    const page = popupPage(message, appOrigin(config, request));
    return popupHeaders(reply)
      .code(status)
      .header('Content-Security-Policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  route(app, authOps.googleLogin, async (request, reply) => {
    if (!google.enabled()) return reply.code(404).send({ detail: GOOGLE_DETAIL.notConfigured });
    try {
      const url = await google.begin(`${appOrigin(config, request)}${CALLBACK_PATH}`);
      return popupHeaders(reply).redirect(url.href, 302);
    } catch (err) {
      if (err instanceof HttpError) return sendPage(request, reply, err.statusCode, { error: err.detail });
      throw err;
    }
  });

  route(app, authOps.googleCallback, async (request, reply) => {
    if (!google.enabled()) return reply.code(404).send({ detail: GOOGLE_DETAIL.notConfigured });
    const currentUrl = new URL(`${appOrigin(config, request)}${CALLBACK_PATH}`);
    currentUrl.search = new URL(request.url, 'http://placeholder').search;
    try {
      const tokens = await google.finish(currentUrl);
      const page = popupPage(
        { access_token: tokens.access_token, refresh_token: tokens.refresh_token },
        appOrigin(config, request),
      );
      return popupHeaders(reply)
        .header('Content-Security-Policy', page.csp)
        .type('text/html; charset=utf-8')
        .send(page.html);
    } catch (err) {
      if (err instanceof HttpError) return sendPage(request, reply, err.statusCode, { error: err.detail });
      request.log.error({ err }, 'Google sign-in failed');
      return sendPage(request, reply, 500, { error: GOOGLE_DETAIL.failed });
    }
  });
}
