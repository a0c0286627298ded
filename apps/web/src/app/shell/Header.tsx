import { APP_VERSION } from '@marketdesk/contracts';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { AppBar, Box, Chip, IconButton, Link, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { IdleCountdown } from './IdleCountdown';
import { NotificationsBell } from './NotificationsBell';

export function Header({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1.5 }}>
        {mobile && (
          <IconButton color="inherit" edge="start" aria-label="open navigation" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to="/dashboard"
          color="inherit"
          underline="none"
          aria-label="Marketdesk home"
          data-testid="logo-link"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <StorefrontOutlined />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            Marketdesk
          </Typography>
        </Link>
        <Chip
          label={`v${APP_VERSION}`}
          size="small"
          variant="outlined"
          data-testid="app-version"
          sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.5)' }}
        />
        <Box sx={{ flex: 1 }} />
        <IdleCountdown />
        <NotificationsBell />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
