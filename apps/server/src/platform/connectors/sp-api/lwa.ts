import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ConnectorError, type HttpDeps, send } from '../http';

/** A store's Login with Amazon credentials (decrypted from the store's secrets; never logged). */
export interface LwaCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

export interface AccessTokens {
  /** A valid access token for these credentials: the cached one while it lives, else a fresh exchange. */
  get(credentials: LwaCredentials): Promise<string>;
  /** Forgets the cached token (Amazon refused it before its expiry). */
  forget(credentials: LwaCredentials): void;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** Renew this long before the announced expiry, so a token never expires in flight. */
const EARLY_MS = 60_000;

/**
 * Login with Amazon's refresh-token grant (POST the token URL, form-encoded grant_type=refresh_token,
 * refresh_token, client_id, client_secret → access_token, expires_in). Tokens are cached per credentials
 * until shortly before expiry; concurrent callers share one exchange.
 */
export function lwaAccessTokens(deps: { http: HttpDeps; tokenUrl: string; now: () => Date }): AccessTokens {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  const pending = new Map<string, Promise<string>>();
  // The key is a digest: the cache never holds a refresh token or a client secret as a readable map key.
  const keyOf = (c: LwaCredentials) =>
    createHash('sha256').update(`${c.clientId}\u0000${c.clientSecret}\u0000${c.refreshToken}`).digest('hex');

  async function exchange(c: LwaCredentials, key: string): Promise<string> {
    const res = await send(deps.http, 'token', deps.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: c.refreshToken,
        client_id: c.clientId,
        client_secret: c.clientSecret,
      }).toString(),
    });
    const parsed = tokenAnswer.safeParse(await res.json().catch(() => null));
    if (!parsed.success)
      throw new ConnectorError('token answered without an access token', res.status, 'token');
    const { access_token, expires_in } = parsed.data;
    cache.set(key, { token: access_token, expiresAt: deps.now().getTime() + expires_in * 1000 - EARLY_MS });
    return access_token;
  }

  return {
    async get(c) {
      const key = keyOf(c);
      const cached = cache.get(key);
      if (cached && cached.expiresAt > deps.now().getTime()) return cached.token;
      const running = pending.get(key);
      if (running) return running;
      const started = exchange(c, key).finally(() => pending.delete(key));
      pending.set(key, started);
      return started;
    },
    forget: (c) => {
      cache.delete(keyOf(c));
    },
  };
}
