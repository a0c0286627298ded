import { notificationOps } from '@marketdesk/contracts/operations/notifications';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx, requireUser } from '../../platform/tenancy';
import type { NotificationsService } from './notifications.service';

/** Spec 01 section 7: GET /notifications?since (polled every 10 s); sending is ours to design. */
export function registerNotificationsRoutes(app: ZodApp, notifications: NotificationsService) {
  route(app, notificationOps.feed, (request) => notifications.feed(requireCtx(request), request.query.since));
  route(app, notificationOps.send, (request) => notifications.send(requireUser(request), request.body));
  route(app, notificationOps.sent, () => notifications.sent());
  route(app, notificationOps.recipients, (request) => notifications.recipients(request.query.search));
}
