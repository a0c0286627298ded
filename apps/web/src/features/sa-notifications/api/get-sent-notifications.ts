import { type SentNotification, sentNotificationList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { notificationKeys } from './keys';

/** GET /notifications/sent: the latest messages, newest first. */
export async function getSentNotifications(): Promise<SentNotification[]> {
  return sentNotificationList.parse(await apiRequest('/notifications/sent'));
}

export function useSentNotifications() {
  return useQuery({ queryKey: notificationKeys.sent, queryFn: getSentNotifications });
}
