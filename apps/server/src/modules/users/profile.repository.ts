import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

/** Queries of the own-profile calls: the user's name, password hash and refresh tokens. */
export function profileRepository(db: Db) {
  return {
    async passwordHash(userId: number): Promise<string | null> {
      const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
      return row?.hash ?? null;
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;

export function profileWrites(tx: Db) {
  return {
    setName: (userId: number, name: { first_name: string; last_name: string }) =>
      tx
        .update(users)
        .set({ ...name, dt_update: new Date() })
        .where(eq(users.id, userId)),

    setPasswordHash: (userId: number, hash: string) =>
      tx.update(users).set({ password_hash: hash, dt_update: new Date() }).where(eq(users.id, userId)),

    /** Ends every sign-in of the user except `keepFamily` (null: all of them). */
    revokeSessions: (userId: number, keepFamily: string | null) =>
      tx
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(refreshTokens.user_id, userId),
            isNull(refreshTokens.revoked_at),
            keepFamily === null ? undefined : ne(refreshTokens.family_id, keepFamily),
          ),
        ),
  };
}
