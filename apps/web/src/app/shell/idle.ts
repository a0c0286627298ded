import { readStorage, STORAGE_KEYS, writeStorage } from '../../shared/session/storage-keys';

/**
 * Idleness is one timestamp shared by every tab through localStorage: activity in any tab moves it, and each
 * tab only compares it with the clock. No tab has to hear another one in time, so a tab whose timers the
 * browser slows down can be late to sign out but never signs out a user who is active elsewhere.
 */

/** Activity is written at most this often (mousemove fires far more often than that). */
export const ACTIVITY_WRITE_INTERVAL_MS = 1_000;

let lastWrite = 0;

export function recordActivity(now = Date.now()): void {
  if (now - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
  lastWrite = now;
  writeStorage(STORAGE_KEYS.lastActivity, String(now));
}

/** Time left before the idle logout; a browser with no activity recorded yet counts from now. */
export function remainingIdleMs(timeoutMs: number, now = Date.now()): number {
  const stored = Number(readStorage(STORAGE_KEYS.lastActivity));
  const last = Number.isFinite(stored) && stored > 0 ? Math.min(stored, now) : now;
  return last + timeoutMs - now;
}

/** Tests only: forget the write throttle. */
export function resetIdleForTests(): void {
  lastWrite = 0;
}

/** mm:ss of the time left before the idle logout (minutes keep counting past 59). */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
