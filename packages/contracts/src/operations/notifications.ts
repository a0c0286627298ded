import { access } from '../access';
import { errorDetail, refusals, validationError } from '../errors';
import {
  notificationCreate,
  notificationList,
  notificationRecipientList,
  notificationsQuery,
  recipientQuery,
  sentNotification,
  sentNotificationList,
} from '../notifications';
import { operation } from '../operation';

const tags = ['notifications'];
const denied = refusals(401, 403);

/** Spec 01 section 7: GET /notifications?since (polled every 10 s); sending is ours to design. */
export const notificationOps = {
  feed: operation({
    method: 'GET',
    path: '/notifications',
    summary:
      "Notifications visible to the caller in the selected client (everyone's, the client's, their own), oldest first",
    tags,
    access: access.member(),
    query: notificationsQuery,
    answer: notificationList,
    errors: { ...denied, 404: errorDetail, 422: validationError },
  }),
  send: operation({
    method: 'POST',
    path: '/notifications',
    summary: 'Send a notification to everyone, one client or chosen users (super admin)',
    tags,
    access: access.superAdmin(),
    body: notificationCreate,
    answer: sentNotification,
    status: 201,
    errors: { ...denied, 422: validationError },
  }),
  sent: operation({
    method: 'GET',
    path: '/notifications/sent',
    summary: 'The 50 most recently sent notifications, newest first (super admin)',
    tags,
    access: access.superAdmin(),
    answer: sentNotificationList,
    errors: denied,
  }),
  recipients: operation({
    method: 'GET',
    path: '/notifications/recipients',
    summary:
      'Active users whose email or name contains the search text, to choose as recipients (super admin)',
    tags,
    access: access.superAdmin(),
    query: recipientQuery,
    answer: notificationRecipientList,
    errors: { ...denied, 422: validationError },
  }),
};
