import { Autocomplete, TextField } from '@mui/material';
import type { FieldState } from './MarketplacePicker';
import { NamedPicker } from './NamedPicker';
import { type BrandOption, byName } from './options';

interface Props extends FieldState {
  options: readonly BrandOption[];
  value: number[];
  onChange(ids: number[]): void;
  label?: string;
}

/** Several brands, sorted by name. */
export function BrandPicker({ label = 'Brands', ...props }: Props) {
  return (
    <NamedPicker<BrandOption>
      {...props}
      label={label}
      idOf={(b) => b.pk_brand_id}
      nameOf={(b) => b.brand_name}
    />
  );
}

interface SingleProps extends FieldState {
  options: readonly BrandOption[];
  value: number | null;
  onChange(id: number | null): void;
  label?: string;
}

/** One brand (ticket forms), sorted by name. */
export function BrandSelect({ options, value, onChange, label = 'Brand', error, disabled }: SingleProps) {
  const sorted = byName(options, (b) => b.brand_name);
  return (
    <Autocomplete<BrandOption, false>
      size="small"
      options={sorted}
      value={sorted.find((b) => b.pk_brand_id === value) ?? null}
      getOptionLabel={(b) => b.brand_name}
      isOptionEqualToValue={(a, b) => a.pk_brand_id === b.pk_brand_id}
      onChange={(_e, b) => onChange(b?.pk_brand_id ?? null)}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
