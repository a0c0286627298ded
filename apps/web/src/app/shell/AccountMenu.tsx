import AccountCircle from '@mui/icons-material/AccountCircle';
import { Divider, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../shared/session/api/logout';
import { useSession } from '../../shared/session/store';

export function AccountMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu id="account-menu" anchorEl={anchor} open={!!anchor} onClose={close}>
        {user && (
          <ListItemText
            sx={{ px: 2, py: 1 }}
            primary={`${user.first_name} ${user.last_name}`}
            secondary={user.email}
          />
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/profile');
          }}
        >
          Profile & Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout('manual');
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
