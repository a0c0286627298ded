import { TextField } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** 0.01 for prices; whole numbers (1) unless given. */
  step?: number;
}

/** A required number from 0, kept as typed (the form's rules read it). */
export function NumberField({ label, value, onChange, step = 1 }: Props) {
  return (
    <TextField
      size="small"
      required
      type="number"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { min: 0, step } }}
    />
  );
}
