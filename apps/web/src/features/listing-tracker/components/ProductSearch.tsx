import { SEARCH_DEBOUNCE_MS } from '@marketdesk/contracts';
import { LISTING_TRACKER_TEXT as T } from '@marketdesk/contracts/listing-tracker';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { useProductSuggestions } from '../api/get-product-suggestions';

/** A product picked from the suggestions. */
export interface ProductPick {
  product_id: number;
  identifier: string;
  title: string;
}

interface Props {
  mpId: number | null;
  value: ProductPick | null;
  onChange(product: ProductPick | null): void;
}

const labelOf = (p: ProductPick) => (p.title ? `${p.identifier} - ${p.title}` : p.identifier);

/**
 * The product search (spec 02 section 5): the marketplace's products whose ASIN (identifier), SKU or title
 * contains the text, asked 500 ms after the last keystroke; a failed search toasts once.
 */
export function ProductSearch({ mpId, value, onChange }: Props) {
  const notify = useNotify();
  const [input, setInput] = useState('');
  // What the user typed: choosing an option fills the box with its label, which is not searched for.
  const [typed, setTyped] = useState('');
  const text = typed.trim();
  const term = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const query = useProductSuggestions(mpId, term);
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) notify.failure(query.error, T.searchFailed);
  }, [failedAt, notify, query.error]);
  const loading = text !== '' && (term !== text || query.isFetching);
  return (
    <Autocomplete<ProductPick, false>
      size="small"
      options={term === text ? (query.data?.suggestions ?? []) : []}
      value={value}
      // The server already matched the text.
      filterOptions={(o) => o}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.product_id === b.product_id}
      inputValue={input}
      onInputChange={(_e, v, reason) => {
        setInput(v);
        if (reason !== 'reset') setTyped(v);
      }}
      onChange={(_e, v) => onChange(v)}
      disabled={mpId === null}
      loading={loading}
      noOptionsText={text === '' ? T.searchHint : T.noProducts}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Product"
          placeholder={T.searchHint}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} /> : null}
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
