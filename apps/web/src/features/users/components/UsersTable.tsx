import type { AdminUser } from '@marketdesk/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
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

/** Shared grid page sizes of spec 01 section 9. */
const PAGE_SIZES = [10, 25, 50, 75, 100];

export const clientNames = (u: AdminUser) =>
  u.clients.length > 0 ? u.clients.map((c) => c.name).join(', ') : 'N/A';

/** The user list of spec 01 section 2.7: delete is disabled on the signed-in user's own row. */
export function UsersTable(props: {
  users: AdminUser[];
  currentUserId: number;
  onView: (u: AdminUser) => void;
  onEdit: (u: AdminUser) => void;
  onDelete: (u: AdminUser) => void;
}) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(50);
  const rows = props.users.slice(page * size, page * size + size);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>First Name</TableCell>
              <TableCell>Last Name</TableCell>
              <TableCell>Clients</TableCell>
              <TableCell align="right">Profiles</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((u) => {
              const own = u.id === props.currentUserId;
              return (
                <TableRow key={u.id} hover data-testid={`user-row-${u.email}`}>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{u.first_name}</TableCell>
                  <TableCell>{u.last_name}</TableCell>
                  <TableCell>{clientNames(u)}</TableCell>
                  <TableCell align="right">{u.profiles.length}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="View">
                      <IconButton aria-label={`View ${u.email}`} onClick={() => props.onView(u)} size="small">
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${u.email}`} onClick={() => props.onEdit(u)} size="small">
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={own ? 'You cannot delete your own account' : 'Delete'}>
                      <span>
                        <IconButton
                          aria-label={`Delete ${u.email}`}
                          onClick={() => props.onDelete(u)}
                          disabled={own}
                          size="small"
                          color="error"
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.users.length}
        page={page}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
