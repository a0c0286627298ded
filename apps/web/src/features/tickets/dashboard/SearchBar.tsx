import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Button, Chip, CircularProgress, Stack, TextField } from '@mui/material';
import { useState } from 'react';

export const DEEP_SEARCH_MIN_TEXT = `Deep search needs at least ${TICKET_LIMITS.deepSearchMin} characters.`;

interface Props {
  /** The search text of the view (the address). */
  value: string;
  deep: boolean;
  /** The deep search is running. */
  searching: boolean;
  /** Deep-search results once the server answered (deep search is on). */
  found: number | null;
  onQuickFilter(text: string): void;
  onDeepSearch(text: string): void;
  onClear(): void;
}

/**
 * The search of the dashboard: Enter filters the list on the server (s); Deep Search (3+ characters) searches
 * ticket fields, items and comments (s and d=true); Clear Search ends either.
 */
export function SearchBar({ value, deep, searching, found, onQuickFilter, onDeepSearch, onClear }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [tooShort, setTooShort] = useState(false);
  if (seen !== value) {
    // Back, forward or Clear Search changed the address: the field follows it.
    setSeen(value);
    setText(value);
  }
  const deepSearch = () => {
    const q = text.trim();
    if (q.length < TICKET_LIMITS.deepSearchMin) return setTooShort(true);
    setTooShort(false);
    onDeepSearch(q);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
      <TextField
        size="small"
        label="Search tickets"
        value={text}
        sx={{ minWidth: 320 }}
        onChange={(e) => {
          setText(e.target.value);
          setTooShort(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onQuickFilter(text.trim());
        }}
        error={tooShort}
        helperText={
          tooShort
            ? DEEP_SEARCH_MIN_TEXT
            : 'Enter filters this view; Deep Search also looks in items and comments.'
        }
      />
      <Button variant="outlined" startIcon={<ManageSearchIcon />} onClick={deepSearch} disabled={searching}>
        Deep Search
      </Button>
      {value && (
        <Button onClick={onClear} color="inherit">
          Clear Search
        </Button>
      )}
      {deep && searching && <CircularProgress size={24} aria-label="Searching tickets" sx={{ mt: 0.5 }} />}
      {deep && found !== null && (
        <Chip color="primary" variant="outlined" sx={{ mt: 0.5 }} label={`Deep search: ${found} tickets`} />
      )}
    </Stack>
  );
}
