/** Query keys of this feature (super-admin data, not tied to the selected client). */
export const notificationKeys = {
  sent: ['sa-notifications', 'sent'] as const,
  recipients: (search: string) => ['sa-notifications', 'recipients', search] as const,
};
