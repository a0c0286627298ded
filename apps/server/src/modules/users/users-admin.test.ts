import { adminUser, USER_EDIT_TEXT, userFormOptions, userSafelist } from '@marketdesk/contracts/admin-users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helper';
import { auditLog, memberships, users } from '../../db/schema';

let t: TestApp;
const ADMIN_CODES = ['view:users', 'create:users', 'modify:users', 'delete:users'];

/** Two clients; Acme's admin also belongs to Borealis as a plain member, as in the demo data. */
async function world() {
  const acme = await t.make.client({ name: 'Acme Home' });
  const bor = await t.make.client({ name: 'Borealis Sports' });
  const acmeAdminRole = await t.make.role(acme.pk_client_id, {
    name: 'Client Admin',
    permissions: ADMIN_CODES,
  });
  await t.make.role(bor.pk_client_id, { name: 'Client Admin', permissions: ADMIN_CODES });
  const acmeSeller = await t.make.role(acme.pk_client_id, {
    name: 'Seller',
    permissions: ['dashboard:view'],
  });
  const borSeller = await t.make.role(bor.pk_client_id, { name: 'Seller', permissions: ['dashboard:view'] });
  const { user: admin } = await t.make.member(acme.pk_client_id, { roleName: 'Client Admin' });
  await t.make.membership(admin.id, bor.pk_client_id);
  await t.make.grant(admin.id, borSeller);
  const mp = await t.make.marketplace();
  const brand = await t.make.brand();
  const acmeWh = await t.make.warehouse(acme.pk_client_id, [mp.pk_mp_id]);
  const borWh = await t.make.warehouse(bor.pk_client_id, [mp.pk_mp_id]);
  const acmeProfile = await t.make.profile(acme.pk_client_id, mp.pk_mp_id);
  const borProfile = await t.make.profile(bor.pk_client_id, mp.pk_mp_id);
  const { user: acmeUser } = await t.make.member(acme.pk_client_id, { roleName: 'Seller' });
  const { user: borUser } = await t.make.member(bor.pk_client_id, { roleName: 'Seller' });
  const headers = await t.auth(admin.id);
  const valid = (o: Record<string, unknown> = {}) => ({
    email: `new-${Math.random().toString(36).slice(2)}@test.marketdesk.dev`,
    first_name: 'Nina',
    last_name: 'New',
    password: 'Brand-New-Pass-1',
    role_ids: [acmeSeller.id],
    client_ids: [acme.pk_client_id],
    marketplace_ids: [mp.pk_mp_id],
    warehouse_ids: [acmeWh.pk_warehouse_id],
    brand_ids: [brand.pk_brand_id],
    profile_ids: [acmeProfile.profile_id],
    ...o,
  });
  return {
    acme,
    bor,
    acmeAdminRole,
    acmeSeller,
    borSeller,
    admin,
    mp,
    brand,
    acmeWh,
    borWh,
    acmeProfile,
    borProfile,
    acmeUser,
    borUser,
    headers,
    valid,
    url: (path: string, clientId = acme.pk_client_id) => `${path}?client_id=${clientId}`,
  };
}
type World = Awaited<ReturnType<typeof world>>;
let w: World;

const auditRows = (entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(entityId))));

beforeAll(async () => {
  t = await createTestApp();
  w = await world();
});
afterAll(() => t.close());

