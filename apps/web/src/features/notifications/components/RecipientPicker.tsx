import { type NotificationRecipient, SEARCH_DEBOUNCE_MS } from '@marketdesk/contracts';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { useRecipientSearch } from '../api/search-recipients';

const label = (u: NotificationRecipient) => `${`${u.first_name} ${u.last_name}`.trim()} <${u.email}>`;

/**
 * Chosen users: a multi-select that searches active users by email or name as the super admin types
 * (debounced). The form holds only the ids; the chosen users' names are kept here for their chips, and a
 * form reset (ids emptied) empties the chips too.
 */
export function RecipientPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<NotificationRecipient[]>([]);
  const search = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const results = useRecipientSearch(search, open);
  const selected = chosen.filter((u) => value.includes(u.id));

  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={results.data ?? []}
      value={selected}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={label}
      loading={results.isFetching}
      loadingText="Searching…"
      noOptionsText={results.isError ? 'Failed to load users' : 'No users found'}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_e, users) => {
        setChosen(users);
        onChange(users.map((u) => u.id));
      }}
      renderValue={(users, getItemProps) =>
        users.map((u, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} {...props} size="small" label={u.email} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Users"
          placeholder="Search by email or name"
          required
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
