import { type AdminUser, USER_MESSAGES } from '@marketdesk/contracts';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useSession } from '../../../shared/session/store';
import { useAddEdit } from '../../../shared/ui/add-edit';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ListPage } from '../../../shared/ui/ListPage';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useFormOptions } from '../api/get-form-options';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { UserDetailsDrawer } from '../components/UserDetailsDrawer';
import { UserFormDialog, type UserFormValues } from '../components/UserFormDialog';
import { UsersTable } from '../components/UsersTable';

const TEXTS = {
  title: 'Users',
  add: 'Add User',
  loading: 'Loading users',
  forbidden: USER_MESSAGES.listForbidden,
  loadFailed: USER_MESSAGES.listFailed,
  empty: 'No users found',
};

/** /ca/users: the users of the selected client (spec 01 sections 2.7, 4, 5, 8). */
export function UsersPage() {
  const { user: me } = useSession();
  const users = useUsers();
  const notify = useNotify();
  const dialog = useAddEdit<AdminUser>(notify, USER_MESSAGES);
  const { editing } = dialog;
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const options = useFormOptions(dialog.open);
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();

  const submit = (values: UserFormValues) => {
    if (!editing) return create.mutate(values, dialog.outcome());
    const { password: _, ...body } = values;
    update.mutate({ id: editing.id, body }, dialog.outcome());
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      ...notify.outcome(USER_MESSAGES.deleted, USER_MESSAGES.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <ListPage
      query={users}
      texts={TEXTS}
      onAdd={dialog.add}
      table={(list) => (
        <UsersTable
          users={list}
          currentUserId={me?.id ?? 0}
          onView={(u) => setViewing(u.id)}
          onEdit={dialog.edit}
          onDelete={setDeleting}
        />
      )}
    >
      <UserFormDialog
        open={dialog.open}
        user={editing}
        options={options.data}
        optionsError={options.isError}
        saving={create.isPending || update.isPending}
        onClose={dialog.close}
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
    </ListPage>
  );
}
