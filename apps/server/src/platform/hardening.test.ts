import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { loginResponse } from '@marketdesk/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, login, type TestApp } from '../../test/helper';

/** The findings of issue 7, each as the request that answered 500 (or the wrong shape) before the fix. */
let t: TestApp;
let clientId: number;
let headers: { authorization: string };
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  const client = await t.make.client();
  clientId = client.pk_client_id;
  const sa = await t.make.user({ is_sa: true });
  await t.make.membership(sa.id, clientId);
  headers = await t.auth(sa.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const LONE_SURROGATE = '\ud800';
const NUL = 'a\u0000b';

describe('ids beyond the database integer (finding 2)', () => {
  it.each([
    '/notifications?client_id=2147483648',
    '/notifications?client_id=9007199254740991',
    `/users/2147483648?client_id=CLIENT`,
    `/dashboard/sales/daily?client_id=CLIENT&start_date=2024-01-01&end_date=2024-01-31&mp_id=2147483648`,
    `/marketplaces/admin/secrets?client_id=CLIENT&mp_id=99999999999`,
  ])('GET %s answers 422 with a detail list', async (url) => {
    const res = await t.app.inject({ method: 'GET', url: url.replace('CLIENT', String(clientId)), headers });
    expect(res.statusCode).toBe(422);
    expect(Array.isArray(res.json().detail)).toBe(true);
  });

  it('refuses body ids beyond int4 (role_ids, user_ids)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/notifications',
      headers,
      payload: { title: 't', message: 'm', level: 0, location: 0, audience: 'users', user_ids: [2147483648] },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('NUL bytes and lone surrogates (finding 3)', () => {
  it('refuses them in the sign-in form (no sign-in needed)', async () => {
    expect((await login(t.app, NUL, 'whatever')).statusCode).toBe(422);
    // A form encoding cannot carry a lone surrogate (it becomes U+FFFD); JSON can.
    const json = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"x\\ud800@example.com","password":"whatever"}`,
    });
    expect(json.statusCode).toBe(422);
  });

  it.each([
    ['PUT', '/users/me', { first_name: NUL, last_name: 'x' }],
    ['PUT', '/users/me', { first_name: `x${LONE_SURROGATE}`, last_name: 'x' }],
    ['POST', '/roles?client_id=CLIENT', { name: NUL, permissions: ['view:users'] }],
    ['POST', '/warehouses?client_id=CLIENT', { name: `W${LONE_SURROGATE}`, address: 'a' }],
  ] as const)('%s %s answers 422', async (method, url, payload) => {
    const res = await t.app.inject({
      method,
      url: url.replace('CLIENT', String(clientId)),
      headers,
      payload,
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses them in a query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/data/sku/suggestions?client_id=${clientId}&search=a%00b`,
      headers,
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses them in a JSON key too (the guard under every schema)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"first_name":"A","last_name":"B","\\u0000":1}`,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('dates (finding 4)', () => {
  it.each(['0000-01-01', '1999-12-31', '2024-02-30', '99999-01-01'])(
    'start_date=%s answers 422',
    async (d) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/dashboard/sales/daily?client_id=${clientId}&start_date=${d}&end_date=2024-01-31`,
        headers,
      });
      expect(res.statusCode).toBe(422);
    },
  );
});

describe('Cache-Control (finding 6)', () => {
  it('is no-store on the sign-in, refresh and authenticated answers, errors included', async () => {
    const { user } = await t.make.member(clientId);
    const signIn = await login(t.app, user.email, DEFAULT_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const pair = loginResponse.parse(signIn.json());
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ method: 'GET', url: '/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const denied = await t.app.inject({ method: 'GET', url: '/users/me' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });
});

/** Raw HTTP, because Node's parser answers these before Fastify's inject would ever see them. */
function raw(text: string): Promise<string> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (d) => {
      out += d.toString('utf8');
    });
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('errors of the HTTP parser are {detail} JSON (finding 7)', () => {
  it('answers headers over the limit with 431', async () => {
    const status = await new Promise<{ code: number; body: string; type: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/health-check`, { headers: { 'x-big': 'a'.repeat(40_000) } }, (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () =>
          resolve({ code: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
    expect(status.code).toBe(431);
    expect(status.type).toMatch(/application\/json/);
    expect(JSON.parse(status.body)).toEqual({ detail: expect.any(String) });
  });

  it('answers a request line over the limit with 431', async () => {
    const response = await raw(`GET /health-check?${'q'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(response.startsWith('HTTP/1.1 431')).toBe(true);
    expect(bodyOf(response)).toEqual({ detail: expect.any(String) });
  });

  it('answers a malformed request with 400', async () => {
    const response = await raw('NOT A REQUEST\r\n\r\n');
    expect(response.startsWith('HTTP/1.1 400')).toBe(true);
    expect(bodyOf(response)).toEqual({ detail: expect.any(String) });
  });

  it('answers a body over the limit with 413 and invalid JSON with 400, both {detail}', async () => {
    const big = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"first_name":"${'a'.repeat(11 * 1024 * 1024)}"}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: expect.any(String) });
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: expect.any(String) });
    const unsupported = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers: { ...headers, 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ detail: expect.any(String) });
  });
});
