import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, oauthStates, refreshTokens, users } from '../../db/schema';

export interface SignInUser {
  id: number;
  email: string;
  password_hash: string | null;
  is_sa: boolean;
  is_active: boolean;
}

const signInColumns = {
  id: users.id,
  email: users.email,
  password_hash: users.password_hash,
  is_sa: users.is_sa,
  is_active: users.is_active,
};

export function authRepository(db: Db) {
  return {
    async userByEmail(email: string): Promise<SignInUser | null> {
      const [row] = await db
        .select(signInColumns)
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row ?? null;
    },

    async userById(id: number): Promise<SignInUser | null> {
      const [row] = await db.select(signInColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async hasMembership(userId: number): Promise<boolean> {
      const rows = await db
        .select({ c: memberships.client_id })
        .from(memberships)
        .where(eq(memberships.user_id, userId))
        .limit(1);
      return rows.length > 0;
    },

    async insertRefreshToken(row: {
      user_id: number;
      family_id: string;
      token_hash: string;
      expires_at: Date;
    }) {
      await db.insert(refreshTokens).values(row);
    },

    async refreshTokenByHash(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash));
      return row ?? null;
    },

    /** Marks the token spent; false when another request spent it first (a reuse). */
    async markUsed(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ used_at: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    /**
     * Revokes the unused token issued after token `id` in its family, and token `id` itself so the grace is
     * not given twice; false when the grace was given already, a newer token was used or none is left. Compared in SQL: JavaScript dates drop PostgreSQL's microseconds.
     */
    async retireUnusedSuccessor(familyId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The grace is given once per spent token: revoking it here makes any later presentation a reuse,
        // and of two concurrent presentations only one finds it unrevoked.
        const claimed = await tx
          .update(refreshTokens)
          .set({ revoked_at: new Date() })
          .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revoked_at)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return false;
        const issuedAt = tx
          .select({ at: refreshTokens.created_at })
          .from(refreshTokens)
          .where(eq(refreshTokens.id, id));
        const newer = and(
          eq(refreshTokens.family_id, familyId),
          ne(refreshTokens.id, id),
          gt(refreshTokens.created_at, sql`(${issuedAt})`),
        );
        const used = await tx
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(and(newer, isNotNull(refreshTokens.used_at)))
          .limit(1);
        if (used.length > 0) return false;
        const retired = await tx
          .update(refreshTokens)
          .set({ revoked_at: new Date() })
          .where(and(newer, isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
          .returning({ id: refreshTokens.id });
        // A sign-in is one chain, so there is at most one; none means it was revoked already.
        return retired.length === 1;
      });
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
    },

    async insertOauthState(row: { state: string; code_verifier: string; nonce: string }) {
      await db.insert(oauthStates).values(row);
    },

    /** Takes a pending sign-in out (one use only) and drops the stale ones while at it. */
    async takeOauthState(state: string, notBefore: Date) {
      await db.delete(oauthStates).where(lt(oauthStates.created_at, notBefore));
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row ?? null;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
