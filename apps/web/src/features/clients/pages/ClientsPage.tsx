import { CLIENT_MESSAGES, type ClientCreate, type ClientRecord } from '@marketdesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useClientList } from '../../../shared/reference/clients';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { QueryState } from '../../../shared/ui/QueryState';
import { useCreateClient } from '../api/create-client';
import { useDeleteClient } from '../api/delete-client';
import { useUpdateClient } from '../api/update-client';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { ClientsTable } from '../components/ClientsTable';

type Form = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; client: ClientRecord };

/** /sa/clients: the Client List with its Add/Edit Client dialog (super admins). */
export function ClientsPage() {
  const clients = useClientList();
  const create = useCreateClient();
  const update = useUpdateClient();
  const remove = useDeleteClient();
  const notify = useNotify(CLIENT_MESSAGES.forbidden);
  const [form, setForm] = useState<Form>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ClientRecord | null>(null);
  const close = () => setForm({ mode: 'closed' });

  const submit = (body: ClientCreate) => {
    if (form.mode === 'edit') {
      update.mutate(
        { id: form.client.pk_client_id, body },
        notify.outcome(CLIENT_MESSAGES.updated, CLIENT_MESSAGES.updateFailed, close),
      );
    } else {
      create.mutate(body, notify.outcome(CLIENT_MESSAGES.created, CLIENT_MESSAGES.createFailed, close));
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.pk_client_id, {
      ...notify.outcome(CLIENT_MESSAGES.deleted, CLIENT_MESSAGES.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const body = (
    <QueryState
      query={clients}
      loadingLabel="Loading clients"
      forbidden={CLIENT_MESSAGES.forbidden}
      loadFailed={CLIENT_MESSAGES.loadFailed}
      empty="No clients yet"
    >
      {(rows) => (
        <ClientsTable
          clients={rows}
          onEdit={(client) => setForm({ mode: 'edit', client })}
          onDelete={setDeleting}
        />
      )}
    </QueryState>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1" component="h1">
          Client List
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'create' })}>
          Add Client
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>{body}</Paper>
      {form.mode !== 'closed' && (
        <ClientFormDialog
          key={form.mode === 'edit' ? form.client.pk_client_id : 'new'}
          client={form.mode === 'edit' ? form.client : null}
          busy={create.isPending || update.isPending}
          onClose={close}
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
    </Stack>
  );
}
