import { type AdminUser, USER_MESSAGES } from '@marketdesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorStatus } from '../../../shared/api/errors';
import { useSession } from '../../../shared/session/store';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useFormOptions } from '../api/get-form-options';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { UserDetailsDrawer } from '../components/UserDetailsDrawer';
import { UserFormDialog, type UserFormValues } from '../components/UserFormDialog';
import { UsersTable } from '../components/UsersTable';
import { useNotify } from '../hooks/notify';

type Form = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: AdminUser };

/** /ca/users: the users of the selected client (spec 01 sections 2.7, 4, 5, 8). */
export function UsersPage() {
  const { user: me } = useSession();
  const users = useUsers();
  const [form, setForm] = useState<Form>({ mode: 'closed' });
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const options = useFormOptions(form.mode !== 'closed');
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const notify = useNotify();

  const submit = (values: UserFormValues) => {
    if (form.mode === 'edit') {
      const { password: _, ...body } = values;
      update.mutate(
        { id: form.user.id, body },
        {
          onSuccess: () => {
            notify.success(USER_MESSAGES.updated);
            setForm({ mode: 'closed' });
          },
          onError: (e) => notify.failure(e, USER_MESSAGES.updateFailed),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          notify.success(USER_MESSAGES.created);
          setForm({ mode: 'closed' });
        },
        onError: (e) => notify.failure(e, USER_MESSAGES.createFailed),
      });
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(USER_MESSAGES.deleted),
      onError: (e) => notify.failure(e, USER_MESSAGES.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  let body: React.ReactNode;
  if (users.isPending) body = <CircularProgress aria-label="Loading users" />;
  else if (users.isError)
    body =
      errorStatus(users.error) === 403 ? (
        <Alert severity="warning">{USER_MESSAGES.listForbidden}</Alert>
      ) : (
        <Alert severity="error">{USER_MESSAGES.listFailed}</Alert>
      );
  else if (users.data.length === 0) body = <Typography>No users found</Typography>;
  else
    body = (
      <UsersTable
        users={users.data}
        currentUserId={me?.id ?? 0}
        onView={(u) => setViewing(u.id)}
        onEdit={(u) => setForm({ mode: 'edit', user: u })}
        onDelete={setDeleting}
      />
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" component="h1">
          Users
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'create' })}>
          Add User
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>{body}</Paper>
      <UserFormDialog
        open={form.mode !== 'closed'}
        user={form.mode === 'edit' ? form.user : null}
        options={options.data}
        optionsError={options.isError}
        saving={create.isPending || update.isPending}
        onClose={() => setForm({ mode: 'closed' })}
        onSubmit={submit}
      />
      <UserDetailsDrawer userId={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        text={`Are you sure you want to delete ${deleting?.email ?? 'this user'}?`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
