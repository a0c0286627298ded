import type { TokenPair } from '@marketdesk/contracts';
import { isApiError } from '../api/errors';
import { endSession, getSession, setSessionUser } from './store';
import { clearTokens, getAccessToken, setTokens } from './tokens';

// The user's schema (and zod with it) loads with the first call, not with the sign-in page (issue 30).
const getCurrentUser = async () => (await import('./api/get-current-user')).getCurrentUser();

/** Login or Google popup gave a token pair: store it, load the user, select the first client by id. */
export async function startSession(pair: TokenPair): Promise<void> {
  setTokens(pair);
  try {
    setSessionUser(await getCurrentUser(), { selectFirstClient: true });
  } catch (error) {
    clearTokens();
    throw error;
  }
}

/** Network failures at start are retried this often, this far apart, before the session is given up. */
export const RESTORE_RETRIES = 3;
export const RESTORE_RETRY_MS = 1_000;

/**
 * At start: a stored access token means a session to restore; if /users/me fails (after refresh) it ends.
 * A network failure is not a verdict on the session: the call is retried, and the tokens stay stored meanwhile,
 * so a page left while its first call was still running (the browser aborts that call) keeps its sign-in.
 */
export async function restoreSession(retryMs = RESTORE_RETRY_MS): Promise<void> {
  if (!getAccessToken() || getSession().status !== 'loading') return;
  for (let attempt = 0; ; attempt++) {
    try {
      setSessionUser(await getCurrentUser(), { selectFirstClient: false });
      return;
    } catch (error) {
      const networkFailure = isApiError(error) && error.status === 0;
      if (!networkFailure || attempt >= RESTORE_RETRIES) {
        endSession('expired');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs * (attempt + 1)));
    }
  }
}
