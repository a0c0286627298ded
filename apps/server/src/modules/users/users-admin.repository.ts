import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  clients,
  marketplaces,
  memberships,
  roles,
  sellerProfiles,
  userBrands,
  userMarketplaces,
  userProfiles,
  userRoles,
  users,
  userWarehouses,
  warehouses,
} from '../../db/schema';
import { type ClientScope, inScope, userAssignments } from './user-assignments.repository';

export type { ClientScope } from './user-assignments.repository';

/** Reads of user administration: batched by user ids so a list costs a fixed number of queries. */
export function usersAdminRepository(db: Db) {
  return {
    /** Clients where the user holds the Client Admin role. */
    async administeredClientIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: userRoles.client_id })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.client_id, userRoles.client_id), eq(roles.id, userRoles.role_id)))
        .where(and(eq(userRoles.user_id, userId), eq(roles.name, CLIENT_ADMIN_ROLE)));
      return [...new Set(rows.map((r) => r.id))];
    },

    async userIdsInClient(clientId: number | null): Promise<number[]> {
      const rows =
        clientId === null
          ? await db.select({ id: users.id }).from(users).orderBy(asc(users.id))
          : await db
              .select({ id: memberships.user_id })
              .from(memberships)
              .where(eq(memberships.client_id, clientId))
              .orderBy(asc(memberships.user_id));
      return rows.map((r) => r.id);
    },

    usersByIds: (ids: number[]) =>
      db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          dt_create: users.dt_create,
          is_sa: users.is_sa,
        })
        .from(users)
        .where(inArray(users.id, ids.length > 0 ? ids : [-1]))
        .orderBy(asc(users.id)),

    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row ?? null;
    },

    memberships: (userIds: number[], scope: ClientScope) =>
      db
        .select({ user_id: memberships.user_id, id: clients.pk_client_id, name: clients.name })
        .from(memberships)
        .innerJoin(clients, eq(clients.pk_client_id, memberships.client_id))
        .where(and(inArray(memberships.user_id, userIds), inScope(memberships.client_id, scope)))
        .orderBy(asc(clients.pk_client_id)),

    ...userAssignments(db),

    /** Every membership of these users, whatever the caller's scope (who may edit whom). */
    allMemberships: (userIds: number[]) =>
      db
        .select({ user_id: memberships.user_id, client_id: memberships.client_id })
        .from(memberships)
        .where(inArray(memberships.user_id, userIds.length > 0 ? userIds : [-1])),

    /** Every client id the user is a member of (to decide whether a delete removes the account). */
    async memberClientIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: memberships.client_id })
        .from(memberships)
        .where(eq(memberships.user_id, userId));
      return rows.map((r) => r.id);
    },

    /** Reference lookups that check the ids a form sends. */
    clientsByIds: (ids: number[]) =>
      db
        .select({ id: clients.pk_client_id, name: clients.name })
        .from(clients)
        .where(inArray(clients.pk_client_id, ids.length > 0 ? ids : [-1])),
    rolesByIds: (ids: number[]) =>
      db
        .select({ id: roles.id, client_id: roles.client_id })
        .from(roles)
        .where(inArray(roles.id, ids.length > 0 ? ids : [-1])),
    warehousesByIds: (ids: number[]) =>
      db
        .select({ id: warehouses.pk_warehouse_id, client_id: warehouses.client_id })
        .from(warehouses)
        .where(inArray(warehouses.pk_warehouse_id, ids.length > 0 ? ids : [-1])),
    // An empty list answers nothing without a query (no sentinel value that a driver might reject).
    profilesByIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: sellerProfiles.profile_id, client_id: sellerProfiles.client_id })
            .from(sellerProfiles)
            .where(inArray(sellerProfiles.profile_id, ids)),
    marketplacesByIds: (ids: number[]) =>
      db
        .select({ id: marketplaces.pk_mp_id })
        .from(marketplaces)
        .where(inArray(marketplaces.pk_mp_id, ids.length > 0 ? ids : [-1])),
    brandsByIds: (ids: number[]) =>
      db
        .select({ id: brands.pk_brand_id })
        .from(brands)
        .where(inArray(brands.pk_brand_id, ids.length > 0 ? ids : [-1])),

    /** Choices of the user dialog. */
    clientsIn: (scope: ClientScope) =>
      db
        .select({ id: clients.pk_client_id, name: clients.name })
        .from(clients)
        .where(inScope(clients.pk_client_id, scope))
        .orderBy(asc(clients.pk_client_id)),
    rolesIn: (scope: ClientScope) =>
      db
        .select({
          id: roles.id,
          name: roles.name,
          description: roles.description,
          client_id: roles.client_id,
        })
        .from(roles)
        .where(inScope(roles.client_id, scope))
        .orderBy(asc(roles.client_id), asc(roles.name)),
    warehousesIn: (scope: ClientScope) =>
      db
        .select({
          pk_warehouse_id: warehouses.pk_warehouse_id,
          name: warehouses.name,
          client_id: warehouses.client_id,
        })
        .from(warehouses)
        .where(inScope(warehouses.client_id, scope))
        .orderBy(asc(warehouses.name)),
    profilesIn: (scope: ClientScope) =>
      db
        .select({
          profile_id: sellerProfiles.profile_id,
          seller_name: sellerProfiles.seller_name,
          seller_type: sellerProfiles.seller_type,
          fk_mp_id: sellerProfiles.fk_mp_id,
          fk_client_id: sellerProfiles.client_id,
        })
        .from(sellerProfiles)
        .where(inScope(sellerProfiles.client_id, scope))
        .orderBy(asc(sellerProfiles.seller_name)),
    allMarketplaces: () =>
      db
        .select({
          pk_mp_id: marketplaces.pk_mp_id,
          name: marketplaces.name,
          short_code: marketplaces.short_code,
        })
        .from(marketplaces)
        .orderBy(asc(marketplaces.name)),
    allBrands: () =>
      db
        .select({ pk_brand_id: brands.pk_brand_id, brand_name: brands.brand_name })
        .from(brands)
        .orderBy(asc(brands.brand_name)),
  };
}
export type UsersAdminRepository = ReturnType<typeof usersAdminRepository>;

