import { IDLE_DEBOUNCE_MS, IDLE_SYNC_INTERVAL_MS } from '@marketdesk/contracts';
import type { ReactNode } from 'react';
import { IdleTimerProvider } from 'react-idle-timer';
import { DEFAULT_AUTH_CONFIG, useAuthConfig } from '../../shared/session/api/get-auth-config';
import { logout } from '../../shared/session/api/logout';

/**
 * Idle logout of spec 01 section 4: the time-out comes from GET /auth/config (30 minutes by default),
 * idleness is shared by every tab of the browser.
 */
export function IdleLogout({ children }: { children: ReactNode }) {
  const { data } = useAuthConfig();
  const timeoutMs = (data ?? DEFAULT_AUTH_CONFIG).idle_timeout_seconds * 1000;
  return (
    <IdleTimerProvider
      // A new time-out (config loaded) starts a fresh timer.
      key={timeoutMs}
      timeout={timeoutMs}
      onIdle={() => void logout('idle')}
      crossTab
      syncTimers={IDLE_SYNC_INTERVAL_MS}
      debounce={IDLE_DEBOUNCE_MS}
      name="marketdesk-idle"
    >
      {children}
    </IdleTimerProvider>
  );
}
