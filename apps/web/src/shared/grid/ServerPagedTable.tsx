import { Alert, Box, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { failureSeverity, failureText } from '../feedback/failure-text';
import { type GridSelection, useGridPage } from './grid-query';
import type { PagedColumn } from './PagedTableView';
import { PagedTableView } from './PagedTableView';

type QueryValue = string | number | boolean | null | undefined;

interface Props<T> {
  /** Accessible name of the table. */
  label: string;
  queryKey: readonly unknown[];
  /** GET path answering the grid protocol's pages ({items, total, ...}). */
  path: string;
  params?: Record<string, QueryValue>;
  /** Sort and search chosen by the screen; a change goes back to the first page. */
  selection?: GridSelection;
  columns: PagedColumn<T>[];
  rowKey(row: T): string | number;
  /** The screen's page sizes; above 100 is fine here (the free DataGrid stops at 100). */
  pageSizes: readonly number[];
  initialPageSize: number;
  empty: string;
  loadFailed: string;
  forbidden?: string;
}

/**
 * A server-paged MUI Table (DESIGN 2 and 9): for screens whose page sizes exceed what the free DataGrid
 * allows (ad-group master 200/500, focused SKUs 200), on the grid protocol with its page in component state;
 * a screen that keeps its page elsewhere (the ticket dashboard: in the address) uses PagedTableView. The page
 * before stays on screen while the next one loads.
 */
export function ServerPagedTable<T>(props: Props<T>) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(props.initialPageSize);
  const selectionKey = JSON.stringify(props.selection ?? {});
  const [seenSelection, setSeenSelection] = useState(selectionKey);
  if (seenSelection !== selectionKey) {
    // A new sort or search starts at the first page (set during render, as React recommends over an effect).
    setSeenSelection(selectionKey);
    setPage(0);
  }
  const query = useGridPage<T>({
    queryKey: props.queryKey,
    path: props.path,
    params: props.params,
    page,
    size,
    selection: props.selection ?? {},
  });

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={`Loading ${props.label}`} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert severity={failureSeverity(query.error)}>
        {failureText(query.error, { fallback: props.loadFailed, forbidden: props.forbidden })}
      </Alert>
    );
  }
  const { items, total } = query.data;
  return (
    <PagedTableView
      label={props.label}
      rows={items}
      total={total}
      columns={props.columns}
      rowKey={props.rowKey}
      page={page}
      size={size}
      pageSizes={props.pageSizes}
      onPageChange={setPage}
      onSizeChange={(s) => {
        setSize(s);
        setPage(0);
      }}
      empty={props.empty}
      dimmed={query.isPlaceholderData}
    />
  );
}
