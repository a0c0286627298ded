import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_LIMIT,
  NOTIFICATION_RECIPIENT_LIMIT,
  type NotificationCreate,
  type NotificationItem,
  type NotificationRecipient,
  type SentNotification,
} from '@marketdesk/contracts/notifications';
import type { AnswerCache } from '../../platform/answer-cache';
import { recordAudit } from '../../platform/audit';
import { bodyInvalid } from '../../platform/errors';
import type { AuthUser } from '../../platform/identity.repository';
import type { RequestContext } from '../../platform/tenancy';
import type { NotificationsRepository } from './notifications.repository';

const SENT_LIMIT = 50;

/** The name shown as the sender: first and last name, else the email. */
const displayName = (u: AuthUser) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/**
 * Notifications: super admins send them to everyone, one client or chosen users; every member polls what is
 * visible to them in the selected client (spec 01 sections 2.6 and 4).
 */
export function notificationsService(repo: NotificationsRepository, feeds?: AnswerCache<NotificationItem[]>) {
  const read = (userId: number, clientId: number, since: string | undefined) =>
    repo.visible({ userId, clientId, since, limit: NOTIFICATION_PAGE_LIMIT });
  return {
    /** The caller's feed in the selected client (the client comes from the request context, never the query). */
    feed: (ctx: RequestContext, since: string | undefined): Promise<NotificationItem[]> => {
      const { clientId } = ctx;
      const userId = ctx.user.id;
      if (!feeds) return read(userId, clientId, since);
      return feeds.get(JSON.stringify([userId, clientId, since ?? null]), () =>
        read(userId, clientId, since),
      );
    },

    sent: (): Promise<SentNotification[]> => repo.sent(SENT_LIMIT),

    recipients: (search: string | undefined): Promise<NotificationRecipient[]> =>
      repo.searchUsers(search, NOTIFICATION_RECIPIENT_LIMIT),

    async send(actor: AuthUser, body: NotificationCreate): Promise<SentNotification> {
      // Only the field of the chosen audience counts; the others are dropped rather than stored.
      const clientId = body.audience === 'client' ? body.client_id! : null;
      const userIds = body.audience === 'users' ? [...new Set(body.user_ids)] : [];
      return repo.transaction(async (tx) => {
        if (clientId !== null && !(await repo.clientExists(clientId, tx))) {
          throw bodyInvalid('client_id', NOTIFICATION_MESSAGES.clientUnknown, 'exists');
        }
        if (userIds.length > 0 && (await repo.activeUserIds(userIds, tx)).length !== userIds.length) {
          throw bodyInvalid('user_ids', NOTIFICATION_MESSAGES.usersUnknown, 'exists');
        }
        const values = {
          title: body.title,
          message: body.message,
          level: body.level,
          location: body.location,
          audience: body.audience,
          client_id: clientId,
          sender_user_id: actor.id,
          sender: displayName(actor),
          redirect_url: body.redirect_url || null,
        };
        const id = await repo.insert(tx, values, userIds);
        await recordAudit(tx, {
          clientId,
          actorUserId: actor.id,
          action: 'create',
          entity: 'notification',
          entityId: id,
          after: { ...values, recipient_ids: userIds },
        });
        return (await repo.sentById(id, tx))!;
      });
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
