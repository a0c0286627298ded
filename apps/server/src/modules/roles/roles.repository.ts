import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, permissions, rolePermissions, roles } from '../../db/schema';

/** Queries of permission groups; every one is limited to the client the caller works in. */
export function rolesRepository(db: Db) {
  return {
    list: (clientId: number) =>
      db
        .select({
          id: roles.id,
          name: roles.name,
          description: roles.description,
          client_id: roles.client_id,
          client_name: clients.name,
          level: roles.level,
        })
        .from(roles)
        .innerJoin(clients, eq(clients.pk_client_id, roles.client_id))
        .where(eq(roles.client_id, clientId))
        .orderBy(asc(roles.name)),

    async byId(clientId: number, id: number) {
      const [row] = await db
        .select({ id: roles.id, name: roles.name, description: roles.description, level: roles.level })
        .from(roles)
        .where(and(eq(roles.client_id, clientId), eq(roles.id, id)));
      return row ?? null;
    },

    grants: (clientId: number, roleIds: number[]) =>
      db
        .select({
          role_id: rolePermissions.role_id,
          code: permissions.code,
          name: permissions.name,
          module: permissions.module,
          action: permissions.action,
        })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.code, rolePermissions.permission_code))
        .where(
          and(
            eq(rolePermissions.client_id, clientId),
            inArray(rolePermissions.role_id, roleIds.length > 0 ? roleIds : [-1]),
          ),
        )
        .orderBy(asc(permissions.module), asc(permissions.code)),

    /** Whether another role of the client already has this name (case-insensitive, as the unique index). */
    async nameTaken(clientId: number, name: string, exceptId?: number) {
      const rows = await db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            eq(roles.client_id, clientId),
            sql`lower(${roles.name}) = ${name.toLowerCase()}`,
            exceptId === undefined ? undefined : ne(roles.id, exceptId),
          ),
        );
      return rows.length > 0;
    },

    async knownCodes(codes: string[]) {
      const rows = await db
        .select({ code: permissions.code })
        .from(permissions)
        .where(inArray(permissions.code, codes.length > 0 ? codes : ['']));
      return new Set(rows.map((r) => r.code));
    },
  };
}
export type RolesRepository = ReturnType<typeof rolesRepository>;

export interface RoleFields {
  name: string;
  description: string;
  level: number;
}

export function rolesWrites(tx: Db) {
  const setGrants = async (clientId: number, roleId: number, codes: string[]) => {
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.client_id, clientId), eq(rolePermissions.role_id, roleId)));
    if (codes.length > 0)
      await tx
        .insert(rolePermissions)
        .values(codes.map((permission_code) => ({ client_id: clientId, role_id: roleId, permission_code })));
  };
  return {
    async insert(clientId: number, fields: RoleFields, codes: string[]) {
      const [row] = await tx
        .insert(roles)
        .values({ client_id: clientId, ...fields })
        .returning({ id: roles.id });
      await setGrants(clientId, row!.id, codes);
      return row!.id;
    },

    async update(clientId: number, id: number, fields: RoleFields, codes: string[]) {
      await tx
        .update(roles)
        .set(fields)
        .where(and(eq(roles.client_id, clientId), eq(roles.id, id)));
      await setGrants(clientId, id, codes);
    },

    delete: (clientId: number, id: number) =>
      tx.delete(roles).where(and(eq(roles.client_id, clientId), eq(roles.id, id))),
  };
}
