import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PERCENT } from '@marketdesk/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Divider, Drawer, IconButton, Toolbar, Tooltip } from '@mui/material';
import { ClientSelector } from './ClientSelector';
import { SidebarNav } from './SidebarNav';

export const EXPANDED_WIDTH = `${SIDEBAR_EXPANDED_PERCENT}%`;
/** Keeps labels readable on narrow windows; the 12% of the spec applies from about 1930 px up. */
export const EXPANDED_MIN_WIDTH = 232;
export const MOBILE_WIDTH = 280;

interface SidebarProps {
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** Permanent sidebar (64 px collapsed, 12% expanded) on wide screens, a temporary drawer on small ones. */
export function Sidebar({ mobile, mobileOpen, onMobileClose, collapsed, onToggleCollapsed }: SidebarProps) {
  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: MOBILE_WIDTH }, 'data-testid': 'sidebar' } as object }}
      >
        <Box sx={{ p: 2 }}>
          <ClientSelector />
        </Box>
        <SidebarNav collapsed={false} onNavigate={onMobileClose} />
      </Drawer>
    );
  }

  const width = collapsed ? SIDEBAR_COLLAPSED_PX : EXPANDED_WIDTH;
  const minWidth = collapsed ? SIDEBAR_COLLAPSED_PX : EXPANDED_MIN_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{ width, minWidth, flexShrink: 0 }}
      slotProps={{
        paper: {
          sx: { width, minWidth, boxSizing: 'border-box', overflowX: 'hidden', transition: 'width 150ms' },

          'data-testid': 'sidebar',
          'data-collapsed': String(collapsed),
        } as object,
      }}
    >
      <Toolbar variant="dense" />
      {!collapsed && (
        <Box sx={{ p: 1.5 }}>
          <ClientSelector />
        </Box>
      )}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarNav collapsed={collapsed} />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
        <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
          <IconButton
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'expand sidebar' : 'collapse sidebar'}
            size="small"
          >
            {collapsed ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        </Tooltip>
      </Box>
    </Drawer>
  );
}
