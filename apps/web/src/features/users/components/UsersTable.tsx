import type { AdminUser } from '@marketdesk/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tooltip } from '@mui/material';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';

export const clientNames = (u: AdminUser) =>
  u.clients.length > 0 ? u.clients.map((c) => c.name).join(', ') : 'N/A';

const COLUMNS: PagedColumn<AdminUser>[] = [
  { header: 'Email', cell: (u) => u.email },
  { header: 'First Name', cell: (u) => u.first_name },
  { header: 'Last Name', cell: (u) => u.last_name },
  { header: 'Clients', cell: clientNames },
  { header: 'Profiles', cell: (u) => u.profiles.length, align: 'right' },
];

/** The user list of spec 01 section 2.7: delete is disabled on the signed-in user's own row. */
export function UsersTable(props: {
  users: AdminUser[];
  currentUserId: number;
  onView: (u: AdminUser) => void;
  onEdit: (u: AdminUser) => void;
  onDelete: (u: AdminUser) => void;
}) {
  return (
    <PagedTable
      label="Users"
      rows={props.users}
      columns={COLUMNS}
      rowKey={(u) => u.id}
      rowTestId={(u) => `user-row-${u.email}`}
      hover
      actions={(u) => {
        const own = u.id === props.currentUserId;
        return (
          <>
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
            <Tooltip
              title={
                own
                  ? 'You cannot delete your own account'
                  : u.edit.assignments
                    ? 'Delete'
                    : (u.edit.note ?? '')
              }
            >
              <span>
                <IconButton
                  aria-label={`Delete ${u.email}`}
                  onClick={() => props.onDelete(u)}
                  disabled={own || !u.edit.assignments}
                  size="small"
                  color="error"
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        );
      }}
    />
  );
}
