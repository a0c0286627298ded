import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  clients,
  marketplaces,
  memberships,
  permissions,
  rolePermissions,
  roles,
  sellerProfiles,
  userBrands,
  userMarketplaces,
  userProfiles,
  userRoles,
  userWarehouses,
  warehouseMarketplaces,
  warehouses,
} from '../../db/schema';

/** Reads behind GET /users/me: everything the web needs about the signed-in user, across their clients. */
export function usersRepository(db: Db) {
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

    roles: (userId: number) =>
      db
        .select({ id: roles.id, name: roles.name, client_id: roles.client_id })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.client_id, userRoles.client_id), eq(roles.id, userRoles.role_id)))
        .where(eq(userRoles.user_id, userId))
        .orderBy(asc(roles.client_id), asc(roles.id)),

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

    marketplaces: (userId: number) =>
      db
        .select({
          pk_mp_id: marketplaces.pk_mp_id,
          name: marketplaces.name,
          short_code: marketplaces.short_code,
          country_code: marketplaces.country_code,
          currency_code: marketplaces.currency_code,
          website_url: marketplaces.website_url,
        })
        .from(userMarketplaces)
        .innerJoin(marketplaces, eq(marketplaces.pk_mp_id, userMarketplaces.mp_id))
        .where(eq(userMarketplaces.user_id, userId))
        .orderBy(asc(marketplaces.pk_mp_id)),

    brands: (userId: number) =>
      db
        .select({ pk_brand_id: brands.pk_brand_id, brand_name: brands.brand_name })
        .from(userBrands)
        .innerJoin(brands, eq(brands.pk_brand_id, userBrands.brand_id))
        .where(eq(userBrands.user_id, userId))
        .orderBy(asc(brands.pk_brand_id)),

    warehouses: (userId: number) =>
      db
        .select({ pk_warehouse_id: warehouses.pk_warehouse_id, name: warehouses.name })
        .from(userWarehouses)
        .innerJoin(
          warehouses,
          and(
            eq(warehouses.client_id, userWarehouses.client_id),
            eq(warehouses.pk_warehouse_id, userWarehouses.warehouse_id),
          ),
        )
        .where(eq(userWarehouses.user_id, userId))
        .orderBy(asc(warehouses.pk_warehouse_id)),

    warehouseMarketplaces: (warehouseIds: number[]) =>
      warehouseIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ warehouse_id: warehouseMarketplaces.warehouse_id, mp_id: warehouseMarketplaces.mp_id })
            .from(warehouseMarketplaces)
            .where(inArray(warehouseMarketplaces.warehouse_id, warehouseIds))
            .orderBy(asc(warehouseMarketplaces.mp_id)),

    profiles: (userId: number) =>
      db
        .select({
          profile_id: sellerProfiles.profile_id,
          seller_name: sellerProfiles.seller_name,
          seller_type: sellerProfiles.seller_type,
          fk_mp_id: sellerProfiles.fk_mp_id,
        })
        .from(userProfiles)
        .innerJoin(
          sellerProfiles,
          and(
            eq(sellerProfiles.client_id, userProfiles.client_id),
            eq(sellerProfiles.profile_id, userProfiles.profile_id),
          ),
        )
        .where(eq(userProfiles.user_id, userId))
        .orderBy(asc(sellerProfiles.profile_id)),
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
