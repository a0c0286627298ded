import { NOTIFICATION_MESSAGES, type NotificationCreate } from '@marketdesk/contracts';
import { Paper, Stack, Typography } from '@mui/material';
import { useNotify } from '../../../shared/feedback/notify';
import { QueryState } from '../../../shared/ui/QueryState';
import { useSentNotifications } from '../api/get-sent-notifications';
import { useSendNotification } from '../api/send-notification';
import { NotificationForm } from '../components/NotificationForm';
import { SentNotificationsTable } from '../components/SentNotificationsTable';

export const NO_SENT_TEXT = 'No notifications sent yet.';

/** /sa/notification/create: the super admin's Send Notification screen with the recently sent list. */
export function SendNotificationPage() {
  const notify = useNotify(NOTIFICATION_MESSAGES.forbidden);
  const send = useSendNotification();
  const sent = useSentNotifications();

  const onSend = async (values: NotificationCreate): Promise<boolean> => {
    try {
      await send.mutateAsync(values);
      notify.success(NOTIFICATION_MESSAGES.sent);
      return true;
    } catch (error) {
      notify.failure(error, NOTIFICATION_MESSAGES.sendFailed);
      return false;
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Send Notification
      </Typography>
      <Paper sx={{ p: 2, maxWidth: 720 }}>
        <NotificationForm sending={send.isPending} onSend={onSend} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Recently sent
        </Typography>
        <QueryState
          query={sent}
          loadingLabel="Loading sent notifications"
          forbidden={NOTIFICATION_MESSAGES.forbidden}
          loadFailed={NOTIFICATION_MESSAGES.loadFailed}
          empty={NO_SENT_TEXT}
          testId="sent"
        >
          {(rows) => <SentNotificationsTable rows={rows} />}
        </QueryState>
      </Paper>
    </Stack>
  );
}
