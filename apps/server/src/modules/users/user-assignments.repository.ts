import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  marketplaces,
  roles,
  sellerProfiles,
  userBrands,
  userMarketplaces,
  userProfiles,
  userRoles,
  userWarehouses,
  warehouses,
} from '../../db/schema';

/** Client ids to limit a query to; null means every client (super admin, or the user's own view). */
export type ClientScope = number[] | null;

export const inScope = (column: Parameters<typeof inArray>[0], scope: ClientScope) =>
  scope === null ? undefined : inArray(column, scope.length > 0 ? scope : [-1]);

/**
 * What users are assigned (roles, marketplaces, brands, warehouses, seller profiles), batched by user ids so
 * a list costs a fixed number of queries. Shared by GET /users/me and user administration.
 */
export function userAssignments(db: Db) {
  return {
    roles: (userIds: number[], scope: ClientScope) =>
      db
        .select({
          user_id: userRoles.user_id,
          id: roles.id,
          name: roles.name,
          description: roles.description,
          client_id: roles.client_id,
        })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.client_id, userRoles.client_id), eq(roles.id, userRoles.role_id)))
        .where(and(inArray(userRoles.user_id, userIds), inScope(userRoles.client_id, scope)))
        .orderBy(asc(roles.client_id), asc(roles.id)),

    marketplaces: (userIds: number[]) =>
      db
        .select({
          user_id: userMarketplaces.user_id,
          pk_mp_id: marketplaces.pk_mp_id,
          name: marketplaces.name,
          short_code: marketplaces.short_code,
          country_code: marketplaces.country_code,
          currency_code: marketplaces.currency_code,
          website_url: marketplaces.website_url,
        })
        .from(userMarketplaces)
        .innerJoin(marketplaces, eq(marketplaces.pk_mp_id, userMarketplaces.mp_id))
        .where(inArray(userMarketplaces.user_id, userIds))
        .orderBy(asc(marketplaces.pk_mp_id)),

    brands: (userIds: number[]) =>
      db
        .select({
          user_id: userBrands.user_id,
          pk_brand_id: brands.pk_brand_id,
          brand_name: brands.brand_name,
        })
        .from(userBrands)
        .innerJoin(brands, eq(brands.pk_brand_id, userBrands.brand_id))
        .where(inArray(userBrands.user_id, userIds))
        .orderBy(asc(brands.pk_brand_id)),

    warehouses: (userIds: number[], scope: ClientScope) =>
      db
        .select({
          user_id: userWarehouses.user_id,
          pk_warehouse_id: warehouses.pk_warehouse_id,
          name: warehouses.name,
        })
        .from(userWarehouses)
        .innerJoin(
          warehouses,
          and(
            eq(warehouses.client_id, userWarehouses.client_id),
            eq(warehouses.pk_warehouse_id, userWarehouses.warehouse_id),
          ),
        )
        .where(and(inArray(userWarehouses.user_id, userIds), inScope(userWarehouses.client_id, scope)))
        .orderBy(asc(warehouses.pk_warehouse_id)),

    profiles: (userIds: number[], scope: ClientScope) =>
      db
        .select({
          user_id: userProfiles.user_id,
          profile_id: sellerProfiles.profile_id,
          seller_name: sellerProfiles.seller_name,
          seller_type: sellerProfiles.seller_type,
          fk_mp_id: sellerProfiles.fk_mp_id,
          fk_client_id: sellerProfiles.client_id,
        })
        .from(userProfiles)
        .innerJoin(
          sellerProfiles,
          and(
            eq(sellerProfiles.client_id, userProfiles.client_id),
            eq(sellerProfiles.profile_id, userProfiles.profile_id),
          ),
        )
        .where(and(inArray(userProfiles.user_id, userIds), inScope(userProfiles.client_id, scope)))
        .orderBy(asc(sellerProfiles.profile_id)),
  };
}
export type UserAssignments = ReturnType<typeof userAssignments>;
