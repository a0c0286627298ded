import { PERMISSION_CODES } from '@marketdesk/contracts/permissions';
import { userPermissions } from '@marketdesk/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { apiModules } from '../app';
import { access } from './access';
import type { ApiModule } from './module';
import { requireCtx } from './tenancy';

// One route per kind of declaration; each answers the client id it was given by the guard.
const probes: ApiModule = async (app) => {
  const answer = (request: Parameters<typeof requireCtx>[0]) => ({ client: requireCtx(request).clientId });
  app.get(
    '/probe/permission',
    { config: { access: access.permission('view:tickets', 'create:tickets') } },
    answer,
  );
  app.get('/probe/module', { config: { access: access.module('data_vault', 'data_vault_upload') } }, answer);
  app.get('/probe/client-admin', { config: { access: access.clientAdmin() } }, answer);
  app.get('/probe/super-admin', { config: { access: access.superAdmin() } }, () => ({ ok: true }));
};

let t: TestApp;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [...apiModules, probes] });
  clientId = (await t.make.client()).pk_client_id;
});
afterAll(() => t.close());

async function get(url: string, userId: number, client: number | null = clientId) {
  const sep = url.includes('?') ? '&' : '?';
  return t.app.inject({
    method: 'GET',
    url: client === null ? url : `${url}${sep}client_id=${client}`,
    headers: await t.auth(userId),
  });
}

describe('GET /users/permissions resolves per client', () => {
  it('derives module flags from the modules of the held permissions', async () => {
    const { user } = await t.make.member(clientId, {
      permissions: ['view:orders', 'view:tickets', 'mp_func:price_check'],
    });
    const res = await get('/users/permissions', user.id);
    expect(res.statusCode).toBe(200);
    const body = userPermissions.parse(res.json());
    expect(body.codes).toEqual(['mp_func:price_check', 'view:orders', 'view:tickets']);
    expect(body.flags.data_view).toBe(true); // view:orders belongs to the data vault module
    expect(body.flags.ticketing).toBe(true);
    expect(body.flags.price_check).toBe(true);
    expect(body.flags.excel_upload).toBe(false);
    expect(body.flags.business_view).toBe(false);
    expect(body.is_client_admin).toBe(false);
    expect(body.is_sa).toBe(false);
  });

  it('keeps permissions of one client out of another', async () => {
    const other = await t.make.client();
    const { user } = await t.make.member(clientId, { permissions: ['view:users'] });
    await t.make.membership(user.id, other.pk_client_id);
    const res = await get('/users/permissions', user.id, other.pk_client_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().codes).toEqual([]);
  });

  it('makes the holder of a role named Client Admin a client admin in that client only', async () => {
    const other = await t.make.client();
    const { user } = await t.make.member(clientId, { roleName: 'Client Admin' });
    await t.make.membership(user.id, other.pk_client_id);
    expect((await get('/users/permissions', user.id)).json().is_client_admin).toBe(true);
    expect((await get('/users/permissions', user.id, other.pk_client_id)).json().is_client_admin).toBe(false);
    expect((await get('/probe/client-admin', user.id)).statusCode).toBe(200);
    expect((await get('/probe/client-admin', user.id, other.pk_client_id)).statusCode).toBe(403);
  });

  it('gives a super admin every permission in any client, member or not', async () => {
    const sa = await t.make.user({ is_sa: true });
    const res = await get('/users/permissions', sa.id);
    expect(res.statusCode).toBe(200);
    const body = userPermissions.parse(res.json());
    expect(body.is_sa).toBe(true);
    expect(body.is_client_admin).toBe(true);
    expect(body.codes).toHaveLength(PERMISSION_CODES.length);
    expect(Object.values(body.flags).every(Boolean)).toBe(true);
    expect((await get('/probe/client-admin', sa.id)).statusCode).toBe(200);
    expect((await get('/users/permissions', sa.id, 987654)).statusCode).toBe(404);
  });

  it('answers 422 without client_id, 422 for a malformed one and 403 for a client the user is not in', async () => {
    const { user } = await t.make.member(clientId);
    const missing = await get('/users/permissions', user.id, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      detail: [{ loc: ['query', 'client_id'], msg: 'Field required', type: 'missing' }],
    });
    expect((await get('/users/permissions?client_id=abc', user.id, null)).statusCode).toBe(422);
    const stranger = await t.make.client();
    const res = await get('/users/permissions', user.id, stranger.pk_client_id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You are not a member of this client' });
  });
});

describe('access declarations', () => {
  it('admits a permission route for any of its codes and refuses it otherwise', async () => {
    const creator = await t.make.member(clientId, { permissions: ['create:tickets'] });
    const nobody = await t.make.member(clientId, { permissions: ['view:orders'] });
    expect((await get('/probe/permission', creator.user.id)).json()).toEqual({ client: clientId });
    const refused = await get('/probe/permission', nobody.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBeTypeOf('string');
  });

  it('admits a module route for any permission of one of its modules', async () => {
    const uploader = await t.make.member(clientId, { permissions: ['upload:orders'] });
    const ticketer = await t.make.member(clientId, { permissions: ['view:tickets'] });
    expect((await get('/probe/module', uploader.user.id)).statusCode).toBe(200);
    expect((await get('/probe/module', ticketer.user.id)).statusCode).toBe(403);
  });

  it('admits super admins only on a super-admin route, which needs no client', async () => {
    const sa = await t.make.user({ is_sa: true });
    const admin = await t.make.member(clientId, { roleName: 'Client Admin' });
    expect((await get('/probe/super-admin', sa.id, null)).statusCode).toBe(200);
    expect((await get('/probe/super-admin', admin.user.id, null)).statusCode).toBe(403);
  });
});
