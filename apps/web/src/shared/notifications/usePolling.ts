import { useEffect } from 'react';
import { useSession } from '../session/store';
import { getNotifications } from './get-notifications';
import { createNotificationPoller, type PollerOptions } from './poller';
import { notificationStore } from './store';

/**
 * Polls GET /notifications only while a user is signed in with a client selected; stops and clears the list
 * when either is lost. A client switch starts over for the new client (what is visible depends on it).
 * Mounted once, in the shell.
 */
export function useNotificationPolling(
  options: Partial<Pick<PollerOptions, 'intervalMs' | 'fetch'>> = {},
): void {
  const { status, user, selectedClientId } = useSession();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  const { intervalMs, fetch = getNotifications } = options;

  useEffect(() => {
    if (userId === null || selectedClientId === null) {
      notificationStore.clear();
      return;
    }
    notificationStore.setUser(userId);
    const poller = createNotificationPoller({
      fetch,
      intervalMs,
      since: notificationStore.latest,
      onItems: notificationStore.add,
    });
    poller.start();
    return () => {
      poller.stop();
      notificationStore.clear();
    };
  }, [userId, selectedClientId, intervalMs, fetch]);
}
