import { CLIENT_MESSAGES, type ClientCreate, type ClientRecord } from '@marketdesk/contracts';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useClientList } from '../../../shared/reference/clients';
import { useAddEdit } from '../../../shared/ui/add-edit';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ListPage } from '../../../shared/ui/ListPage';
import { useCreateClient } from '../api/create-client';
import { useDeleteClient } from '../api/delete-client';
import { useUpdateClient } from '../api/update-client';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { ClientsTable } from '../components/ClientsTable';

const TEXTS = {
  ...CLIENT_MESSAGES,
  title: 'Client List',
  add: 'Add Client',
  loading: 'Loading clients',
  empty: 'No clients yet',
};

/** /sa/clients: the Client List with its Add/Edit Client dialog (super admins). */
export function ClientsPage() {
  const clients = useClientList();
  const create = useCreateClient();
  const update = useUpdateClient();
  const remove = useDeleteClient();
  const notify = useNotify(CLIENT_MESSAGES.forbidden);
  const dialog = useAddEdit<ClientRecord>(notify, CLIENT_MESSAGES);
  const { editing } = dialog;
  const [deleting, setDeleting] = useState<ClientRecord | null>(null);

  const submit = (body: ClientCreate) =>
    editing
      ? update.mutate({ id: editing.pk_client_id, body }, dialog.outcome())
      : create.mutate(body, dialog.outcome());

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.pk_client_id, {
      ...notify.outcome(CLIENT_MESSAGES.deleted, CLIENT_MESSAGES.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <ListPage
      query={clients}
      texts={TEXTS}
      onAdd={dialog.add}
      table={(rows) => <ClientsTable clients={rows} onEdit={dialog.edit} onDelete={setDeleting} />}
    >
      {dialog.open && (
        <ClientFormDialog
          key={editing?.pk_client_id ?? 'new'}
          client={editing}
          busy={create.isPending || update.isPending}
          onClose={dialog.close}
          onSubmit={submit}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete Client"
          text={`Are you sure you want to delete the client ${deleting.name}?`}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        />
      )}
    </ListPage>
  );
}
