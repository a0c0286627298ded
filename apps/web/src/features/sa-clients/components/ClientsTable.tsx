import type { ClientRecord } from '@marketdesk/contracts';
import { GRID_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';

const COLUMNS = ['ID', 'Name', 'Email', 'Phone', 'Website', 'Country', 'Timezone', 'Admins', 'Users'];

interface Props {
  clients: ClientRecord[];
  onEdit(c: ClientRecord): void;
  onDelete(c: ClientRecord): void;
}

/** The client list (super admin). */
export function ClientsTable({ clients, onEdit, onDelete }: Props) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(GRID_PAGE_SIZE);
  const rows = clients.slice(page * size, page * size + size);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Clients">
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.pk_client_id} data-testid={`client-row-${c.pk_client_id}`}>
                <TableCell>{c.pk_client_id}</TableCell>
                <TableCell>{c.name}</TableCell>
                <TableCell>{c.email}</TableCell>
                <TableCell>{c.phone ?? ''}</TableCell>
                <TableCell>{c.website ?? ''}</TableCell>
                <TableCell>{c.country ?? ''}</TableCell>
                <TableCell>{c.timezone ?? ''}</TableCell>
                <TableCell>{c.admins.map((a) => a.email).join(', ') || 'N/A'}</TableCell>
                <TableCell>{c.member_count}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={clients.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[...GRID_PAGE_SIZES]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
