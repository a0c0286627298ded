import { CLIENT_ADMIN_ROLE, type Role } from '@marketdesk/contracts';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DeleteAction, EditAction } from '../../../shared/ui/RowAction';

/** Existing groups: name, client, permissions laid out in columns, edit and delete (Client Admin locked). */
export function RolesTable(props: { roles: Role[]; onEdit: (r: Role) => void; onDelete: (r: Role) => void }) {
  return (
    <Table size="small" aria-label="Permission Groups">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Client</TableCell>
          <TableCell>Permissions</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.roles.map((r) => {
          const locked = r.name === CLIENT_ADMIN_ROLE;
          return (
            <TableRow key={r.id} data-testid={`role-row-${r.name}`}>
              <TableCell sx={{ verticalAlign: 'top' }}>
                {r.name}
                {r.description && (
                  <Box component="div" sx={{ color: 'text.secondary', fontSize: 12 }}>
                    {r.description}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{r.client_name}</TableCell>
              <TableCell>
                <Box
                  tabIndex={0}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                    gap: 0.5,
                    maxHeight: 160,
                    overflowY: 'auto',
                  }}
                >
                  {r.permissions.map((p) => (
                    <Chip key={p.code} size="small" variant="outlined" label={p.code} title={p.name} />
                  ))}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                <EditAction
                  name={r.name}
                  disabled={locked}
                  title={locked ? 'The Client Admin group cannot be edited' : 'Edit'}
                  onClick={() => props.onEdit(r)}
                />
                <DeleteAction
                  name={r.name}
                  disabled={locked}
                  title={locked ? 'The Client Admin group cannot be deleted' : 'Delete'}
                  onClick={() => props.onDelete(r)}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
