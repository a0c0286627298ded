import { z } from 'zod';
import { MODULE_FLAGS, MODULES, type ModuleFlag } from './permissions';

export const permissionSchema = z.object({
  code: z.string(),
  name: z.string(),
  module: z.string(),
  action: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const userMarketplace = z.object({
  pk_mp_id: z.number().int(),
  name: z.string(),
  short_code: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  website_url: z.string(),
});

/** Answer of GET /users/me: spec 01 section 3, "Current user". */
export const currentUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_sa: z.boolean(),
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
  roles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      client_id: z.number().int(),
      permissions: z.array(permissionSchema),
    }),
  ),
  marketplaces: z.array(userMarketplace),
  brands: z.array(z.object({ pk_brand_id: z.number().int(), brand_name: z.string() })),
  warehouses: z.array(
    z.object({
      pk_warehouse_id: z.number().int(),
      name: z.string(),
      marketplaces: z.array(z.number().int()),
    }),
  ),
  profiles: z
    .array(
      z.object({
        profile_id: z.string(),
        seller_name: z.string(),
        seller_type: z.string(),
        fk_mp_id: z.number().int(),
      }),
    )
    .optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** Answer of GET /users/permissions?client_id=: the caller's resolved permissions in that client. */
export const userPermissions = z.object({
  codes: z.array(z.string()),
  modules: z.array(z.enum(MODULES)),
  flags: z.record(z.enum(Object.keys(MODULE_FLAGS) as [ModuleFlag, ...ModuleFlag[]]), z.boolean()),
  is_client_admin: z.boolean(),
  is_sa: z.boolean(),
});
export type UserPermissions = z.infer<typeof userPermissions>;

/** Answer of GET /permissions: the whole catalogue. */
export const permissionList = z.array(permissionSchema);
