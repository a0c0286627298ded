import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bellSeverity, followRedirect } from '../../shared/notifications/presentation';
import { type AppNotification, notificationStore, useNotifications } from '../../shared/notifications/store';
import { useNotificationPolling } from '../../shared/notifications/usePolling';
import { NotificationLevelIcon } from './NotificationLevelIcon';

export const EMPTY_NOTIFICATIONS_TEXT = "You're all caught up!";

/** The badge shows up to this many, then 99+ (MUI's default, written out so the name says the same). */
const BADGE_MAX = 99;

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Bell menu of spec 01 sections 2.6 and 4: location 1 items, newest first, grouped New (unread) and Earlier
 * (read), with the unread count as badge. The header is mounted for the whole signed-in session, so the bell
 * also runs the polling that fills the list.
 */
export function NotificationsBell() {
  useNotificationPolling();
  const navigate = useNavigate();
  const { items, readIds } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const bell = items.filter((n) => n.location === 1).reverse();
  const unread = bell.filter((n) => !readIds.has(n.pk_msg_id));
  const earlier = bell.filter((n) => readIds.has(n.pk_msg_id));
  const badgeText = unread.length > BADGE_MAX ? `${BADGE_MAX}+` : unread.length;

  const open = (n: AppNotification) => {
    notificationStore.markRead([n.pk_msg_id]);
    setAnchor(null);
    followRedirect(n.redirect_url, navigate);
  };

  const item = (n: AppNotification, isNew: boolean) => (
    <MenuItem
      key={n.pk_msg_id}
      onClick={() => open(n)}
      sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
      data-testid={`notification-${n.pk_msg_id}`}
    >
      <ListItemIcon sx={{ mt: 0.5 }}>
        <NotificationLevelIcon severity={bellSeverity(n.level)} />
      </ListItemIcon>
      <ListItemText
        primary={n.title}
        secondary={
          <>
            {n.message}
            <Typography component="span" variant="caption" sx={{ display: 'block' }}>
              {n.sender} · {when(n.dt_create)}
            </Typography>
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: isNew ? 700 : 400 } } }}
      />
    </MenuItem>
  );

  return (
    <>
      <IconButton
        color="inherit"
        // A name holds the text it shows (WCAG 2.5.3 label in name): the badge's visible count is in it.
        aria-label={unread.length > 0 ? `notifications, ${badgeText} unread` : 'notifications'}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* MUI only shrinks a hidden badge to nothing; its last count is still text to axe, so it is not drawn. */}
        <Badge
          badgeContent={badgeText}
          color="error"
          data-testid="notifications-badge"
          slotProps={{ badge: { style: unread.length === 0 ? { display: 'none' } : undefined } }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 380, maxHeight: 480 } }, list: { 'aria-label': 'Notifications' } }}
      >
        {bell.length === 0 && (
          <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
            {EMPTY_NOTIFICATIONS_TEXT}
          </Typography>
        )}
        {unread.length > 0 && <ListSubheader>New</ListSubheader>}
        {unread.map((n) => item(n, true))}
        {earlier.length > 0 && <ListSubheader>Earlier</ListSubheader>}
        {earlier.map((n) => item(n, false))}
      </Menu>
    </>
  );
}
