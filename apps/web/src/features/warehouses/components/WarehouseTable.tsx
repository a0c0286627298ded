import type { Warehouse } from '@marketdesk/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { EditAction } from '../../../shared/ui/RowAction';

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
                <EditAction name={w.name} onClick={() => onEdit(w)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
