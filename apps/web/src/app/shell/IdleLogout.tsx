import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { DEFAULT_AUTH_CONFIG, useAuthConfig } from '../../shared/session/api/get-auth-config';
import { logout } from '../../shared/session/api/logout';
import { recordActivity, remainingIdleMs } from './idle';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_INTERVAL_MS = 1_000;

const IdleTimeout = createContext<number>(DEFAULT_AUTH_CONFIG.idle_timeout_seconds * 1000);

/** The idle time-out in force, for the header countdown. */
export function useIdleTimeoutMs(): number {
  return useContext(IdleTimeout);
}

/**
 * Idle logout of spec 01 section 4: the time-out comes from GET /auth/config (30 minutes by default) and
 * idleness is shared by every tab of the browser (see idle.ts).
 */
export function IdleLogout({ children }: { children: ReactNode }) {
  const { data } = useAuthConfig();
  const timeoutMs = (data ?? DEFAULT_AUTH_CONFIG).idle_timeout_seconds * 1000;

  useEffect(() => {
    // Opening or reloading a screen is activity too.
    recordActivity();
    const onActivity = () => recordActivity();
    const onVisible = () => {
      if (document.visibilityState === 'visible') recordActivity();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    const id = window.setInterval(() => {
      if (remainingIdleMs(timeoutMs) <= 0) void logout('idle');
    }, CHECK_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [timeoutMs]);

  return <IdleTimeout.Provider value={timeoutMs}>{children}</IdleTimeout.Provider>;
}
