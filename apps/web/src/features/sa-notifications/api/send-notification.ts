import { type NotificationCreate, type SentNotification, sentNotification } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { notificationKeys } from './keys';

/** POST /notifications (super admin; not a tenant call, so no client_id). */
export async function sendNotification(body: NotificationCreate): Promise<SentNotification> {
  return sentNotification.parse(await apiRequest('/notifications', { method: 'POST', json: body }));
}

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.sent }),
  });
}