export interface Assignments {
  client_ids: number[];
  role_ids: number[];
  marketplace_ids: number[];
  warehouse_ids: number[];
  brand_ids: number[];
  profile_ids: string[];
}

/**
 * Writes of user administration, run inside the caller's transaction. `scope` is the set of clients the
 * caller administers (null: all): memberships, roles, warehouses and profiles outside it are never touched.
 */
export function usersAdminWrites(tx: Db) {
  return {
    async insertUser(row: { email: string; first_name: string; last_name: string; password_hash: string }) {
      const [created] = await tx.insert(users).values(row).returning({ id: users.id });
      return created!.id;
    },

    updateUser: (id: number, row: { email: string; first_name: string; last_name: string }) =>
      tx
        .update(users)
        .set({ ...row, dt_update: new Date() })
        .where(eq(users.id, id)),

    deleteUser: (id: number) => tx.delete(users).where(eq(users.id, id)),

    async replaceAssignments(userId: number, scope: ClientScope, a: Assignments) {
      // Clients of the scope the user leaves: drop membership (roles cascade) and per-client assignments.
      const leaving = and(
        eq(memberships.user_id, userId),
        inScope(memberships.client_id, scope),
        notInArray(memberships.client_id, a.client_ids.length > 0 ? a.client_ids : [-1]),
      );
      const left = await tx
        .delete(memberships)
        .where(leaving)
        .returning({ client_id: memberships.client_id });
      const gone = left.map((l) => l.client_id);
      const touched = [...new Set([...a.client_ids, ...gone])];
      if (a.client_ids.length > 0) {
        await tx
          .insert(memberships)
          .values(a.client_ids.map((client_id) => ({ client_id, user_id: userId })))
          .onConflictDoNothing();
      }
      // Per-client assignments are replaced only within the clients this edit covers.
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.user_id, userId), inArray(userRoles.client_id, touched)));
      await tx
        .delete(userWarehouses)
        .where(and(eq(userWarehouses.user_id, userId), inArray(userWarehouses.client_id, touched)));
      await tx
        .delete(userProfiles)
        .where(and(eq(userProfiles.user_id, userId), inArray(userProfiles.client_id, touched)));
      const [roleRows, whRows, profileRows] = await Promise.all([
        tx
          .select({ id: roles.id, client_id: roles.client_id })
          .from(roles)
          .where(inArray(roles.id, a.role_ids.length ? a.role_ids : [-1])),
        tx
          .select({ id: warehouses.pk_warehouse_id, client_id: warehouses.client_id })
          .from(warehouses)
          .where(inArray(warehouses.pk_warehouse_id, a.warehouse_ids.length ? a.warehouse_ids : [-1])),
        a.profile_ids.length === 0
          ? Promise.resolve([])
          : tx
              .select({ id: sellerProfiles.profile_id, client_id: sellerProfiles.client_id })
              .from(sellerProfiles)
              .where(inArray(sellerProfiles.profile_id, a.profile_ids)),
      ]);
      if (roleRows.length > 0)
        await tx
          .insert(userRoles)
          .values(roleRows.map((r) => ({ user_id: userId, client_id: r.client_id, role_id: r.id })));
      if (whRows.length > 0)
        await tx
          .insert(userWarehouses)
          .values(whRows.map((w) => ({ user_id: userId, client_id: w.client_id, warehouse_id: w.id })));
      if (profileRows.length > 0)
        await tx
          .insert(userProfiles)
          .values(profileRows.map((p) => ({ user_id: userId, client_id: p.client_id, profile_id: p.id })));
      // Marketplaces and brands are global assignments of the user.
      await tx.delete(userMarketplaces).where(eq(userMarketplaces.user_id, userId));
      if (a.marketplace_ids.length > 0)
        await tx
          .insert(userMarketplaces)
          .values(a.marketplace_ids.map((mp_id) => ({ user_id: userId, mp_id })));
      await tx.delete(userBrands).where(eq(userBrands.user_id, userId));
      if (a.brand_ids.length > 0)
        await tx.insert(userBrands).values(a.brand_ids.map((brand_id) => ({ user_id: userId, brand_id })));
    },

    /** Takes the user out of these clients only (a client admin's delete of a user shared with other clients). */
    async leaveClients(userId: number, clientIds: number[]) {
      const ids = clientIds.length > 0 ? clientIds : [-1];
      await tx
        .delete(userWarehouses)
        .where(and(eq(userWarehouses.user_id, userId), inArray(userWarehouses.client_id, ids)));
      await tx
        .delete(userProfiles)
        .where(and(eq(userProfiles.user_id, userId), inArray(userProfiles.client_id, ids)));
      await tx
        .delete(memberships)
        .where(and(eq(memberships.user_id, userId), inArray(memberships.client_id, ids)));
    },
  };
}
