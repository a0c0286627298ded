import { Autocomplete, Chip, TextField } from '@mui/material';

export interface PickOption<V> {
  value: V;
  label: string;
  group?: string;
}

/** A searchable multi-select with chips, labelled for screen readers and tests. */
export function MultiPick<V extends string | number>(props: {
  id: string;
  label: string;
  options: PickOption<V>[];
  value: V[];
  onChange: (value: V[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const selected = props.options.filter((o) => props.value.includes(o.value));
  const grouped = props.options.some((o) => o.group);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      id={props.id}
      options={
        grouped
          ? [...props.options].sort((a, b) => (a.group ?? '').localeCompare(b.group ?? ''))
          : props.options
      }
      groupBy={grouped ? (o) => o.group ?? '' : undefined}
      value={selected}
      disabled={props.disabled}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      onChange={(_, next) => props.onChange(next.map((o) => o.value))}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} size="small" label={o.label} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={props.label} error={!!props.error} helperText={props.error} />
      )}
    />
  );
}
