import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@marketdesk/contracts/auth';
import { type AccessTokenSigner, newOpaqueToken, sha256 } from '../../platform/auth/tokens';
import { forbidden, unauthorized } from '../../platform/errors';
import type { AuthRepository, RefreshTokenRow, SignInUser } from './auth.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SIGN_IN_DETAIL = {
  disabled: 'This account is disabled. Please contact your administrator.',
  noClient: 'This account has no access to any client. Please contact your administrator.',
  refresh: 'Your session has expired. Please sign in again.',
};

/**
 * Sessions: a short-lived access token plus an opaque refresh token. Each sign-in starts a family of
 * refresh tokens; every refresh spends one and issues the next; presenting a spent one ends the family.
 */
export function sessionService(deps: {
  repo: AuthRepository;
  tokens: AccessTokenSigner;
  refreshTtlDays: number;
  /** A spent token presented again this soon, before its successor was used, is a lost answer, not a theft. */
  reuseGraceSeconds: number;
}) {
  const { repo, tokens } = deps;

  async function issue(userId: number, familyId: string): Promise<LoginResponse> {
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(refresh),
      expires_at: new Date(Date.now() + deps.refreshTtlDays * DAY_MS),
    });
    return {
      access_token: await tokens.sign(userId, familyId),
      refresh_token: refresh,
      token_type: 'bearer',
    };
  }

  /**
   * A spent (not revoked) token within the grace period, while nothing newer of the sign-in was used: retires
   * the unused successor and answers true.
   */
  async function lostAnswer(row: RefreshTokenRow) {
    if (!row.used_at || row.revoked_at) return false;
    if (Date.now() - row.used_at.getTime() >= deps.reuseGraceSeconds * 1000) return false;
    return repo.retireUnusedSuccessor(row.family_id, row.id);
  }

  /** Spends a live token. A spent or revoked one presented again means someone holds a copy: the sign-in ends. */
  async function spend(row: RefreshTokenRow) {
    if (row.used_at || row.revoked_at) {
      await repo.revokeFamily(row.family_id);
      throw unauthorized(SIGN_IN_DETAIL.refresh);
    }
    if (row.expires_at.getTime() <= Date.now()) throw unauthorized(SIGN_IN_DETAIL.refresh);
    if (!(await repo.markUsed(row.id))) {
      await repo.revokeFamily(row.family_id);
      throw unauthorized(SIGN_IN_DETAIL.refresh);
    }
  }

  /** Who may hold a session: active users with a client, or super admins. */
  async function assertMaySignIn(user: SignInUser) {
    if (!user.is_active) throw forbidden(SIGN_IN_DETAIL.disabled);
    if (!user.is_sa && !(await repo.hasMembership(user.id))) throw forbidden(SIGN_IN_DETAIL.noClient);
  }

  return {
    assertMaySignIn,

    start: (user: SignInUser) => issue(user.id, randomUUID()),

    async refresh(refreshToken: string): Promise<LoginResponse> {
      const row = await repo.refreshTokenByHash(sha256(refreshToken));
      if (!row) throw unauthorized(SIGN_IN_DETAIL.refresh);
      // A page closed while its refresh was running never stored the new pair: it may present the spent token
      // once more, briefly, in exchange for the successor it never received.
      if (!(await lostAnswer(row))) await spend(row);
      const user = await repo.userById(row.user_id);
      if (!user) throw unauthorized(SIGN_IN_DETAIL.refresh);
      try {
        await assertMaySignIn(user);
      } catch {
        await repo.revokeFamily(row.family_id);
        throw unauthorized(SIGN_IN_DETAIL.refresh);
      }
      return issue(user.id, row.family_id);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repo.refreshTokenByHash(sha256(refreshToken));
      if (row) await repo.revokeFamily(row.family_id);
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
