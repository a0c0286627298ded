import { MenuItem, TextField } from '@mui/material';
import { byName, type WarehouseOption } from './options';

interface Props {
  options: readonly WarehouseOption[];
  /** The chosen warehouse; null until one is chosen. */
  value: number | null;
  onChange(id: number): void;
  label?: string;
}

/** One warehouse (reports that read a single warehouse: partner view, review data), sorted by name. */
export function WarehouseSelect({ options, value, onChange, label = 'Warehouse' }: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value !== null && options.some((w) => w.pk_warehouse_id === value) ? String(value) : ''}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {byName(options, (w) => w.name).map((w) => (
        <MenuItem key={w.pk_warehouse_id} value={String(w.pk_warehouse_id)}>
          {w.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
