import { authOps } from '@marketdesk/contracts/operations/auth';
import { type EndReason, endSession } from '../store';
import { getAccessToken, getRefreshToken } from '../tokens';

/**
 * POST /auth/logout revokes the refresh token; the session ends locally whatever the server answers.
 * Not sent through apiRequest: an expired access token must not trigger a refresh just to log out.
 */
export async function logout(reason: EndReason): Promise<void> {
  const refreshToken = getRefreshToken();
  const accessToken = getAccessToken();
  endSession(reason);
  if (!refreshToken) return;
  try {
    await fetch(authOps.logout.path, {
      method: authOps.logout.method,
      headers: {
        'Content-Type': 'application/json',
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ refresh_token: refreshToken }),
      keepalive: true,
    });
  } catch {
    // Offline: the refresh token expires on its own.
  }
}
