import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, memberships, permissions, rolePermissions, warehouseMarketplaces } from '../../db/schema';
import { userAssignments } from './user-assignments.repository';

/** Reads behind GET /users/me: everything the web needs about the signed-in user, across their clients. */
export function usersRepository(db: Db) {
  const assigned = userAssignments(db);
  return {
    allClients: () =>
      db
        .select({ id: clients.pk_client_id, name: clients.name })
        .from(clients)
        .orderBy(asc(clients.pk_client_id)),

    memberClients: (userId: number) =>
      db
        .select({ id: clients.pk_client_id, name: clients.name })
        .from(memberships)
        .innerJoin(clients, eq(clients.pk_client_id, memberships.client_id))
        .where(eq(memberships.user_id, userId))
        .orderBy(asc(clients.pk_client_id)),

    roles: async (userId: number) =>
      (await assigned.roles([userId], null)).map(({ id, name, client_id }) => ({ id, name, client_id })),

    rolePermissions: (roleIds: number[]) =>
      roleIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              role_id: rolePermissions.role_id,
              code: permissions.code,
              name: permissions.name,
              module: permissions.module,
              action: permissions.action,
            })
            .from(rolePermissions)
            .innerJoin(permissions, eq(permissions.code, rolePermissions.permission_code))
            .where(inArray(rolePermissions.role_id, roleIds))
            .orderBy(asc(permissions.code)),

    marketplaces: async (userId: number) =>
      (await assigned.marketplaces([userId])).map(({ user_id: _, ...m }) => m),

    brands: async (userId: number) => (await assigned.brands([userId])).map(({ user_id: _, ...b }) => b),

    warehouses: async (userId: number) =>
      (await assigned.warehouses([userId], null)).map(({ user_id: _, ...w }) => w),

    warehouseMarketplaces: (warehouseIds: number[]) =>
      warehouseIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ warehouse_id: warehouseMarketplaces.warehouse_id, mp_id: warehouseMarketplaces.mp_id })
            .from(warehouseMarketplaces)
            .where(inArray(warehouseMarketplaces.warehouse_id, warehouseIds))
            .orderBy(asc(warehouseMarketplaces.mp_id)),

    profiles: async (userId: number) =>
      (await assigned.profiles([userId], null)).map(({ user_id: _, fk_client_id: __, ...p }) => p),
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
