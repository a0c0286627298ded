import { Autocomplete, TextField } from '@mui/material';
import type { FieldState } from './MarketplacePicker';
import { byName } from './options';

export interface NamedPickerProps<T> extends FieldState {
  options: readonly T[];
  value: number[];
  onChange(ids: number[]): void;
  label: string;
  idOf(item: T): number;
  nameOf(item: T): string;
}

/** Several named items (brands, warehouses), sorted by name, answering their ids. */
export function NamedPicker<T>({
  options,
  value,
  onChange,
  label,
  idOf,
  nameOf,
  error,
  disabled,
}: NamedPickerProps<T>) {
  const sorted = byName(options, nameOf);
  return (
    <Autocomplete<T, true>
      multiple
      size="small"
      limitTags={2}
      options={sorted}
      value={sorted.filter((item) => value.includes(idOf(item)))}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => idOf(a) === idOf(b)}
      onChange={(_e, v) => onChange(v.map(idOf))}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
