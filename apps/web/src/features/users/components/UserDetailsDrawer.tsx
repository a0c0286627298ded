import { USER_MESSAGES } from '@marketdesk/contracts';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useUser } from '../api/get-user';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** The right drawer "User Details" of spec 01 section 2.7. */
export function UserDetailsDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const query = useUser(userId);
  const u = query.data;
  return (
    <Drawer
      anchor="right"
      open={userId !== null}
      onClose={onClose}
      // Above the shell's header, which sits over the sidebar's drawer layer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 3 }} role="region" aria-label="User Details">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h2" component="h2">
            User Details
          </Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {query.isPending && userId !== null && <CircularProgress aria-label="Loading user" />}
        {query.isError && <Alert severity="error">{USER_MESSAGES.detailsFailed}</Alert>}
        {u && (
          <Stack spacing={2} divider={<Divider flexItem />}>
            <Stack spacing={1.5}>
              <Field label="ID">{u.id}</Field>
              <Field label="Email">{u.email}</Field>
              <Field label="Name">{`${u.first_name} ${u.last_name}`.trim()}</Field>
              <Field label="Created">{new Date(u.dt_create).toLocaleString()}</Field>
            </Stack>
            <Field label="Associated Clients">
              {u.clients.length > 0 ? u.clients.map((c) => c.name).join(', ') : 'N/A'}
            </Field>
            <Box>
              <Typography variant="caption" color="text.secondary">
                Roles
              </Typography>
              {u.roles.length === 0 && <Typography>N/A</Typography>}
              {u.roles.map((role) => (
                <Box key={role.id} sx={{ mt: 1 }} data-testid={`drawer-role-${role.name}`}>
                  <Typography sx={{ fontWeight: 600 }}>{role.name}</Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                    {role.permissions.map((p) => (
                      <Chip key={p.code} size="small" label={`${p.name} (${p.module}:${p.action})`} />
                    ))}
                  </Stack>
                </Box>
              ))}
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                Assigned Profiles
              </Typography>
              {u.profiles.length === 0 ? (
                <Typography>No profiles assigned</Typography>
              ) : (
                <Table size="small" aria-label="Assigned Profiles">
                  <TableHead>
                    <TableRow>
                      <TableCell>Profile ID</TableCell>
                      <TableCell>Seller Name</TableCell>
                      <TableCell>Seller Type</TableCell>
                      <TableCell>Marketplace ID</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {u.profiles.map((p) => (
                      <TableRow key={p.profile_id}>
                        <TableCell>{p.profile_id}</TableCell>
                        <TableCell>{p.seller_name}</TableCell>
                        <TableCell>{p.seller_type}</TableCell>
                        <TableCell>{p.fk_mp_id}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
