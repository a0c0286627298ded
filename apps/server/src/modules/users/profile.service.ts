import type { ChangePasswordRequest, ProfileUpdateRequest } from '@marketdesk/contracts/profile';
import { PROFILE_MESSAGES } from '@marketdesk/contracts/profile';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recordAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import type { AuthUser } from '../../platform/identity.repository';
import { type ProfileRepository, profileWrites } from './profile.repository';

export const SAME_PASSWORD = 'The new password must differ from the current one';

/** The signed-in user's own name and password. */
export function profileService(deps: { db: Db; repo: ProfileRepository }) {
  const { db, repo } = deps;
  return {
    async updateName(user: AuthUser, body: ProfileUpdateRequest): Promise<void> {
      await db.transaction(async (tx) => {
        await profileWrites(tx).setName(user.id, body);
        await recordAudit(tx, {
          clientId: null,
          actorUserId: user.id,
          action: 'update',
          entity: 'user',
          entityId: user.id,
          before: { first_name: user.first_name, last_name: user.last_name },
          after: body,
        });
      });
    },

    /**
     * Checks the old password, stores the new hash and ends every other sign-in of the user (their access
     * tokens stop working at once too): the caller's own sign-in survives, so this browser stays signed in.
     */
    async changePassword(
      user: AuthUser,
      sessionId: string | null,
      body: ChangePasswordRequest,
    ): Promise<void> {
      if (!(await verifyPassword(await repo.passwordHash(user.id), body.old_password))) {
        throw badRequest(PROFILE_MESSAGES.oldWrong);
      }
      if (body.old_password === body.new_password) throw badRequest(SAME_PASSWORD);
      const hash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        const w = profileWrites(tx);
        await w.setPasswordHash(user.id, hash);
        await w.revokeSessions(user.id, sessionId);
        // The trail notes that the credentials changed; the audit writer drops any password field itself.
        await recordAudit(tx, {
          clientId: null,
          actorUserId: user.id,
          action: 'update',
          entity: 'user',
          entityId: user.id,
          after: { credentials_changed_at: new Date().toISOString(), other_sessions_revoked: true },
        });
      });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
