import { Autocomplete, CircularProgress, TextField } from '@mui/material';

/** A SKU typeahead's state: the typed text, the server's matches for it and whether they are on their way. */
export interface SkuSearch {
  input: string;
  setInput(text: string): void;
  options: string[];
  loading: boolean;
}

interface Props {
  value: string[];
  onChange: (skus: string[]) => void;
  /** The report's SKU search hook (it calls the report's suggestions operation). */
  useSearch: () => SkuSearch;
}

/** SKUs multi-select with typeahead; the matching is the server's (the report's search hook). */
export function SkuPicker({ value, onChange, useSearch }: Props) {
  const sku = useSearch();
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
