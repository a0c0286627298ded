import type { SxProps, Theme } from '@mui/material';
import { TextField } from '@mui/material';

interface Props<V extends string> {
  label: string;
  /** '' while nothing is chosen. */
  value: V | '';
  options: readonly V[];
  optionLabels: Record<V, string>;
  onChange(value: V): void;
  sx?: SxProps<Theme>;
}

/** A required native select whose empty first choice cannot be chosen again once one is made. */
export function NativeSelectField<V extends string>({
  label,
  value,
  options,
  optionLabels,
  onChange,
  sx,
}: Props<V>) {
  return (
    <TextField
      select
      size="small"
      required
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      <option value="" disabled />
      {options.map((o) => (
        <option key={o} value={o}>
          {optionLabels[o]}
        </option>
      ))}
    </TextField>
  );
}
