import { INVOICE_VENDOR_DEBOUNCE_MS, INVOICE_VENDOR_MIN } from '@marketdesk/contracts/tickets';
import { Autocomplete, TextField } from '@mui/material';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { useVendorSuggestions } from '../api/get-vendor-suggestions';

/**
 * Vendor: free text with suggestions from earlier invoices, asked for once the text has at least 2
 * characters and has rested 500 ms (spec 03 sections 5 and 9).
 */
export function VendorField({ value, onChange }: { value: string; onChange(vendor: string): void }) {
  const search = useDebounced(value.trim(), INVOICE_VENDOR_DEBOUNCE_MS);
  const suggestions = useVendorSuggestions(search.length >= INVOICE_VENDOR_MIN ? search : '');
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      size="small"
      options={suggestions.data ?? []}
      filterOptions={(o) => o}
      inputValue={value}
      onInputChange={(_e, text) => onChange(text)}
      loading={suggestions.isFetching}
      renderInput={(params) => <TextField {...params} required label="Vendor" />}
    />
  );
}
