import { CURRENCIES, type Currency } from '@marketdesk/contracts';
import { MenuItem, TextField } from '@mui/material';

/**
 * The report currency: one of the currencies the server converts to (contracts CURRENCIES). Empty ('') until
 * chosen where a form asks for it (the invoice header).
 */
export function CurrencyPicker({
  value,
  onChange,
  label = 'Currency',
  required,
}: {
  value: Currency | '';
  onChange(currency: Currency): void;
  label?: string;
  required?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      required={required}
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
