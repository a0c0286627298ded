import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useSession } from '../../../shared/session/store';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { EditProfileDialog } from '../components/EditProfileDialog';

/** /profile: own name, email and roles as chips, with Edit Profile and Change Password (spec 01 section 2.8). */
export function ProfilePage() {
  const { user } = useSession();
  const [dialog, setDialog] = useState<'none' | 'edit' | 'password'>('none');
  const initial = useMemo(
    () => ({ first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' }),
    [user?.first_name, user?.last_name],
  );
  if (!user) return null;
  const clientName = (id: number) => user.clients.find((c) => c.id === id)?.name;
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Profile
      </Typography>
      <Paper sx={{ p: 3 }}>
        <Stack spacing={1.5}>
          <Typography variant="h2" component="h2" data-testid="profile-name">
            {user.first_name} {user.last_name}
          </Typography>
          <Typography color="text.secondary" data-testid="profile-email">
            {user.email}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Roles">
            {user.is_sa && <Chip label="Super Admin" color="primary" />}
            {user.roles.map((role) => {
              const client = clientName(role.client_id);
              return (
                <Chip
                  key={role.id}
                  label={client ? `${role.name} (${client})` : role.name}
                  variant="outlined"
                />
              );
            })}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
              Edit Profile
            </Button>
            <Button variant="outlined" startIcon={<LockIcon />} onClick={() => setDialog('password')}>
              Change Password
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <EditProfileDialog open={dialog === 'edit'} initial={initial} onClose={() => setDialog('none')} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog('none')} />
    </Stack>
  );
}
