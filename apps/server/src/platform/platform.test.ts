import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, login, type TestApp } from '../../test/helper';
import { apiModules } from '../app';
import { access } from './access';
import type { ApiModule } from './module';

// A module with routes that fail in the ways the error handler must cover.
const failing: ApiModule = async (app) => {
  app.get('/test/boom', { config: { access: access.public() } }, () => {
    throw new Error('database password is hunter2 at /srv/secret.ts:12');
  });
  app.post(
    '/test/echo',
    {
      config: { access: access.public() },
      schema: { body: z.object({ name: z.string(), items: z.array(z.number()) }) },
    },
    (request) => request.body,
  );
};

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    modules: [...apiModules, failing],
    logger: { level: 'info', stream: logStream },
  });
});
afterAll(() => t.close());

describe('health and documentation', () => {
  it('answers the version on /health-check without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health-check' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ v: '4.2.133' });
  });

  it('serves the OpenAPI document listing the auth and user paths, and its UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/auth/login', '/auth/refresh', '/auth/logout', '/users/me', '/users/permissions']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    // Tenant routes document client_id; authenticated ones the bearer token.
    const params = doc.paths['/users/permissions'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toContain('client_id');
    expect(doc.paths['/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('errors always carry detail', () => {
  it('answers 404 with detail for an unknown route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/no/such/route',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorDetail.parse(res.json()).detail).toContain('/no/such/route');
  });

  it('answers 422 with loc, msg and type for a body that fails validation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/echo', payload: { items: [1, 'x'] } });
    expect(res.statusCode).toBe(422);
    const { detail } = validationError.parse(res.json());
    expect(detail).toContainEqual({ loc: ['body', 'name'], msg: 'Field required', type: 'missing' });
    expect(detail.some((d) => d.loc.join('.') === 'body.items.1' && d.type === 'invalid_type')).toBe(true);
  });

  it('answers 400 with detail for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof errorDetail.parse(res.json()).detail).toBe('string');
  });

  it('answers 500 without the message or a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal Server Error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers 401 with detail when a protected route has no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('logging', () => {
  it('never writes passwords, tokens or the Authorization header to the log', async () => {
    const client = await t.make.client();
    const { user } = await t.make.member(client.pk_client_id, { user: { password: 'Sup3r-Secret-Pass' } });
    const res = await login(t.app, user.email, 'Sup3r-Secret-Pass');
    expect(res.statusCode).toBe(200);
    const { access_token, refresh_token } = res.json();
    await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${access_token}` },
    });
    await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refresh_token } });
    const log = logLines.join('');
    expect(log).toContain('/users/me'); // the requests were logged at all
    expect(log).not.toContain('Sup3r-Secret-Pass');
    expect(log).not.toContain(access_token);
    expect(log).not.toContain(refresh_token);
  });
});

describe('web app serving', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'md-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marketdesk web</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(2)');
    web = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(() => web.close());

  it('serves index.html for a browser navigation to a screen and the files themselves', async () => {
    const page = await web.app.inject({
      method: 'GET',
      url: '/tickets/42',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Marketdesk web');
    // The address people type first.
    const root = await web.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Marketdesk web');
    const asset = await web.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  it('lets the browser keep the hashed build files, and asks it to check the page and other files', async () => {
    const hashed = await web.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.body).toBe('console.log(2)');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const unhashed = await web.app.inject({ method: 'GET', url: '/app.js' });
    expect(unhashed.headers['cache-control']).not.toContain('immutable');
  });

  it('still answers 404 with detail for an unknown API call', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/nothing/here',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('/nothing/here');
  });
});
