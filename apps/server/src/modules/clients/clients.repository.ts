import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteClientRollups, type Tx } from '../../db/facts';
import { clients, memberships, permissions, rolePermissions, roles, userRoles, users } from '../../db/schema';

type Conn = Tx | Db;
export type ClientRow = typeof clients.$inferSelect;

const clientColumns = {
  pk_client_id: clients.pk_client_id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  website: clients.website,
  country: clients.country,
  timezone: clients.timezone,
  dt_create: clients.dt_create,
};

const personColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
};

/** Queries of client administration: the clients table plus the memberships and roles a new client needs. */
export function clientsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    all: () => db.select(clientColumns).from(clients).orderBy(asc(clients.pk_client_id)),

    byId: async (id: number, tx: Conn = db) => {
      const [row] = await tx.select(clientColumns).from(clients).where(eq(clients.pk_client_id, id));
      return row;
    },

    /** Members per client (all clients, or the given ones). */
    memberCounts: (clientIds?: number[]) =>
      db
        .select({ client_id: memberships.client_id, members: count() })
        .from(memberships)
        .where(clientIds ? inArray(memberships.client_id, clientIds) : undefined)
        .groupBy(memberships.client_id),

    /** Holders of each client's Client Admin role. */
    admins: (clientIds?: number[]) =>
      db
        .select({ client_id: roles.client_id, ...personColumns })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.client_id, userRoles.client_id), eq(roles.id, userRoles.role_id)))
        .innerJoin(users, eq(users.id, userRoles.user_id))
        .where(
          and(eq(roles.name, CLIENT_ADMIN_ROLE), clientIds ? inArray(roles.client_id, clientIds) : undefined),
        )
        .orderBy(asc(users.email)),

    /** Members of a client who are not super admins (they would lose their workspace on delete). */
    ordinaryMemberCount: async (clientId: number, tx: Conn = db) => {
      const [row] = await tx
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.user_id))
        .where(and(eq(memberships.client_id, clientId), eq(users.is_sa, false)));
      return row?.n ?? 0;
    },

    /** Every active user, the choices for "make users admin". */
    people: () =>
      db.select(personColumns).from(users).where(eq(users.is_active, true)).orderBy(asc(users.email)),

    existingUserIds: async (ids: number[], tx: Conn) =>
      ids.length === 0
        ? []
        : (await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((r) => r.id),

    insertClient: async (tx: Tx, values: typeof clients.$inferInsert) => {
      const [row] = await tx.insert(clients).values(values).returning(clientColumns);
      return row!;
    },

    updateClient: async (tx: Tx, id: number, values: Partial<typeof clients.$inferInsert>) => {
      const [row] = await tx
        .update(clients)
        .set(values)
        .where(eq(clients.pk_client_id, id))
        .returning(clientColumns);
      return row!;
    },

    /** The client's rows go by cascade, its rollups (which have no foreign key: migration 0028) first. */
    deleteClient: async (tx: Tx, id: number) => {
      await deleteClientRollups(tx, id);
      await tx.delete(clients).where(eq(clients.pk_client_id, id));
    },

    clientAdminRole: async (clientId: number, tx: Tx) => {
      const [row] = await tx
        .select({ id: roles.id, client_id: roles.client_id, name: roles.name })
        .from(roles)
        .where(and(eq(roles.client_id, clientId), eq(roles.name, CLIENT_ADMIN_ROLE)));
      return row;
    },

    /** A role holding every permission of the catalogue. */
    insertRoleWithAll: async (tx: Tx, clientId: number, name: string, description: string) => {
      const [role] = await tx
        .insert(roles)
        .values({ client_id: clientId, name, description, level: 2 })
        .returning({ id: roles.id, client_id: roles.client_id, name: roles.name, level: roles.level });
      const codes = (await tx.select({ code: permissions.code }).from(permissions)).map((p) => p.code);
      if (codes.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(codes.map((code) => ({ client_id: clientId, role_id: role!.id, permission_code: code })));
      }
      return { ...role!, permissions: codes };
    },

    insertUser: async (tx: Tx, values: typeof users.$inferInsert) => {
      const [row] = await tx.insert(users).values(values).returning(personColumns);
      return row!;
    },

    /** Adds the membership and the role; both are no-ops when already there. Answers whether the role was new. */
    grantRole: async (tx: Tx, clientId: number, userId: number, roleId: number) => {
      await tx.insert(memberships).values({ client_id: clientId, user_id: userId }).onConflictDoNothing();
      const added = await tx
        .insert(userRoles)
        .values({ client_id: clientId, user_id: userId, role_id: roleId })
        .onConflictDoNothing()
        .returning({ user_id: userRoles.user_id });
      return added.length > 0;
    },
  };
}
export type ClientsRepository = ReturnType<typeof clientsRepository>;
