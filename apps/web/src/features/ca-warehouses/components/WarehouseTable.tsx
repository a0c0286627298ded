import type { Warehouse } from '@marketdesk/contracts';
import EditIcon from '@mui/icons-material/Edit';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';

const COLUMNS: [keyof Warehouse, string][] = [
  ['pk_warehouse_id', 'ID'],
  ['name', 'Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['country', 'Country'],
  ['zip_code', 'ZIP'],
  ['email_id', 'Email'],
  ['poc_name', 'POC Name'],
  ['poc_number', 'POC Number'],
];

/** The Warehouse List of the selected client: a plain table, a client has a handful of warehouses. */
export function WarehouseTable({ rows, onEdit }: { rows: Warehouse[]; onEdit: (w: Warehouse) => void }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Warehouses">
        <TableHead>
          <TableRow>
            {COLUMNS.map(([key, label]) => (
              <TableCell key={key}>{label}</TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((w) => (
            <TableRow key={w.pk_warehouse_id} hover data-testid={`warehouse-row-${w.pk_warehouse_id}`}>
              {COLUMNS.map(([key]) => (
                <TableCell key={key}>{w[key]}</TableCell>
              ))}
              <TableCell align="right">
                <Tooltip title="Edit">
                  <IconButton aria-label={`Edit ${w.name}`} onClick={() => onEdit(w)} size="small">
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
