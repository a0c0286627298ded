import type { NotificationCreate, SentNotification } from '@marketdesk/contracts/notifications';
import type { Db } from '../../db/client';
import { answerCache } from '../../platform/answer-cache';
import type { AuthUser } from '../../platform/identity.repository';
import type { ApiModule, ServerModule } from '../../platform/module';
import { notificationsRepository } from './notifications.repository';
import { registerNotificationsRoutes } from './notifications.routes';
import { notificationsService } from './notifications.service';

/** Notifications: sent by super admins, polled by every signed-in member of a client. */
export const notificationsModule: ApiModule = async (app, { db }) => {
  // The feed is polled every 10 s by every open screen; it is kept per user, client and `since` until the next
  // write (a message sent is a write, so it shows at once; answer-cache.ts).
  registerNotificationsRoutes(
    app,
    notificationsService(notificationsRepository(db), answerCache(db, { max: 2_000 })),
  );
};

/** Sends a notification as `actor` (checks, storage and audit of POST /notifications), for other modules. */
export function sendNotification(
  db: Db,
  actor: AuthUser,
  body: NotificationCreate,
): Promise<SentNotification> {
  return notificationsService(notificationsRepository(db)).send(actor, body);
}

export const notifications: ServerModule = { name: 'notifications', routes: notificationsModule };
