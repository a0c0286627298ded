import { Autocomplete, TextField } from '@mui/material';
import { useSkuCodeSuggestions } from '../api/get-sku-code-suggestions';

interface Props {
  value: string;
  onChange(code: string): void;
}

/**
 * The SKU code: typed freely, with the client's SKUs suggested once the text is longer than 3 characters
 * (500 ms after the last keystroke); choosing one fills in its code.
 */
export function SkuCodeField({ value, onChange }: Props) {
  const suggestions = useSkuCodeSuggestions(value);
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      size="small"
      options={suggestions.map((s) => s.sku_code)}
      getOptionLabel={(code) => {
        const name = suggestions.find((s) => s.sku_code === code)?.sku_name;
        return name ? `${code} - ${name}` : code;
      }}
      // The server matched code or name already.
      filterOptions={(options) => options}
      inputValue={value}
      onInputChange={(_e, text, reason) => {
        // Choosing a suggestion puts its label in the box; the field holds the code.
        if (reason !== 'reset') onChange(text);
      }}
      onChange={(_e, code) => onChange(code ?? '')}
      sx={{ minWidth: 280 }}
      renderInput={(params) => <TextField {...params} required label="SKU Code" />}
    />
  );
}
