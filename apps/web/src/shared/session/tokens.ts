import type { TokenPair } from '@marketdesk/contracts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/**
 * Tokens live in localStorage only (no copy in memory), so every tab sees a rotation made by another tab.
 */
export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

export function setTokens(pair: TokenPair): void {
  writeStorage(STORAGE_KEYS.accessToken, pair.access_token);
  writeStorage(STORAGE_KEYS.refreshToken, pair.refresh_token);
}

export function clearTokens(): void {
  writeStorage(STORAGE_KEYS.accessToken, null);
  writeStorage(STORAGE_KEYS.refreshToken, null);
}
