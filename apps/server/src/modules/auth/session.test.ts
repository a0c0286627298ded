import { loginResponse } from '@marketdesk/contracts/auth';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestApp, login, TEST_JWT_SECRET, type TestApp } from '../../../test/helper';
import { refreshTokens } from '../../db/schema';

let t: TestApp;
let clientId: number;
beforeAll(async () => {
  // No grace: a spent token presented again is always a reuse here (the grace has its own describe below).
  t = await createTestApp({ env: { REFRESH_REUSE_GRACE_SECONDS: '0' } });
  clientId = (await t.make.client()).pk_client_id;
});
afterAll(() => t.close());

async function signIn() {
  const { user } = await t.make.member(clientId);
  const res = await login(t.app, user.email, DEFAULT_PASSWORD);
  expect(res.statusCode).toBe(200);
  return { user, ...loginResponse.parse(res.json()) };
}

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refresh_token } });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /auth/refresh', () => {
  it('rotates: a refresh token works once and gives a new working pair', async () => {
    const first = await signIn();
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = loginResponse.parse(res.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).json().id).toBe(first.user.id);
    // Only the hash is stored.
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, first.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.token_hash)).not.toContain(first.refresh_token);
  });

  it('treats a reused token as theft: 401, and the newest token of that sign-in stops working too', async () => {
    const first = await signIn();
    const second = loginResponse.parse((await refresh(first.refresh_token)).json());
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBeTypeOf('string');
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const a = await signIn();
    const b = loginResponse.parse((await login(t.app, a.user.email, DEFAULT_PASSWORD)).json());
    await refresh(a.refresh_token);
    await refresh(a.refresh_token); // reuse: family of a revoked
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 for an expired, an unknown or a missing token (422)', async () => {
    const s = await signIn();
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.user_id, s.user.id));
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(422);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: 204, then neither its refresh token nor its access token works', async () => {
    const s = await signIn();
    expect((await me(s.access_token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: s.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    expect((await me(s.access_token)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses an expired, a forged and a disabled user token with 401', async () => {
    const s = await signIn();
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    // Everything but the one flaw is right, so each token fails for that flaw.
    const { sid } = decodeJwt(s.access_token);
    expect(sid).toBeTypeOf('string');
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.user.id))
      .setIssuer('marketdesk')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect((await me(expired)).statusCode).toBe(401);
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.user.id))
      .setIssuer('marketdesk')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(forged)).statusCode).toBe(401);
    const sessionless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.user.id))
      .setIssuer('marketdesk')
      .setExpirationTime('5m')
      .sign(key);
    expect((await me(sessionless)).statusCode).toBe(401);
    const otherUsers = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String((await signIn()).user.id))
      .setIssuer('marketdesk')
      .setExpirationTime('5m')
      .sign(key);
    expect((await me(otherUsers)).statusCode).toBe(401);
    expect((await me(s.access_token)).statusCode).toBe(200);

    const { users } = await import('../../db/schema');
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, s.user.id));
    expect((await me(s.access_token)).statusCode).toBe(401);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });
});

describe('POST /auth/refresh within the reuse grace (a lost answer)', () => {
  let g: TestApp;
  let gClientId: number;
  beforeAll(async () => {
    g = await createTestApp({ env: { REFRESH_REUSE_GRACE_SECONDS: '30' } });
    gClientId = (await g.make.client()).pk_client_id;
  });
  afterAll(() => g.close());

  async function gSignIn() {
    const { user } = await g.make.member(gClientId);
    return loginResponse.parse((await login(g.app, user.email, DEFAULT_PASSWORD)).json());
  }
  const gRefresh = (refresh_token: string) =>
    g.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refresh_token } });

  it('gives a new pair for the spent token while its successor is unused, and retires that successor', async () => {
    const first = await gSignIn();
    const lost = loginResponse.parse((await gRefresh(first.refresh_token)).json());
    const again = await gRefresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    const pair = loginResponse.parse(again.json());
    expect(pair.refresh_token).not.toBe(lost.refresh_token);
    expect((await gRefresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('gives the grace once: a second presentation of the spent token ends the sign-in', async () => {
    const first = await gSignIn();
    await gRefresh(first.refresh_token);
    const once = await gRefresh(first.refresh_token);
    expect(once.statusCode).toBe(200);
    const pair = loginResponse.parse(once.json());
    const twice = await gRefresh(first.refresh_token);
    expect(twice.statusCode).toBe(401);
    // The whole sign-in is revoked, the pair the grace gave included.
    expect((await gRefresh(pair.refresh_token)).statusCode).toBe(401);
    const me = await g.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('gives the grace to one of two concurrent presentations only', async () => {
    const first = await gSignIn();
    await gRefresh(first.refresh_token);
    const answers = await Promise.all([gRefresh(first.refresh_token), gRefresh(first.refresh_token)]);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('treats the spent token as stolen once its successor was used: the sign-in ends', async () => {
    const first = await gSignIn();
    const second = loginResponse.parse((await gRefresh(first.refresh_token)).json());
    const third = loginResponse.parse((await gRefresh(second.refresh_token)).json());
    expect((await gRefresh(first.refresh_token)).statusCode).toBe(401);
    expect((await gRefresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('ends the sign-in when the retired successor turns up after all', async () => {
    const first = await gSignIn();
    const lost = loginResponse.parse((await gRefresh(first.refresh_token)).json());
    const pair = loginResponse.parse((await gRefresh(first.refresh_token)).json());
    expect((await gRefresh(lost.refresh_token)).statusCode).toBe(401);
    expect((await gRefresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('gives nothing for a token of a signed-out session', async () => {
    const first = await gSignIn();
    const second = loginResponse.parse((await gRefresh(first.refresh_token)).json());
    const out = await g.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: second.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await gRefresh(first.refresh_token)).statusCode).toBe(401);
  });
});
