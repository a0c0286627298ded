import type { Operation } from '@marketdesk/contracts/operation';
import { Alert, Box, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureSeverity, failureText } from '../feedback/failure-text';
import { type GridSelection, useGridPage } from './grid-query';
import { type PagedColumn, PagedTableView, type PagedTableViewProps, type TableSort } from './PagedTableView';
import { type TablePaging, usePaging } from './usePaging';

type QueryValue = string | number | boolean | null | undefined;

export type { TablePaging } from './usePaging';

/** Pages on the grid protocol: the table asks for them (its page in its own state unless `paging` is given). */
interface GridSource {
  queryKey: readonly unknown[];
  /** The GET operation answering the grid protocol's pages ({items, total, ...}). */
  operation: Operation;
  params?: Record<string, QueryValue>;
  /** Sort and search chosen by the screen; a change goes back to the first page. */
  selection?: GridSelection;
  query?: never;
}

/** Pages the screen asked for with its own call (with the page and size of `paging`). */
interface ScreenSource<T> {
  /** The call's state: loading and failure are shown from it. */
  query: UseQueryResult<unknown>;
  /** The rows of the page and the rows in all pages, once the call answered. */
  rows: T[];
  total: number;
  /** The next page is loading: the page before stays, dimmed. */
  dimmed?: boolean;
  operation?: never;
}

type Props<T> = (GridSource | ScreenSource<T>) & {
  /** Accessible name of the table. */
  label: string;
  columns: PagedColumn<T>[];
  rowKey(row: T): string | number;
  rowProps?: PagedTableViewProps<T>['rowProps'];
  /** The screen's page sizes; above 100 is fine here (the free DataGrid stops at 100). */
  pageSizes?: readonly number[];
  /** The first page size while the table keeps its page itself. */
  initialPageSize?: number;
  /** The screen keeps page and size; false when the rows are the whole list (no page footer). */
  paging?: TablePaging | false;
  /** Columns with a sortField sort on a header click. */
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
  empty?: string;
  /** Accessible name of the spinner; `Loading <label>` unless given. */
  loadingLabel?: string;
  loadFailed: string;
  forbidden?: string;
};

/**
 * The server-paged MUI Table (DESIGN 2 and 9), for lists whose page sizes exceed what the free DataGrid allows
 * (tickets 50-500, ad-group master 200/500) and for file lists: loading, the failure (the server's detail, else
 * the screen's text), then the page, the page before staying on screen while the next one loads. Its pages
 * come from the grid protocol (`operation`) or from the screen's own call (`query`, `rows`, `total`); the page and
 * size are the table's own unless the screen keeps them (`paging`, e.g. in the address).
 */
export function ServerPagedTable<T>(props: Props<T>) {
  const pageSizes = props.pageSizes ?? [];
  // A new sort or search starts at the first page.
  const selectionKey = JSON.stringify((props.operation === undefined ? undefined : props.selection) ?? {});
  const own = usePaging(props.initialPageSize ?? pageSizes[0] ?? 0, selectionKey);
  const paging: TablePaging = props.paging || own;
  const gridSource = props.operation === undefined ? null : props;
  const grid = useGridPage<T>({
    queryKey: gridSource?.queryKey ?? ['server-paged-table'],
    operation: gridSource?.operation ?? null,
    params: gridSource?.params,
    page: paging.page,
    size: paging.size,
    selection: gridSource?.selection ?? {},
  });
  const query: UseQueryResult<unknown> = props.operation === undefined ? props.query : grid;

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={props.loadingLabel ?? `Loading ${props.label}`} />
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
  const page =
    props.operation === undefined
      ? { rows: props.rows, total: props.total, dimmed: props.dimmed ?? false }
      : { rows: grid.data?.items ?? [], total: grid.data?.total ?? 0, dimmed: grid.isPlaceholderData };
  return (
    <PagedTableView
      label={props.label}
      rows={page.rows}
      total={page.total}
      columns={props.columns}
      rowKey={props.rowKey}
      rowProps={props.rowProps}
      page={paging.page}
      size={paging.size}
      pageSizes={pageSizes}
      paginated={props.paging !== false}
      onPageChange={paging.onPageChange}
      onSizeChange={paging.onSizeChange}
      sort={props.sort}
      onSortChange={props.onSortChange}
      empty={props.empty}
      dimmed={page.dimmed}
    />
  );
}
