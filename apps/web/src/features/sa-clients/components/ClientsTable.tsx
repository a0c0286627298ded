import type { ClientRecord } from '@marketdesk/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';

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
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${c.name}`} onClick={() => onDelete(c)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    />
  );
}
