import type { CurrentUser } from '@marketdesk/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';
import { clearTokens, getAccessToken } from './tokens';

/**
 * The session: who is signed in and which client is selected. One small store read with
 * useSyncExternalStore; tokens themselves stay in localStorage (tokens.ts).
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';
/** Why the last session ended: a manual logout returns to a plain /login, the others remember the origin. */
export type EndReason = 'manual' | 'idle' | 'expired';

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  selectedClientId: number | null;
  endReason: EndReason | null;
}

const listeners = new Set<() => void>();
let state: SessionState = initialState();

function initialState(): SessionState {
  return {
    status: getAccessToken() ? 'loading' : 'anonymous',
    user: null,
    selectedClientId: null,
    endReason: null,
  };
}

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The client to select: the remembered one if the user still belongs to it, else the first by id. */
export function chooseClient(user: CurrentUser, remembered: number | null): number | null {
  const ids = user.clients.map((c) => c.id).sort((a, b) => a - b);
  if (remembered !== null && ids.includes(remembered)) return remembered;
  return ids[0] ?? null;
}

function rememberedClient(): number | null {
  const raw = readStorage(STORAGE_KEYS.selectedClientId);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

/** After login the first client by id is selected; at start the remembered client is kept. */
export function setSessionUser(user: CurrentUser, options: { selectFirstClient: boolean }): void {
  const selectedClientId = chooseClient(user, options.selectFirstClient ? null : rememberedClient());
  writeStorage(STORAGE_KEYS.selectedClientId, selectedClientId === null ? null : String(selectedClientId));
  update({ status: 'authenticated', user, selectedClientId, endReason: null });
}

export function selectClient(clientId: number): void {
  if (!state.user?.clients.some((c) => c.id === clientId)) return;
  writeStorage(STORAGE_KEYS.selectedClientId, String(clientId));
  update({ selectedClientId: clientId });
}

/** Clears tokens and user. The selected client stays remembered for the next sign-in on this browser. */
export function endSession(reason: EndReason): void {
  clearTokens();
  update({ status: 'anonymous', user: null, selectedClientId: null, endReason: reason });
}

/** Another tab signed out (tokens removed): follow it here without calling the server again. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    if (!getAccessToken() && state.status !== 'anonymous') endSession('expired');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Tests only: start from what localStorage holds now. */
export function resetSessionForTests(): void {
  state = initialState();
  for (const listener of listeners) listener();
}
