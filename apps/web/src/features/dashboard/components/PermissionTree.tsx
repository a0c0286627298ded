import type { CurrentUser } from '@marketdesk/contracts';
import { ExpandLess, ExpandMore } from '@mui/icons-material';
import { Card, CardContent, Collapse, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';

function Branch({
  label,
  secondary,
  depth,
  initiallyOpen = false,
  children,
}: {
  label: string;
  secondary?: string;
  depth: number;
  initiallyOpen?: boolean;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <li>
      <ListItemButton
        dense
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        sx={{ pl: 1 + depth * 2 }}
      >
        <ListItemText primary={label} secondary={secondary} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        {/* A plain nested list: an li whose ul has role="group" sits outside any list (axe listitem). */}
        <List disablePadding dense>
          {children}
        </List>
      </Collapse>
    </li>
  );
}

/** Side card: the user's clients, the permission groups held in each and their permissions. */
export function PermissionTree({
  user,
  selectedClientId,
}: {
  user: CurrentUser;
  selectedClientId: number | null;
}) {
  return (
    <Card variant="outlined" component="section" aria-label="Permissions" data-testid="permission-tree">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          Permissions
        </Typography>
        <List dense disablePadding aria-label="Clients, permission groups and permissions">
          {user.clients.map((client) => {
            const roles = user.roles.filter((r) => r.client_id === client.id);
            return (
              <Branch
                key={client.id}
                label={client.name}
                secondary={user.is_sa && roles.length === 0 ? 'Super admin' : `${roles.length} group(s)`}
                depth={0}
                initiallyOpen={client.id === selectedClientId}
              >
                {roles.length === 0 ? (
                  <li>
                    <ListItemText sx={{ pl: 3 }} secondary="No permission groups" />
                  </li>
                ) : (
                  roles.map((role) => (
                    <Branch
                      key={role.id}
                      label={role.name}
                      secondary={`${role.permissions.length} permission(s)`}
                      depth={1}
                    >
                      {role.permissions.map((p) => (
                        <li key={p.code}>
                          <ListItemText sx={{ pl: 7, my: 0.25 }} primary={p.name} secondary={p.code} />
                        </li>
                      ))}
                    </Branch>
                  ))
                )}
              </Branch>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
