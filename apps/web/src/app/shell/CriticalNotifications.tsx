import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { followRedirect, panelSeverity } from '../../shared/notifications/presentation';
import { type AppNotification, notificationStore, useNotifications } from '../../shared/notifications/store';

/** The unread location-0 items, newest first. */
export function useCriticalNotifications(): AppNotification[] {
  const { items, readIds } = useNotifications();
  return items.filter((n) => n.location === 0 && !readIds.has(n.pk_msg_id)).reverse();
}

/**
 * Floating critical panel of spec 01 sections 2.6 and 4: unread location-0 items (levels 2 and 3 as warning
 * and error) with Mark all as read. Clicking one marks it read and follows its redirect_url.
 */
export function CriticalNotifications({ items }: { items: AppNotification[] }) {
  const navigate = useNavigate();
  if (items.length === 0) return null;
  const open = (n: AppNotification) => {
    notificationStore.markRead([n.pk_msg_id]);
    followRedirect(n.redirect_url, navigate);
  };
  return (
    <Paper
      elevation={8}
      role="region"
      aria-label="Critical notifications"
      data-testid="critical-notifications"
      sx={{ p: 1, maxHeight: '50vh', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, pb: 1 }}>
        <Typography variant="subtitle2">Critical notifications ({items.length})</Typography>
        <Button size="small" onClick={() => notificationStore.markRead(items.map((n) => n.pk_msg_id))}>
          Mark all as read
        </Button>
      </Stack>
      <Box sx={{ overflowY: 'auto' }}>
        <Stack spacing={1}>
          {items.map((n) => (
            <Alert
              key={n.pk_msg_id}
              severity={panelSeverity(n.level)}
              data-severity={panelSeverity(n.level)}
              variant="filled"
              data-testid={`critical-${n.pk_msg_id}`}
              onClick={() => open(n)}
              sx={{ cursor: n.redirect_url ? 'pointer' : 'default' }}
            >
              <AlertTitle>{n.title}</AlertTitle>
              {n.message}
            </Alert>
          ))}
        </Stack>
      </Box>
    </Paper>
  );
}
