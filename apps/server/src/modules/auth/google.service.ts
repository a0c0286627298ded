import type { LoginResponse } from '@marketdesk/contracts/auth';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { badRequest, forbidden, HttpError, unauthorized } from '../../platform/errors';
import type { AuthRepository } from './auth.repository';
import type { SessionService } from './session.service';

const STATE_TTL_MS = 10 * 60 * 1000;

export const GOOGLE_DETAIL = {
  notConfigured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is unavailable right now. Please try again later.',
  cancelled: 'Google sign-in was cancelled.',
  expired: 'This sign-in attempt has expired or is invalid. Please try again.',
  failed: 'Google sign-in failed. Please try again.',
  unverified: 'The email address of this Google account is not verified.',
  unknown: 'No account uses this Google email address. Please ask your administrator for access.',
};

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce. The account is matched by verified
 * email and never created here. Discovery happens on first use, so the server starts without network.
 */
export function googleService(deps: {
  config: Config;
  repo: AuthRepository;
  sessions: SessionService;
  log: { warn(obj: unknown, msg?: string): void };
}) {
  const { config, repo, sessions } = deps;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    const clientId = config.OIDC_CLIENT_ID;
    if (!clientId) return Promise.reject(new HttpError(404, GOOGLE_DETAIL.notConfigured));
    discovered ??= (async () => {
      const issuer = new URL(config.OIDC_ISSUER);
      // Plain http is only ever a local test provider.
      const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
      return oidc.discovery(
        issuer,
        clientId,
        undefined,
        oidc.ClientSecretPost(config.OIDC_CLIENT_SECRET),
        options,
      );
    })().catch((err) => {
      discovered = undefined; // try again on the next sign-in
      deps.log.warn({ err }, 'OpenID Connect discovery failed');
      throw new HttpError(502, GOOGLE_DETAIL.unavailable);
    });
    return discovered;
  }

  return {
    enabled: () => !!config.OIDC_CLIENT_ID,

    /** Where to send the browser: the provider's authorization endpoint for a fresh state. */
    async begin(redirectUri: string): Promise<URL> {
      const cfg = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await repo.insertOauthState({ state, nonce, code_verifier: codeVerifier });
      return oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
    },

    /** Completes the sign-in from the provider's redirect (`currentUrl` = redirect URI + its query). */
    async finish(currentUrl: URL): Promise<LoginResponse> {
      const cfg = await configuration();
      if (currentUrl.searchParams.has('error')) throw badRequest(GOOGLE_DETAIL.cancelled);
      const state = currentUrl.searchParams.get('state');
      const pending = state ? await repo.takeOauthState(state, new Date(Date.now() - STATE_TTL_MS)) : null;
      if (!pending) throw badRequest(GOOGLE_DETAIL.expired);

      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(cfg, currentUrl, {
          pkceCodeVerifier: pending.code_verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        deps.log.warn({ err }, 'OpenID Connect code exchange failed');
        throw unauthorized(GOOGLE_DETAIL.failed);
      }
      const email = typeof claims?.email === 'string' ? claims.email : undefined;
      if (!email || claims?.email_verified !== true) throw forbidden(GOOGLE_DETAIL.unverified);

      const user = await repo.userByEmail(email);
      if (!user) throw forbidden(GOOGLE_DETAIL.unknown);
      await sessions.assertMaySignIn(user);
      return sessions.start(user);
    },
  };
}
export type GoogleService = ReturnType<typeof googleService>;
