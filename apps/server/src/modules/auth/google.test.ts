import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { googleAuthMessage } from '@marketdesk/contracts/auth';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { oauthStates } from '../../db/schema';
import { GOOGLE_DETAIL } from './google.service';

const HOST = 'app.test:8080';
const APP_ORIGIN = `http://${HOST}`;

let provider: OAuth2Server;
let t: TestApp;
let clientId: number;
// Claims the mock provider puts into its next ID token.
let idClaims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, idClaims));
  t = await createTestApp({
    env: {
      OIDC_ISSUER: provider.issuer.url!,
      OIDC_CLIENT_ID: 'marketdesk-test',
      OIDC_CLIENT_SECRET: 's3cret',
    },
  });
  clientId = (await t.make.client()).pk_client_id;
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });

/** Opens the popup path and follows the provider's authorization redirect back to our callback URL. */
async function throughProvider() {
  const start = await get('/auth/google/login');
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const res = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(res.headers.get('location')!);
  return { authorize, callback };
}

/** Runs the popup page's script against a fake window and returns what it posted. */
function runPopup(html: string) {
  const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  expect(script).not.toBeNull();
  const posts: { message: unknown; origin: string }[] = [];
  let closed = false;
  const window = {
    opener: { postMessage: (message: unknown, origin: string) => posts.push({ message, origin }) },
    close: () => {
      closed = true;
    },
  };
  runInNewContext(script![2]!, { window });
  return { posts, closed, nonce: script![1]! };
}

async function signInAs(claims: Record<string, unknown>) {
  idClaims = claims;
  const { callback } = await throughProvider();
  return get(callback.pathname + callback.search);
}

describe('Google sign-in (OpenID Connect, authorization code + PKCE)', () => {
  it('is announced by /auth/config', async () => {
    expect((await get('/auth/config')).json().google_enabled).toBe(true);
  });

  it('redirects to the provider with state, nonce and an S256 challenge of the stored verifier', async () => {
    const { authorize } = await throughProvider();
    const q = authorize.searchParams;
    expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(q.get('client_id')).toBe('marketdesk-test');
    expect(q.get('redirect_uri')).toBe(`${APP_ORIGIN}/auth/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    const [pending] = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, q.get('state')!));
    expect(pending?.nonce).toBe(q.get('nonce'));
    const challenge = createHash('sha256').update(pending!.code_verifier).digest('base64url');
    expect(q.get('code_challenge')).toBe(challenge);
  });

  it('signs a known user in: the page posts the tokens to the app origin only and closes', async () => {
    const { user } = await t.make.member(clientId);
    const res = await signInAs({ email: user.email.toUpperCase(), email_verified: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const popup = runPopup(res.body);
    // The inline script runs under this response's own nonce, nothing else inline.
    expect(res.headers['content-security-policy']).toContain(`script-src 'nonce-${popup.nonce}'`);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'nonce-[^' ]+'(;|$)/);
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(popup.posts).toHaveLength(1);
    expect(popup.posts[0]!.origin).toBe(APP_ORIGIN);
    expect(popup.closed).toBe(true);
    const message = googleAuthMessage.parse(popup.posts[0]!.message);
    if (!('access_token' in message)) throw new Error('expected tokens');
    const me = await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${message.access_token}` },
    });
    expect(me.json().id).toBe(user.id);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: message.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('checks the state: a forged or replayed state is refused and posts the error', async () => {
    const { user } = await t.make.member(clientId);
    idClaims = { email: user.email, email_verified: true };
    const { callback } = await throughProvider();
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const refused = await get(forged.pathname + forged.search);
    expect(refused.statusCode).toBe(400);
    expect(runPopup(refused.body).posts).toEqual([
      { message: { error: GOOGLE_DETAIL.expired }, origin: APP_ORIGIN },
    ]);

    expect((await get(callback.pathname + callback.search)).statusCode).toBe(200);
    const replay = await get(callback.pathname + callback.search);
    expect(replay.statusCode).toBe(400);

    // A pending sign-in older than ten minutes is gone.
    const late = await throughProvider();
    await t.db
      .update(oauthStates)
      .set({ created_at: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(oauthStates.state, late.authorize.searchParams.get('state')!));
    expect((await get(late.callback.pathname + late.callback.search)).statusCode).toBe(400);
  });

  it('sends the PKCE verifier and checks the nonce: a wrong one of either fails the exchange', async () => {
    const { user } = await t.make.member(clientId);
    idClaims = { email: user.email, email_verified: true };
    for (const tamper of [{ code_verifier: 'w'.repeat(64) }, { nonce: 'some-other-nonce' }]) {
      const { authorize, callback } = await throughProvider();
      await t.db
        .update(oauthStates)
        .set(tamper)
        .where(eq(oauthStates.state, authorize.searchParams.get('state')!));
      const res = await get(callback.pathname + callback.search);
      expect(res.statusCode).toBe(401);
      const popup = runPopup(res.body);
      expect(popup.posts).toEqual([{ message: { error: GOOGLE_DETAIL.failed }, origin: APP_ORIGIN }]);
      expect(res.body).toContain(GOOGLE_DETAIL.failed);
    }
  });

  it('refuses an email no account uses, and never creates one', async () => {
    const res = await signInAs({ email: 'stranger@gmail.test', email_verified: true });
    expect(res.statusCode).toBe(403);
    expect(runPopup(res.body).posts[0]!.message).toEqual({ error: GOOGLE_DETAIL.unknown });
    const { users } = await import('../../db/schema');
    expect(await t.db.select().from(users).where(eq(users.email, 'stranger@gmail.test'))).toHaveLength(0);
  });

  it('refuses an unverified email even when an account uses it', async () => {
    const { user } = await t.make.member(clientId);
    const res = await signInAs({ email: user.email, email_verified: false });
    expect(res.statusCode).toBe(403);
    expect(runPopup(res.body).posts[0]!.message).toEqual({ error: GOOGLE_DETAIL.unverified });
  });

  it('refuses a disabled account or one without a client', async () => {
    const { user } = await t.make.member(clientId, { user: { is_active: false } });
    expect((await signInAs({ email: user.email, email_verified: true })).statusCode).toBe(403);
    const loner = await t.make.user();
    expect((await signInAs({ email: loner.email, email_verified: true })).statusCode).toBe(403);
  });

  it('posts a cancelled sign-in back as an error', async () => {
    const res = await get('/auth/google/callback?error=access_denied&state=whatever');
    expect(res.statusCode).toBe(400);
    expect(runPopup(res.body).posts[0]!.message).toEqual({ error: GOOGLE_DETAIL.cancelled });
  });
});
