import type { SentNotification } from '@marketdesk/contracts';
import { notificationOps } from '@marketdesk/contracts/operations/notifications';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { notificationKeys } from './keys';

/** GET /notifications/sent: the latest messages, newest first. */
export async function getSentNotifications(): Promise<SentNotification[]> {
  return call(notificationOps.sent);
}

export function useSentNotifications() {
  return useTenantQuery({ queryKey: notificationKeys.sent, queryFn: getSentNotifications });
}
