import type { NotificationCreate, SentNotification } from '@marketdesk/contracts';
import { notificationOps } from '@marketdesk/contracts/operations/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { notificationKeys } from './keys';

/** POST /notifications (super admin; not a tenant call, so no client_id). */
export async function sendNotification(body: NotificationCreate): Promise<SentNotification> {
  return call(notificationOps.send, { body });
}

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.sent }),
  });
}
