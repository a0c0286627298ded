import { notificationList } from '@marketdesk/contracts';
import { apiRequest } from '../api/client';
import type { AppNotification } from './store';

/** GET /notifications?since=&client_id= (the api client adds the selected client). */
export async function getNotifications(
  since: string | undefined,
  signal?: AbortSignal,
): Promise<AppNotification[]> {
  return notificationList.parse(await apiRequest('/notifications', { query: { since }, signal }));
}
