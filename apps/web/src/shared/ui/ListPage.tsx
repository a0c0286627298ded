import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from './QueryState';

/** What a list page says: its title, its Add button, and its list's states (the spec's texts). */
export interface ListTexts {
  title: string;
  /** The Add button ('Add Brand'); it opens the page's Add dialog. */
  add: string;
  /** The spinner's label while the list loads. */
  loading: string;
  /** The list's 403 and failure texts (the server's detail wins over loadFailed). */
  forbidden: string;
  loadFailed: string;
  empty: string;
}

interface Props<T> {
  query: UseQueryResult<T>;
  texts: ListTexts;
  onAdd: () => void;
  addDisabled?: boolean;
  /** Names the list's states for tests (see QueryState). */
  testId?: string;
  /** The table of the loaded rows. */
  table: (rows: T) => ReactNode;
  /** The page's dialogs (add/edit, delete confirmation, details). */
  children?: ReactNode;
}

/** An admin list page: the title with its Add button, the list in its states, then the page's dialogs. */
export function ListPage<T>({ query, texts, onAdd, addDisabled, testId, table, children }: Props<T>) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1" component="h1">
          {texts.title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} disabled={addDisabled}>
          {texts.add}
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <QueryState
          query={query}
          loadingLabel={texts.loading}
          forbidden={texts.forbidden}
          loadFailed={texts.loadFailed}
          empty={texts.empty}
          testId={testId}
        >
          {table}
        </QueryState>
      </Paper>
      {children}
    </Stack>
  );
}
