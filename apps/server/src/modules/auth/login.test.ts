import { loginResponse } from '@marketdesk/contracts/auth';
import { validationError } from '@marketdesk/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestApp, login, type TestApp } from '../../../test/helper';

const LIMIT = 3;
let t: TestApp;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_RATE_WINDOW_SECONDS: '600' } });
  clientId = (await t.make.client()).pk_client_id;
});
afterAll(() => t.close());

// Each test signs in from its own address so the per-address counter of one test never blocks another.
let octet = 10;
const nextAddress = () => `10.0.0.${octet++}`;

describe('POST /auth/login', () => {
  it('answers a bearer token pair for the right email and password, whatever the email case', async () => {
    const { user } = await t.make.member(clientId);
    const res = await login(t.app, user.email.toUpperCase(), DEFAULT_PASSWORD, nextAddress());
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    expect(body.token_type).toBe('bearer');
    const me = await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('accepts a JSON body too', async () => {
    const { user } = await t.make.member(clientId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: user.email, password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with the same detail for a wrong password and an unknown email', async () => {
    const { user } = await t.make.member(clientId);
    const wrong = await login(t.app, user.email, 'not-the-password', nextAddress());
    const unknown = await login(t.app, 'nobody@test.marketdesk.dev', DEFAULT_PASSWORD, nextAddress());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 401 for an account without a password (Google only)', async () => {
    const user = await t.make.user({ password: null });
    await t.make.membership(user.id, clientId);
    const res = await login(t.app, user.email, DEFAULT_PASSWORD, nextAddress());
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 for a disabled user with the right password', async () => {
    const { user } = await t.make.member(clientId, { user: { is_active: false } });
    const res = await login(t.app, user.email, DEFAULT_PASSWORD, nextAddress());
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/disabled/);
  });

  it('answers 403 for a user who belongs to no client, but lets a super admin without a client in', async () => {
    const loner = await t.make.user();
    const refused = await login(t.app, loner.email, DEFAULT_PASSWORD, nextAddress());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/no access to any client/);

    const sa = await t.make.user({ is_sa: true });
    const admitted = await login(t.app, sa.email, DEFAULT_PASSWORD, nextAddress());
    expect(admitted.statusCode).toBe(200);
  });

  it('answers 422 naming each missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(422);
    const { detail } = validationError.parse(res.json());
    expect(detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ['body', 'username'],
        ['body', 'password'],
      ]),
    );
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 per email after too many failures, even with the right password, from any address', async () => {
    const { user } = await t.make.member(clientId);
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(t.app, user.email, 'wrong', nextAddress())).statusCode).toBe(401);
    }
    const blocked = await login(t.app, user.email, DEFAULT_PASSWORD, nextAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many sign-in attempts. Please wait a minute and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another account is not affected.
    const other = await t.make.member(clientId);
    expect((await login(t.app, other.user.email, DEFAULT_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('answers 429 per address after too many failures across different emails', async () => {
    const address = nextAddress();
    for (let i = 0; i < LIMIT; i++) {
      const res = await login(t.app, `guess-${i}@test.marketdesk.dev`, 'wrong', address);
      expect(res.statusCode).toBe(401);
    }
    const { user } = await t.make.member(clientId);
    expect((await login(t.app, user.email, DEFAULT_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(t.app, user.email, DEFAULT_PASSWORD, nextAddress())).statusCode).toBe(200);
  });
});

describe('GET /auth/config', () => {
  it('tells the login page that Google is off and the idle timeout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/config' });
    expect(res.json()).toEqual({ google_enabled: false, idle_timeout_seconds: 1800 });
  });

  it('answers 404 with detail on the Google login path when no client id is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/google/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Google sign-in is not configured' });
  });
});
