import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Chip,
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import { Fragment, useMemo } from 'react';
import { NavLink } from 'react-router';
import { usePermissions } from '../../shared/permissions/resolve';
import { STORAGE_KEYS } from '../../shared/session/storage-keys';
import { useStoredState } from '../../shared/ui/useStoredState';
import { type MenuEntry, sidebarMenu } from '../screens/menu';

const navTestId = (path: string): string => `nav${path.replace(/\//g, '-')}`;

function EntryLink({
  entry,
  collapsed,
  onNavigate,
}: {
  entry: MenuEntry;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const link = (
    <ListItemButton
      component={NavLink}
      to={entry.path}
      end
      aria-label={entry.label}
      data-testid={navTestId(entry.path)}
      onClick={onNavigate}
      sx={{
        pl: collapsed ? 2.5 : 3,
        '&.active': { bgcolor: 'action.selected', '& .MuiListItemIcon-root': { color: 'primary.main' } },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
        <entry.icon />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={entry.label}
          slotProps={{ primary: { noWrap: true, title: entry.label, sx: { fontSize: '0.875rem' } } }}
        />
      )}
      {!collapsed && entry.soon && (
        <Chip label="SOON" size="small" color="secondary" sx={{ ml: 1, height: 18, fontSize: '0.65rem' }} />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={entry.soon ? `${entry.label} (SOON)` : entry.label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** The menu of spec 01 section 2.3 for the selected client; groups fold and remember it locally. */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const perms = usePermissions();
  const groups = useMemo(() => sidebarMenu(perms), [perms]);
  const [expanded, setExpanded] = useStoredState<Record<string, boolean>>(STORAGE_KEYS.sidebarGroups, {});

  return (
    <List component="nav" aria-label="Main navigation" dense disablePadding>
      {groups.map((group, index) => {
        const open = expanded[group.id] ?? true;
        const firstOfSection = group.section && groups[index - 1]?.section !== group.section;
        return (
          <Fragment key={group.id}>
            {firstOfSection && !collapsed && (
              // A div: an li outside a list is an accessibility error (the nav is not a list).
              <ListSubheader component="div" sx={{ lineHeight: '32px' }}>
                {group.section}
              </ListSubheader>
            )}
            {collapsed ? (
              index > 0 && <Divider sx={{ my: 0.5 }} />
            ) : (
              <ListItemButton
                onClick={() => setExpanded({ ...expanded, [group.id]: !open })}
                aria-expanded={open}
                aria-controls={`nav-group-${group.id}`}
                data-testid={`nav-group-${group.id}`}
              >
                <ListItemText
                  primary={group.label}
                  slotProps={{
                    primary: { sx: { fontWeight: 600, fontSize: '0.8rem' } },
                  }}
                />
                {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
            )}
            <Collapse in={collapsed || open} timeout="auto" id={`nav-group-${group.id}`}>
              <List disablePadding dense role="group" aria-label={group.label}>
                {group.entries.map((entry) => (
                  <EntryLink key={entry.path} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
                ))}
              </List>
            </Collapse>
          </Fragment>
        );
      })}
    </List>
  );
}
