import { type NotificationRecipient, notificationRecipientList } from '@marketdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { notificationKeys } from './keys';

/** GET /notifications/recipients?search= (super admin): active users by email or name. */
export async function searchRecipients(search: string): Promise<NotificationRecipient[]> {
  return notificationRecipientList.parse(
    await apiRequest('/notifications/recipients', { query: { search: search || undefined } }),
  );
}

export function useRecipientSearch(search: string, enabled: boolean) {
  return useTenantQuery({
    queryKey: notificationKeys.recipients(search),
    queryFn: () => searchRecipients(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
