import { clientRecord } from '@marketdesk/contracts/clients';
import { PERMISSION_CODES } from '@marketdesk/contracts/permissions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helper';
import { type OrderLineInput, ROLLUP_TABLES, writeOrderLines } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { auditLog, clients, memberships, rolePermissions, roles, userRoles, users } from '../../db/schema';

let t: TestApp;
let saId: number;
let sa: Record<string, string>;
let clientAdmin: Record<string, string>;
let seller: Record<string, string>;
let home: { pk_client_id: number };

beforeAll(async () => {
  t = await createTestApp();
  saId = (await t.make.user({ is_sa: true })).id;
  sa = await t.auth(saId);
  home = await t.make.client();
  clientAdmin = await t.auth((await t.make.member(home.pk_client_id, { roleName: 'Client Admin' })).user.id);
  seller = await t.auth(
    (await t.make.member(home.pk_client_id, { permissions: ['dashboard:view'] })).user.id,
  );
});
afterAll(() => t.close());

const suffix = () => Math.random().toString(36).slice(2, 10);
const newAdmin = (o: Record<string, unknown> = {}) => ({
  admin_email: `owner-${suffix()}@test.marketdesk.dev`,
  admin_password: 'Str0ng-Pass!',
  admin_first_name: 'Olive',
  admin_last_name: 'Owner',
  ...o,
});
const base = (o: Record<string, unknown> = {}) => ({
  name: `Client ${suffix()}`,
  email: `office-${suffix()}@test.marketdesk.dev`,
  ...o,
});
const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/clients/', headers, payload: payload as object });
const put = (headers: Record<string, string>, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/clients/${id}`, headers, payload: payload as object });
const msgs = (res: { json(): { detail: { msg: string }[] } }) => res.json().detail.map((d) => d.msg);
const clientNamed = (name: string) => t.db.select().from(clients).where(eq(clients.name, name));

describe('super admins only', () => {
  it('refuses a client admin and a seller on every call, whatever client id they name (403)', async () => {
    const other = await t.make.client();
    for (const headers of [clientAdmin, seller]) {
      for (const url of [
        '/clients/list',
        '/clients/users',
        `/clients/${other.pk_client_id}`,
        `/clients/${home.pk_client_id}`,
      ]) {
        expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      }
      expect((await post(headers, base({ make_users_as_admin: [saId] }))).statusCode).toBe(403);
      for (const id of [other.pk_client_id, home.pk_client_id]) {
        expect((await put(headers, id, base())).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'DELETE', url: `/clients/${id}`, headers })).statusCode).toBe(
          403,
        );
      }
    }
    expect(
      (await t.db.select().from(clients).where(eq(clients.pk_client_id, other.pk_client_id))).length,
    ).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/clients/list' })).statusCode).toBe(401);
  });
});

describe('POST /clients/', () => {
  it('creates the client, its Client Admin role with every permission and a new admin who can sign in', async () => {
    const admin = newAdmin();
    const payload = base({
      phone: '+44 1',
      website: 'https://example.com',
      country: 'GB',
      timezone: 'Europe/London',
      ...admin,
    });
    const res = await post(sa, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(() => clientRecord.strict().parse(body)).not.toThrow();
    expect(body).toMatchObject({
      name: payload.name,
      email: payload.email,
      phone: '+44 1',
      country: 'GB',
      timezone: 'Europe/London',
      member_count: 1,
      admins: [{ email: admin.admin_email, first_name: 'Olive', last_name: 'Owner' }],
    });
    const id = body.pk_client_id;

    const [role] = await t.db.select().from(roles).where(eq(roles.client_id, id));
    expect(role).toMatchObject({ name: 'Client Admin', level: 2 });
    const codes = await t.db.select().from(rolePermissions).where(eq(rolePermissions.role_id, role!.id));
    expect(codes.map((c) => c.permission_code).sort()).toEqual([...PERMISSION_CODES].sort());

    const [user] = await t.db.select().from(users).where(eq(users.email, admin.admin_email));
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const signIn = await login(t.app, admin.admin_email, admin.admin_password);
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${signIn.json().access_token}` },
    });
    expect(me.json().clients).toEqual([{ id, name: payload.name }]);
    const perms = await t.app.inject({
      method: 'GET',
      url: `/users/permissions?client_id=${id}`,
      headers: { authorization: `Bearer ${signIn.json().access_token}` },
    });
    expect(perms.json().is_client_admin).toBe(true);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.changes}::text like ${`%${payload.name}%`} or ${auditLog.client_id} = ${id}`);
    const kinds = rows.map((r) => `${r.entity}:${r.client_id}`).sort();
    expect(kinds).toEqual(['client:null', `role:${id}`, `user:${id}`, `user_role:${id}`].sort());
    const text = JSON.stringify(rows.map((r) => r.changes));
    expect(text).not.toContain(admin.admin_password);
    expect(text).not.toContain('argon2');
  });

  it('makes chosen existing users Client Admin instead of a new admin', async () => {
    const a = await t.make.user();
    const b = await t.make.user();
    const res = await post(sa, base({ make_users_as_admin: [a.id, b.id] }));
    expect(res.statusCode).toBe(201);
    const id = res.json().pk_client_id;
    expect(
      res
        .json()
        .admins.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const granted = await t.db.select().from(userRoles).where(eq(userRoles.client_id, id));
    expect(granted.map((g) => g.user_id).sort()).toEqual([a.id, b.id].sort());
  });

  it.each([
    [{ name: '' }, 'Client name is required'],
    [{ name: undefined }, 'Client name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email'],
  ])('refuses %j with "%s" (422)', async (override, message) => {
    const res = await post(sa, { ...base(), ...newAdmin(), ...override });
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toContain(message);
  });

  it('refuses an invalid admin email, and neither a complete admin nor a user', async () => {
    const badEmail = await post(sa, base(newAdmin({ admin_email: 'nope' })));
    expect(msgs(badEmail)).toContain('Invalid email');
    const rule = 'Either all admin fields must be filled, or at least one user selected';
    const nothing = await post(sa, base());
    expect(nothing.statusCode).toBe(422);
    expect(msgs(nothing)).toEqual([rule]);
    const partial = await post(
      sa,
      base({ admin_email: `x-${suffix()}@test.marketdesk.dev`, admin_first_name: 'X' }),
    );
    expect(msgs(partial)).toEqual([rule]);
    const emptyList = await post(sa, base({ make_users_as_admin: [] }));
    expect(msgs(emptyList)).toEqual([rule]);
  });

  it('writes nothing when a step fails inside the transaction (existing admin email, unknown user id)', async () => {
    const existing = await t.make.user();
    const name1 = `Rollback ${suffix()}`;
    const taken = await post(
      sa,
      base({ name: name1, ...newAdmin({ admin_email: existing.email.toUpperCase() }) }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toContain('already exists');

    const name2 = `Rollback ${suffix()}`;
    const unknown = await post(sa, base({ name: name2, make_users_as_admin: [existing.id, 987_654] }));
    expect(unknown.statusCode).toBe(422);
    expect(msgs(unknown)).toEqual(['Unknown user id: 987654']);

    for (const name of [name1, name2]) expect(await clientNamed(name)).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(sql`${auditLog.changes}::text like '%Rollback%'`);
    expect(audit).toEqual([]);
    expect(await t.db.select().from(memberships).where(eq(memberships.user_id, existing.id))).toEqual([]);
  });
});

describe('GET /clients/list, /clients/{id}, /clients/users', () => {
  it('lists every client with its admins, answers one by id (404 when absent), and lists active users', async () => {
    const created = (await post(sa, base(newAdmin()))).json();
    const list = await t.app.inject({ method: 'GET', url: '/clients/list', headers: sa });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created);
    expect(list.json().map((c: { pk_client_id: number }) => c.pk_client_id)).toContain(home.pk_client_id);

    const one = await t.app.inject({ method: 'GET', url: `/clients/${created.pk_client_id}`, headers: sa });
    expect(one.json()).toEqual(created);
    expect((await t.app.inject({ method: 'GET', url: '/clients/999999', headers: sa })).statusCode).toBe(404);

    const inactive = await t.make.user({ is_active: false });
    const people = (await t.app.inject({ method: 'GET', url: '/clients/users', headers: sa })).json();
    expect(people).toContainEqual({
      id: saId,
      email: expect.any(String),
      first_name: 'Test',
      last_name: 'User',
    });
    expect(people.map((p: { id: number }) => p.id)).not.toContain(inactive.id);
  });
});

describe('PUT /clients/{id}', () => {
  it('updates the fields without requiring an admin, audits the change, and can add admins', async () => {
    const created = (await post(sa, base(newAdmin()))).json();
    const res = await put(sa, created.pk_client_id, {
      name: 'Renamed Client',
      email: created.email,
      phone: '+1 555',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Client', phone: '+1 555', admins: created.admins });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'client'),
          eq(auditLog.entity_id, String(created.pk_client_id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit!.changes).toEqual({
      name: { before: created.name, after: 'Renamed Client' },
      phone: { before: null, after: '+1 555' },
    });

    const extra = await t.make.user();
    const added = await put(sa, created.pk_client_id, {
      name: 'Renamed Client',
      email: created.email,
      make_users_as_admin: [extra.id],
    });
    expect(added.json().admins.map((a: { id: number }) => a.id)).toContain(extra.id);
    expect(added.json().member_count).toBe(2);

    const partial = await put(sa, created.pk_client_id, {
      name: 'X',
      email: created.email,
      admin_email: 'a@b.co',
    });
    expect(partial.statusCode).toBe(422);
    expect(msgs(partial)).toEqual(['Fill in all four admin fields to add a new admin']);
    const bad = await put(sa, created.pk_client_id, { name: '', email: 'x' });
    expect(msgs(bad)).toEqual(expect.arrayContaining(['Client name is required', 'Invalid email']));
    expect((await put(sa, 999_999, base())).statusCode).toBe(404);
  });
});

describe('DELETE /clients/{id}', () => {
  it('refuses while users other than super admins belong to the client, deletes otherwise, with an audit row', async () => {
    const busy = (await post(sa, base(newAdmin()))).json();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/clients/${busy.pk_client_id}`,
      headers: sa,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This client still has 1 user. Remove them from the client before deleting it.',
    );

    const empty = (await post(sa, base({ make_users_as_admin: [saId] }))).json();
    const done = await t.app.inject({ method: 'DELETE', url: `/clients/${empty.pk_client_id}`, headers: sa });
    expect(done.statusCode).toBe(204);
    expect(await t.db.select().from(clients).where(eq(clients.pk_client_id, empty.pk_client_id))).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'client'),
          eq(auditLog.entity_id, String(empty.pk_client_id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(audit!.changes).toMatchObject({ name: { before: empty.name, after: null } });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/clients/${empty.pk_client_id}`, headers: sa }))
        .statusCode,
    ).toBe(404);
  });

  it('takes the rollups of its facts with it (they have no foreign key to cascade) and leaves other clients’', async () => {
    const mp = await t.make.marketplace();
    const line = (order_id: string): OrderLineInput => ({
      mp_id: mp.pk_mp_id,
      order_id,
      order_item_id: '1',
      sku_code: 'SKU-1',
      purchase_date: '2024-05-01',
      quantity_ordered: 2,
      item_price: 20,
      currency_code: 'EUR',
    });
    const gone = (await post(sa, base({ make_users_as_admin: [saId] }))).json();
    await writeOrderLines(t.db, gone.pk_client_id, [line('O-1')]);
    await writeOrderLines(t.db, home.pk_client_id, [line('O-2')]);
    const rollupRows = async (clientId: number) => {
      const counts = await Promise.all(
        ROLLUP_TABLES.map(async (table) => {
          const [row] = await rowsOf<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${clientId}::int`,
          );
          return [table, row!.n] as const;
        }),
      );
      return Object.fromEntries(counts);
    };
    const written = await rollupRows(gone.pk_client_id);
    expect(written).toMatchObject({ sales_daily_sku: 1, sales_daily_listing: 1, reconciliation_lines: 1 });
    const others = await rollupRows(home.pk_client_id);

    const done = await t.app.inject({ method: 'DELETE', url: `/clients/${gone.pk_client_id}`, headers: sa });
    expect(done.statusCode).toBe(204);
    expect(Object.values(await rollupRows(gone.pk_client_id))).toEqual(ROLLUP_TABLES.map(() => 0));
    expect(await rollupRows(home.pk_client_id)).toEqual(others);
  });
});
