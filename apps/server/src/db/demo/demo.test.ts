import {
  CLIENT_ADMIN_ROLE,
  type ModuleFlag,
  PERMISSION_CODES,
  resolvePermissions,
} from '@marketdesk/contracts/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { verifyPassword } from '../../lib/password';
import type { Database } from '../client';
import * as schema from '../schema';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_ROLES, type DemoLogin, isEmpty, seedDemo, wipeDemo } from './index';

const TABLES = {
  users: schema.users,
  clients: schema.clients,
  memberships: schema.memberships,
  roles: schema.roles,
  role_permissions: schema.rolePermissions,
  user_roles: schema.userRoles,
  marketplaces: schema.marketplaces,
  brands: schema.brands,
  warehouses: schema.warehouses,
  warehouse_marketplaces: schema.warehouseMarketplaces,
  seller_profiles: schema.sellerProfiles,
  user_marketplaces: schema.userMarketplaces,
  user_brands: schema.userBrands,
  user_warehouses: schema.userWarehouses,
  user_profiles: schema.userProfiles,
};

/** A fresh migrated database with the catalogue: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
const handles: TestDatabase[] = [];
async function freshDatabase(): Promise<Database> {
  const handle = await createTestDatabase();
  handles.push(handle);
  return handle.database;
}

/** Every demo table as sorted JSON rows; password hashes differ by salt and are left out. */
async function dump(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = (await database.db.select().from(table as typeof schema.users)) as Record<string, unknown>[];
    out[name] = rows
      .map((row) => {
        const { password_hash: _ignored, ...rest } = row;
        return JSON.stringify(rest);
      })
      .sort();
  }
  return out;
}

async function userRow(database: Database, email: string) {
  const [row] = await database.db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function clientsOf(database: Database, email: string): Promise<string[]> {
  const user = await userRow(database, email);
  const rows = await database.db
    .select({ name: schema.clients.name })
    .from(schema.memberships)
    .innerJoin(schema.clients, eq(schema.clients.pk_client_id, schema.memberships.client_id))
    .where(eq(schema.memberships.user_id, user.id));
  return rows.map((r) => r.name).sort();
}

/** The resolved permissions of a user in a client, the way the server resolves them. */
async function resolvedIn(database: Database, email: string, clientName: string) {
  const user = await userRow(database, email);
  const rows = await database.db
    .select({
      role: schema.roles.name,
      code: schema.rolePermissions.permission_code,
      client: schema.clients.name,
    })
    .from(schema.userRoles)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.role_id))
    .innerJoin(schema.clients, eq(schema.clients.pk_client_id, schema.userRoles.client_id))
    .leftJoin(schema.rolePermissions, eq(schema.rolePermissions.role_id, schema.roles.id))
    .where(eq(schema.userRoles.user_id, user.id));
  const mine = rows.filter((r) => r.client === clientName);
  return resolvePermissions({
    codes: mine.flatMap((r) => (r.code ? [r.code] : [])),
    roleNames: mine.map((r) => r.role),
    isSuperAdmin: user.is_sa,
  });
}

const onFlags = (flags: Record<ModuleFlag, boolean>): string[] =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([flag]) => flag)
    .sort();

