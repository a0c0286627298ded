import type {
  AdminUser,
  UserCreateRequest,
  UserFormOptions,
  UserUpdateRequest,
} from '@marketdesk/contracts/admin-users';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { recordAudit } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { adminScope, assertMayEdit, editRights, inAdminScope } from './users.policy';
import type { UsersRepository } from './users.repository';
import { groupBy, uniq } from './users.util';
import {
  type Assignments,
  type ClientScope,
  type UsersAdminRepository,
  usersAdminWrites,
} from './users-admin.repository';

export const USER_DETAIL = {
  notFound: 'User not found',
  duplicateEmail: 'A user with this email already exists',
  selfDelete: 'You cannot delete your own account',
  foreignClient: 'You can only assign clients you administer',
} as const;

const assignmentsOf = (body: UserUpdateRequest): Assignments => ({
  client_ids: uniq(body.client_ids),
  role_ids: uniq(body.role_ids),
  marketplace_ids: uniq(body.marketplace_ids),
  warehouse_ids: uniq(body.warehouse_ids),
  brand_ids: uniq(body.brand_ids),
  profile_ids: uniq(body.profile_ids),
});

/** What the audit trail records about a user: fields and assignment ids, never the password. */
const snapshot = (u: AdminUser) => ({
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  client_ids: u.clients.map((c) => c.id),
  role_ids: u.roles.map((r) => r.id),
  marketplace_ids: u.marketplaces.map((m) => m.pk_mp_id),
  warehouse_ids: u.warehouses.map((w) => w.pk_warehouse_id),
  brand_ids: u.brands.map((b) => b.pk_brand_id),
  profile_ids: u.profiles.map((p) => p.profile_id),
});

