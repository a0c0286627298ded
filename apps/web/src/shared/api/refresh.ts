import { tokenPair } from '@marketdesk/contracts';
import { authOps } from '@marketdesk/contracts/operations/auth';
import { getRefreshToken, setTokens } from '../session/tokens';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for a new pair. Every caller that arrives while an exchange is running
 * shares it, so a burst of 401s spends the (single-use) refresh token once. Tabs share the tokens through
 * localStorage, so the exchange also runs under a cross-tab lock: a tab that waited while another tab
 * rotated the pair uses the new one instead of presenting the spent token (which the server treats as
 * reuse and answers by revoking the whole sign-in).
 */
export function refreshTokens(): Promise<boolean> {
  const seen = getRefreshToken();
  inFlight ??= withCrossTabLock(() => {
    const current = getRefreshToken();
    if (current && current !== seen) return Promise.resolve(true);
    return exchange(current);
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('marketdesk.token-refresh', task) : task();
}

async function exchange(refreshToken: string | null): Promise<boolean> {
  if (!refreshToken) return false;
  try {
    // fetch, not call(): a refresh must not itself trigger the 401 handling that asked for it.
    const response = await fetch(authOps.refresh.path, {
      method: authOps.refresh.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (!response.ok) return false;
    // Only the pair is needed, whatever else the answer carries.
    const pair = tokenPair.safeParse(await response.json());
    if (!pair.success) return false;
    setTokens(pair.data);
    return true;
  } catch {
    return false;
  }
}
