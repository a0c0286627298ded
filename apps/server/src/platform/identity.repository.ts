import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, memberships, refreshTokens, rolePermissions, roles, userRoles, users } from '../db/schema';

/** The signed-in user as every request sees it. */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_sa: boolean;
  is_active: boolean;
}

/** Queries the request pipeline needs on every call: kept small and index-backed. */
export function identityRepository(db: Db) {
  return {
    /** The user, if the sign-in `sessionId` of that user is still live (not logged out nor revoked). */
    async userOfSession(id: number, sessionId: string): Promise<AuthUser | null> {
      const live = db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.family_id, sessionId),
            eq(refreshTokens.user_id, id),
            isNull(refreshTokens.revoked_at),
          ),
        );
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          is_sa: users.is_sa,
          is_active: users.is_active,
        })
        .from(users)
        .where(and(eq(users.id, id), exists(live)));
      return row ?? null;
    },

    /** Whether the client exists and whether the user is a member of it, in one round trip. */
    async clientMembership(userId: number, clientId: number) {
      const [row] = await db
        .select({ id: clients.pk_client_id, member: memberships.user_id })
        .from(clients)
        .leftJoin(
          memberships,
          and(eq(memberships.client_id, clients.pk_client_id), eq(memberships.user_id, userId)),
        )
        .where(eq(clients.pk_client_id, clientId));
      return { exists: !!row, member: row?.member != null };
    },

    /** Names of the user's roles in the client and the permission codes they hold. */
    async grants(userId: number, clientId: number) {
      const rows = await db
        .select({ role: roles.name, code: rolePermissions.permission_code })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.client_id, userRoles.client_id), eq(roles.id, userRoles.role_id)))
        .leftJoin(
          rolePermissions,
          and(eq(rolePermissions.client_id, roles.client_id), eq(rolePermissions.role_id, roles.id)),
        )
        .where(and(eq(userRoles.client_id, clientId), eq(userRoles.user_id, userId)));
      return {
        roleNames: [...new Set(rows.map((r) => r.role))],
        codes: rows.map((r) => r.code).filter((c): c is string => c !== null),
      };
    },
  };
}
export type IdentityRepository = ReturnType<typeof identityRepository>;
