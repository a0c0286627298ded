import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  IconButton,
  InputBase,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { memo, useCallback, useRef } from 'react';
import type { ItemRow } from './form-model';

interface Props {
  columns: readonly string[];
  rows: readonly ItemRow[];
  onChange(rows: ItemRow[]): void;
}

/** Maximum height of the preview (spec 03 section 2). */
export const PREVIEW_MAX_HEIGHT = 440;

/** The uploaded rows before they are sent: every cell editable, each row removable (spec 03 section 2). */
export function ItemsPreview({ columns, rows, onChange }: Props) {
  // Rows re-render only when their own cells change: a file of many rows stays quick to edit.
  const latest = useRef({ rows, onChange });
  latest.current = { rows, onChange };
  const edit = useCallback((index: number, column: string, value: string) => {
    const { rows: all, onChange: change } = latest.current;
    change(all.map((r, i) => (i === index ? { ...r, [column]: value } : r)));
  }, []);
  const remove = useCallback((index: number) => {
    const { rows: all, onChange: change } = latest.current;
    change(all.filter((_, i) => i !== index));
  }, []);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxHeight: PREVIEW_MAX_HEIGHT }}
      data-testid="items-preview"
    >
      <Table stickyHeader size="small" aria-label="Items preview">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>#</TableCell>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
            <TableCell sx={{ width: 56 }} aria-label="Remove" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            // Rows have no identity of their own: a removed row shifts the rest, and the index follows.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the row's identity in the preview
            <PreviewRow key={i} index={i} row={row} columns={columns} onEdit={edit} onRemove={remove} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface RowProps {
  index: number;
  row: ItemRow;
  columns: readonly string[];
  onEdit(index: number, column: string, value: string): void;
  onRemove(index: number): void;
}

const PreviewRow = memo(function PreviewRow({ index, row, columns, onEdit, onRemove }: RowProps) {
  const n = index + 1;
  return (
    <TableRow>
      <TableCell>{n}</TableCell>
      {columns.map((c) => (
        <TableCell key={c}>
          <InputBase
            fullWidth
            value={row[c] ?? ''}
            onChange={(e) => onEdit(index, c, e.target.value)}
            inputProps={{ 'aria-label': `Row ${n} ${c}` }}
            sx={{ fontSize: 'body2.fontSize', borderBottom: 1, borderColor: 'divider' }}
          />
        </TableCell>
      ))}
      <TableCell>
        <IconButton size="small" aria-label={`Remove row ${n}`} onClick={() => onRemove(index)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});
