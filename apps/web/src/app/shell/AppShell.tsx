import { Box, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Toasts } from '../../shared/feedback/Toasts';
import { STORAGE_KEYS } from '../../shared/session/storage-keys';
import { JobPoller } from '../../shared/tasks/JobPoller';
import { FullPageSpinner } from '../../shared/ui/FullPageSpinner';
import { useStoredState } from '../../shared/ui/useStoredState';
import { Header } from './Header';
import { IdleLogout } from './IdleLogout';
import { NewVersionBanner } from './NewVersionBanner';
import { ScreenTitle } from './ScreenTitle';
import { Sidebar } from './Sidebar';
import { ZoomWarning } from './ZoomWarning';

/** The shell of spec 01 section 2.2 around every signed-in screen. */
export function AppShell() {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const [collapsed, setCollapsed] = useStoredState(STORAGE_KEYS.sidebarCollapsed, false);
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Toasts>
      <IdleLogout>
        <Box sx={{ display: 'flex', minHeight: '100vh' }}>
          <Header mobile={mobile} onOpenMenu={() => setMobileOpen(true)} />
          <Sidebar
            mobile={mobile}
            mobileOpen={mobileOpen}
            onMobileClose={() => setMobileOpen(false)}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed(!collapsed)}
          />
          <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
            <Toolbar variant="dense" />
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        <ZoomWarning />
        <JobPoller />
        <NewVersionBanner />
        <ScreenTitle />
      </IdleLogout>
    </Toasts>
  );
}
