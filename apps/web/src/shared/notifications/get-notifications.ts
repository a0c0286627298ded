import { notificationOps } from '@marketdesk/contracts/operations/notifications';
import { call } from '../api/call';
import type { AppNotification } from './store';

/** GET /notifications?since=&client_id= (the api client adds the selected client). */
export async function getNotifications(
  since: string | undefined,
  signal?: AbortSignal,
): Promise<AppNotification[]> {
  return call(notificationOps.feed, { query: { since }, signal });
}