describe('GET /users', () => {
  it("lists the selected client's members to its client admin, limited to the clients they administer", async () => {
    const res = await t.app.inject({ method: 'GET', url: w.url('/users'), headers: w.headers });
    expect(res.statusCode).toBe(200);
    const list = adminUser.array().parse(res.json());
    const ids = list.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([w.admin.id, w.acmeUser.id]));
    expect(ids).not.toContain(w.borUser.id);
    // The admin is also in Borealis, but that membership is not theirs to see here.
    const self = list.find((u) => u.id === w.admin.id)!;
    expect(self.clients).toEqual([{ id: w.acme.pk_client_id, name: 'Acme Home' }]);
    expect(self.roles.map((r) => r.name)).toEqual(['Client Admin']);
    expect(self.roles[0]!.permissions.map((p) => p.code)).toEqual(expect.arrayContaining(ADMIN_CODES));
  });

  it('lists every user to a super admin', async () => {
    const sa = await t.make.user({ is_sa: true });
    const res = await t.app.inject({ method: 'GET', url: w.url('/users'), headers: await t.auth(sa.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([w.borUser.id, w.acmeUser.id]),
    );
  });

  it('refuses a member who holds view:users without being a client admin, and an admin without view:users', async () => {
    const { user: viewer } = await t.make.member(w.acme.pk_client_id, { permissions: ['view:users'] });
    const res = await t.app.inject({ method: 'GET', url: w.url('/users'), headers: await t.auth(viewer.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBeTypeOf('string');

    const bare = await t.make.client();
    const { user: admin } = await t.make.member(bare.pk_client_id, { roleName: 'Client Admin' });
    const denied = await t.app.inject({
      method: 'GET',
      url: `/users?client_id=${bare.pk_client_id}`,
      headers: await t.auth(admin.id),
    });
    expect(denied.statusCode).toBe(403);
  });

  it("refuses Acme's admin in Borealis, where they are only a seller", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: w.url('/users', w.bor.pk_client_id),
      headers: w.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /users/{id}', () => {
  it('answers the administration shape of a member of a client the caller administers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: w.url(`/users/${w.acmeUser.id}`),
      headers: w.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = adminUser.strict().parse(res.json());
    expect(body).toMatchObject({
      id: w.acmeUser.id,
      email: w.acmeUser.email,
      clients: [{ id: w.acme.pk_client_id }],
    });
    expect(body.roles[0]).toMatchObject({ name: 'Seller', description: '', client_id: w.acme.pk_client_id });
    expect(Number.isNaN(Date.parse(body.dt_create))).toBe(false);
  });

  it('answers 404 for a Borealis-only user, whichever client id is sent', async () => {
    for (const clientId of [w.acme.pk_client_id]) {
      const res = await t.app.inject({
        method: 'GET',
        url: w.url(`/users/${w.borUser.id}`, clientId),
        headers: w.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    const viaBorealis = await t.app.inject({
      method: 'GET',
      url: w.url(`/users/${w.borUser.id}`, w.bor.pk_client_id),
      headers: w.headers,
    });
    expect(viaBorealis.statusCode).toBe(403);
  });
});

describe('POST /users', () => {
  it('creates the user with argon2id password, memberships and assignments, and audits it without the password', async () => {
    const payload = w.valid();
    const res = await t.app.inject({ method: 'POST', url: w.url('/users'), headers: w.headers, payload });
    expect(res.statusCode).toBe(201);
    const body = adminUser.parse(res.json());
    expect(body).toMatchObject({
      email: payload.email,
      first_name: 'Nina',
      clients: [{ id: w.acme.pk_client_id, name: 'Acme Home' }],
      roles: [{ id: w.acmeSeller.id }],
      marketplaces: [{ pk_mp_id: w.mp.pk_mp_id }],
      warehouses: [{ pk_warehouse_id: w.acmeWh.pk_warehouse_id }],
      brands: [{ pk_brand_id: w.brand.pk_brand_id }],
      profiles: [{ profile_id: w.acmeProfile.profile_id, fk_client_id: w.acme.pk_client_id }],
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(t.app, payload.email, payload.password)).statusCode).toBe(200);

    const [row] = await auditRows(body.id);
    expect(row).toMatchObject({
      action: 'create',
      client_id: w.acme.pk_client_id,
      actor_user_id: w.admin.id,
    });
    expect(JSON.stringify(row!.changes)).not.toMatch(/password|Brand-New-Pass/i);
    expect(row!.changes).toMatchObject({
      email: { after: payload.email },
      role_ids: { after: [w.acmeSeller.id] },
    });
  });

  it('creates a user without profiles (profiles are optional)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: w.url('/users'),
      headers: w.headers,
      payload: w.valid({ profile_ids: [] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().profiles).toEqual([]);
    const { profile_ids: _, ...withoutProfiles } = w.valid();
    const omitted = await t.app.inject({
      method: 'POST',
      url: w.url('/users'),
      headers: w.headers,
      payload: withoutProfiles,
    });
    expect(omitted.statusCode).toBe(201);
  });

  it('answers 409 for an email that exists in any letter case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: w.url('/users'),
      headers: w.headers,
      payload: w.valid({ email: w.borUser.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A user with this email already exists');
  });

  it('validates with the form texts (422)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: w.url('/users'),
      headers: w.headers,
      payload: w.valid({
        email: 'nope',
        first_name: ' ',
        password: '',
        role_ids: [],
        client_ids: [],
        marketplace_ids: [],
        warehouse_ids: [],
        brand_ids: [],
      }),
    });
    expect(res.statusCode).toBe(422);
    const msgs = res.json().detail.map((d: { msg: string }) => d.msg);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'Invalid email',
        'First name is required',
        'Password is required',
        'Select at least one role',
        'Select at least one client',
        'Select at least one marketplace',
        'Select at least one warehouse',
        'Select at least one brand',
      ]),
    );
  });

  it("refuses Borealis ids from Acme's admin, whatever the combination", async () => {
    const send = (o: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: w.url('/users'), headers: w.headers, payload: w.valid(o) });
    expect((await send({ client_ids: [w.bor.pk_client_id], role_ids: [w.borSeller.id] })).statusCode).toBe(
      403,
    );
    expect((await send({ client_ids: [w.acme.pk_client_id, w.bor.pk_client_id] })).statusCode).toBe(403);
    expect((await send({ role_ids: [w.borSeller.id] })).statusCode).toBe(400);
    expect((await send({ warehouse_ids: [w.borWh.pk_warehouse_id] })).statusCode).toBe(400);
    expect((await send({ profile_ids: [w.borProfile.profile_id] })).statusCode).toBe(400);
    expect((await send({ marketplace_ids: [999999] })).statusCode).toBe(400);
    expect((await send({ brand_ids: [999999] })).statusCode).toBe(400);
  });

  it('lets a super admin create a user in any client', async () => {
    const sa = await t.make.user({ is_sa: true });
    const res = await t.app.inject({
      method: 'POST',
      url: w.url('/users'),
      headers: await t.auth(sa.id),
      payload: w.valid({
        client_ids: [w.bor.pk_client_id],
        role_ids: [w.borSeller.id],
        warehouse_ids: [w.borWh.pk_warehouse_id],
        profile_ids: [w.borProfile.profile_id],
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().clients).toEqual([{ id: w.bor.pk_client_id, name: 'Borealis Sports' }]);
  });

  it('needs create:users', async () => {
    const other = await t.make.client();
    await t.make.role(other.pk_client_id, { name: 'Client Admin', permissions: ['view:users'] });
    const { user } = await t.make.member(other.pk_client_id, { roleName: 'Client Admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/users?client_id=${other.pk_client_id}`,
      headers: await t.auth(user.id),
      payload: w.valid({ client_ids: [other.pk_client_id] }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /users/{id}', () => {
  /** A user of Acme and Borealis, with the marketplace and brand the world's valid payload names. */
  async function sharedUser() {
    const { user: shared } = await t.make.member(w.acme.pk_client_id, { roleName: 'Seller' });
    await t.make.membership(shared.id, w.bor.pk_client_id);
    await t.make.grant(shared.id, w.borSeller);
    await t.make.assign.warehouse(shared.id, w.borWh);
    await t.make.assign.marketplace(shared.id, w.mp.pk_mp_id);
    await t.make.assign.brand(shared.id, w.brand.pk_brand_id);
    return shared;
  }

  it("changes only the admin's clients: a shared user keeps Borealis membership and roles", async () => {
    const shared = await sharedUser();
    const listed = await t.app.inject({
      method: 'GET',
      url: w.url(`/users/${shared.id}`),
      headers: w.headers,
    });
    expect(listed.json().edit).toEqual({ identity: false, assignments: true, note: USER_EDIT_TEXT.shared });
    const acmeAnalyst = await t.make.role(w.acme.pk_client_id, { name: 'Analyst', permissions: [] });
    const res = await t.app.inject({
      method: 'PUT',
      url: w.url(`/users/${shared.id}`),
      headers: w.headers,
      payload: {
        ...w.valid({
          email: shared.email,
          first_name: 'Test',
          last_name: 'User',
          role_ids: [acmeAnalyst.id],
        }),
        password: undefined,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      roles: [{ id: acmeAnalyst.id }],
      clients: [{ id: w.acme.pk_client_id }],
    });
    const sa = await t.make.user({ is_sa: true });
    const full = await t.app.inject({
      method: 'GET',
      url: w.url(`/users/${shared.id}`),
      headers: await t.auth(sa.id),
    });
    const body = adminUser.parse(full.json());
    expect(body.edit).toEqual({ identity: true, assignments: true, note: null });
    expect(body.clients.map((c) => c.id).sort()).toEqual([w.acme.pk_client_id, w.bor.pk_client_id].sort());
    expect(body.roles.map((r) => r.id).sort()).toEqual([acmeAnalyst.id, w.borSeller.id].sort());
    expect(body.warehouses.map((x) => x.pk_warehouse_id).sort()).toEqual(
      [w.acmeWh.pk_warehouse_id, w.borWh.pk_warehouse_id].sort(),
    );
    const [row] = await auditRows(shared.id);
    expect(row).toMatchObject({ action: 'update' });
  });

  it("refuses a client admin any change of a shared user's account-wide fields (403, nothing changed)", async () => {
    const shared = await sharedUser();
    const other = await t.make.marketplace();
    const same = { email: shared.email, first_name: 'Test', last_name: 'User' };
    for (const change of [
      { email: 'taken-over@attacker.example' },
      { first_name: 'Renamed' },
      { last_name: 'Renamed' },
      { marketplace_ids: [w.mp.pk_mp_id, other.pk_mp_id] },
      { brand_ids: [(await t.make.brand()).pk_brand_id] },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: w.url(`/users/${shared.id}`),
        headers: w.headers,
        payload: { ...w.valid({ ...same, ...change }), password: undefined },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().detail).toBe(USER_EDIT_TEXT.shared);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, shared.id));
    expect(row).toMatchObject({ email: shared.email, first_name: 'Test', last_name: 'User' });
    expect(await auditRows(shared.id)).toHaveLength(0);
  });

  it("lets a client admin change the account of a user who belongs only to the admin's clients", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: w.url(`/users/${w.acmeUser.id}`),
      headers: w.headers,
      payload: { ...w.valid({ email: w.acmeUser.email, first_name: 'Renamed' }), password: undefined },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Renamed', edit: { identity: true, assignments: true } });
  });

  it("never lets a client admin change or delete a super admin's account, even one in the admin's client", async () => {
    const sa = await t.make.user({ is_sa: true });
    await t.make.membership(sa.id, w.acme.pk_client_id);
    await t.make.assign.marketplace(sa.id, w.mp.pk_mp_id);
    await t.make.assign.brand(sa.id, w.brand.pk_brand_id);
    const shown = await t.app.inject({ method: 'GET', url: w.url(`/users/${sa.id}`), headers: w.headers });
    expect(shown.json().edit).toEqual({
      identity: false,
      assignments: false,
      note: USER_EDIT_TEXT.superAdmin,
    });
    const same = { email: sa.email, first_name: sa.first_name, last_name: sa.last_name };
    for (const change of [{ email: 'attacker@example.com' }, { role_ids: [w.acmeAdminRole.id] }, {}]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: w.url(`/users/${sa.id}`),
        headers: w.headers,
        payload: { ...w.valid({ ...same, ...change }), password: undefined },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().detail).toBe(USER_EDIT_TEXT.superAdmin);
    }
    const del = await t.app.inject({ method: 'DELETE', url: w.url(`/users/${sa.id}`), headers: w.headers });
    expect(del.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, sa.id));
    expect(row).toMatchObject({ email: sa.email, is_sa: true });
    const roles = await t.app.inject({
      method: 'GET',
      url: w.url(`/users/${sa.id}`),
      headers: await t.auth(sa.id),
    });
    expect(roles.json().roles).toEqual([]);
  });

  it('answers 404 for a Borealis-only user and 403 when naming Borealis', async () => {
    const payload = { ...w.valid({ email: w.borUser.email }), password: undefined };
    const res = await t.app.inject({
      method: 'PUT',
      url: w.url(`/users/${w.borUser.id}`),
      headers: w.headers,
      payload,
    });
    expect(res.statusCode).toBe(404);
    const naming = await t.app.inject({
      method: 'PUT',
      url: w.url(`/users/${w.acmeUser.id}`),
      headers: w.headers,
      payload: {
        ...w.valid({ email: w.acmeUser.email, client_ids: [w.acme.pk_client_id, w.bor.pk_client_id] }),
        password: undefined,
      },
    });
    expect(naming.statusCode).toBe(403);
    const [still] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.user_id, w.acmeUser.id), eq(memberships.client_id, w.bor.pk_client_id)));
    expect(still).toBeUndefined();
  });

  it("answers 409 when taking another user's email", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: w.url(`/users/${w.acmeUser.id}`),
      headers: w.headers,
      payload: { ...w.valid({ email: w.admin.email }), password: undefined },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('DELETE /users/{id}', () => {
  it('refuses to delete the own account', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: w.url(`/users/${w.admin.id}`),
      headers: w.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('You cannot delete your own account');
  });

  it('answers 404 for a Borealis-only user', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: w.url(`/users/${w.borUser.id}`),
      headers: w.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.id, w.borUser.id))).toHaveLength(1);
  });

  it('deletes an Acme-only user and audits it', async () => {
    const { user } = await t.make.member(w.acme.pk_client_id, { roleName: 'Seller' });
    const res = await t.app.inject({ method: 'DELETE', url: w.url(`/users/${user.id}`), headers: w.headers });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    const [row] = await auditRows(user.id);
    expect(row).toMatchObject({ action: 'delete', actor_user_id: w.admin.id });
    expect(row!.changes).toMatchObject({ email: { before: user.email, after: null } });
  });

  it('only takes a shared user out of Acme; the account stays in Borealis', async () => {
    const { user } = await t.make.member(w.acme.pk_client_id, { roleName: 'Seller' });
    await t.make.membership(user.id, w.bor.pk_client_id);
    const res = await t.app.inject({ method: 'DELETE', url: w.url(`/users/${user.id}`), headers: w.headers });
    expect(res.statusCode).toBe(204);
    const left = await t.db.select().from(memberships).where(eq(memberships.user_id, user.id));
    expect(left.map((m) => m.client_id)).toEqual([w.bor.pk_client_id]);
  });
});

describe('GET /users/form-options', () => {
  it("offers the admin's clients with their roles, warehouses and profiles, and every marketplace and brand", async () => {
    const res = await t.app.inject({ method: 'GET', url: w.url('/users/form-options'), headers: w.headers });
    expect(res.statusCode).toBe(200);
    const body = userFormOptions.parse(res.json());
    expect(body.clients.map((c) => c.id)).toEqual([w.acme.pk_client_id]);
    const acme = body.clients[0]!;
    expect(acme.roles.map((r) => r.id)).toEqual(
      expect.arrayContaining([w.acmeAdminRole.id, w.acmeSeller.id]),
    );
    expect(acme.roles.map((r) => r.id)).not.toContain(w.borSeller.id);
    expect(acme.warehouses.map((x) => x.pk_warehouse_id)).toEqual([w.acmeWh.pk_warehouse_id]);
    expect(acme.profiles.map((p) => p.profile_id)).toEqual([w.acmeProfile.profile_id]);
    expect(body.marketplaces.map((m) => m.pk_mp_id)).toContain(w.mp.pk_mp_id);
    expect(body.brands.map((b) => b.pk_brand_id)).toContain(w.brand.pk_brand_id);
  });

  it('is for client admins only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: w.url('/users/form-options'),
      headers: await t.auth(w.acmeUser.id),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /users/safelist', () => {
  const safelistAs = async (userId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: w.url('/users/safelist'),
      headers: await t.auth(userId),
    });
    expect(res.statusCode).toBe(200);
    return userSafelist.parse(res.json());
  };

  it('answers whole entries of the selected client to a users administrator, limited to that client', async () => {
    const list = await safelistAs(w.admin.id);
    expect(list.map((u) => u.id)).toEqual(expect.arrayContaining([w.admin.id, w.acmeUser.id]));
    expect(list.map((u) => u.id)).not.toContain(w.borUser.id);
    const admin = list.find((u) => u.id === w.admin.id)!;
    expect(admin.clients).toEqual([{ id: w.acme.pk_client_id, name: 'Acme Home' }]);
    expect(admin.roles?.every((r) => r.client_id === w.acme.pk_client_id)).toBe(true);
    expect(admin.permissions).toEqual(expect.arrayContaining(ADMIN_CODES));
    expect(admin.is_sa).toBe(false);
    expect(Object.keys(admin).sort()).toEqual([
      'brands',
      'clients',
      'email',
      'first_name',
      'id',
      'is_sa',
      'last_name',
      'marketplaces',
      'permissions',
      'profiles',
      'roles',
      'warehouses',
    ]);
  });

  it('gives a dashboard-only member names and ids, no emails and no super-admin mark (issue 15)', async () => {
    const sa = await t.make.user({ is_sa: true });
    await t.make.membership(sa.id, w.acme.pk_client_id);
    const list = await safelistAs(w.acmeUser.id);
    expect(list.map((u) => u.id)).toEqual(expect.arrayContaining([w.admin.id, w.acmeUser.id, sa.id]));
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['first_name', 'id', 'last_name']);
    expect(JSON.stringify(list)).not.toContain('@');
  });

  it('gives ticket users emails and the ticketing permissions only; assigners the whole entry', async () => {
    const worker = await t.make.role(w.acme.pk_client_id, {
      name: 'Ticket Worker',
      permissions: ['view:tickets', 'create:tickets', 'access:tickets:type:T15'],
    });
    const assigner = await t.make.role(w.acme.pk_client_id, {
      name: 'Ticket Assigner',
      permissions: ['view:tickets', 'access:tickets:assign'],
    });
    const { user: ticketUser } = await t.make.member(w.acme.pk_client_id, { roleName: worker.name });
    const { user: assignerUser } = await t.make.member(w.acme.pk_client_id, { roleName: assigner.name });

    const seen = await safelistAs(ticketUser.id);
    const admin = seen.find((u) => u.id === w.admin.id)!;
    expect(Object.keys(admin).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'permissions']);
    expect(admin.email).toBe(w.admin.email);
    expect(admin.permissions).toEqual([]);
    expect(seen.find((u) => u.id === ticketUser.id)?.permissions).toEqual([
      'access:tickets:type:T15',
      'view:tickets',
    ]);

    const whole = await safelistAs(assignerUser.id);
    expect(whole.find((u) => u.id === w.admin.id)).toHaveProperty('roles');
    expect(whole.find((u) => u.id === w.admin.id)?.is_sa).toBe(false);
  });
});