describe('demo data', () => {
  let first: Database;
  let second: Database;
  let logins: DemoLogin[];

  beforeAll(async () => {
    [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    expect(await isEmpty(first.db)).toBe(true);
    ({ logins } = await seedDemo(first.db, false));
    await seedDemo(second.db, false);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.drop()));
  });

  it('is no longer empty after seeding', async () => {
    expect(await isEmpty(first.db)).toBe(false);
  });

  it('is identical when seeded twice from scratch, and again after a wipe', async () => {
    const a = await dump(first);
    expect(a.users!.length).toBeGreaterThan(DEMO_LOGINS.length);
    expect(await dump(second)).toEqual(a);
    await wipeDemo(second.db);
    expect(await isEmpty(second.db)).toBe(true);
    await seedDemo(second.db, false);
    expect(await dump(second)).toEqual(a);
  }, 60_000);

  it('answers the demo logins, each stored with a password that verifies', async () => {
    expect(logins.map((l) => l.email)).toEqual([
      'sa@demo.marketdesk.dev',
      'admin@acme.demo.marketdesk.dev',
      'seller@acme.demo.marketdesk.dev',
      'ads@acme.demo.marketdesk.dev',
      'assigner@acme.demo.marketdesk.dev',
      'reviewer@acme.demo.marketdesk.dev',
      'viewer@borealis.demo.marketdesk.dev',
      'disabled@acme.demo.marketdesk.dev',
      'noclient@demo.marketdesk.dev',
    ]);
    for (const login of logins) {
      expect(login.password).toBe('Marketdesk#1');
      const row = await userRow(first, login.email);
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(row.password_hash, 'marketdesk#1')).toBe(false);
    }
  }, 60_000);

  it('refuses nobody by accident: only the two refusal accounts are inactive or client-less', async () => {
    expect((await userRow(first, 'disabled@acme.demo.marketdesk.dev')).is_active).toBe(false);
    expect(await clientsOf(first, 'noclient@demo.marketdesk.dev')).toEqual([]);
    const all = await first.db.select().from(schema.users);
    const members = await first.db.select().from(schema.memberships);
    for (const u of all) {
      if (u.email.startsWith('disabled@') || u.email.startsWith('noclient@')) continue;
      expect(u.is_active, u.email).toBe(true);
      expect(
        members.some((m) => m.user_id === u.id),
        u.email,
      ).toBe(true);
    }
  });

  it('gives only sa@ the super admin flag', async () => {
    const all = await first.db.select().from(schema.users);
    expect(all.filter((u) => u.is_sa).map((u) => u.email)).toEqual(['sa@demo.marketdesk.dev']);
  });

  it('makes admin@acme a member of two clients, client admin in Acme Home only', async () => {
    const email = 'admin@acme.demo.marketdesk.dev';
    expect(await clientsOf(first, email)).toEqual(['Acme Home', 'Borealis Sports']);
    expect((await resolvedIn(first, email, 'Acme Home')).isClientAdmin).toBe(true);
    expect((await resolvedIn(first, email, 'Borealis Sports')).isClientAdmin).toBe(false);
  });

  it('keeps viewer@borealis in Borealis Sports with the dashboard only', async () => {
    const email = 'viewer@borealis.demo.marketdesk.dev';
    expect(await clientsOf(first, email)).toEqual(['Borealis Sports']);
    const p = await resolvedIn(first, email, 'Borealis Sports');
    expect(p.codes).toEqual(['dashboard:view']);
    expect(onFlags(p.flags)).toEqual([]);
  });

  it('gives each demo role the module flags its sidebar is built from', async () => {
    const flags = async (email: string) => onFlags((await resolvedIn(first, email, 'Acme Home')).flags);
    expect(await flags('seller@acme.demo.marketdesk.dev')).toEqual([
      'auto_ordering',
      'business_view',
      'data_view',
      'excel_upload',
      'partner_view',
      'price_check',
      'price_reconciliation',
      'review_data',
      'ticketing',
    ]);
    expect(await flags('ads@acme.demo.marketdesk.dev')).toEqual(['channel_report', 'ticketing']);
    expect(await flags('assigner@acme.demo.marketdesk.dev')).toEqual(['ticketing']);
    expect(await flags('reviewer@acme.demo.marketdesk.dev')).toEqual(['ticketing']);
    const ads = await resolvedIn(first, 'ads@acme.demo.marketdesk.dev', 'Acme Home');
    expect(ads.codes).toEqual(
      expect.arrayContaining(['ams_view:view', 'marketing:ams_reports_status:view', 'adgroup_master:create']),
    );
    expect((await resolvedIn(first, 'assigner@acme.demo.marketdesk.dev', 'Acme Home')).codes).toContain(
      'access:tickets:assign',
    );
    expect((await resolvedIn(first, 'reviewer@acme.demo.marketdesk.dev', 'Acme Home')).codes).toContain(
      'access:tickets:review',
    );
  });

  it('uses only catalogue permissions, and Client Admin holds all of them in every client', async () => {
    for (const role of DEMO_ROLES) {
      for (const code of role.permissions) expect(PERMISSION_CODES, role.name).toContain(code);
    }
    const catalogue = (await first.db.select().from(schema.permissions)).map((p) => p.code).sort();
    const roleRows = await first.db.select().from(schema.roles);
    const grants = await first.db.select().from(schema.rolePermissions);
    for (const code of grants.map((g) => g.permission_code)) expect(catalogue).toContain(code);
    const admins = roleRows.filter((r) => r.name === CLIENT_ADMIN_ROLE);
    expect(admins).toHaveLength(3);
    for (const admin of admins) {
      const codes = grants
        .filter((g) => g.role_id === admin.id)
        .map((g) => g.permission_code)
        .sort();
      expect(codes).toEqual(catalogue);
    }
    expect(roleRows.every((r) => r.level === 2)).toBe(true);
  });

  it('has marketplaces of every family with well-formed short codes', async () => {
    const mps = await first.db.select().from(schema.marketplaces);
    const families = new Set(mps.map((m) => m.short_code.split('_')[0]));
    expect([...families].sort()).toEqual(['AZ', 'BO', 'DT', 'EB', 'FK', 'FL', 'NN', 'OT', 'SP', 'TD']);
    expect(mps.filter((m) => m.short_code.startsWith('AZ_')).length).toBeGreaterThanOrEqual(4);
    for (const m of mps) {
      expect(m.short_code).toMatch(/^[A-Z]{2}_[A-Z]{2}$/);
      expect(m.website_url).toMatch(/^https:\/\//);
      expect(m.currency_code).toMatch(/^[A-Z]{3}$/);
      expect(Number(m.vat_rate)).toBeGreaterThanOrEqual(0);
    }
  });

  it('assigns every member marketplaces, brands, warehouses and profiles of their own clients', async () => {
    const all = await first.db.select().from(schema.users);
    const members = await first.db.select().from(schema.memberships);
    const [ums, ubs, uws, ups, profiles] = await Promise.all([
      first.db.select().from(schema.userMarketplaces),
      first.db.select().from(schema.userBrands),
      first.db.select().from(schema.userWarehouses),
      first.db.select().from(schema.userProfiles),
      first.db.select().from(schema.sellerProfiles),
    ]);
    expect(new Set(profiles.map((p) => p.seller_type))).toEqual(new Set(['seller', 'vendor']));
    for (const u of all) {
      const clientIds = members.filter((m) => m.user_id === u.id).map((m) => m.client_id);
      if (clientIds.length === 0) continue;
      expect(
        ums.some((x) => x.user_id === u.id),
        u.email,
      ).toBe(true);
      expect(
        ubs.some((x) => x.user_id === u.id),
        u.email,
      ).toBe(true);
      const mine = uws.filter((x) => x.user_id === u.id);
      expect(mine.length, u.email).toBeGreaterThan(0);
      for (const w of mine) expect(clientIds).toContain(w.client_id);
      for (const p of ups.filter((x) => x.user_id === u.id)) expect(clientIds).toContain(p.client_id);
    }
  });
});
