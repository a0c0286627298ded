import type { FieldState } from './MarketplacePicker';
import { NamedPicker } from './NamedPicker';
import type { WarehouseOption } from './options';

interface Props extends FieldState {
  options: readonly WarehouseOption[];
  value: number[];
  onChange(ids: number[]): void;
  label?: string;
}

/** Several warehouses, sorted by name. */
export function WarehousePicker({ label = 'Warehouses', ...props }: Props) {
  return (
    <NamedPicker<WarehouseOption>
      {...props}
      label={label}
      idOf={(w) => w.pk_warehouse_id}
      nameOf={(w) => w.name}
    />
  );
}
