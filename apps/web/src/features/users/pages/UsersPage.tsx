import { type AdminUser, USER_MESSAGES } from '@marketdesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useSession } from '../../../shared/session/store';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { QueryState } from '../../../shared/ui/QueryState';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useFormOptions } from '../api/get-form-options';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { UserDetailsDrawer } from '../components/UserDetailsDrawer';
import { UserFormDialog, type UserFormValues } from '../components/UserFormDialog';
import { UsersTable } from '../components/UsersTable';

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

  const close = () => setForm({ mode: 'closed' });
  const submit = (values: UserFormValues) => {
    if (form.mode === 'edit') {
      const { password: _, ...body } = values;
      update.mutate(
        { id: form.user.id, body },
        notify.outcome(USER_MESSAGES.updated, USER_MESSAGES.updateFailed, close),
      );
    } else {
      create.mutate(values, notify.outcome(USER_MESSAGES.created, USER_MESSAGES.createFailed, close));
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      ...notify.outcome(USER_MESSAGES.deleted, USER_MESSAGES.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

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
      <Paper sx={{ p: 2 }}>
        <QueryState
          query={users}
          loadingLabel="Loading users"
          forbidden={USER_MESSAGES.listForbidden}
          loadFailed={USER_MESSAGES.listFailed}
          empty="No users found"
        >
          {(list) => (
            <UsersTable
              users={list}
              currentUserId={me?.id ?? 0}
              onView={(u) => setViewing(u.id)}
              onEdit={(u) => setForm({ mode: 'edit', user: u })}
              onDelete={setDeleting}
            />
          )}
        </QueryState>
      </Paper>
      <UserFormDialog
        open={form.mode !== 'closed'}
        user={form.mode === 'edit' ? form.user : null}
        options={options.data}
        optionsError={options.isError}
        saving={create.isPending || update.isPending}
        onClose={close}
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
