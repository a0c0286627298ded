import { z } from 'zod';
import { id, ids, name, requiredText } from './primitives';

/**
 * Notifications of spec 01 sections 2.6 and 4. Levels: 0 info, 1 warning, 2 error, 3 critical. The bell menu
 * shows 0/1/2 as info/warning/error; the floating critical panel shows 2 and 3 as warning and error.
 */
export const NOTIFICATION_LEVELS = [
  { value: 0, label: 'Info' },
  { value: 1, label: 'Warning' },
  { value: 2, label: 'Error' },
  { value: 3, label: 'Critical' },
] as const;

/** Location 0 is the floating critical panel, 1 the bell menu. */
export const NOTIFICATION_LOCATION = { floating: 0, bell: 1 } as const;
export const NOTIFICATION_LOCATIONS = [
  { value: NOTIFICATION_LOCATION.floating, label: 'Floating critical panel' },
  { value: NOTIFICATION_LOCATION.bell, label: 'Bell menu' },
] as const;

export const NOTIFICATION_AUDIENCES = ['all', 'client', 'users'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** Most items one poll answers; the next poll continues after the newest of them. */
export const NOTIFICATION_PAGE_LIMIT = 100;
/** Most users a recipient search answers. */
export const NOTIFICATION_RECIPIENT_LIMIT = 20;

/** Texts of the Send Notification screen (the spec quotes none; these follow its other admin forms). */
export const NOTIFICATION_MESSAGES = {
  titleRequired: 'Title is required',
  messageRequired: 'Message is required',
  clientRequired: 'Please select a client',
  usersRequired: 'Please select at least one user',
  redirectInvalid: 'Redirect URL must be a path starting with / or an http(s):// address',
  clientUnknown: 'Client not found',
  usersUnknown: 'Some of the selected users do not exist or are inactive',
  sent: 'Notification sent successfully',
  sendFailed: 'Failed to send notification',
  forbidden: "You don't have permission to send notifications",
  loadFailed: 'Failed to load data',
} as const;

/** An absolute http(s) address opens in a new tab; anything else must be an in-app path. */
export const isAbsoluteUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/** A relative path starting with a single / (not //host), or an absolute http(s) URL. */
export function isValidRedirect(url: string): boolean {
  if (/\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  if (!isAbsoluteUrl(url)) return false;
  try {
    return Boolean(new URL(url).host);
  } catch {
    return false;
  }
}

/**
 * One ISO-8601 instant with an offset. Creation times are answered with microseconds so `since` can be the
 * newest `dt_create` seen, compared exactly (strictly newer) on the server.
 */
const instant = z.iso.datetime({ offset: true });

/** GET /notifications?since= */
export const notificationsQuery = z.object({
  since: instant.optional().describe('Only notifications created strictly after this instant'),
});

export const notificationSchema = z.object({
  pk_msg_id: z.number().int(),
  title: z.string(),
  message: z.string(),
  level: z.number().int(),
  location: z.number().int(),
  sender: z.string(),
  /** ISO instant with microseconds, UTC (e.g. 2025-03-01T09:30:00.123456Z). */
  dt_create: z.string(),
  redirect_url: z.string().nullable().optional(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;
export const notificationList = z.array(notificationSchema);

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

const required = (msg: string, max: number) => requiredText(msg, max);

/**
 * POST /notifications (super admin). client_id only with audience client, user_ids only with audience users.
 * An empty redirect_url means none.
 */
export const notificationCreate = z
  .object({
    title: required(NOTIFICATION_MESSAGES.titleRequired, 200),
    message: required(NOTIFICATION_MESSAGES.messageRequired, 2000),
    level: z.number().int().min(0).max(3),
    location: z.union([z.literal(0), z.literal(1)]),
    audience: z.enum(NOTIFICATION_AUDIENCES),
    client_id: id().nullable().optional(),
    user_ids: ids(1000).optional(),
    redirect_url: z
      .string()
      .trim()
      .max(2000)
      .refine((v) => v === '' || isValidRedirect(v), NOTIFICATION_MESSAGES.redirectInvalid)
      .nullable()
      .optional(),
  })
  // `when`: the audience rules run even while another field is invalid, so the form shows every text at once.
  .refine((v) => v.audience !== 'client' || Boolean(v.client_id), {
    path: ['client_id'],
    message: NOTIFICATION_MESSAGES.clientRequired,
    when: isObject,
  })
  .refine((v) => v.audience !== 'users' || Boolean(v.user_ids?.length), {
    path: ['user_ids'],
    message: NOTIFICATION_MESSAGES.usersRequired,
    when: isObject,
  });
export type NotificationCreate = z.infer<typeof notificationCreate>;
export type NotificationCreateInput = z.input<typeof notificationCreate>;

/** A sent notification as the super admin sees it (POST answer and GET /notifications/sent). */
export const sentNotification = notificationSchema.extend({
  audience: z.enum(NOTIFICATION_AUDIENCES),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  recipient_count: z.number().int(),
});
export type SentNotification = z.infer<typeof sentNotification>;
export const sentNotificationList = z.array(sentNotification);

/** GET /notifications/recipients?search= (super admin): active users to choose as recipients. */
export const recipientQuery = z.object({ search: name(200).optional() });
export const notificationRecipient = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type NotificationRecipient = z.infer<typeof notificationRecipient>;
export const notificationRecipientList = z.array(notificationRecipient);
