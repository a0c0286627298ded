import type { ClientRecord } from '@marketdesk/contracts';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';
import { DeleteAction, EditAction } from '../../../shared/ui/RowAction';

const COLUMNS: PagedColumn<ClientRecord>[] = [
  { header: 'ID', cell: (c) => c.pk_client_id },
  { header: 'Name', cell: (c) => c.name },
  { header: 'Email', cell: (c) => c.email },
  { header: 'Phone', cell: (c) => c.phone ?? '', sx: { whiteSpace: 'nowrap' } },
  { header: 'Website', cell: (c) => c.website ?? '' },
  { header: 'Country', cell: (c) => c.country ?? '' },
  { header: 'Timezone', cell: (c) => c.timezone ?? '' },
  {
    header: 'Admins',
    // One admin per line: a client with several admins stays readable.
    cell: (c) => (c.admins.length === 0 ? 'N/A' : c.admins.map((a) => <div key={a.email}>{a.email}</div>)),
  },
  { header: 'Users', cell: (c) => c.member_count },
];

interface Props {
  clients: ClientRecord[];
  onEdit(c: ClientRecord): void;
  onDelete(c: ClientRecord): void;
}

/** The client list (super admin). */
export function ClientsTable({ clients, onEdit, onDelete }: Props) {
  return (
    <PagedTable
      label="Clients"
      rows={clients}
      columns={COLUMNS}
      rowKey={(c) => c.pk_client_id}
      rowTestId={(c) => `client-row-${c.pk_client_id}`}
      actions={(c) => (
        <>
          <EditAction name={c.name} onClick={() => onEdit(c)} />
          <DeleteAction name={c.name} onClick={() => onDelete(c)} />
        </>
      )}
    />
  );
}
