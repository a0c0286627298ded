import type { ApiModule } from '../../platform/module';
import { notificationsRepository } from './notifications.repository';
import { registerNotificationsRoutes } from './notifications.routes';
import { notificationsService } from './notifications.service';

/** Notifications: sent by super admins, polled by every signed-in member of a client. */
export const notificationsModule: ApiModule = async (app, { db }) => {
  registerNotificationsRoutes(app, notificationsService(notificationsRepository(db)));
};
