import { Autocomplete, Box, TextField } from '@mui/material';
import type { HTMLAttributes, Key } from 'react';
import { byName, countryFlag, type MarketplaceOption } from './options';

/** One option: the country flag (decorative: the name is what is read out and matched) and the name. */
function renderOption(props: HTMLAttributes<HTMLLIElement> & { key: Key }, mp: MarketplaceOption) {
  const { key, ...rest } = props;
  return (
    <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
      <Box component="span" aria-hidden="true" sx={{ width: '1.5em', flexShrink: 0 }}>
        {countryFlag(mp.country_code ?? '')}
      </Box>
      {mp.name}
    </Box>
  );
}

const sameMp = (a: MarketplaceOption, b: MarketplaceOption) => a.pk_mp_id === b.pk_mp_id;

/** What a picker inside a form also takes: the field's message and a locked state. */
export interface FieldState {
  /** The validation message; the field shows as invalid while it is set. */
  error?: string;
  disabled?: boolean;
}

interface MultiProps extends FieldState {
  options: readonly MarketplaceOption[];
  value: number[];
  onChange(ids: number[]): void;
  label?: string;
}

/** Several marketplaces (dashboard and reports): sorted by name, each with its country flag. */
export function MarketplacePicker({
  options,
  value,
  onChange,
  label = 'Marketplaces',
  error,
  disabled,
}: MultiProps) {
  const sorted = byName(options, (m) => m.name);
  return (
    <Autocomplete<MarketplaceOption, true>
      multiple
      size="small"
      limitTags={2}
      options={sorted}
      value={sorted.filter((m) => value.includes(m.pk_mp_id))}
      getOptionLabel={(m) => m.name}
      isOptionEqualToValue={sameMp}
      renderOption={renderOption}
      onChange={(_e, v) => onChange(v.map((m) => m.pk_mp_id))}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}

interface SingleProps extends FieldState {
  options: readonly MarketplaceOption[];
  value: number | null;
  onChange(id: number | null): void;
  label?: string;
}

/** One marketplace (Data Vault, uploads): sorted by name, each with its country flag. */
export function MarketplaceSelect({
  options,
  value,
  onChange,
  label = 'Marketplace',
  error,
  disabled,
}: SingleProps) {
  const sorted = byName(options, (m) => m.name);
  return (
    <Autocomplete<MarketplaceOption, false>
      size="small"
      options={sorted}
      value={sorted.find((m) => m.pk_mp_id === value) ?? null}
      getOptionLabel={(m) => m.name}
      isOptionEqualToValue={sameMp}
      renderOption={renderOption}
      onChange={(_e, m) => onChange(m?.pk_mp_id ?? null)}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
