import { roleList } from '@marketdesk/contracts/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, roles } from '../../db/schema';

let t: TestApp;
let acme: { pk_client_id: number };
let bor: { pk_client_id: number };
let adminRole: { id: number };
let borRole: { id: number };
let headers: { authorization: string };
const url = (path: string, clientId = acme.pk_client_id) => `${path}?client_id=${clientId}`;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.make.client({ name: 'Acme Home' });
  bor = await t.make.client({ name: 'Borealis Sports' });
  adminRole = await t.make.role(acme.pk_client_id, { name: 'Client Admin', permissions: ['view:users'] });
  borRole = await t.make.role(bor.pk_client_id, {
    name: 'Borealis Sellers',
    permissions: ['dashboard:view'],
  });
  const { user } = await t.make.member(acme.pk_client_id, { roleName: 'Client Admin' });
  await t.make.membership(user.id, bor.pk_client_id);
  headers = await t.auth(user.id);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, path = '/roles') =>
  t.app.inject({ method: 'POST', url: url(path), headers, payload: body });
const unique = () => `Group ${Math.random().toString(36).slice(2, 8)}`;
const audits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entity_id, String(id))));

describe('GET /roles', () => {
  it('lists the roles of the selected client only, with client name and permissions', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('/roles'), headers });
    expect(res.statusCode).toBe(200);
    const list = roleList.parse(res.json());
    expect(list.map((r) => r.id)).toContain(adminRole.id);
    expect(list.map((r) => r.id)).not.toContain(borRole.id);
    expect(list.find((r) => r.id === adminRole.id)).toMatchObject({
      name: 'Client Admin',
      client_name: 'Acme Home',
      permissions: [{ code: 'view:users', name: 'View users', module: 'users', action: 'view' }],
    });
  });

  it('answers the same on /clients/roles', async () => {
    const a = await t.app.inject({ method: 'GET', url: url('/roles'), headers });
    const b = await t.app.inject({ method: 'GET', url: url('/clients/roles'), headers });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('is for client admins: a member, or the Acme admin in Borealis, gets 403', async () => {
    const { user } = await t.make.member(acme.pk_client_id, { permissions: ['view:users'] });
    const res = await t.app.inject({ method: 'GET', url: url('/roles'), headers: await t.auth(user.id) });
    expect(res.statusCode).toBe(403);
    const there = await t.app.inject({ method: 'GET', url: url('/roles', bor.pk_client_id), headers });
    expect(there.statusCode).toBe(403);
  });
});

describe('POST /roles', () => {
  it('creates a group at level 2 whatever level is sent, and audits it', async () => {
    const name = unique();
    const res = await create({
      name,
      description: 'Ops',
      permissions: ['view:tickets', 'dashboard:view'],
      level: 7,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name, description: 'Ops', level: 2, client_id: acme.pk_client_id });
    expect(
      res
        .json()
        .permissions.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['dashboard:view', 'view:tickets']);
    const [row] = await audits(res.json().id);
    expect(row).toMatchObject({ action: 'create', client_id: acme.pk_client_id });
    expect(row!.changes).toMatchObject({ name: { after: name }, level: { after: 2 } });
  });

  it('needs a name and at least one permission, with the alert text', async () => {
    const res = await create({ name: '', permissions: [] });
    expect(res.statusCode).toBe(422);
    const msgs = res.json().detail.map((d: { msg: string }) => d.msg);
    expect(msgs).toEqual([
      'Please enter a role name and select at least one permission',
      'Please enter a role name and select at least one permission',
    ]);
  });

  it('refuses a duplicate name in the client (any case), the reserved Client Admin name and unknown codes', async () => {
    const name = unique();
    expect((await create({ name, permissions: ['dashboard:view'] })).statusCode).toBe(201);
    const dup = await create({ name: name.toUpperCase(), permissions: ['dashboard:view'] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('A role with this name already exists in this client');
    expect((await create({ name: 'client admin', permissions: ['dashboard:view'] })).statusCode).toBe(409);
    expect((await create({ name: unique(), permissions: ['made:up'] })).statusCode).toBe(400);
  });

  it('allows the same name in another client', async () => {
    const res = await create({ name: 'Borealis Sellers', permissions: ['dashboard:view'] }, '/clients/roles');
    expect(res.statusCode).toBe(201);
  });
});

describe('PUT and DELETE /roles/{id}', () => {
  it('updates name, description and permissions, keeping level 2, and audits before and after', async () => {
    const created = (await create({ name: unique(), permissions: ['dashboard:view'] })).json();
    const name = unique();
    const res = await t.app.inject({
      method: 'PUT',
      url: url(`/roles/${created.id}`),
      headers,
      payload: { name, description: 'New', permissions: ['view:tickets'], level: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name,
      description: 'New',
      level: 2,
      permissions: [{ code: 'view:tickets' }],
    });
    const rows = await audits(created.id);
    const update = rows.find((r) => r.action === 'update')!;
    expect(update.changes).toMatchObject({
      name: { before: created.name, after: name },
      permissions: { before: ['dashboard:view'], after: ['view:tickets'] },
    });
  });

  it('locks the Client Admin group on both paths', async () => {
    for (const base of ['/roles', '/clients/roles']) {
      const put = await t.app.inject({
        method: 'PUT',
        url: url(`${base}/${adminRole.id}`),
        headers,
        payload: { name: 'Renamed', permissions: ['view:users'] },
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().detail).toBe('The Client Admin group cannot be edited or deleted');
      const del = await t.app.inject({ method: 'DELETE', url: url(`${base}/${adminRole.id}`), headers });
      expect(del.statusCode).toBe(403);
    }
    expect(await t.db.select().from(roles).where(eq(roles.id, adminRole.id))).toHaveLength(1);
  });

  it('refuses renaming another group to Client Admin', async () => {
    const created = (await create({ name: unique(), permissions: ['dashboard:view'] })).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: url(`/roles/${created.id}`),
      headers,
      payload: { name: 'Client Admin', permissions: ['dashboard:view'] },
    });
    expect(res.statusCode).toBe(409);
  });

  it('cannot edit or delete a Borealis role from Acme, whatever the path', async () => {
    for (const base of ['/roles', '/clients/roles']) {
      const put = await t.app.inject({
        method: 'PUT',
        url: url(`${base}/${borRole.id}`),
        headers,
        payload: { name: 'Hijacked', permissions: ['view:users'] },
      });
      expect(put.statusCode).toBe(404);
      const del = await t.app.inject({ method: 'DELETE', url: url(`${base}/${borRole.id}`), headers });
      expect(del.statusCode).toBe(404);
    }
    const [still] = await t.db.select().from(roles).where(eq(roles.id, borRole.id));
    expect(still!.name).toBe('Borealis Sellers');
  });

  it('deletes a group and audits it', async () => {
    const created = (await create({ name: unique(), permissions: ['dashboard:view'] })).json();
    const res = await t.app.inject({ method: 'DELETE', url: url(`/clients/roles/${created.id}`), headers });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(roles).where(eq(roles.id, created.id))).toHaveLength(0);
    const del = (await audits(created.id)).find((r) => r.action === 'delete');
    expect(del!.changes).toMatchObject({ name: { before: created.name, after: null } });
  });
});
