import type { NotificationItem } from '@marketdesk/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Notifications of spec 01 sections 2.6 and 4: what the bell menu and the floating panel show. The poller
 * (poller.ts, usePolling.ts) fills it; read state is kept locally, per user, in localStorage.
 */
export type AppNotification = NotificationItem;

interface NotificationState {
  items: AppNotification[];
  readIds: ReadonlySet<number>;
}

/** localStorage key of one user's read message ids (named in shared/session/storage-keys.ts). */
export const readStateKey = (userId: number) => `marketdesk.notifications_read.${userId}`;
/** Read ids kept per user; older ones fall off (their messages are long past the newest 100 anyway). */
const MAX_READ_IDS = 1000;

const listeners = new Set<() => void>();
let state: NotificationState = { items: [], readIds: new Set() };
let userId: number | null = null;

function update(next: Partial<NotificationState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function loadRead(id: number): Set<number> {
  try {
    const raw = JSON.parse(window.localStorage.getItem(readStateKey(id)) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((n): n is number => Number.isInteger(n)) : []);
  } catch {
    return new Set();
  }
}

function saveRead(id: number, ids: ReadonlySet<number>): void {
  try {
    window.localStorage.setItem(readStateKey(id), JSON.stringify([...ids].slice(-MAX_READ_IDS)));
  } catch {
    // Storage unavailable (private mode, quota): read state then lasts for this page only.
  }
}

const byCreation = (a: AppNotification, b: AppNotification) =>
  a.dt_create.localeCompare(b.dt_create) || a.pk_msg_id - b.pk_msg_id;

export const notificationStore = {
  get: (): NotificationState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whose read state applies: loads it from localStorage (null forgets it). */
  setUser(id: number | null): void {
    userId = id;
    update({ readIds: id === null ? new Set() : loadRead(id) });
  },
  /** Adds new items, kept in creation order; duplicates (same message id) are ignored. */
  add(items: AppNotification[]): void {
    const known = new Set(state.items.map((n) => n.pk_msg_id));
    const fresh = items.filter((n) => {
      if (known.has(n.pk_msg_id)) return false;
      known.add(n.pk_msg_id);
      return true;
    });
    if (fresh.length) update({ items: [...state.items, ...fresh].sort(byCreation) });
  },
  markRead(ids: number[]): void {
    const readIds = new Set([...state.readIds, ...ids]);
    if (readIds.size === state.readIds.size) return;
    if (userId !== null) saveRead(userId, readIds);
    update({ readIds });
  },
  /** The newest creation time held: the next poll asks only for items after it. */
  latest(): string | undefined {
    return state.items.at(-1)?.dt_create;
  },
  /** Empties the list (sign-out, client lost); stored read state stays for the next sign-in. */
  clear(): void {
    userId = null;
    update({ items: [], readIds: new Set() });
  },
};

export function useNotifications(): NotificationState {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.get, notificationStore.get);
}
