import { ALL_OPERATIONS } from '@marketdesk/contracts/operations/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp, testConfig, testSecrets } from '../../test/helper';
import { apiModules, buildApp } from '../app';
import type { Db } from '../db/client';
import type { ApiModule } from './module';

// Registration fails before any query runs, so these apps need no database.
const buildWith = (extra: ApiModule) =>
  buildApp({
    config: testConfig(),
    db: {} as Db,
    jwtSecret: TEST_JWT_SECRET,
    secrets: testSecrets,
    modules: [...apiModules, extra],
  });

describe('every route declares its access', () => {
  it('refuses to build an app with a route that has no declaration', async () => {
    const undeclared: ApiModule = async (app) => {
      app.get('/sneaky', () => ({ secret: true }));
    };
    await expect(buildWith(undeclared)).rejects.toThrow(/GET \/sneaky: route declares no access/);
  });

  it('refuses a declaration that names no permission', async () => {
    const empty: ApiModule = async (app) => {
      app.get('/empty', { config: { access: { kind: 'permission', anyOf: [] } } }, () => ({}));
    };
    await expect(buildWith(empty)).rejects.toThrow(/declares no access/);
  });
});

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds every API route with its declaration', () => {
    const paths = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /health-check',
        'POST /auth/login',
        'GET /users/me',
        'GET /users/permissions',
      ]),
    );
    expect(t.app.routeTable.find((r) => r.url === '/users/permissions')?.tenant).toBe(true);
  });

  it('is the operations of contracts, each with the access its description declares', () => {
    const declared = ALL_OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    const registered = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const op of ALL_OPERATIONS)
      expect(registered.get(`${op.method} ${op.path}`), `${op.method} ${op.path}`).toEqual(op.access);
    expect(new Set(registered.keys())).toEqual(new Set(declared));
  });

  it('answers 403 on every tenant route for a client the caller does not belong to', async () => {
    const mine = await t.make.client();
    const theirs = await t.make.client();
    // The caller holds everything in their own client, so only the membership can refuse them.
    const { user } = await t.make.member(mine.pk_client_id, { roleName: 'Client Admin' });
    const headers = await t.auth(user.id);
    const tenantRoutes = t.app.routeTable.filter((r) => r.tenant);
    expect(tenantRoutes.length).toBeGreaterThan(0);
    for (const route of tenantRoutes) {
      const url = route.url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: `${url}?client_id=${theirs.pk_client_id}`,
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
      expect(res.json().detail).toBeTypeOf('string');
    }
  });
});
