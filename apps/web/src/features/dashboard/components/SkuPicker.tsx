import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useSkuSearch } from '../hooks/useSkuSearch';

/** SKUs multi-select with typeahead from GET /data/sku/suggestions (rules in useSkuSearch). */
export function SkuPicker({ value, onChange }: { value: string[]; onChange: (skus: string[]) => void }) {
  const sku = useSkuSearch();
  return (
    <Autocomplete<string, true>
      multiple
      size="small"
      limitTags={2}
      options={sku.options}
      value={value}
      // The server already matched the text; filtering again would hide matches on the name.
      filterOptions={(options) => options.filter((o) => !value.includes(o))}
      inputValue={sku.input}
      onInputChange={(_e, text, reason) => {
        // Choosing an option clears the typed text; keep the list in step with it.
        sku.setInput(reason === 'reset' ? '' : text);
      }}
      onChange={(_e, v) => onChange(v)}
      loading={sku.loading}
      noOptionsText={sku.input.trim().length < 3 ? 'Type at least 3 characters' : 'No SKUs found'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="SKUs"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {sku.loading ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