const sameSet = (a: readonly (number | string)[], b: readonly (number | string)[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
};

/** Whether the update touches the account-wide fields every client of the user shares. */
function changesAccount(before: AdminUser, body: UserUpdateRequest, a: Assignments): boolean {
  return (
    body.email.toLowerCase() !== before.email.toLowerCase() ||
    body.first_name !== before.first_name ||
    body.last_name !== before.last_name ||
    !sameSet(
      a.marketplace_ids,
      before.marketplaces.map((m) => m.pk_mp_id),
    ) ||
    !sameSet(
      a.brand_ids,
      before.brands.map((b) => b.pk_brand_id),
    )
  );
}

export function usersAdminService(deps: { db: Db; repo: UsersAdminRepository; me: UsersRepository }) {
  const { db, repo, me } = deps;

  /** The administration shape of these users, limited to the clients in scope. */
  async function load(ids: number[], scope: ClientScope): Promise<AdminUser[]> {
    if (ids.length === 0) return [];
    const [rows, clients, roles, mps, brands, whs, profiles, everyClient] = await Promise.all([
      repo.usersByIds(ids),
      repo.memberships(ids, scope),
      repo.roles(ids, scope),
      repo.marketplaces(ids),
      repo.brands(ids),
      repo.warehouses(ids, scope),
      repo.profiles(ids, scope),
      repo.allMemberships(ids),
    ]);
    const memberOf = groupBy(everyClient, (m) => m.user_id);
    const grants = groupBy(await me.rolePermissions(uniq(roles.map((r) => r.id))), (g) => g.role_id);
    const by = <T extends { user_id: number }>(list: T[]) => groupBy(list, (r) => r.user_id);
    const [c, r, m, b, w, p] = [by(clients), by(roles), by(mps), by(brands), by(whs), by(profiles)];
    const strip = <T extends { user_id: number }>(list: T[] | undefined) =>
      (list ?? []).map(({ user_id: _, ...rest }) => rest);
    return rows.map((u) => ({
      id: u.id,
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      dt_create: u.dt_create.toISOString(),
      clients: strip(c.get(u.id)),
      roles: strip(r.get(u.id)).map((role) => ({
        ...role,
        permissions: (grants.get(role.id) ?? []).map(({ role_id: _, ...perm }) => perm),
      })),
      marketplaces: strip(m.get(u.id)).map(({ pk_mp_id, name }) => ({ pk_mp_id, name })),
      warehouses: strip(w.get(u.id)),
      brands: strip(b.get(u.id)),
      profiles: strip(p.get(u.id)),
      edit: editRights(scope, {
        is_sa: u.is_sa,
        memberOf: (memberOf.get(u.id) ?? []).map((m) => m.client_id),
      }),
    }));
  }

  /** A user the caller may administer: a super admin any user, a client admin members of their clients. */
  async function visible(id: number, scope: ClientScope): Promise<AdminUser> {
    const [user] = await load([id], scope);
    if (!user || (scope !== null && user.clients.length === 0)) throw notFound(USER_DETAIL.notFound);
    return user;
  }

  /** Every id the form sends must exist, and per-client ones must belong to the named clients. */
  async function checkAssignments(a: Assignments, scope: ClientScope) {
    if (!a.client_ids.every((id) => inAdminScope(scope, id))) throw forbidden(USER_DETAIL.foreignClient);
    const [clients, roles, whs, profiles, mps, brands] = await Promise.all([
      repo.clientsByIds(a.client_ids),
      repo.rolesByIds(a.role_ids),
      repo.warehousesByIds(a.warehouse_ids),
      repo.profilesByIds(a.profile_ids),
      repo.marketplacesByIds(a.marketplace_ids),
      repo.brandsByIds(a.brand_ids),
    ]);
    const named = new Set(a.client_ids);
    const ofNamed = (rows: { client_id: number }[], expected: number) =>
      rows.length === expected && rows.every((row) => named.has(row.client_id));
    if (clients.length !== a.client_ids.length) throw badRequest('Unknown client');
    if (!ofNamed(roles, a.role_ids.length)) throw badRequest('Roles must belong to the selected clients');
    if (!ofNamed(whs, a.warehouse_ids.length))
      throw badRequest('Warehouses must belong to the selected clients');
    if (!ofNamed(profiles, a.profile_ids.length))
      throw badRequest('Profiles must belong to the selected clients');
    if (mps.length !== a.marketplace_ids.length) throw badRequest('Unknown marketplace');
    if (brands.length !== a.brand_ids.length) throw badRequest('Unknown brand');
  }

  async function assertEmailFree(email: string, exceptId?: number) {
    const existing = await repo.userByEmail(email);
    if (existing && existing.id !== exceptId) throw conflict(USER_DETAIL.duplicateEmail);
  }

  return {
    async list(ctx: RequestContext): Promise<AdminUser[]> {
      const scope = await adminScope(ctx, repo);
      // A client admin sees the members of the selected client; a super admin sees every user.
      const ids = await repo.userIdsInClient(scope === null ? null : ctx.clientId);
      return load(ids, scope);
    },

    async get(ctx: RequestContext, id: number): Promise<AdminUser> {
      return visible(id, await adminScope(ctx, repo));
    },

    async create(ctx: RequestContext, body: UserCreateRequest): Promise<AdminUser> {
      const scope = await adminScope(ctx, repo);
      const a = assignmentsOf(body);
      await checkAssignments(a, scope);
      await assertEmailFree(body.email);
      const password_hash = await hashPassword(body.password);
      const id = await db.transaction(async (tx) => {
        const w = usersAdminWrites(tx);
        const newId = await w.insertUser({
          email: body.email.toLowerCase(),
          first_name: body.first_name,
          last_name: body.last_name,
          password_hash,
        });
        await w.replaceAssignments(newId, scope, a);
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'create',
          entity: 'user',
          entityId: newId,
          after: {
            email: body.email.toLowerCase(),
            first_name: body.first_name,
            last_name: body.last_name,
            ...a,
          },
        });
        return newId;
      });
      return visible(id, scope);
    },

    async update(ctx: RequestContext, id: number, body: UserUpdateRequest): Promise<AdminUser> {
      const scope = await adminScope(ctx, repo);
      const before = await visible(id, scope);
      const a = assignmentsOf(body);
      assertMayEdit(before.edit, changesAccount(before, body, a));
      await checkAssignments(a, scope);
      await assertEmailFree(body.email, id);
      await db.transaction(async (tx) => {
        const w = usersAdminWrites(tx);
        await w.updateUser(id, {
          email: body.email.toLowerCase(),
          first_name: body.first_name,
          last_name: body.last_name,
        });
        await w.replaceAssignments(id, scope, a);
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'update',
          entity: 'user',
          entityId: id,
          before: snapshot(before),
          after: {
            email: body.email.toLowerCase(),
            first_name: body.first_name,
            last_name: body.last_name,
            ...a,
          },
        });
      });
      return visible(id, scope);
    },

    /**
     * Deletes the account when every client it belongs to is in the caller's scope; otherwise (a user
     * shared with clients this admin does not run) it only takes the user out of the caller's clients.
     */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      if (id === ctx.user.id) throw badRequest(USER_DETAIL.selfDelete);
      const scope = await adminScope(ctx, repo);
      const before = await visible(id, scope);
      // Leaving the caller's clients is an assignment change; deleting the account is an account change.
      assertMayEdit(before.edit, false);
      const memberOf = await repo.memberClientIds(id);
      const whole = scope === null || memberOf.every((c) => scope.includes(c));
      await db.transaction(async (tx) => {
        const w = usersAdminWrites(tx);
        if (whole) await w.deleteUser(id);
        else
          await w.leaveClients(
            id,
            memberOf.filter((c) => inAdminScope(scope, c)),
          );
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'delete',
          entity: 'user',
          entityId: id,
          before: snapshot(before),
        });
      });
    },

    async formOptions(ctx: RequestContext): Promise<UserFormOptions> {
      const scope = await adminScope(ctx, repo);
      const [clients, roles, whs, profiles, marketplaces, brands] = await Promise.all([
        repo.clientsIn(scope),
        repo.rolesIn(scope),
        repo.warehousesIn(scope),
        repo.profilesIn(scope),
        repo.allMarketplaces(),
        repo.allBrands(),
      ]);
      const rolesOf = groupBy(roles, (r) => r.client_id);
      const whOf = groupBy(whs, (w) => w.client_id);
      const profilesOf = groupBy(profiles, (p) => p.fk_client_id);
      return {
        clients: clients.map((c) => ({
          ...c,
          roles: (rolesOf.get(c.id) ?? []).map(({ id, name, description }) => ({ id, name, description })),
          warehouses: (whOf.get(c.id) ?? []).map(({ pk_warehouse_id, name }) => ({ pk_warehouse_id, name })),
          profiles: profilesOf.get(c.id) ?? [],
        })),
        marketplaces,
        brands,
      };
    },
  };
}
export type UsersAdminService = ReturnType<typeof usersAdminService>;
