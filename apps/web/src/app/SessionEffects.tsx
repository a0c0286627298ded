import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationStore } from '../shared/notifications/store';
import { useSession } from '../shared/session/store';

/**
 * Keeps server state in step with the session: signing out drops every cached answer and notification;
 * switching client refetches tenant data (the dashboard reloads for the new client).
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const { status, selectedClientId } = useSession();
  const previousClient = useRef(selectedClientId);

  useEffect(() => {
    if (status !== 'anonymous') return;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth-config' });
    notificationStore.clear();
  }, [status, queryClient]);

  useEffect(() => {
    if (previousClient.current === selectedClientId) return;
    const switched = previousClient.current !== null && selectedClientId !== null;
    previousClient.current = selectedClientId;
    if (switched) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth-config' });
  }, [selectedClientId, queryClient]);

  return null;
}
