import { type SentNotification, sentNotificationList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { notificationKeys } from './keys';

/** GET /notifications/sent: the latest messages, newest first. */
export async function getSentNotifications(): Promise<SentNotification[]> {
  return sentNotificationList.parse(await apiRequest('/notifications/sent'));
}

export function useSentNotifications() {
  return useTenantQuery({ queryKey: notificationKeys.sent, queryFn: getSentNotifications });
}
