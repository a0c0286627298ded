import { CURRENCIES, type Currency } from '@marketdesk/contracts';
import { MenuItem, TextField } from '@mui/material';

/** The report currency: one of the currencies the server converts to (contracts CURRENCIES). */
export function CurrencyPicker({
  value,
  onChange,
  label = 'Currency',
}: {
  value: Currency;
  onChange(currency: Currency): void;
  label?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Currency)}
    >
      {CURRENCIES.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
}
