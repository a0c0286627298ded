import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationStore } from '../shared/notifications/store';
import { useSession } from '../shared/session/store';

/**
 * Keeps server state in step with the session: signing out drops every cached answer and notification.
 * Switching client needs nothing here: every query key ends with the selected client (useTenantQuery), so the
 * screens ask for the new client's data themselves and never show the other client's.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const { status } = useSession();

  useEffect(() => {
    if (status !== 'anonymous') return;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth-config' });
    notificationStore.clear();
  }, [status, queryClient]);

  return null;
}
