import type { NotificationRecipient } from '@marketdesk/contracts';
import { notificationOps } from '@marketdesk/contracts/operations/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { notificationKeys } from './keys';

/** GET /notifications/recipients?search= (super admin): active users by email or name. */
export async function searchRecipients(search: string): Promise<NotificationRecipient[]> {
  return call(notificationOps.recipients, { query: { search: search || undefined } });
}

export function useRecipientSearch(search: string, enabled: boolean) {
  return useTenantQuery({
    queryKey: notificationKeys.recipients(search),
    queryFn: () => searchRecipients(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
