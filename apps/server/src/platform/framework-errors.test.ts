/**
 * Issue 15, findings 5 and 8: every answer the router or the static handler produces is `{detail}` with
 * no-store, and the app's page carries a Permissions-Policy. Through a real socket where inject would
 * normalise the request line.
 */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { PERMISSIONS_POLICY } from './web';

let t: TestApp;
let dist: string;
let headers: { authorization: string };
let port: number;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'marketdesk-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Marketdesk</title>');
  await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dist, '.secret'), 'hidden');
  t = await createTestApp({ env: { WEB_DIST: dist } });
  const sa = await t.make.user({ is_sa: true });
  headers = await t.auth(sa.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

/** A raw request: the path goes on the wire exactly as written. */
function raw(method: string, path: string, extra: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { ...headers, ...extra } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

function expectDetailNoStore(res: { headers: Record<string, unknown>; body: string }, path: string) {
  expect(res.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['detail']);
  expect(typeof body.detail).toBe('string');
  // The address is never echoed back (it may carry a signed link).
  expect(res.body).not.toContain(path.split('?')[0]?.slice(1) || '\u0000');
}

describe('the router refuses in the product shape', () => {
  it.each(['/users/%zz', '/users/%ED%A0%80', '/files/download/%E0%A4%A'])(
    'GET %s: 400 {detail}, no-store',
    async (path) => {
      const res = await raw('GET', path);
      expect(res.status).toBe(400);
      expectDetailNoStore(res, path);
    },
  );

  it('a path parameter over 100 characters: 414 {detail}, no-store', async () => {
    // PUT: no static wildcard route to fall back to, as for GET.
    const path = `/users/${'9'.repeat(101)}`;
    const res = await raw('PUT', path);
    expect(res.status).toBe(414);
    expectDetailNoStore(res, path);
  });

  it.each(['PROPFIND', 'MKCOL', 'PURGE'])(
    'an unknown method (%s) answers {detail} with no-store',
    async (method) => {
      const res = await raw(method, '/users');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Object.keys(JSON.parse(res.body))).toEqual(['detail']);
    },
  );

  it('the static handler refuses a dotfile or a directory with {detail} and no-store', async () => {
    for (const path of ['/.secret', '/assets/', '/assets']) {
      const res = await raw('GET', path, { accept: 'application/json' });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(Object.keys(JSON.parse(res.body)), path).toEqual(['detail']);
    }
  });
});

describe('the web app', () => {
  it('serves its page with a Permissions-Policy and no-cache, its files with their own caching', async () => {
    for (const path of ['/', '/tickets']) {
      const page = await raw('GET', path, { accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await raw('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).not.toBe('no-store');
  });
});
