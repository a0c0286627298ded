import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import {
  notificationCreate,
  notificationList,
  notificationRecipientList,
  notificationsQuery,
  recipientQuery,
  sentNotification,
  sentNotificationList,
} from '@marketdesk/contracts/notifications';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx, requireUser } from '../../platform/tenancy';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const denied = { 401: errorDetail, 403: errorDetail };

/** Spec 01 section 7: GET /notifications?since (polled every 10 s); sending is ours to design. */
export function registerNotificationsRoutes(app: ZodApp, notifications: NotificationsService) {
  app.get(
    '/notifications',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          "Notifications visible to the caller in the selected client (everyone's, the client's, their own), oldest first",
        querystring: notificationsQuery,
        response: { 200: notificationList, ...denied, 404: errorDetail, 422: validationError },
      },
    },
    (request) => notifications.feed(requireCtx(request), request.query.since),
  );

  app.post(
    '/notifications',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Send a notification to everyone, one client or chosen users (super admin)',
        body: notificationCreate,
        response: { 201: sentNotification, ...denied, 422: validationError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await notifications.send(requireUser(request), request.body)),
  );

  app.get(
    '/notifications/sent',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'The 50 most recently sent notifications, newest first (super admin)',
        response: { 200: sentNotificationList, ...denied },
      },
    },
    () => notifications.sent(),
  );

  app.get(
    '/notifications/recipients',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'Active users whose email or name contains the search text, to choose as recipients (super admin)',
        querystring: recipientQuery,
        response: { 200: notificationRecipientList, ...denied, 422: validationError },
      },
    },
    (request) => notifications.recipients(request.query.search),
  );
}
